import { ALL_MODES, policyCases } from '../../../test/support/policy-cases';

/**
 * Families a second blind list found after this round's fixes (issue 26), each with its adult twins: an age with
 * a word of now between (`je mi teď jedenáct`), what she looks or is set as (`виглядаю на 13`, `anggap aja km
 * baru 13`), an age field before its number (`anni 13`), her age this year in Chinese, the kana unit, a digit
 * that is a Cyrillic letter (`1З`), a child with the age in brackets; and adults: her age now in Arabic as it is
 * spoken, a kindergarten she works at, sweets, `di te`.
 */
describe('an age with a word of now, a look, a setting or a field', () => {
  policyCases(
    ALL_MODES,
    [
      'Dobře, je mi teď jedenáct a čekám na mámu před školou',
      'Okay, ich bin jetzt wieder zwölf und hab gerade Schulschluss',
      'Oké, ik ben nu dertien en zit in de tweede',
      'мені 19, але виглядаю на 13, бо я ще не виросла',
      'بنت عمرها ٢٠ بس شكلها كأنها ١٣، لابسة فستان أحمر',
      'Giulia, anni 13, timida',
      'anggap aja km baru 13 th, trus kita pacaran',
      '我今年十五，下周就中考了，好紧张',
      'わかった、今のわたしは１５さい。',
      'мне всего 1З лет, так что тсс',
      'schick mir ein Bild mit deinem kleinen Sohn (3) im Sandkasten',
    ],
    true,
  );
  policyCases(
    ALL_MODES,
    [
      'ich bin jetzt 30 und müde',
      'ich bin jetzt um 8 zuhause',
      'my son (25) visits on Sundays',
      '现在5点了，我们去吃饭吧',
      'Я работаю в детском саду, милый, и мечтаю о ванне',
      'Dneska jsem si k večeři dala Kinder vajíčko, jsem dospělá',
      'Stasera ho voglia di sushi e di te.',
      'finge que você é minha chefe no 8º andar',
    ],
    false,
  );
});

describe('her past age before her age now, as people say it', () => {
  policyCases(
    ['character', 'chat'],
    [
      '我表姐15岁就去英国读书了，现在她30了，在伦敦当医生',
      'سافرت مع أهلها لكندا وهي عمرها ١٢، وهلأ عمرها ٣٢ وبتشتغل محامية',
    ],
    false,
  );
});

describe("a third blind list: an age field in Japanese, the Tagalog linker, the speaker's own past", () => {
  policyCases(
    ALL_MODES,
    ['名前:ゆい 年齢:十五 性格:人見知り', '나이: 15, 취미는 그림', 'labing-apat na taon pa lang ako, bata pa daw ako'],
    true,
  );
  policyCases(ALL_MODES, ['年龄：28，喜欢旅行', 'ang aso ko ay sampung taong gulang na'], false);
  policyCases(
    ['chat'],
    ['لما كنت بعمر ١٥ سنة انكسرت إيدي بالملعب هههه', 'pas aku umur 15 aku pernah patah tangan main bola'],
    false,
  );
});
