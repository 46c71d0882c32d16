import { birthAges } from './birth-years';
import { birthdayAges } from './birthday-ages';
import { copulaAges } from './copula-ages';
import { leetTokens } from './leet-tokens';
import { LiteralGate, requiredLiterals } from './literal-gate';
import { allMatches, foldData } from './normalize';
import { policyRegExp } from './patterns';
import { LANGUAGES } from './policy-data';
import { PERSON_WORDS } from './policy-data/aged-things';
import { BIRTHDAY_WORDS, NUMBER_AFTER, ORDINAL_MARK } from './policy-data/birthdays';
import { GIRL_WORDS } from './policy-data/girl-words';
import { THAI_AGE, THAI_TURNING } from './policy-data/th';
import { AGED_THINGS } from './policy-data/things';
import { toComeAges } from './to-come';
import { tokenize } from './tokens';
import { unitAges } from './unit-ages';

/**
 * Stated ages: a number (digits or a word, in any listed language) read as an age; any value below 18
 * refuses, even next to an adult one (`barely 18 (actually 15)`).
 */

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const alt = (list: string[]) => [...new Set(list)].sort((a, b) => b.length - a.length).join('|');

const WORD_VALUES = new Map<string, number>();
for (const lang of Object.values(LANGUAGES)) {
  for (const [word, value] of Object.entries(lang.numbers ?? {}))
    WORD_VALUES.set(foldData(word).replace(/-/g, ' '), value);
}
const EN_WORDS = Object.keys(LANGUAGES.en.numbers ?? {});
const ORDINALS =
  'first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth fifteenth sixteenth seventeenth'.split(
    ' ',
  );
ORDINALS.forEach((w, i) => WORD_VALUES.set(w, i + 1));
const TENS = 'twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand';

/** A number, captured: digits (a fraction ignored), or an English number word not the tail of "twenty-one". */
const MINOR_WORDS = [...WORD_VALUES].filter(([, value]) => value < 18).map(([word]) => word);
const NUM = `((?<![\\d.,])\\d+(?:[.,]\\d+)?|(?<![a-z])(?<!(?:${TENS})[\\s-]?)(?:${alt(EN_WORDS)})(?![a-xz]))`;
/** Digits or a number word under 18 of any language (all the adult ones in words, tens.ts, make a union of thousands). */
const NUM_ALL = `((?<![\\d.,])\\d+(?:[.,]\\d+)?|(?<![\\p{L}])(?<!(?:${TENS})[\\s-]?)(?:${alt(MINOR_WORDS.map((w) => esc(w).replace(/ /g, '[\\s-]?')))})(?![\\p{L}]))`;
const ANY_NUM = NUM.replace('(', '(?:');
const END = `(?=\\s*(?:$|[,.;:!?)(\\]"]|and\\s|but\\s|or\\s|now\\s|so\\s|too\\s|tops|max|at most|at best|lol|btw|irl|again|tbh|rn(?![a-z])|haha|lmao|ok(?:ay)?(?![a-z])|y/?o(?![a-z])|yrs?(?![a-z])|years?(?![a-z])|in\\s+(?:reality|real life|truth|(?:this|the|our|my|your)\\s+(?:story|rp|roleplay|scene|version|au|world|game|fic))))`;
const SUBJECT = '(?:she|he|i|you|u|girl|who|sister|daughter|niece|character|her age|your age|my age|real age|true age)';
// `'m` with its apostrophe: `im 8` without one is read by its own pattern below (not German `im 8. Semester`)
const VERB =
  "(?:'?s|'m|'?re|,|:|\\s+(?:is|was|am|are|r|were|be|being|looks?|looking|seems?|turned|turns|turning|will be|would be|should be|must be|could be|only|just|barely|actually|really|like|now|still|about|around|maybe|secretly))";
const NOT_A_QUANTITY =
  "(?!['\"]|[.,:]\\d|\\s*(?:of|out of|in a row|x|am|pm|o'clock|degrees?|%|percent|\\$|dollars?|euros?|pounds?|photos?|pictures?|images?|pics?|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|times|inch|inches|cm|kg|lbs?|feet|foot|ft|miles?|km|stars?|people|men|women|girls|friends))";

interface AgePattern {
  re: RegExp;
  /** the lowest value this phrasing refuses (ages in brackets only from ten on) */
  min?: number;
}

