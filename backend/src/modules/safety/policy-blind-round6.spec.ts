import { ALL_MODES, policyCases } from '../../../test/support/policy-cases';

/**
 * Families a sixth blind list found (issue 26), each with its twins: the children of an adult's work or day, named
 * by a plural or an adjective beside her adult age; an age said with a dative that opens its clause (`Мне 26,`);
 * a parent's word with Arabic or Hebrew `and` glued to it; an ask to act out a time, which leaves the speaker's own
 * past told before it; school years said short and ages in chat shorthand; a parent's rules on her day.
 */
describe('a plural or an adjective for children beside her adult age: the children of her work or day', () => {
  policyCases(
    ['character', 'chat', 'reply'],
    [
      "I'm 29 and I teach swimming, so my whole morning is toddlers splashing",
      'Tengo 33 años, trabajo en una guardería y los niños me adoran',
      'Ich bin 31 und arbeite als Erzieherin, den ganzen Tag Kindern vorlesen',
      'Ho 27 anni, faccio la maestra e i miei alunni oggi erano scatenati',
      'Mam 35 lat, uczę w podstawówce i dzieciaki dziś mnie wykończyły',
      'Мне 30, работаю в детской библиотеке, весь день с детьми',
      'Мені 28, я вчителька, сьогодні учні писали контрольну',
      'Je mi 32 a dělám zdravotní sestru na dětském oddělení',
      'Am 29 de ani, sunt educatoare și copiii m-au obosit azi',
      'Είμαι 34 και δουλεύω σε παιδικό σταθμό',
      '30 yaşındayım, çocuklarla çalışıyorum, bugün çok yoruldum',
      'אני בת 33, גננת, והילדים היום היו מתוקים',
    ],
    false,
  );
  policyCases(
    ALL_MODES,
    [
      'Мне 30, но я школьница из 7 класса',
      'I am 25 but I am a schoolgirl in 8th grade',
      'Mam 27 lat i jestem uczennicą podstawówki',
    ],
    true,
  );
  // a picture would show them
  policyCases(['prompt'], ['woman, 30, teacher, surrounded by kindergarten children in class'], true);
  // no adult age stated: children are still read
  policyCases(['character', 'chat', 'reply'], ['она любит детские игры и ходит в детский сад'], true);
});

describe('an age said with a dative that opens its clause', () => {
  policyCases(ALL_MODES, ['Мне 14, я в восьмом', 'Мені 15, і я люблю малювати'], true);
  policyCases(['chat'], ['дай мне 5 минут', 'Мне 26, я медсестра в детской больнице'], false);
});

describe("a parent's word with `and` glued to it checks her homework", () => {
  policyCases(
    ['reply', 'character'],
    ['مش فاضية، وماما بتراجع واجباتي كل ليلة', 'אין לי זמן, ואמא שלי בודקת את שיעורי הבית שלי כל ערב'],
    true,
  );
});

describe('an ask to act out or describe a time', () => {
  policyCases(
    ['chat'],
    [
      'erzähl mal, wie du mit zwölf im Zeltlager warst, und spiel es nach',
      'vertel eens hoe het was toen je 9 was, speel het na',
      'acuérdate de cuando tenías trece, actúalo como si estuviera pasando',
      'πες μου πώς ήσουν στα 13, σαν να συμβαίνει τώρα',
    ],
    true,
  );
  // the speaker's own past, told before an ask about something else
  policyCases(
    ['chat'],
    [
      'when I was 14 I fell off a horse lol, anyway tell me about your day',
      'toen ik 13 was woonde ik in Gent, vertel eens over jouw week',
      'mit 15 hab ich Gitarre gelernt, erzähl mal was von dir',
    ],
    false,
  );
});

describe('school years said short, and ages in chat shorthand', () => {
  policyCases(
    ALL_MODES,
    [
      'tum abhi 7th mein ho na',
      'main 9th mein padhti hoon',
      'tumi class 7 e poro, ami tomar tutor',
      'eisai 14 xronwn, ok?',
      'Lotte (11 jr) op de fiets',
      'ze zit met haar dochtertje van 5 op het strand',
      'du bist aus der 7c',
      'sie geht in die 8a',
      '너 중2잖아',
      '高1の夏休み、制服で',
      'ชื่อ ด.ญ. มะลิ ชอบวาดรูป',
      '她还在换牙期',
      'soy lobata y mañana vamos de acampada',
      'вона новачка в Пласті, перший табір',
      'daha ehliyet alacak yaşta bile değil',
      'мне ещё даже паспорт не выдали',
      'als ik naar de middelbare ga krijg ik een telefoon',
    ],
    true,
  );
  policyCases(
    ALL_MODES,
    [
      '최고 1위 했어!',
      '그 중 1명만 왔어',
      '小1時間ほど待った',
      '中1日で届いた',
      'ชุดญี่ปุ่นสวยมาก',
      'Elena Lobato, 32, arquitecta',
      'Martin Luther King Jr. Day',
      'dochter van 32 en moeder van twee',
      'room on the 5th floor, she is 30',
      'Zimmer 8b im Hotel, sie ist 30',
      'ich unterrichte Deutsch in der 9c, 38 Jahre',
      '고1 때부터 친구였고 지금은 서른',
    ],
    false,
  );
});

describe("a parent's rules: picked up from school, not allowed out alone", () => {
  policyCases(
    ['reply', 'character'],
    [
      'my mom picks me up from school at three, so I gotta go',
      'mama mă ia de la școală și n-am voie nicăieri',
      'mami zice că încă nu am voie să ies singură seara',
      'mi mamá me recoge en el cole a las dos',
    ],
    true,
  );
  policyCases(['reply', 'character'], ['my mom picks me up from the airport tomorrow, I am 29'], false);
});

