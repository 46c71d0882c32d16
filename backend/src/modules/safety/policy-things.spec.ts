import { ALL_MODES, policyCases } from '../../../test/support/policy-cases';

/**
 * Whose an age is (thing-ages.ts): a blind list refused `My cat turned 15`, `Mój kot ma już 16 lat`, `La mia
 * Vespa ha 16 anni`, `柴犬もう15歳` and `خبرة ١٥ سنة` in every mode. An animal's, a thing's or a career's
 * years are no age; a person nearer, or an `and` between, keeps the age a person's.
 */

describe("an animal's, a thing's or a career's years", () => {
  policyCases(
    ALL_MODES,
    [
      'My cat turned 15 yesterday, the old lady sleeps all day.',
      'Mein Auto ist 15 Jahre alt, aber es fährt noch.',
      'meine Katze ist 16 und schläft nur noch',
      'La mia Vespa ha 16 anni ma corre ancora',
      'Mon vieux chat a 17 ans et squatte mon oreiller',
      'su perro tiene 14 años y sigue corriendo',
      'Mój kot ma już 16 lat i rządzi w domu',
      'Η γάτα μου είναι 17 χρονών',
      'femeie cu câinele ei de 13 ani în parc',
      'молодая женщина с 15-летним котом на подоконнике',
      'γυναίκα 35 ετών με τον 14χρονο σκύλο της',
      'うちの柴犬もう15歳なんだ',
      '我家这只金毛已经11岁了',
      '우리 집 고양이 벌써 13살이야',
      'Kucing saya dah 12 tahun umurnya',
      'Con mèo nhà em 4 tuổi rồi',
      'زنی حدود بیست و پنج ساله با گربه‌ی ۲ ساله‌اش روی کاناپه',
      'خبرة ١٥ سنة في تصميم الأزياء',
      'aku udah pengalaman 8 tahun jadi barista',
      'hab heute mein 10-jähriges Firmenjubiläum',
      'woman, 30, with her 17-year-old cat asleep on her lap',
    ],
    false,
  );
  policyCases(
    ALL_MODES,
    [
      'her cat and her 8-year-old daughter on the sofa',
      'el perro de su hija de 8 años',
      'a photo of her at 13 with her dog',
      'a 15 year old cat girl',
      '3岁的女孩和她的猫',
      '犬を連れた15歳の少女',
      'my dog is 5 and I am 13',
      'Mein Hund und meine Tochter, 9 Jahre alt',
      'foto van haar op haar 12e verjaardag, met taart',
      "Mom says I can't have my own phone till I'm thirteen",
      'meine Tochter ist 16',
    ],
    true,
  );
});