/** Spirits aged in wood: `aged 15 years in sherry casks`, `scotch aged 12 years`. */
const NOT_IN_CASKS = '(?!\\s*(?:years?|yrs?)?\\s*in\\s+(?:oak|sherry|bourbon|wine|port|rum|casks?|barrels?|wood))';
/** Not a seat: `14F`. */
const SEAT = '(?<!(?:seat|row|room|apt|flat|unit|suite|gate|no|#)\\s?)';

const english: AgePattern[] = [
  `${NUM}[\\s_-]*(?:years?|yrs?|y)[\\s._/-]*(?:old|o)(?![a-z])`,
  `${NUM}[\\s_-]*(?:years?|yrs?)[\\s_-]*(?:young|of age)(?![a-z])`,
  // not a term served: `did 15yrs in the Navy`, `15 yrs of experience`
  `(?<!(?:did|spent|served|for|over|after|within|last|past)\\s)${NUM}[\\s_-]*yrs?(?![a-z])(?!\\s*(?:ago|in|of|at|with|on)(?![a-z]))`,
  // a card's field too: `"age": "14"`
  `(?<![a-z])(?<!(?:${alt(AGED_THINGS.map(foldData))})\\s)age[ds]?(?![a-z])[\\s:="'-]{0,6}(?:(?:of|is|was|just|only|barely|about|around)\\s)*${NUM}(?!\\d|[.,]\\d)${NOT_IN_CASKS}`,
  // asked to make her younger: `age her down to 12`, `de-age yourself to 14`
  `(?<![a-z])(?:age|ages|aging|de-?age|de-?aging)\\s+(?:her|him|you|yourself|me|them|the character|char)\\s+(?:down\\s+|back\\s+)?to\\s+${NUM}(?!\\d|[.,]\\d)`,
  // asked to make her an age: `make her 16`, `turn yourself 15`
  `(?<![a-z])(?:make|makes|making|made|turn|turns|turning)\\s+(?:her|him|you|yourself|me|them|the character|the girl|char)\\s+(?:only\\s+|just\\s+|younger\\s+)?${NUM}(?!\\d|[.,]\\d)${NOT_A_QUANTITY}`,
  `(?:${NUM}(?:st|nd|rd|th)?|(?<![a-z])(?<!(?:${TENS})[\\s-]?)(${ORDINALS.join('|')}))[\\s-]*birthday`,
  `(?<![a-z])${SUBJECT}${VERB}{1,4}\\s*${NUM}${END}`,
  `(?<![a-z])(?:youre|shes|hes|ur)\\s+${NUM}${END}`,
  // `im 15`, `i m 15`; German `im 8. Semester` is not `I'm 8`
  `(?<![a-z])i\\s?m\\s+${NUM}(?!\\.\\s?[a-z])${END}`,
  `(?<![a-z])(?:looks?|looking|appears?|seems?|pass(?:es)? for|passing for|actually|truly|secretly|in reality|in real life|barely|turned|turning|turns|pretend(?:ing)? to be|pretend(?:ing)? you(?:'re| are)|act(?:ing)? like you(?:'re| are))\\s+(?:like\\s+|about\\s+|around\\s+|maybe\\s+|only\\s+|just\\s+)?${NUM}(?!\\d|[.,]\\d)${NOT_A_QUANTITY}`,
  `(?<![a-z])(?:she|girl|sister|daughter|niece|character|her age)${VERB}{1,4}\\s*${NUM}(?!\\d|[.,]\\d)${NOT_A_QUANTITY}`,
  `${ANY_NUM}[\\s-]*(?:months?|weeks?|days?)[\\s-]*old(?![a-z])`,
  `(?<![a-z])(?:girl|boy|child|kid|lass|daughter|woman|lady|person|someone|sister|niece)s?\\s+(?:of|aged?)\\s+${NUM}(?!\\d|[.,]\\d)${NOT_A_QUANTITY}`,
  `(?<![a-z])grade[\\s-]*${NUM}(?!\\d|[.,]\\d)(?=\\s*(?:$|[,.;:!?)]|student|pupil|class|and\\s|girls?(?![a-z])))`,
  `(?<![a-z])(?:thirteen|fourteen|fifteen|sixteen|seventeen)(?=\\s*(?:$|[,.;:!?)]|and\\s|but\\s|yo(?![a-z])|years?))`,
  // asked to be an age: `tell me about being 15`, `I want you to be 14`
  `(?<![a-z])(?:being|to be|be|playing|play)\\s+(?:only\\s+|just\\s+|barely\\s+|about\\s+|around\\s+)?${NUM}${END}`,
  `(?<!size\\s|us\\s|uk\\s|eu\\s)${NUM}\\s+and (?:a half|a quarter|three quarters)(?!\\s*(?:hours?|minutes?|days?|weeks?|months?|inch|inches|feet|foot|cm|kg|pounds|lbs|miles|km|stars|cups|dollars|percent|%))`,
].map((source) => ({ re: policyRegExp(source, 'gu') }));

