import { foldData } from './normalize';

/**
 * Scripts that run their words on without spaces (Thai; kana, CJK ideographs and Hangul): a past phrase
 * or a role is read where it starts or ends inside a run of letters, not as a word of its own. Each
 * look reads a bounded stretch of the text.
 */

/** Kana, CJK ideographs and Hangul. */
export const RUN_ON_SCRIPT = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;

/**
 * A role where a word's CJK part starts, after `の` or `的` (`の審査員`, `的编辑`): a Latin name before the
 * role is a named thing's role (`Teen Vogueの編集者`, `Miss Teen USA评委`).
 */
export function roleRunsOn(word: string, roles: readonly string[]): boolean {
  const at = word.search(RUN_ON_SCRIPT);
  if (at < 0) return false;
  const tail = word.startsWith('の', at) || word.startsWith('的', at) ? word.slice(at + 1) : word.slice(at);
  return roles.some((r) => tail.startsWith(r));
}

/** A Thai letter at the end of a string. */
export const THAI = /[\u0e00-\u0e7f]$/;
/** The age words a Thai age starts with (`อายุ`, `วัย`), folded: a past phrase may stand right before one. */
const THAI_AGE_WORDS = ['อายุ', 'วัย'].map(foldData);

/** The Thai letters that end right before character `at` (spaces and separators between skipped), at most 32. */
export function thaiRunBefore(text: string, at: number): string {
  let end = at;
  while (end > 0 && at - end < 4 && /[\s:._-]/.test(text[end - 1])) end--;
  let start = end;
  while (start > 0 && end - start < 32 && THAI.test(text[start - 1])) start--;
  return text.slice(start, end);
}

/** Whose past a Thai run of letters ends with (`ตอนผม`, `ตอนอายุ`), its age word taken off or not. */
export function thaiPast(run: string, own: readonly string[], her: readonly string[]): 'own' | 'her' | null {
  if (!THAI.test(run)) return null;
  const bare = THAI_AGE_WORDS.reduce((r, w) => (r.endsWith(w) ? r.slice(0, -w.length) : r), run);
  for (const form of bare === run ? [run] : [run, bare]) {
    if (own.some((p) => form.endsWith(p))) return 'own';
    if (her.some((p) => form.endsWith(p))) return 'her';
  }
  return null;
}