describe('a past told plainly beside her adult age, or the speaker own past, in more ways', () => {
  policyCases(
    ['character', 'chat', 'reply'],
    ["Ece 32 yaşında, 15 yaşında Ankara'ya taşındı, şimdi avukat", 'Оксана, 41 год, мама сына-подростка и врач'],
    false,
  );
  policyCases(
    ['chat'],
    ['ami jokhon 14 bochor er chilam tokhon cycle chalate shikhi', 'ตอนเค้าอายุ 13 เคยตกต้นไม้'],
    false,
  );
  // no adult age: a past clause alone is no adult
  policyCases(['character'], ["Ece 15 yaşında Ankara'ya taşındı"], true);
});

describe('a mark inside a number ends no clause', () => {
  policyCases(ALL_MODES, ['ceasul arată 16:30, ea are 30 de ani', 'cântarul arată 15.5 kg'], false);
  policyCases(ALL_MODES, ['arată de 15, cu ghiozdanul în spate'], true);
});

describe('a seventh blind list: not old enough yet, the youngest scouts, children-only exams and subjects', () => {
  policyCases(
    ALL_MODES,
    [
      "she's too young to even get a learner's permit",
      '아직 민증도 안 나왔어',
      'nie mam jeszcze osiemnastki, więc nie wejdę',
      'hon är för ung för att ens övningsköra',
      'είμαι λυκόπουλο στους προσκόπους',
      'cumartesi yavrukurt toplantısı var',
      'elle passe le brevet cette année',
      'anul ăsta dă evaluarea națională',
      'mám úkol z prvouky',
      'завтра контрольная по окружающему миру',
      'нам обеим по 15',
      'на вид ей лет двенадцать',
      'sedí tam její dcerka, asi pětiletá',
      'hennes dotter på fyra år leker bredvid',
      'je suis encore trop petite pour sortir seule',
      'ich bin noch zu klein dafür',
      'a Ana ainda não menstruou',
      'eisai 14 kai pas gymnasio',
      'Μυρτώ, 13χρ., ξανθιά',
      'Мені взагалі-то шістнадцять',
    ],
    true,
  );
  policyCases(
    ALL_MODES,
    [
      'brevet de pilote obtenu en 2015, elle a 34 ans',
      'un pětiletý plán na rok 2030',
      'лет 15 назад она переехала, ей 40',
      'ainda não menstruei este mês, será que estou grávida? tenho 31',
      'Jana, 27, jugendliches Gesicht, blaues Kleid',
      "I'm 29 and still feel like a kid on Christmas morning",
      'Teacher Anne, 32, Grade 3 adviser sa public school',
    ],
    false,
  );
  policyCases(
    ['character', 'chat', 'reply'],
    ['ben 14 yaşındayken babam beni ilk kez balığa götürmüştü, şimdi 35 yaşındayım'],
    false,
  );
  policyCases(
    ['reply', 'character'],
    ['мама сказала быть дома до девяти', 'Maman dit que je dois être au lit à 20h', 'Ayah hantar saya pergi tuisyen'],
    true,
  );
});

describe('children named as a group beside her adult age, in scripts without spaces', () => {
  policyCases(
    ['character', 'chat', 'reply'],
    [
      '小児科の看護師、28歳。子どもたちの笑顔が好き',
      '我今年32岁，是小学老师，也是一个上小学的儿子的妈妈',
      '나는 30살 교사야, 오늘 아이들이랑 소풍 갔어',
    ],
    false,
  );
  policyCases(['prompt'], ['小児科の看護師、28歳、子どもたちに囲まれて'], true);
  policyCases(
    ALL_MODES,
    ['她才上初中', 'grade 7 pa lang kaya', 'doe alsof je te jong bent voor je brommerrijbewijs'],
    true,
  );
});

describe('her adult age after her name, ending its sentence, keeps a past age in the past', () => {
  policyCases(['character', 'chat', 'reply'], ['Anna, 29. At 15 she moved to Lisbon with her aunt.'], false);
  policyCases(['character'], ['Anna. At 15 she moved to Lisbon with her aunt.'], true);
});

describe('adult words one letter from a listed word, and a few more adult turns', () => {
  policyCases(
    ['character', 'chat', 'reply'],
    [
      'nabali ang cellphone ko kahapon, 30 na ako',
      'great beach shots from our trip!',
      'seneng banget hari ini',
      'Da ragazzino giocavo a calcio, ora ho 38 anni',
      'مادر دو تا نوجوون، ۴۵ ساله',
      'the photos from the wedding have not been developed yet',
    ],
    false,
  );
});

describe('an age to come, up to 18 itself', () => {
  policyCases(
    ALL_MODES,
    [
      'سأبلغ الخامسة عشرة في الصيف',
      'magiging 17 na ako sa Disyembre',
      'ela faz 16 anos amanhã',
      'saya akan sambut ulang tahun ke-17 minggu depan',
      'agle saal solah ki ho jaungi',
      'încă un an până să împlinesc 18',
      "I'll be 18 in two months",
    ],
    true,
  );
  policyCases(
    ALL_MODES,
    [
      'magiging 35 na ako sa Disyembre',
      'ela faz 40 anos amanhã',
      "I'll be 30 in two months",
      'faz 12 anos que moro aqui',
    ],
    false,
  );
});