/** `15F`, `(F15)`, `F15 irl`: the age-and-sex notation of profiles and role-play, from ten on (not `(F1)`). */
const SEX_AGE = '(1[0-7]|[1-9])(?!\\d)';
const sexAge: AgePattern[] = [
  `${SEAT}(?<![\\w.,/#-])${SEX_AGE}f(?![\\w-])`,
  `(?<![\\w.,/#-])f${SEX_AGE}(?=\\s*(?:$|[,.;:!?)]|irl|here|and\\s|looking|lf))`,
  `\\(\\s*(?:[fm]\\s?${SEX_AGE}|${SEX_AGE}\\s?[fm])\\s*\\)`,
].map((source) => ({ re: policyRegExp(source, 'gu'), min: 10 }));

/** A birthday's number in any language: `zum 14. Geburtstag`, `14. yaş günü`, `cumpleaños número 14`. */
const BIRTHDAY = `(?:${foldData(BIRTHDAY_WORDS)})`;
const birthday: AgePattern[] = [
  `(?<![\\d.,])(\\d{1,2})${foldData(ORDINAL_MARK)}\\s?(?:party\\s|parti\\s|partisi\\s|feier\\s)?${BIRTHDAY}(?![\\p{L}])`,
  `(?<![\\p{L}])${BIRTHDAY}\\s${foldData(NUMBER_AFTER)}\\s?(\\d{1,2})(?![\\d.,])`,
].map((source) => ({ re: policyRegExp(source, 'gu'), min: 1 }));

const bracketed: AgePattern = {
  re: policyRegExp(`\\(\\s*(?:real(?:ly)?|actual(?:ly)?|true|age)?[\\s:]*${NUM}\\s*(?:y/?o|yrs?)?\\s*\\)`, 'gu'),
  min: 10,
};

const CJK_NUM = '[一二三四五六七八九十]{1,3}';
const KO_NATIVE = '(?:열\\s*)?(?:한|하나|두|둘|세|셋|네|넷|다섯|여섯|일곱|여덟|아홉)|열';
const cjk: AgePattern = {
  re: policyRegExp(
    `(?<![一二三四五六七八九十百千\\d])(\\d+|${CJK_NUM})\\s*(?:歳|才|岁|歲|さい(?![ずん])|살|세(?!요|상|계|기|대))`,
    'gu',
  ),
};
/** An age field with a number and no unit (`年齢:十五`, `年龄：14`, `나이: 15`). */
const cjkField: AgePattern = {
  re: policyRegExp(`(?:年齢|年龄|年紀|나이)\\s?[:：]\\s?(\\d{1,2}|${CJK_NUM})(?![\\d万千百])`, 'gu'),
};
/** Her age this year or now without a unit (`我今年十五`, `现在她30了`). */
const cjkNow: AgePattern = {
  re: policyRegExp(
    `(?:今年|现在|現在|如今)(?:她|他|我|已经|已經|才|都|也|快){0,3}(\\d{1,2}|${CJK_NUM})(?=了|啦|岁|歲|歳|才|[，。,.!！？?、]|$)`,
    'gu',
  ),
};
/** Thai, written without spaces: `อายุ 15`, `วัย 15`, an age to come (`จะครบ 17 แล้ว`); `ตอนอายุ 15` is a past (scope.ts). */
const thai: AgePattern[] = [THAI_AGE, THAI_TURNING].map((p) => ({ re: policyRegExp(foldData(p), 'gu'), min: 1 }));
const korean: AgePattern = { re: policyRegExp(`(?<![\\p{L}])(${KO_NATIVE}|십[일이삼사오육칠]?)\\s*살`, 'gu') };

