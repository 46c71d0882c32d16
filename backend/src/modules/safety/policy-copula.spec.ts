import { ALL_MODES, policyCases } from '../../../test/support/policy-cases';
import { type PolicyMode, violatesAdultPolicy } from './content-policy';

/**
 * An age said with a verb of being or having and no unit, words of degree between (copula-ages.ts): a blind
 * list found `Ich bin doch erst zwölf`, `Ik ben pas veertien hoor` and `мне всего девять` passing in every
 * mode, where `ich bin zwölf` was refused. Their adult twins: times, counts, sums, adult ages.
 */

describe('an age with a verb and words of degree, no unit', () => {
  policyCases(
    ALL_MODES,
    [
      'Ich bin doch erst zwölf, Mama sagt nein.',
      'Sie ist halt erst vierzehn.',
      'weil ich doch erst dreizehn bin, darf ich nicht',
      'Ik ben nog maar dertien hoor',
      'omdat ik pas veertien ben, mag ik niet mee',
      'Я ещё маленькая, мне всего девять',
      'ей ведь только тринадцать',
      'мені лише чотирнадцять, мама не пускає',
      'eu tenho só 14, minha mãe não deixa',
      'pero si solo tengo trece',
      "j'ai que quatorze, ma mère veut pas",
      'ma ho solo tredici',
      'mam dopiero czternaście i mama nie pozwala',
      'jag är ju bara fjorton',
      'je mi teprve třináct',
      'am doar treisprezece, mama nu mă lasă',
      'είμαι μόνο δεκατριών',
      'im only 14 lol',
      "she's still just 13",
      'aku masih 14 kok',
      'em mới mười ba thôi',
      'আমি তো মাত্র ১৩, মা জানলে বকবে',
      'main sirf terah ki hoon',
      'labintatlo pa lang ako.',
    ],
    true,
  );
  policyCases(
    ALL_MODES,
    [
      'Ich bin doch erst 30, das ist kein Alter',
      'Ich bin um zehn da.',
      'mit 12 bin ich nach Berlin gezogen, heute bin ich 31',
      'Lena ist eine Studentin im 8. Semester.',
      'ik ben er om acht',
      'мне всего 5 минут нужно',
      'tengo solo 12 euros',
      "j'ai que 10 minutes",
      'ho solo 5 minuti',
      'mam tylko 13 złotych',
      'jag är bara 180 cm',
      "I'm only 9 hours ahead of you",
      "I'm 6 foot, babe",
      'aku masih 12 jam lagi di kantor',
      'em mới 10 giờ đã buồn ngủ',
      'ये 14 का है',
      '5 pa lang ako sa listahan',
    ],
    false,
  );
});

describe('her adult age said with a verb, after a past one', () => {
  for (const mode of ['character', 'chat'] as PolicyMode[])
    it.each([
      'Flyttade till Stockholm när hon var 17; i dag är hon 30 och jobbar som sjuksköterska',
      'Als sie 15 war, zog sie nach Wien. Heute ist sie 31.',
    ])(`passes in ${mode}: %s`, (text) => expect(violatesAdultPolicy(text, mode)).toBe(false));
  it('still refuses the past age in a picture prompt', () => {
    expect(violatesAdultPolicy('Stockholm när hon var 17; i dag är hon 30', 'prompt')).toBe(true);
  });
});

describe('what she really is, said before a number', () => {
  policyCases(
    ALL_MODES,
    [
      'Ей 25, но на самом деле шестнадцать, просто выглядит старше',
      'gadis 19 tahun (sebenarnya 16) berdiri di tepi pantai',
      'tiene 25 pero en realidad 15, aunque parece mayor',
      'ela tem 22, mas na verdade 14',
      'elle a 20 ans, en vrai 15',
      '25 yaşında ama aslında 15',
      'عمرها ٢٥ لكن في الحقيقة ١٥',
      'Είναι 22 αλλά στην πραγματικότητα 13',
    ],
    true,
  );
  policyCases(
    ALL_MODES,
    ['en realidad 15 minutos de retraso', 'Ей 25, на самом деле 25', 'tengo 30, en realidad 31'],
    false,
  );
});

describe('a name and a bare age, with any comma and a number word', () => {
  policyCases(
    ALL_MODES,
    ['Оксана, чотирнадцять, любить малювати аніме', '«نازنین»، ۱۵، عاشق کارتون', 'Lucía, catorce, de Sevilla'],
    true,
  );
  policyCases(
    ALL_MODES,
    [
      'vale, dos, gracias',
      'Ana, 1,65 m, morena',
      'Μικροκαμωμένη, 1,55 ύψος, 27 χρονών',
      'Оксана, тридцять, любить малювати',
    ],
    false,
  );
});

describe('a number word with a letter typed twice', () => {
  policyCases(
    ALL_MODES,
    [
      'Jag är bara fjortton år, vet inte',
      "I'm fiftteen years old",
      'tengo catorrce años',
      'sie ist vierzzehn Jahre alt',
    ],
    true,
  );
  policyCases(ALL_MODES, ['a tree 12 years old in the garden', 'I waited thirtty minutes'], false);
});
