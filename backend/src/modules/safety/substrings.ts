import { foldData } from './normalize';
import { policyUnion, WordStartUnion } from './patterns';
import { LANGUAGES } from './policy-data';

/** The listed substrings of the scripts written without spaces (CJK, Thai), and the roles that let one through. */
const languages = Object.values(LANGUAGES);
const SUBSTRINGS = new WordStartUnion(languages.flatMap((l) => l.substrings ?? []).map(foldData));
const ROLE_SUBSTRING = policyUnion(
  languages
    .filter((l) => l.substrings?.length)
    .flatMap((l) => l.roles ?? [])
    .map(foldData),
  'uy',
);

/** CJK and Thai: a listed substring passes when an adult role follows it at once (`小学老师`). */
export function minorSubstring(compact: string): boolean {
  for (const m of SUBSTRINGS.matches(compact)) if (!roleAt(compact, m.index + m[0].length)) return true;
  return false;
}

/** Korean endings that close a clause (`초딩이라 엄마가…`, I'm a kid so mom…): a role after them is someone else. */
const CLAUSE_ENDING = /[라니고데야서며면지]/;

function roleAt(compact: string, end: number): boolean {
  if (!ROLE_SUBSTRING) return false;
  for (let gap = 0; gap <= 2 && end + gap < compact.length; gap++) {
    if (gap > 0 && CLAUSE_ENDING.test(compact[end + gap - 1])) return false;
    ROLE_SUBSTRING.lastIndex = end + gap;
    if (ROLE_SUBSTRING.test(compact)) return true;
  }
  return false;
}