const KO_VALUES: Record<string, number> = {
  한: 1,
  하나: 1,
  두: 2,
  둘: 2,
  세: 3,
  셋: 3,
  네: 4,
  넷: 4,
  다섯: 5,
  여섯: 6,
  일곱: 7,
  여덟: 8,
  아홉: 9,
  열: 10,
};
const SINO: Record<string, number> = { 일: 1, 이: 2, 삼: 3, 사: 4, 오: 5, 육: 6, 칠: 7 };
/** A value by its own key only (never Object's 'constructor' and the like). */
const own = (map: Record<string, number>, key: string | undefined): number | undefined =>
  key !== undefined && Object.hasOwn(map, key) ? map[key] : undefined;
const HAN: Record<string, number> = { 一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };

function value(token: string): number {
  const t = token.replace(/[\s-]+/g, ' ').trim();
  if (/^\d/.test(t)) return Number.parseInt(t, 10);
  const word = WORD_VALUES.get(t);
  if (word !== undefined) return word;
  if (/^[一二三四五六七八九十]+$/.test(t)) {
    const [tens, ones] = t.includes('十') ? t.split('十') : ['', t];
    return (t.includes('十') ? (own(HAN, tens) ?? 1) * 10 : 0) + (own(HAN, ones) ?? 0);
  }
  if (t.startsWith('십')) return 10 + (own(SINO, t.slice(1)) ?? 0);
  const ko = t.replace(/\s/g, '');
  if (ko.startsWith('열') && ko.length > 1) return 10 + (own(KO_VALUES, ko.slice(1)) ?? 0);
  return own(KO_VALUES, ko) ?? Number.NaN;
}

const girlOf: AgePattern = {
  re: policyRegExp(
    `(?<![\\p{L}])(?:${alt(GIRL_WORDS.map(foldData))})\\s*[,(]?\\s*(?:de|di|da|van|von|z|of|aged?)?\\s*${NUM_ALL}(?!\\d|[.,]\\d)${NOT_A_QUANTITY}`,
    'gu',
  ),
  min: 1,
};
/** A child of hers with the age in brackets: `mit deinem kleinen Sohn (3)`, `su hija (8)`. */
const kinOf: AgePattern = {
  re: policyRegExp(
    `(?<![\\p{L}])(?:${alt(PERSON_WORDS.filter((w) => w.length >= 3).map(foldData))})\\s?\\(\\s?${NUM_ALL}\\s?\\)`,
    'gu',
  ),
  min: 1,
};

/** A past age: `she moved to Lisbon at 15` (from 13 on: `at 10` is a time). */
const at: AgePattern = {
  re: policyRegExp(
    `(?<![a-z])at\\s(?:the age of\\s|age\\s)?${NUM}(?![\\d]|[.,:]\\d)${NOT_A_QUANTITY}(?!\\s?(?:am|pm|h|o'clock|sharp|tonight|today|tomorrow))`,
    'gu',
  ),
  min: 13,
};

/**
 * A name and a bare age as in a profile, set off by commas: `Mia, 15, from Texas`, `Mia, 15 - dancer`, `«نازنین»، ۱۵،`
 * (not `Tell me something nice, 2` at the end of a message, nor `nice, 0`, nor a height `Petite, 1,55 tall`).
 */
const COMMA = '[,،、，]';
const NAMED = (num: string, after = `(?![.,]\\d)(?=\\s?(?:[)]|${COMMA})|\\s?-\\s)`) =>
  policyRegExp(`(?<![\\p{L}])\\p{L}{2,20}["»”']?\\s?${COMMA}\\s?${num}${after}`, 'gu');
const named: AgePattern[] = [
  { re: NAMED(NUM), min: 1 },
  // a number word of any language from ten on (`Оксана, чотирнадцять,`): `vale, dos, gracias` is a count
  { re: NAMED(NUM_ALL), min: 10 },
  // ending its sentence (`Anna, 29. Ran away at 15…`): her adult age only, since a date ends so too (`Berlin, 15. März`)
  { re: NAMED(NUM, '(?=\\s?(?:[.;!?](?!\\d)|$))'), min: 18 },
  // with a short unit: `Sie, 16 J.,`, `Mia, 15y,`; `Ola, 14l.,`, `Лиза, 14 л.,` from ten (`Wasser, 2 l.,` is a volume)
  { re: NAMED(NUM, `\\s?(?:j|jr|y|yo|yrs?|ans?|ani|anni|anos)\\.?(?=\\s?(?:[)]|${COMMA}))`), min: 1 },
  { re: NAMED(NUM, `\\s?(?:l|л|г|p|r)\\.?(?=\\s?(?:[)]|${COMMA}))`), min: 10 },
];

