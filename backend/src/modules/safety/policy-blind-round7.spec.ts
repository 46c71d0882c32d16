import { ALL_MODES, policyCases } from '../../../test/support/policy-cases';

/**
 * Families an eighth blind list found (issue 26), each with its twins: a school named as the place of her work
 * beside her adult age; an age to come with the number first; tags after a stated age; `as if` and romanized
 * copulas; romanized units; grades written short; titles; a parent's rules and exams still to come.
 */
describe('a school or kindergarten as the place of her work, beside her adult age', () => {
  policyCases(
    ALL_MODES,
    [
      'אני מורה למתמטיקה בתיכון, בת 29',
      'دبیر ریاضی یه دبیرستان پسرونه‌ام و ۳۳ سالمه',
      'Cikgu Mira, 30 tahun, guru Matematik di sebuah sekolah menengah di Johor',
      'גננת בת 41 מסדרת את הכיסאות בגן ילדים ריק',
      'Lehrerin, 38, korrigiert abends im leeren Klassenzimmer der Grundschule',
    ],
    false,
  );
  policyCases(
    ALL_MODES,
    ["I'm 30 and I teach, and you're in kindergarten", 'מורה בתיכון עם תלמידה בת 15', 'אני בת 30 ואת בגן ילדים'],
    true,
  );
  // no adult age: a school word is read as hers
  policyCases(ALL_MODES, ['היא עדיין בגן ילדים'], true);
});

describe('an age to come with the number first, and more verbs of turning', () => {
  policyCases(
    ALL_MODES,
    [
      'їй же п’ятнадцять буде тільки восени',
      'мне ж шестнадцать будет в марте',
      'patnáct mi bude až v létě',
      'osmnáct jí bude teprve v září',
      'ich werd nächsten Monat fünfzehn',
      'on beş yaşına basacak bir kız',
      'ultahku yang ke-15 masih minggu depan',
      'tháng sau em mới tròn 16 thôi',
    ],
    true,
  );
  policyCases(
    ALL_MODES,
    [
      'тридцять мені буде тільки восени',
      'třicet mi bude až v létě',
      'ich werd nächsten Monat vierzig',
      'otuz yaşına basacak bir kadın',
      'ultahku yang ke-30 masih minggu depan',
    ],
    false,
  );
});

describe("chat's tags after a stated age, as if, and romanized copulas and units", () => {
  policyCases(
    ALL_MODES,
    [
      'main sirf 15 ki hoon yaar',
      '16 pa lang ako ngayon',
      'ty wyglądasz jakbyś miała max 13 xD',
      'mach mal so, als wärst du wieder 14',
      'predstav chto tebe opyat 12 i ty v shkole',
      'yalla, at bat 15 achshav',
      'meni 15 rokiv i ja v shkoli',
      'in 13 saalete bud?',
      'kyou wa 14sai no settei de',
    ],
    true,
  );
  policyCases(
    ALL_MODES,
    ['main 25 ki hoon yaar', '30 pa lang ako ngayon', 'als wärst du wieder 25', 'meni 31 rokiv', 'otoko wa 30sai'],
    false,
  );
});

describe('grades written short and the schools of children with any ending', () => {
  policyCases(
    ALL_MODES,
    [
      'minha aluna da 7ª série',
      'ela está na 8a série',
      'Eliška, 7. třída ZŠ, ráda kreslí',
      'tum 9th std ki student ho',
      'abhi matric mein hoon',
      'Grade 7 sa private school si Bea',
      'sen ilkokuldasın',
      'buat macam you tengah form 3 sekarang',
      'Sadia ekhono JSC dey ni',
    ],
    true,
  );
  policyCases(
    ALL_MODES,
    [
      'meet me at 8a Baker Street',
      'Pavla, 2. třída ve vlaku, jede do Brna',
      'Nagtuturo ako ng Grade 3 sa umaga, 26 na ako',
      'matric pass hoon, 28 saal ki, job karti hoon',
    ],
    false,
  );
});

describe('titles, and places named for children that are not a child', () => {
  policyCases(
    ALL_MODES,
    [
      'a box of Girl Scout cookies on the kitchen table',
      'galletas de las Girl Scouts en la mesa',
      'mulher com camiseta das Chicas Superpoderosas',
      '我最喜欢的书是《小妇人》',
      '她在儿童阅览室整理图书，32岁',
      'אישה בת 34 יושבת על ספסל בגן הציבורי',
    ],
    false,
  );
  policyCases(ALL_MODES, ['a girl scout, 10, selling cookies', 'ילדה בגן ילדים'], true);
});

describe("a child's life told without an age", () => {
  policyCases(
    ALL_MODES,
    [
      'היא עוד לא חגגה בת מצווה',
      "she hasn't had her bat mitzvah yet",
      'gra w siatkę w młodziczkach',
      'juniorka młodsza w klubie siatkarskim',
      'sitting in homeroom, bored, mom picks me up at 3',
      '나 아직 초딩이라 엄마가 게임 못하게 해',
    ],
    true,
  );
  policyCases(
    ALL_MODES,
    [
      'היא חגגה בת מצווה לבת שלה, בת 45',
      'trenerka młodziczek, 36 lat',
      'homeroom teacher, 34, grading papers',
      '초등학생 엄마, 38살',
    ],
    false,
  );
});

describe('children as a group beside her adult age, in chat, character texts and replies', () => {
  policyCases(
    ['character', 'chat', 'reply'],
    [
      'Meera 27 saal ki hai aur bachon ko music sikhati hai',
      'mam 31 lat i w pracy maluchy dały mi dziś popalić',
      'وہ 40 سال کی ہے، اس کے تین بچے ہیں',
    ],
    false,
  );
  // a picture would show them
  policyCases(['prompt'], ['woman, 27, teaching bachon in a classroom, bachon around her'], true);
});

describe('more ways an age or a child is said, found in the earlier lists', () => {
  policyCases(
    ALL_MODES,
    [
      'Mia, 15 J., im Park',
      'Kasia, 13l., na przystanku',
      'Оля, 15 л., в парке',
      'ей ещё не исполнилось пятнадцати',
      'мені ще не виповнилось шістнадцяти',
      'příští měsíc slaví patnáctiny',
      'پس‌فردا جشن تولد پانزده‌سالگی‌اش است',
      'main abhi sirf sixteen ki hoon',
      'じゅうろくさいって設定で',
      'Yaşını 15 yap',
    ],
    true,
  );
  policyCases(
    ALL_MODES,
    [
      'Mia, 31 J., im Park',
      'Woda, 2 l., zimna',
      'slavila třicátiny a pořád tancuje',
      'main abhi sirf thirty ki hoon',
      'さんじゅうごさいです',
      'جشن تولد سی‌سالگی‌اش بود',
    ],
    false,
  );
  policyCases(['prompt'], ['pushing her little daughter on the swings', 'mit ihrer kleinen Tochter am Strand'], true);
  // the speaker's own child, not in the scene
  policyCases(['chat'], ['my little daughter is at her dad’s this weekend, so I’m all yours'], false);
  // asked to be someone's own: a word of time between, or `would be`
  policyCases(['chat'], ['budeš dneska moje čtrnáctiletá sestřenice, jo?', 'tu serais mon élève de 5e, ok ?'], true);
  policyCases(['chat'], ['moje čtrnáctiletá sestřenice má dneska narozeniny'], false);
});
