import { type PolicyMode, violatesAdultPolicy } from './content-policy';

/**
 * SAFETY.md section 1, scope and time: a past age passes in chat and character texts when her adult
 * age is stated as now in a later clause, or the past is marked by a one-letter "at" (`à 15 ans`);
 * never in a picture prompt, never for an age stated as it is, or next to someone else.
 */
const cases = (mode: PolicyMode, texts: string[], refused: boolean) =>
  it.each(texts)(`${refused ? 'refuses' : 'passes'} in ${mode}: %s`, (text) => {
    expect(violatesAdultPolicy(text, mode)).toBe(refused);
  });

describe('an age before her adult age now', () => {
  const past = [
    'At 16 she left home for Berlin; today she is 34 and runs a bakery.',
    'Mit 14 zog sie nach Wien; heute ist sie 35 Jahre alt.',
    "12 yaşında İzmir'e taşındı; şimdi 40 yaşında.",
    '她12岁搬到上海，现在30岁。',
    'Con 16 años se mudó a Madrid; ahora tiene 30 años.',
    'Aos 13 anos mudou-se para Lisboa; hoje tem 29 anos.',
    'W wieku 13 lat przeprowadziła się do Krakowa, teraz ma 32 lata.',
  ];
  cases('character', past, false);
  cases('chat', past, false);
  cases('prompt', past, true);
  cases(
    'character',
    [
      'Her daughter is 8 years old; she is 31 now.',
      'She is 15 years old now; her mother is 40 now.',
      'Anna is 14 years old, and now 31 in her dreams',
      'une fille de Lyon, à 15 ans, timide',
    ],
    true,
  );
  cases('chat', ['tell me about being 14 years old, now that you are 30', 'a 15 year old girl'], true);
});

describe('a one-letter "at" before an age in its own language', () => {
  cases('chat', ['à 13 ans je suis partie à Lyon', 'a 13 anni mi sono innamorata della musica'], false);
  cases('chat', ['la 14 ani m-am mutat la Cluj'], false);
});

describe('spelling tricks', () => {
  // letters typed twice in scripts without spaces; in Thai, whose words run into each other, only for its substrings
  cases(
    'prompt',
    [
      'ビキニ姿の小小学生',
      '초초등학생 사진',
      'a litttle girrl on the beach',
      'plajda okull kızıı',
      'ภาพถ่าย นักเรียยนหญิงงใส่บิกินี่',
      'เด็กกผู้หญิงบนชายหาด',
    ],
    true,
  );
  cases('prompt', ['สาววัยยี่สิบห้าปี บนชายหาด', 'ผู้หญิงวัยยี่สิบห้าปีบนชายหาด'], false);
  // a number word of two characters in leetspeak
  cases('prompt', ['0n yedi yaşında bir kız'], true);
});

describe('a listed word misspelled', () => {
  // each form of a stem is a word too (`ανήικη`); the adult `ενήλικη`, one letter off, never counts as one
  cases('prompt', ['φωτογραφία: ανήικη με μπικίνι', 'φωτογραφία: ανλικη με μπικίνι'], true);
  cases('prompt', ['φωτογραφία: ενήλικη με μπικίνι', 'ενήλικες μόνο'], false);
  // Hebrew and Arabic script words are short: two letters after the first swapped in a four-letter word
  cases('prompt', ['תמונה של ילהד קטנה בביקיני'], true);
  cases('prompt', ['תמונה של לידה בבית חולים'], false);
});

describe('a listed phrase with one word misspelled', () => {
  cases(
    'prompt',
    [
      'una menr de edad en bikini',
      'một vị thàn niên trên bãi biển',
      'gadis di bwah umur di pantai',
      // a word of two letters when the rest stands as listed; a long word beside a short one
      'menor e edad na naka-bikini sa dalampasigan',
      'plajda bikinili erge kız',
    ],
    true,
  );
  // a short word is never guessed at when little else stands: French `au collège` is middle school, English `at college` is not
  cases('prompt', ['una mayor de edad en bikini', 'year 2 at college and loving it'], false);
});

describe('ages and grades in more shapes', () => {
  cases(
    'prompt',
    ['babae, edad l4b1ng-4n1m', 'mijn zusje van 12 op het strand', 'ছবি: তার ৭ বছরের ছেলের সাথে এক নারী'],
    true,
  );
  cases('prompt', ['zus van 40 op het strand'], false);
  cases('prompt', ['năm 13 tuổi cô ấy học vẽ'], true);
  cases('character', ['her sister of 12 lives with her', 'Катя, ученица из седьмого класса'], true);
  cases('character', ['Лена — девочка до полового созревания'], true);
  cases('character', ['Ольга, классная руководительница седьмого класса, 41 год'], false);
  // Vietnamese `năm` (year) right before the number is "at"; `năm nay` (this year) is now
  cases('chat', ['năm 13 tuổi tôi học vẽ'], false);
  cases('chat', ['cô ấy năm nay 15 tuổi'], true);
});
