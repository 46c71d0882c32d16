import { ADULT_TEENS } from './adult-teens';
import { ar } from './ar';
import { bn } from './bn';
import { cs } from './cs';
import { de } from './de';
import { el } from './el';
import { en } from './en';
import { es } from './es';
import { fa } from './fa';
import { fr } from './fr';
import { he } from './he';
import { hi } from './hi';
import { id } from './id';
import { it } from './it';
import { ja } from './ja';
import { ko } from './ko';
import { ms } from './ms';
import { nl } from './nl';
import { pl } from './pl';
import { pt } from './pt';
import { ro } from './ro';
import { ROMANIZED_NUMBERS } from './romanized-numbers';
import { ru } from './ru';
import { sv } from './sv';
import { ADULT_NUMBERS } from './tens';
import { th } from './th';
import { tl } from './tl';
import { tr } from './tr';
import type { LanguageData } from './types';
import { uk } from './uk';
import { ur } from './ur';
import { vi } from './vi';
import { zh } from './zh';

/** Every language the policy reads; adding a language is adding its file here. */
const READ: Record<string, LanguageData> = {
  en,
  es,
  pt,
  fr,
  de,
  it,
  nl,
  pl,
  ru,
  uk,
  cs,
  ro,
  sv,
  el,
  tr,
  ar,
  fa,
  he,
  hi,
  ur,
  bn,
  id,
  ms,
  tl,
  vi,
  th,
  ja,
  zh,
  ko,
};

/** With number words typed in Latin letters (romanized-numbers.ts) and adult ages in words (adult-teens.ts, tens.ts). */
export const LANGUAGES: Record<string, LanguageData> = Object.fromEntries(
  Object.entries(READ).map(([code, lang]) => [
    code,
    { ...lang, numbers: { ...lang.numbers, ...ROMANIZED_NUMBERS[code], ...ADULT_TEENS[code], ...ADULT_NUMBERS[code] } },
  ]),
);

export { ALIASES } from './aliases';
export { CUE_THRESHOLD, CUES } from './cues';
export { ADULT_PHRASES, NOT_MISSPELLINGS } from './exceptions';
export type { LanguageData } from './types';
