import { violatesAdultPolicy } from './content-policy';

/** A past age in every language (SAFETY.md section 1, scope and time): her past beside her adult age now, or the speaker's own. */

describe('then and now: a bare number before her adult age now', () => {
  it.each([
    'в 14 она начала рисовать, а теперь, в 33, продаёт картины',
    'вона переїхала до Лісабона в 15; зараз їй 31',
    've 14 začala malovat a teď, ve 33, prodává obrazy',
    'v 15 se přestěhovala do Lisabonu; teď je jí 31',
    'op haar 14e begon ze te schilderen, nu op haar 33e verkoopt ze werk',
    'ze verhuisde op haar 15e naar Lissabon; nu is ze 31',
    'à 16 elle dansait, et maintenant, à 34, elle enseigne',
  ])('reads "%s" as her past: passes in chat and character texts, never in a picture prompt', (text) => {
    expect(violatesAdultPolicy(text, 'chat')).toBe(false);
    expect(violatesAdultPolicy(text, 'character')).toBe(false);
    expect(violatesAdultPolicy(text, 'prompt')).toBe(true);
  });

  it.each([
    'в 14 часов она проснулась, а теперь ей 33',
    'в 2014 она переехала, теперь ей 31',
    'she has 15 cats, now she is 31',
    'op 15 mei verhuisde ze; nu is ze 31',
    'room 14 on floor 3, now 31 and happy',
    'de 15e eeuw, nu 31 jaar later',
  ])('leaves "%s" alone: a time, a year, a count or a name is no age', (text) => {
    expect(violatesAdultPolicy(text, 'prompt')).toBe(false);
  });

  it('reads an ordinal after a phrase of time as an age: her age now under 18 is refused', () => {
    expect(violatesAdultPolicy('op haar 14e begon ze, nu op haar 16e', 'chat')).toBe(true);
    expect(violatesAdultPolicy('op haar 16e', 'chat')).toBe(true);
  });

  it('asked to act that time out, refuses in chat', () => {
    expect(
      violatesAdultPolicy('в 14 ты начала рисовать, а теперь, в 33, продаёшь картины; расскажи, как это было', 'chat'),
    ).toBe(true);
  });
});

describe('a particle of time after an age, before her adult age now', () => {
  it.each([
    '14살에 그림을 시작했고 33살인 지금은 그림을 판다',
    '12歳で東京に引っ越した、今は30歳です',
    '14 में उसने पेंटिंग शुरू की, अब 33 की उम्र में वह पेंटिंग बेचती है',
  ])('reads "%s" as her past: passes in chat, never in a prompt', (text) => {
    expect(violatesAdultPolicy(text, 'chat')).toBe(false);
    expect(violatesAdultPolicy(text, 'prompt')).toBe(true);
  });

  it.each([
    '15살에요',
    '12歳です',
    '그녀는 14살에 그림을 시작했다',
    '彼女は12歳で東京に引っ越した',
    '12歳で、エッチなことが好き',
  ])('refuses "%s" in chat: no adult age now, someone else\'s past, or not past at all', (text) => {
    expect(violatesAdultPolicy(text, 'chat')).toBe(true);
  });

  // a verb that carries the speaker in its ending (Arabic `انتقلنا`, Persian `رفتیم`): the speaker's own past
  it.each(['في سن 12 انتقلنا إلى القاهرة', 'در ۱۲ سالگی به تهران رفتیم'])('lets "%s" through in chat', (text) => {
    expect(violatesAdultPolicy(text, 'chat')).toBe(false);
    expect(violatesAdultPolicy(text, 'prompt')).toBe(true);
  });
  it.each(['في سن 12 انتقلت إلى القاهرة', 'في سن 12', 'در ۱۲ سالگی به تهران رفت', 'در ۱۲ سالگی هستم'])(
    'refuses "%s" in chat: her past, or no past at all',
    (text) => {
      expect(violatesAdultPolicy(text, 'chat')).toBe(true);
    },
  );
  // Cairo is one letter from Arabic `القاصرة` (the minor), and never taken for it
  it('passes a woman in Cairo', () => {
    expect(violatesAdultPolicy('امرأة في القاهرة', 'prompt')).toBe(false);
  });

  // languages that leave the speaker unsaid: a sentence that ends in the past, nobody else named, is the speaker's own
  it.each([
    '12歳で東京に引っ越した',
    '14살에 그림을 시작했다',
    '나는 12살에 서울로 이사했다',
    '私は12歳で、東京に住んでいた',
  ])('lets "%s" through in chat: the speaker\'s own past', (text) => {
    expect(violatesAdultPolicy(text, 'chat')).toBe(false);
    expect(violatesAdultPolicy(text, 'prompt')).toBe(true);
  });
});

describe('Thai, written without spaces: a past phrase runs into the age', () => {
  it.each([
    'ตอนผมอายุ 15 แขนผมหัก',
    'ตอนผมอายุ15แขนผมหัก',
    'ตอนฉันอายุ 14 ฉันชอบวาดรูป',
    'ตอนอายุ 12 เราย้ายไปกรุงเทพ',
    'เธอย้ายไปลิสบอนตอนอายุ 15 ตอนนี้เธออายุ 31 แล้ว',
    'เธอเริ่มวาดภาพตอนอายุ 14 ตอนนี้อายุ 33 เธอขายภาพวาด',
  ])('lets "%s" through in chat (the speaker\'s past, or hers beside her adult age), never in a prompt', (text) => {
    expect(violatesAdultPolicy(text, 'chat')).toBe(false);
    expect(violatesAdultPolicy(text, 'prompt')).toBe(true);
  });

  it.each(['เธออายุ 15', 'ฉันอายุ15', 'อายุสิบห้า', 'ตอนนั้นเธออายุ 15', 'ตอนอายุ 15 เธอย้ายไป', 'เด็กสาววัย 14'])(
    'refuses "%s" in chat: her age now, or her past with no adult age',
    (text) => {
      expect(violatesAdultPolicy(text, 'chat')).toBe(true);
    },
  );
});
