import type { LanguageData } from './types';

/** German. `Kind` alone is left out (English "kind"); its compounds and phrases are listed. */
export const de: LanguageData = {
  terms: [
    'ein kind', 'das kind', 'kleines kind', 'kind im', 'kind am', 'kind beim', 'kind von', 'kind mit', 'die kinder', 'kleine kinder', 'kindern', 'kinderg*', 'kinderzimmer', 'kindesalter', 'kindlich', 'kindliche', 'kindlichen', 'kleines madchen', 'junges madchen',
    'schulmadchen*', 'schulerin', 'schulerinnen', 'schuler', 'grundschul*', 'hauptschul*', 'realschul*', 'mittelschul*', 'gesamtschul*', 'gymnasiastin*',
    'teenager', 'teenagerin', 'jugendliche', 'jugendlicher', 'jugendlichen', 'minderjahrig*', 'pubertat', 'vorpubertar*', 'kindergarten*', 
    'backfisch', 'pfadfinderin', 'kleine schwester', 'tochterchen', 'unterstufe', 'mittelstufe', 'sekundarstufe',
  ],
  strong: ['schulmadchen*', 'minderjahrig*', 'vorpubertar*', 'grundschul*', 'schulerin'],
  numbers: { zehn: 10, elf: 11, zwolf: 12, dreizehn: 13, vierzehn: 14, funfzehn: 15, sechzehn: 16, siebzehn: 17 },
  ageUnits: ['jahre alt', 'jahre', 'jahren', 'jahrig\\w*', 'jahr alt', 'lenze'],
  durationBefore: ['vor', 'seit', 'fur', 'nach', 'in', 'uber', 'mehr als', 'ab', 'alle', 'binnen', 'innerhalb von'],
  durationAfter: ['spater', 'lang', 'danach', 'berufserfahrung', 'erfahrung', 'verheiratet'],
  strongPatterns: [
    '(?<![a-z])(?:[1-9]|1[0-3])\\s*\\.?\\s*(?:te\\s+|ten\\s+)?klasse(?![a-z])',
    '(?<![a-z])klasse\\s*(?:[1-9]|1[0-3])(?![\\d.,])',
    '(?<![a-z])(?:erste|zweite|dritte|vierte|funfte|sechste|siebte|achte|neunte|zehnte)n?\\s+klasse',
    '(?<![a-z])(?:ist|bin|bist|mit)\\s+(?:erst\\s+|gerade\\s+|knapp\\s+)?(?:zehn|elf|zwolf|dreizehn|vierzehn|funfzehn|sechzehn|siebzehn|1[0-7]|[1-9])(?![a-z\\d]|[.,]\\d)(?=\\s*(?:$|[,.;!?)]|jahre|und\\s|aber\\s))',
    '(?<![a-z])unter\\s+(?:18|achtzehn)(?![\\d])',
    '(?<![a-z])(?:alter)\\s*[:=]?\\s*(?:[0-9]|1[0-7])(?![\\d.,])',
    '(?<![a-z])(?:zehn|elf|zwolf|dreizehn|vierzehn|funfzehn|sechzehn|siebzehn)jahrig\\w*',
  ],
};
