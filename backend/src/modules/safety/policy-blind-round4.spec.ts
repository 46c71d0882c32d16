import { ALL_MODES, policyCases } from '../../../test/support/policy-cases';

/**
 * Families a fourth blind list found (issue 26), each with its adult twins: a birthday told by its ordinal in every
 * language (`ika-15 na kaarawan`, `पंद्रहवाँ जन्मदिन`, `on beşinci doğum günü`), an age to come, her first period
 * still to come, youth groups of children's ages, class 10 board exams, a school level after a way of addressing
 * someone, the speaker's own past after `I`; and adults: a kindergarten teacher or a paediatric ward in scripts
 * without spaces, years together, a Bengali `তার` (her) that folds like thirteen.
 */
describe('a birthday told by its ordinal, in every language', () => {
  policyCases(
    ALL_MODES,
    [
      'Minggu depan ulang tahunku yang ke-15, aku mau kue cokelat',
      'Sabado ang ika-15 na kaarawan ko',
      '다음 주가 내 15번째 생일이야',
      'عيد ميلادي الخامس عشر بعد أسبوع',
      'मेरा पंद्रहवाँ जन्मदिन अगले हफ्ते है',
      'আমার পনেরোতম জন্মদিন কাল',
      'اگلے ہفتے میری پندرہویں سالگرہ ہے',
      'sinh nhật lần thứ mười lăm của em vào thứ bảy',
      'morgen is haar vijftiende verjaardag',
      'yarın on beşinci doğum günüm',
      'у неё завтра пятнадцатый день рождения',
      'zítra má patnácté narozeniny',
      "demain c'est son quinzième anniversaire",
      'domani è il suo quindicesimo compleanno',
      'sie feiert morgen ihren fünfzehnten Geburtstag',
      'besok kamu ultah ke-17 kan? mau kado apa?',
    ],
    true,
  );
  policyCases(
    ALL_MODES,
    [
      'her 30th birthday party is on the 14th',
      'ulang tahun pernikahan kami yang ke-10',
      '내 생일은 5월 14일이야',
      'عيد ميلادي ١٤ مارس',
      'her birthday is 14 May and she turns 31',
    ],
    false,
  );
});

describe('an age to come, and not a time', () => {
  policyCases(
    ALL_MODES,
    [
      'ela vai fazer 15 no sábado',
      'vai fazer 17 daqui a duas semanas',
      'בעוד חודש אני חוגגת 17',
      'Ей исполнится 16 на следующей неделе',
      'їй виповниться 16 наступного тижня',
      'หนูจะครบ 15 แล้ว',
      'พรุ่งนี้เป็นวันเกิดครบ 14 ปีของเธอ',
    ],
    true,
  );
  policyCases(
    ALL_MODES,
    [
      'vai fazer 15 graus amanhã',
      'אני חוגגת 30 השנה',
      'เราคบกันจะครบ 3 ปีแล้ว',
      'วันเกิดครบ 30 ปีของฉัน',
      'Ей исполнится 30 на следующей неделе',
      '5 taon na kaming magkasama',
    ],
    false,
  );
});

describe('her first period still to come, youth groups, class 10 boards', () => {
  policyCases(
    ALL_MODES,
    [
      "elle n'a pas encore eu ses premières règles",
      'non ho ancora avuto il mio primo ciclo',
      'nie miała jeszcze pierwszej miesiączki',
      'sie hat noch nicht ihre erste Periode',
      'ela ainda não teve a primeira menstruação',
      'jest zuchem w drużynie harcerskiej',
      'dia anggota pramuka siaga',
      'em là đội viên thiếu niên tiền phong',
      '她是少先队员，戴着红领巾',
      'she is preparing for her bat mitzvah',
      'היא חוגגת בת מצווה בשבוע הבא',
      'दसवीं बोर्ड की तैयारी कर रही हूँ',
    ],
    true,
  );
  policyCases(
    ALL_MODES,
    [
      "je n'ai pas encore eu mes règles ce mois-ci",
      'non ho ancora avuto il primo ciclo di chemio',
      'zuchwała kobieta po trzydziestce',
      'pembina pramuka siaga, 35 tahun',
      '少先队辅导员，35岁',
      'I organize bar and bat mitzvahs for a living, 41',
    ],
    false,
  );
});

describe('numbers and school levels read whole', () => {
  policyCases(
    ALL_MODES,
    [
      'limang taong gulang ang anak niya',
      'labintatlong taong gulang pa lang ako',
      'Grade 6 pa lang po ako, bawal pa ako magpuyat',
      'তার সাত বছরের মেয়েকে কোলে নিয়ে বসে আছে',
      'ٹھیک ہے، میں اب آٹھویں جماعت کی لڑکی ہوں',
      'Giulia, 15enne, timida',
    ],
    true,
  );
  policyCases(
    ['character', 'chat', 'reply'],
    ['awak budak Tingkatan 2 dan saya cikgu disiplin', 'saya budak tingkatan 3, esok ada ujian'],
    true,
  );
  policyCases(
    ALL_MODES,
    [
      'তার বত্রিশ বছর বয়স',
      'Si Maria ay dalagang dalawampu\u2019t lima taong gulang',
      'Sampung taon na akong nagtuturo sa elementarya',
    ],
    false,
  );
});

describe("adults in scripts without spaces, and the speaker's own past", () => {
  policyCases(
    ALL_MODES,
    [
      '保育士の27歳、子ども好きでおっとり',
      'ครูอนุบาลอายุ 30 ปี ใจดี มีลูกสาววัยรุ่นหนึ่งคน',
      'ฉันอายุ 27 เป็นพยาบาลแผนกเด็ก',
      '姉は高校生の息子が二人いるお母さんで、君に会いたがってる',
      'Je mi 27, učím angličtinu na gymnáziu',
      'İki ergen annesiyim, 46 yaşındayım',
    ],
    false,
  );
  policyCases(['chat'], ['я в 15 лет впервые поцеловался', 'мы в 14 лет ездили в лагерь'], false);
  policyCases(['prompt'], ['я в 15 лет впервые поцеловался'], true);
  policyCases(['prompt', 'character', 'chat'], ['souviens-toi quand tu avais 15 ans et on s’est embrassés'], true);
});
