import type { LanguageData } from './types';

/** Spanish. `ñ` is folded to `ny` (so `niña` stays apart from the name Nina). */
export const es: LanguageData = {
  terms: [
    'ninya', 'ninyas', 'ninyo', 'ninyos', 'ninyita', 'ninyitas', 'ninyito', 'chiquilla', 'chiquillas', 'chamaca', 'chamaquita', 'nenita', 
    'colegiala', 'colegialas', 'escolar', 'escolares', 'alumna de primaria', 'alumna de secundaria', 'adolescente', 'adolescentes', 'menor de edad', 'una menor', 'es menor', 'siendo menor', 'unas menores',
    'menores de edad', 'preadolescente', 'pubertad', 'prepuber', 'impuber', 'quinceanyera', 'quinceanera', 'jovencita', 'jovencitas',
    'infantil', 'primaria', 'secundaria', 'escuela primaria', 'escuela secundaria', 'preescolar', 'jardin de infantes', 'guarderia',
    'bachillerato', 'chica de instituto', 'hermanita', 'sobrinita', 'hijita',
  ],
  strong: ['colegiala', 'colegialas', 'menor de edad', 'menores de edad', 'preadolescente', 'prepuber', 'quinceanyera', 'quinceanera'],
  numbers: { diez: 10, once: 11, doce: 12, trece: 13, catorce: 14, quince: 15, dieciseis: 16, diecisiete: 17 },
  ageUnits: ['anyos', 'anyo', 'anos', 'ano', 'anyitos', 'anitos'],
  durationBefore: ['hace', 'durante', 'por', 'desde', 'en', 'dentro de', 'mas de', 'despues de', 'hasta', 'cada', 'tras'],
  durationAfter: ['atras', 'despues', 'mas tarde', 'de experiencia', 'de carrera', 'de casada', 'trabajando'],
  strongPatterns: [
    '(?<![a-z])(?:\\d|primero|segundo|tercero|cuarto|1o|2o|3o|4o)\\s*(?:o|°|º)?\\s*(?:de\\s+)?(?:la\\s+)?eso(?![a-z])',
    '(?<![a-z])(?:de|en|a)\\s+la\\s+eso(?![a-z])',
    '(?<![a-z])(?:\\d|primer|segundo|tercer|cuarto|quinto|sexto)\\s*(?:o|°|º)?\\s*(?:grado|curso)\\s+(?:de\\s+)?(?:primaria|secundaria|basica)',
    '(?<![a-z])(?:tiene|tengo|tienes|con|de)\\s+(?:solo\\s+|apenas\\s+)?(?:diez|once|doce|trece|catorce|quince|dieciseis|diecisiete)(?![a-z])',
    '(?<![a-z])menor\\s+de\\s+(?:18|dieciocho)',
    '(?<![a-z])(?:edad)\\s*[:=]?\\s*(?:[0-9]|1[0-7])(?![\\d.,])',
  ],
};
