import type { LanguageData } from './types';

/** Dutch. `kind` alone is left out (English "kind"). */
export const nl: LanguageData = {
  terms: [
    'kindje', 'kinderen', 'een kind', 'het kind', 'klein meisje', 'kleine meisjes', 'jong meisje', 'schoolmeisje', 'schoolmeisjes', 'scholiere',
    'scholieren', 'scholier', 'tiener', 'tieners', 'tienermeisje', 'minderjarig', 'minderjarige', 'minderjarigen', 'puberteit', 'puber', 'pubers',
    'basisschool', 'middelbare school', 'brugklas', 'brugklasser', 'kleuter', 'kleuters', 'kleuterschool', 'kinderdagverblijf', 'zusje', 'padvindster',
  ],
  strong: ['minderjarig', 'minderjarige', 'schoolmeisje', 'scholiere', 'brugklasser', 'kleuter'],
  numbers: { tien: 10, elf: 11, twaalf: 12, dertien: 13, veertien: 14, vijftien: 15, zestien: 16, zeventien: 17 },
  ageUnits: ['jaar oud', 'jaar', 'jarig\\w*', 'jarige'],
  durationBefore: ['sinds', 'voor', 'na', 'in', 'over', 'meer dan', 'al', 'elke', 'binnen', 'gedurende'],
  durationAfter: ['geleden', 'later', 'lang', 'ervaring', 'getrouwd'],
  strongPatterns: [
    '(?<![a-z])groep\\s*[1-8](?![\\d.,])(?=\\s*(?:$|[,.;:!?)]|van|op|leerling|basisschool|meisje))',
    '(?<![a-z])(?:[1-6]e|eerste|tweede|derde|vierde)\\s+(?:klas|jaar)\\s+(?:van\\s+)?(?:de\\s+)?(?:middelbare|havo|vwo|vmbo|basisschool)',
    '(?<![a-z])(?:is|ben|ze is)\\s+(?:pas\\s+|net\\s+)?(?:tien|elf|twaalf|dertien|veertien|vijftien|zestien|zeventien|1[0-7]|[1-9])(?![a-z\\d]|[.,]\\d)(?=\\s*(?:$|[,.;!?)]|jaar|en\\s|maar\\s))',
    '(?<![a-z])(?:leeftijd)\\s*[:=]?\\s*(?:[0-9]|1[0-7])(?![\\d.,])',
  ],
};
