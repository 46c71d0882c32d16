import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { ja } from './ja';
import { ko } from './ko';
import { nl } from './nl';
import { pl } from './pl';
import { pt } from './pt';
import { ru } from './ru';
import { tr } from './tr';
import type { LanguageData } from './types';
import { zh } from './zh';

/** Every language the policy reads; adding a language is adding its file here. */
export const LANGUAGES: Record<string, LanguageData> = { en, es, pt, fr, de, it, nl, pl, ru, tr, ja, zh, ko };

export { ALIASES } from './aliases';
export { CUE_THRESHOLD, CUES } from './cues';
export { ADULT_PHRASES, NOT_MISSPELLINGS } from './exceptions';
export type { LanguageData } from './types';
