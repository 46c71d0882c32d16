import type { LanguageData } from './types';

/** French. */
export const fr: LanguageData = {
  terms: [
    'enfant', 'enfants', 'fillette', 'fillettes', 'petite fille', 'petites filles', 'gamine de', 'jeune fille', 'jeunes filles', 'gosse', 'gosses',
    'collegienne', 'collegiennes', 'collegien', 'collegiens', 'lyceenne', 'lyceennes', 'lyceen', 'lyceens', 'ecoliere', 'ecolieres', 'ecolier',
    'adolescente', 'adolescentes', 'mineure', 'mineures', 'mineur', 'mineurs', 'preado', 'preadolescente', 'puberte', 'prepubere', 'impubere',
    'ecole primaire', 'ecole maternelle', 'maternelle', 'lycee', 'au college', 'en college', 'eleve de', 'petite soeur de', 'scoute', 'eclaireuse',
  ],
  strong: ['collegienne', 'collegiennes', 'lyceenne', 'lyceennes', 'ecoliere', 'preadolescente', 'prepubere', 'impubere', 'fillette', 'mineure'],
  numbers: { dix: 10, onze: 11, douze: 12, treize: 13, quatorze: 14, quinze: 15, seize: 16, 'dix sept': 17, 'dix-sept': 17 },
  ageUnits: ['ans', 'an'],
  durationBefore: ['il y a', 'depuis', 'pendant', 'dans', 'en', 'apres', 'plus de', 'pour', 'tous les', 'durant', 'voila'],
  durationAfter: ['plus tard', 'auparavant', "d'experience", 'de carriere', 'de mariage'],
  strongPatterns: [
    '(?<![a-z])(?:en|de|du)\\s+(?:cp|ce1|ce2|cm1|cm2|6e|5e|4e|3e|6eme|5eme|4eme|3eme|sixieme|cinquieme|quatrieme|troisieme|seconde|premiere|terminale)(?![a-z\\d])',
    '(?<![a-z])(?:classe|eleve|eleves)\\s+de\\s+(?:cp|ce1|ce2|cm1|cm2|6e|5e|4e|3e|6eme|5eme|4eme|3eme|sixieme|cinquieme|quatrieme|troisieme|seconde|premiere|terminale)',
    "(?<![a-z])(?<!il y )(?:a|elle a|j'ai|tu as)\\s+(?:seulement\\s+|juste\\s+|a peine\\s+)?(?:dix|onze|douze|treize|quatorze|quinze|seize|dix sept|1[0-7]|[1-9])\\s+ans(?![a-z])",
    '(?<![a-z])moins\\s+de\\s+(?:18|dix huit)\\s+ans',
    '(?<![a-z])(?:age|agee)\\s*[:=]?\\s*(?:de\\s+)?(?:[0-9]|1[0-7])(?![\\d.,])',
  ],
};
