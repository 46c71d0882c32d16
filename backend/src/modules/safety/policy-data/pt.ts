import type { LanguageData } from './types';

/** Portuguese (Portugal and Brazil). */
export const pt: LanguageData = {
  terms: [
    'menina', 'meninas', 'menininha', 'menino', 'meninos', 'crianca', 'criancas', 'garotinha', 'garotinhas', 'novinha', 'novinhas', 'ninfeta', 'ninfetas',
    'colegial', 'colegiais', 'estudante do ensino medio', 'ensino fundamental', 'ensino medio', 'escola primaria', 'adolescente', 'adolescentes',
    'menor de idade', 'menores de idade', 'pre adolescente', 'puberdade', 'infantil', 'irmazinha', 'filhinha', 'escoteira', 'bandeirante',
  ],
  strong: ['menor de idade', 'menores de idade', 'ninfeta', 'ninfetas', 'novinha', 'pre adolescente', 'colegial'],
  numbers: { dez: 10, onze: 11, doze: 12, treze: 13, catorze: 14, quatorze: 14, quinze: 15, dezesseis: 16, dezasseis: 16, dezessete: 17, dezassete: 17 },
  ageUnits: ['anos', 'aninhos'],
  durationBefore: ['ha', 'faz', 'durante', 'por', 'desde', 'em', 'mais de', 'depois de', 'apos', 'a cada', 'dentro de'],
  durationAfter: ['atras', 'depois', 'mais tarde', 'de experiencia', 'de carreira', 'de casada'],
  strongPatterns: [
    '(?<![a-z])(?:\\d|primeiro|segundo|terceiro|[5-9])\\s*(?:o|°|º)?\\s*ano\\s+(?:do|de)\\s+(?:ensino|fundamental|medio|colegial)',
    '(?<![a-z])(?:tem|tenho|tens|com)\\s+(?:so\\s+|apenas\\s+)?(?:dez|onze|doze|treze|catorze|quatorze|quinze|dezesseis|dezasseis|dezessete|dezassete)(?![a-z])',
    '(?<![a-z])menor\\s+de\\s+(?:18|dezoito)',
    '(?<![a-z])(?:idade)\\s*[:=]?\\s*(?:[0-9]|1[0-7])(?![\\d.,])',
  ],
};
