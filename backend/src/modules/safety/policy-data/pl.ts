import type { LanguageData } from './types';

/** Polish. Stems (`*`) cover the case endings. */
export const pl: LanguageData = {
  terms: [
    'dziecko', 'dziecka', 'dzieci', 'dzieciak*', 'dziewczynk*', 'dziewczynek', 'mala dziewczyn*', 'uczennic*', 'uczniowie', 'nastolat*', 'maloletni*',
    'nieletni*', 'niepelnoletni*', 'gimnazjalist*', 'licealist*', 'podstawowk*', 'szkola podstawowa', 'szkoly podstawowej', 'szkole podstawowej', 'gimnazjum',
    'przedszkol*', 'dojrzewani*', 'harcerk*', 'siostrzyczk*', 'corecz*',
    'dwunastolat*', 'trzynastolat*', 'czternastolat*', 'pietnastolat*', 'szesnastolat*', 'siedemnastolat*', 'jedenastolat*', 'dziesieciolat*',
    'dwunastoletni*', 'trzynastoletni*', 'czternastoletni*', 'pietnastoletni*', 'szesnastoletni*', 'siedemnastoletni*',
  ],
  strong: ['nieletni*', 'maloletni*', 'niepelnoletni*', 'uczennic*', 'gimnazjalist*', 'dwunastolat*', 'trzynastolat*', 'czternastolat*', 'pietnastolat*', 'szesnastolat*', 'siedemnastolat*'],
  numbers: { dziesiec: 10, jedenascie: 11, dwanascie: 12, trzynascie: 13, czternascie: 14, pietnascie: 15, szesnascie: 16, siedemnascie: 17 },
  ageUnits: ['lat', 'lata', 'latka', 'latek', 'letnia', 'letni', 'letniej', 'letnią', 'latki'],
  durationBefore: ['od', 'przez', 'po', 'za', 'w ciagu', 'ponad', 'co', 'okolo'],
  durationAfter: ['temu', 'pozniej', 'doswiadczenia', 'stazu', 'malzenstwa', 'pracy'],
  strongPatterns: [
    '(?<![a-z])(?:[1-8]|pierwsz\\w*|drug\\w*|trzeci\\w*|czwart\\w*|piat\\w*|szost\\w*|siodm\\w*|osm\\w*)\\s*\\.?\\s*klas\\w*',
    '(?<![a-z])(?:ma|mam|masz)\\s+(?:tylko\\s+|dopiero\\s+)?(?:dziesiec|jedenascie|dwanascie|trzynascie|czternascie|pietnascie|szesnascie|siedemnascie|1[0-7]|[1-9])\\s+lat',
    '(?<![a-z])(?:wiek)\\s*[:=]?\\s*(?:[0-9]|1[0-7])(?![\\d.,])',
    '(?<![a-z])ponizej\\s+18',
  ],
};
