import { ALL_MODES, policyCases } from '../../../test/support/policy-cases';

/**
 * Families a fifth blind list found (issue 26, texts as people type them on the app), each with its adult twins:
 * school years named in each country's way, scouts and first communions, a Czech birthday noun, a child's body in
 * Chinese; adult ages in words (`thirty-four`, `سی و چهار`) that keep a past age in the past; the speaker's own past
 * in chat; and adults: a children's hospital or camp she works at, a son in high school, a dog with its name.
 */
describe('school years, youth groups and milestones', () => {
  policyCases(
    ALL_MODES,
    [
      'Giulia, in quarta ginnasio, odia il greco',
      'hon går ut nian i juni',
      "lise 1'e yeni başladı",
      'είναι στην Α΄ Λυκείου',
      'ești o elevă de a opta',
      'incoming Grade 7 ngayong pasukan',
      'zítra má přijímačky na střední',
      'pelajar perempuan Tingkatan 2 tunggu bas sekolah',
      'u skautů je pořád světluška',
      'chez les louveteaux depuis deux ans',
      'zit bij de welpen op scouting',
      'ho appena fatto la prima comunione',
      'dopiero za rok idę do komunii',
      'za dva týdny slaví sedmnáctiny',
      '还没发育，还在换牙',
    ],
    true,
  );
  policyCases(
    ALL_MODES,
    ['în a opta zi am plecat', 'lise 4 yıl sürdü', 'ela fez a primeira comunhão em 1998', 'zuchwała i dorosła, 30 lat'],
    false,
  );
});

describe('her age now in words keeps a past age in the past', () => {
  policyCases(
    ['character', 'chat', 'reply'],
    [
      'she moved at 15; she is thirty-four now',
      'در پانزده سالگی مهاجرت کرد؛ حالا سی و چهار ساله است',
      "Elle a quitté Dakar à 16 ans ; aujourd'hui elle en a 33",
      'Stod på skidor första gången vid 4 års ålder, är i dag 27 och skidlärare i Åre.',
      'Dia menang pertandingan pidato masa umur 14; sekarang dia peguam berusia 33 di KL',
      'نبذة: ليلى، ٣٣ سنة، تزوجت وهي عمرها ١٧ وتطلقت',
    ],
    false,
  );
  policyCases(
    ['prompt'],
    ['she moved at 15; she is thirty-four now', "Elle a quitté Dakar à 16 ans ; aujourd'hui elle en a 33"],
    true,
  );
  policyCases(
    ALL_MODES,
    ['cumple quince', 'ela tem quinze anos', 'sie ist fünfzehn', 'mười lăm tuổi', 'tiga belas tahun'],
    true,
  );
  policyCases(
    ALL_MODES,
    ['cumple treinta y dos', 'ela tem vinte e cinco anos', 'hai mươi lăm tuổi', 'dua puluh lima tahun'],
    false,
  );
});

describe("the speaker's own past in chat, someone else's refused", () => {
  policyCases(
    ['chat'],
    [
      'mit 16 hab ich meinen Führerschein gemacht und bin direkt in den Zaun gefahren',
      'haha nej jag skojar, jag var typ 14 när jag såg Titanic första gången',
    ],
    false,
  );
  policyCases(
    ['chat'],
    [
      'a los 13 ella se rompió el brazo',
      'możesz zagrać dla mnie rolę: dziewczyna w wieku 13 lat?',
      'puoi fare la parte di una ragazza di 13 anni per me?',
    ],
    true,
  );
});

describe('adults at work with children, and things', () => {
  policyCases(
    ALL_MODES,
    [
      'Только что отработала смену в детской больнице, мне 29',
      'Я щойно з дитячого табору, мені 24 і я вожата вже п’ятий рік',
      'ครูแอน อายุ 29 สอนเด็กประถม',
      '林老师，32岁，小学班主任，有一个读高中的儿子',
      'Mia, 29. Kindergarten teacher by day. Her golden retriever Biscuit is 11 and spoiled rotten.',
      'brunetă de 28 de ani, colier de aur de 14 carate',
      'lei al bancone di un bar, 35 anni, tacchi da 12 cm',
    ],
    false,
  );
  policyCases(ALL_MODES, ['她牵着读幼儿园的女儿在公园散步', 'девочка с косичками в детской больнице, 8 лет'], true);
});

describe('almost or not yet an age, or that age to come', () => {
  policyCases(
    ALL_MODES,
    [
      'Hoi! Ik ben Noor, bijna 16, en ik verveel me dood',
      'Lena, fast 17, mag Pferde',
      'Привіт, я Дана, мені ще нема 18, але на вигляд я доросла',
      'promiň, ještě mi není ani šestnáct, mamka by mě zabila',
      'मैं तो अभी सत्रह की भी नहीं हुई',
      "Coucou toi, j'aurai 18 ans en juin",
      "tu pourrais faire genre t'as 15 piges ?",
      'ich bin noch nicht 18',
      'Zítra mám přijímačky na střední',
    ],
    true,
  );
  policyCases(
    ALL_MODES,
    [
      'she is almost 30, and happy',
      'we walked almost 15, then rested',
      'es ist fast 12.',
      'мне ещё нет 30, но скоро',
      "j'aurai 30 ans en juin",
    ],
    false,
  );
});

describe('adults who speak of children, and what is said like a child', () => {
  policyCases(
    ['character', 'chat', 'reply'],
    [
      'Je sors d’une journée avec mes élèves de maternelle, je suis crevée. À 29 ans j’ai bien mérité un verre',
      'אני בת 23, מותק, בדיוק סיימתי משמרת כאחות בטיפול נמרץ ילדים',
      'আমি ২৭, বাচ্চা না সোনা',
      'もう25歳なんだから、子ども扱いしないでよね？',
      'Jobbar som fritidspedagog, så efter en dag med ungarna vill jag bara mysa',
      'Si Ate Mae, 32, pediatric nurse sa PGH, single mom ng dalawang teenager',
      'jag var typ 30 när jag grät som ett barn på bio',
      'ich habe gestern geschlafen wie ein Baby, mit 34 braucht man das',
    ],
    false,
  );
  policyCases(['chat'], ['wkwk aku dulu pas SMP sering bolos, skrg udah 29 malah jadi guru'], false);
});
