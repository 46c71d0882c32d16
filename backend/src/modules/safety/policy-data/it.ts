import type { LanguageData } from './types';

/** Italian. */
export const it: LanguageData = {
  terms: [
    'bambina', 'bambine', 'bambino', 'bambini', 'bimba', 'bimbe', 'bimbo', 'bimbi', 'ragazzina', 'ragazzine', 'ragazzino', 'fanciulla', 'fanciullina',
    'scolaretta', 'scolarette', 'scolaro', 'studentessa delle medie', 'liceale', 'liceali', 'al liceo', 'scuola media', 'scuole medie', 'scuola elementare',
    'scuole elementari', 'alle medie', 'alle elementari', 'adolescente', 'adolescenti', 'minorenne', 'minorenni', 'pubertà', 'puberta', 'prepubere',
    'undicenne', 'dodicenne', 'tredicenne', 'quattordicenne', 'quindicenne', 'sedicenne', 'diciassettenne', 'decenne', 'sorellina', 'giovane esploratrice',
  ],
  strong: ['minorenne', 'minorenni', 'scolaretta', 'prepubere', 'dodicenne', 'tredicenne', 'quattordicenne', 'quindicenne', 'sedicenne', 'diciassettenne'],
  numbers: { dieci: 10, undici: 11, dodici: 12, tredici: 13, quattordici: 14, quindici: 15, sedici: 16, diciassette: 17 },
  ageUnits: ['anni', 'anno', 'annetti'],
  durationBefore: ['da', 'per', 'tra', 'fra', 'dopo', 'in', 'piu di', 'ogni', 'circa', 'entro'],
  durationAfter: ['fa', 'dopo', 'piu tardi', 'di esperienza', 'di carriera', 'di matrimonio'],
  strongPatterns: [
    '(?<![a-z])(?:prima|seconda|terza|quarta|quinta|1a|2a|3a|4a|5a)\\s+(?:media|elementare|superiore|liceo)',
    "(?<![a-z])(?:ha|ho|hai)\\s+(?:solo\\s+|appena\\s+)?(?:dieci|undici|dodici|tredici|quattordici|quindici|sedici|diciassette|1[0-7]|[1-9])\\s+anni",
    '(?<![a-z])(?:eta)\\s*[:=]?\\s*(?:[0-9]|1[0-7])(?![\\d.,])',
  ],
};
