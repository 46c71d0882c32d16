/**
 * Birthdays with their number (`zum 14. Geburtstag`, `14. narozeniny`, `14. yaş günü`, `il suo 14° compleanno`,
 * `su cumpleaños número 14`): the birthday's number is her age. Regex sources, folded by the engine.
 */
export const BIRTHDAY_WORDS =
  'birthday|bday|b-day|geburtstag|narozeniny|narozky|yaş günü|doğum günü|compleanno|cumpleaños|anniversaire|aniversário|aniversario|aniversare|zi de naștere|urodziny|verjaardag|födelsedag|день рождения|днюха|днюху|день народження|γενέθλια|ulang tahun|kaarawan|sinh nhật';

/** What follows a number written as an ordinal in those languages: `14.`, `14th`, `14e`, `14°`, `14-й`, `14-a`. */
export const ORDINAL_MARK = '(?:\\.|st|nd|rd|th|e|de|ste|er|eme|º|°|ª|o|a|-?(?:й|я|го|ого|ый|ой|и|ти)|-?(?:a|lea|ea))?';

/** The words that put the number after the birthday: `cumpleaños número 14`, `anniversaire n° 14`. */
export const NUMBER_AFTER = '(?:número|numero|nr|no|n°|n|#)';

/**
 * A birthday told by its ordinal, read over words (birthday-ages.ts): `ika-14 na kaarawan`, `ulang tahunnya yang
 * ke-14`, `14번째 생일`, `יום ההולדת ה-14`, `عيد ميلادها الرابع عشر`, `चौदहवाँ जन्मदिन`, `চোদ্দতম জন্মদিন`,
 * `چودھویں سالگرہ`, `achtste verjaardag`, `on dördüncü doğum günü`, `sinh nhật lần thứ 14`. The words of a
 * birthday in every listed language; a possessive glued to the last word is read through (`ميلادها`, `tahunnya`).
 */
export const BIRTHDAY_PHRASES = [
  ...BIRTHDAY_WORDS.split('|'),
  'ultah',
  'hari jadi',
  'hari lahir',
  'milad',
  '생일',
  'יום הולדת',
  'יום ההולדת',
  'עיד מילאד',
  'عيد ميلاد',
  'عيد الميلاد',
  'ميلاد',
  'تولد',
  'سالگرد تولد',
  'जन्मदिन',
  'जन्म दिन',
  'बर्थडे',
  'सालगिरह',
  'سالگرہ',
  'برتھ ڈے',
  'জন্মদিন',
  'জন্মদিনে',
  'বার্থডে',
  'doğum günü',
  'yaş günü',
  'день народження',
  'γενέθλια',
  'narozeniny',
  'urodziny',
];

/** Letters glued to a birthday word that are a possessive or a case ending (`-nya`, `-ها`, `-e`): at most this many. */
export const GLUED_AFTER_BIRTHDAY = 4;

/** Words between the ordinal and the birthday: `ika-14 na kaarawan`. */
export const LINKS_BEFORE = ['na', 'ng', 'ke', 'ki', 'ka'];
/** Words between the birthday and its ordinal: `yang ke-14`, `lần thứ 14`, `ה-14`, `número 14`, `الـ١٧`. */
export const LINKS_AFTER = [
  'yang',
  'ke',
  'ka',
  'ika',
  'lan',
  'lần',
  'thứ',
  'thu',
  'ה',
  'ال',
  'الـ',
  'número',
  'numero',
  'nr',
  'no',
];

/** Glued before an ordinal: `ke-14`, `ika14`, `ה14`, `الرابع`, `الـ١٧`. */
export const ORDINAL_PREFIXES = ['الـ', 'ال', 'ה', 'ke', 'ika', 'ka'];
/**
 * Glued after a number to make it an ordinal, in every listed language: `14th`, `achtste`, `vierzehnten`,
 * `fjortonde`, `quatorzième`, `quattordicesimo`, `четырнадцатый`, `čtrnácté`, `dördüncü`, `चौदहवाँ`, `চোদ্দতম`,
 * `چودھویں`, `چهاردهمین`, `14번째`. Longest first is how they are tried.
 */
export const ORDINAL_SUFFIXES = [
  'st',
  'nd',
  'rd',
  'th',
  'e',
  'de',
  'ste',
  'te',
  'ten',
  'ter',
  'tes',
  'ième',
  'ieme',
  'ème',
  'eme',
  'esimo',
  'esima',
  'º',
  'ª',
  '°',
  'o',
  'a',
  'й',
  'ый',
  'ий',
  'ой',
  'ая',
  'ое',
  'ые',
  'é',
  'ý',
  'á',
  'inci',
  'ıncı',
  'uncu',
  'üncü',
  'nci',
  'ncı',
  'ncu',
  'ncü',
  'वाँ',
  'वां',
  'वीं',
  'वें',
  'वा',
  'वी',
  'তম',
  'তমী',
  'ম',
  'ویں',
  'واں',
  'وی',
  'م',
  'مین',
  '번째',
  '째',
];
/** What the stem of an ordinal may have lost: `quatorz` + `e`, `quattordic` + `i`, `четырнадцат` + `ь`. */
export const STEM_ENDINGS = ['', 'e', 'i', 'ь'];
/** A last letter the ordinal changes: Turkish `dörd` for `dört`, Urdu `چودھ` for `چودہ`. */
export const STEM_CHANGES: [string, string][] = [
  ['d', 't'],
  ['ھ', 'ہ'],
];

/** Ordinals that are not a number and a suffix (Arabic, masculine and feminine): `الرابع عشر`, `السادسة عشرة`. */
const AR_ONES = ['حادي', 'ثاني', 'ثالث', 'رابع', 'خامس', 'سادس', 'سابع', 'ثامن', 'تاسع'];
const AR_ONES_F = ['حادية', 'ثانية', 'ثالثة', 'رابعة', 'خامسة', 'سادسة', 'سابعة', 'ثامنة', 'تاسعة'];
export const ORDINAL_WORDS: Record<string, number> = Object.fromEntries([
  ...['أول', 'اول', ...AR_ONES.slice(1)].map((w, i) => [w, i + 1]),
  ...['أولى', 'اولى', ...AR_ONES_F.slice(1)].map((w, i) => [w, i + 1]),
  ['عاشر', 10],
  ['عاشرة', 10],
  ...AR_ONES.slice(0, 7).flatMap((w, i) => [
    [`${w} عشر`, 11 + i],
    [`${w} عشرة`, 11 + i],
  ]),
  ...AR_ONES_F.slice(0, 7).flatMap((w, i) => [
    [`${w} عشرة`, 11 + i],
    [`${w} عشر`, 11 + i],
  ]),
] as [string, number][]);