const SPACELESS: AgePattern[] = [cjk, cjkField, cjkNow, korean, ...thai];
const ALL: AgePattern[] = [...english, ...sexAge, ...birthday, bracketed, ...SPACELESS, girlOf, kinOf, at, ...named];
/** Only the phrasings whose literals the text holds are run (`years`, `歳`, `,`). */
const GATE = new LiteralGate(ALL.map(({ re }) => requiredLiterals(re.source, re.flags)));

/** An age the text states: its value (0 when the phrasing itself says under 18) and where its number stands. */
export interface StatedAge {
  value: number;
  at: number;
  /** where the phrase that states it ends (`15歳` + `のとき`: a past marker may follow) */
  end: number;
  /** told as then, before her adult age now (`в 14 ..., а теперь, в 33`): her past, as a past word would make it */
  then?: true;
}

/** Every age the folded text states, adult ones too (`she is 31 now` is what lets a past age pass). */
export function statedAges(folded: string): StatedAge[] {
  const tokens = tokenize(folded);
  const found: StatedAge[] = [
    ...unitAges(folded, tokens),
    ...copulaAges(folded, tokens),
    ...toComeAges(folded, tokens),
    ...birthAges(folded),
    ...birthdayAges(folded, tokens),
  ];
  const open = GATE.open(folded);
  for (const [i, { re, min = 0 }] of ALL.entries()) {
    if (!open[i]) continue;
    for (const m of allMatches(re, folded)) {
      const group = m.slice(1).findIndex((g) => g !== undefined);
      if (group < 0) {
        found.push({ value: 0, at: m.index, end: m.index + m[0].length });
        continue;
      }
      const number = m[group + 1];
      const n = value(number);
      if (Number.isNaN(n) || n < min) continue;
      found.push({ value: n, at: m.index + m[0].indexOf(number), end: m.index + m[0].length });
    }
  }
  return found;
}

/** Number words written with digits for letters (`s1xt33n`, `f0urt33n`) read as the words. */
export function readLeetNumbers(text: string, readings: (token: string) => string[]): string {
  if (!HAS_DIGIT.test(text)) return text;
  const folded = text.replace(LOOK_ALIKE_NUMBER, (n) => n.replace('з', '3').replace('l', '1'));
  let out = '';
  let from = 0;
  for (const [start, end] of leetTokens(folded)) {
    const token = folded.slice(start, end);
    // words of digits and symbols only are not read, nor a digit with one letter, an ordinal (`8a série`, `9b`)
    if (!HAS_LETTER.test(token) || DIGIT_AND_LETTER.test(token)) continue;
    const read = readings(token);
    // `s1xteen!`: the marks after it may end its sentence (kept after the reading, so positions stay)
    const marks = EXCLAIMED.exec(token)?.[0] ?? '';
    const bare = marks ? readings(token.slice(0, -marks.length)).find((r) => WORD_VALUES.has(r)) : undefined;
    // a word that starts with a letter and has letters after its digits is a word in leetspeak (`tw3nty`, `tr31nt4`)
    const word =
      read.find((r) => WORD_VALUES.has(r)) ??
      (bare !== undefined ? bare + marks : LEET_WORD.test(token) ? (read[0] ?? token) : token);
    if (word === token) continue;
    out += folded.slice(from, start) + word;
    from = end;
  }
  return from === 0 ? folded : out + folded.slice(from);
}
const EXCLAIMED = /!+$/;
/**
 * A number of two digits with a letter that looks like one (Cyrillic `1З`, `l5`): read as digits, same length. Not
 * `o` after a digit, which is an ordinal (`8º ano`).
 */
const LOOK_ALIKE_NUMBER = /(?<![\p{L}\d])(?:[зl]\d|\d[з\d])(?![\p{L}\d])/gu;
const LEET_WORD = policyRegExp('^[a-z][a-z0-9@$!|+]*[0-9@$!|+][a-z]');
const HAS_DIGIT = policyRegExp('[0-9]');
const HAS_LETTER = policyRegExp('[a-z]');
const DIGIT_AND_LETTER = policyRegExp('^[1-9][a-z]$');
