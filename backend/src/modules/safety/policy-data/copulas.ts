/**
 * An age said with a verb of being or having and no unit (`ich bin doch erst zwölf`, `мне всего девять`,
 * `ik ben pas veertien hoor`, `je n'ai que treize`, `labintatlo pa lang ako`), per language: the words that
 * state it, the small words of degree and mood that may stand between them and the number, the words that may
 * follow the number in its clause, and the words that state it after the number. Read by `copula-ages.ts`
 * with the language's own number words (digits in any); written plainly, folded by the reader.
 */
export interface CopulaData {
  /** Words right before the number (a word of degree between or not): `ich bin`, `tengo`, `мне`. */
  before: string[];
  /**
   * Words that state an age only with a word of degree before the number: pronouns of languages with no verb of
   * being (`aku baru 12`, `em mới 13`), and verbs that also count things (`tiene solo 13`, not `tiene 13`).
   */
  withDegree?: string[];
  /** Words that state an age alone when they open their clause and the number ends it: `Мне 26, я…` (not `дай мне 5.`). */
  opens?: string[];
  /** Words of degree and mood: `doch`, `erst`, `всего`, `que`. */
  soft: string[];
  /** Words that may follow the number in its clause: and, but, tags (`hoor`, `thôi`, `pa lang`). */
  tail: string[];
  /** Words after the number that state it (`13 ki hoon`, `labintatlo pa lang ako`). */
  after?: string[];
  /** Words before the number that state an adult age only: `אישה בת 34` (a dog's is `כלבה בת 12`). */
  adultBefore?: string[];
  /**
   * Words that say what she really is or looks, right before the number: `на самом деле шестнадцать`, `(sebenarnya
   * 16)`, `شكلها كأنها ١٣`.
   */
  truth?: string[];
}

export const COPULAS: Record<string, CopulaData> = {
  en: {
    before: ["i'm", 'i am', "she's", 'she is', "you're", 'you are', 'ur', "he's", 'he is', "i'm like"],
    // `im` is also German (`im 8. Semester`): English only with a word of degree (`im only 14`)
    withDegree: ['im'],
    soft: 'only just still barely literally actually really basically technically almost nearly already even also like now again'
      .split(' ')
      .concat(['not even', 'only just']),
    tail: 'and but lol lmao haha btw ok okay though tho right yet still too'.split(' '),
  },
  de: {
    before: [
      'ich bin',
      'bin ich',
      'bin',
      'du bist',
      'bist du',
      'bist',
      'sie ist',
      'ist sie',
      'er ist',
      'ist er',
    ].concat(
      // as if: `als wärst du wieder 15`, `tu so, als wär ich 14`
      ['wärst du', 'du wärst', 'wärest du', 'wär ich', 'wäre ich', 'ich wär', 'ich wäre', 'wäre sie', 'wär sie'],
    ),
    soft: 'doch erst halt ja nur noch gerade grad mal eben schon knapp eigentlich wirklich fast bald auch jetzt nun wieder heute'
      .split(' ')
      .concat(['gerade mal', 'noch nicht mal', 'nicht mal']),
    tail: 'und aber oder doch ja nee ne okay ok also'.split(' '),
    // and her past, the verb after the number (`als du 12 warst`)
    after: ['bin', 'bist', 'war', 'warst'],
    truth: ['eigentlich', 'in wirklichkeit', 'in echt'],
  },
  nl: {
    before: [
      'ik ben',
      'ben ik',
      'ben',
      'je bent',
      'jij bent',
      'ben je',
      'bent',
      'ze is',
      'zij is',
      'is ze',
      'hij is',
      'is hij',
    ],
    soft: 'pas nog maar al toch wel eigenlijk net echt gewoon zelf ook bijna nu weer vandaag'
      .split(' ')
      .concat(['nog maar', 'pas net']),
    tail: 'en maar hoor he toch joh of dus'.split(' '),
    after: ['ben', 'bent', 'was', 'waren'],
    truth: ['eigenlijk', 'in werkelijkheid', 'in het echt'],
  },
  sv: {
    // and a bio's `är i dag 27` (is today 27), its subject left out
    before: ['jag är', 'är jag', 'du är', 'är du', 'hon är', 'är hon', 'han är', 'är han', 'är'],
    soft: 'bara ju nyss just fortfarande redan endast typ nästan faktiskt också ändå knappt nu igen idag'
      .split(' ')
      .concat(['i dag']),
    tail: 'och men ju ba typ alltså liksom asså'.split(' '),
    truth: ['egentligen', 'i verkligheten', 'på riktigt'],
  },
  ru: {
    before: [],
    // and romanized, as chats write it: `tebe opjat 13 i ty…`
    withDegree: ['мне', 'тебе', 'ей', 'ему', 'mne', 'tebe', 'ej', 'ei'],
    opens: ['мне', 'тебе', 'ей', 'ему', 'mne', 'tebe'],
    soft: 'всего только лишь ведь же ещё еще уже почти ж вообще тоже едва теперь сейчас снова опять'
      .split(' ')
      .concat(['всего лишь', 'вообще-то'], 'vsego tolko uzhe uje opjat opyat snova esche eshche'.split(' ')),
    tail: 'и а но же ведь да ок блин лол так i a no'.split(' '),
    truth: ['на самом деле', 'в реальности', 'в действительности', 'выглядит на', 'выгляжу на', 'выглядишь на'],
  },
  uk: {
    before: [],
    withDegree: ['мені', 'тобі', 'їй', 'йому'],
    opens: ['мені', 'тобі', 'їй', 'йому'],
    soft: 'лише лиш тільки всього ще вже ж же адже майже теж також ледь тепер зараз знову взагалі-то взагалі'.split(
      ' ',
    ),
    tail: 'і й а але та ж же тож'.split(' '),
    truth: ['насправді', 'в реальності', 'насправжки', 'виглядаю на', 'виглядає на', 'виглядаєш на'],
  },
  pl: {
    before: ['mam', 'masz', 'ona ma', 'ma ona', 'on ma', 'ma on'],
    withDegree: ['ma'],
    soft: 'dopiero tylko ledwo już jeszcze przecież prawie też właściwie niecałe zaledwie teraz znowu max maks najwyżej'.split(
      ' ',
    ),
    tail: 'i a ale więc no przecież serio lat xd'.split(' '),
    truth: [
      'tak naprawdę',
      'naprawdę',
      'w rzeczywistości',
      'w realu',
      'jakbyś miała',
      'jakby miała',
      'wyglądasz na',
      'wygląda na',
    ],
  },
  cs: {
    before: ['je mi', 'mi je', 'je ti', 'ti je', 'je jí', 'jí je', 'je mu', 'mu je'],
    soft: 'teprve jen jenom už ještě skoro taky přece vlastně sotva teď ted zase znovu'.split(' '),
    tail: 'a ale tak no'.split(' '),
    truth: ['ve skutečnosti', 'doopravdy', 've skutečnosti je jí'],
  },
  ro: {
    before: ['am', 'ai', 'ea are', 'are ea', 'el are', 'eu am', 'tu ai', 'n am', 'nu am'],
    withDegree: ['are'],
    soft: 'doar abia numai încă deja aproape decât acum iar'.split(' ').concat(['de abia']),
    tail: 'și dar deci bă mă totuși'.split(' '),
    truth: ['de fapt', 'în realitate', 'în realitate are'],
  },
  es: {
    before: ['tengo', 'tienes', 'ella tiene', 'tiene ella', 'él tiene', 'yo tengo', 'tú tienes'],
    withDegree: ['tiene'],
    soft: 'solo sólo apenas recién ya aún todavía casi nomás ahora otra vez'.split(' ').concat(['nada más', 'no más']),
    tail: 'y pero eh vale así nomás todavía aún ya'.split(' ').concat(['nada más']),
    truth: ['en realidad', 'de verdad', 'realmente', 'en la vida real'],
  },
  pt: {
    before: ['tenho', 'tens', 'ela tem', 'tem ela', 'ele tem', 'você tem', 'vc tem', 'eu tenho'],
    withDegree: ['tem'],
    soft: 'só apenas ainda já quase mal somente agora'.split(' '),
    tail: 'e mas né viu tá ainda então'.split(' '),
    truth: ['na verdade', 'na real', 'na vida real'],
  },
  fr: {
    // and her age now, told as years she has (`aujourd'hui elle en a 33`; not `j'en ai 5`, a count)
    before: ["j'ai", "t'as", 'tu as', 'elle a', 'il a', "n'ai", "n'as", "elle n'a", "il n'a"].concat(
      ["aujourd'hui", 'maintenant', 'désormais'].flatMap((now) => [
        `${now} elle en a`,
        `${now} j'en ai`,
        `${now} il en a`,
      ]),
    ),
    soft: 'que seulement juste presque déjà encore genre bientôt maintenant'
      .split(' ')
      .concat(['à peine', 'tout juste', 'même pas']),
    tail: 'et mais hein quoi donc seulement'.split(' '),
    truth: ['en vrai', 'en réalité', 'dans la vraie vie'],
  },
  it: {
    before: ['ho', 'hai', 'lei ha', 'lui ha', 'io ho', 'tu hai', 'anni', 'età'],
    withDegree: ['ha'],
    soft: 'solo appena ancora già solamente quasi soltanto mica ora adesso'.split(' '),
    tail: 'e ma eh quindi però no'.split(' '),
    truth: ['in realtà', 'in realta', 'nella vita reale', 'davvero'],
  },
  el: {
    // and in Greeklish, as chat is often typed: `eisai 15 kai…`
    before: ['είμαι', 'είσαι', 'αυτή είναι', 'αυτός είναι', 'eimai', 'eisai', 'aftn einai'],
    withDegree: ['είναι', 'einai'],
    soft: 'μόνο μόλις ακόμα ακόμη σχεδόν ήδη τώρα πάλι mono molis akoma'.split(' '),
    tail: 'και αλλά ρε ε kai k alla re'.split(' '),
    truth: ['στην πραγματικότητα', 'στην πραγματικοτητα', 'στ αλήθεια'],
  },
  id: {
    before: ['umurku', 'umurnya', 'usiaku', 'usianya', 'berusia', 'berumur'],
    withDegree: 'aku saya gue gw dia kamu km kmu lu lo elo adik'.split(' '),
    soft: 'baru masih cuma cuman hanya br sekarang skrg'.split(' ').concat(['baru saja']),
    tail: 'dan tapi kok lho loh lah sih kan aja th thn di yang'.split(' '),
    truth: ['sebenarnya', 'sebetulnya', 'aslinya', 'aslinya sih', 'kayak umur', 'keliatan kayak', 'anggap aja'],
  },
  ms: {
    before: ['umurku', 'umurnya', 'umur aku', 'umur saya', 'berusia', 'berumur'],
    withDegree: 'aku saya dia awak kamu adik'.split(' '),
    soft: 'baru masih cuma hanya br sekarang skrg'.split(' '),
    tail: 'dan tapi lah je kan tau th thn di yang'.split(' '),
    truth: ['sebenarnya', 'sebenarnye', 'sebetulnya'],
  },
  vi: {
    before: [],
    withDegree: 'em tôi mình tớ con cháu nó bé'.split(' ').concat(['cô ấy', 'bạn ấy']),
    soft: 'mới chỉ vẫn còn vừa'.split(' ').concat(['mới có', 'chỉ có', 'vừa tròn', 'vẫn còn']),
    tail: 'thôi à mà đó nhé và nhưng ạ hà luôn'.split(' '),
    truth: ['thực ra', 'thật ra', 'thực tế là'],
  },
  bn: {
    before: [],
    withDegree: ['আমি', 'ও', 'সে', 'তুমি', 'আমার বয়স', 'ওর বয়স', 'তার বয়স'],
    soft: ['তো', 'মাত্র', 'সবে', 'এখনও', 'এখনো', 'শুধু', 'এখন'],
    tail: ['আর', 'কিন্তু', 'তো', 'রে'],
    truth: ['আসলে', 'আসলে ও', 'asole'],
  },
  hi: {
    before: [],
    soft: ['सिर्फ', 'बस', 'अभी', 'तो', 'sirf', 'bas', 'abhi', 'to'],
    // chat's tags after the age: `14 ki hoon yaar`
    tail: ['yaar', 'yar', 'na', 're', 'bhai', 'aur', 'par', 'lekin', 'toh', 'to', 'abhi', 'lol', 'haha', 'और', 'यार'],
    // romanized only: folded Devanagari reads `की हूँ` (I am, of) as `का है` (it is, of)
    after: ['ki hoon', 'ki hu', 'ki hun', 'ka hoon', 'ki hoo'],
    truth: ['असल में', 'वास्तव में', 'asal mein', 'asal me', 'actually'],
  },
  ur: {
    before: [],
    soft: ['صرف', 'بس', 'ابھی', 'تو'],
    tail: ['اور', 'لیکن', 'یار', 'yaar', 'yar', 'na'],
    after: ['کی ہوں', 'کا ہوں'],
    truth: ['اصل میں', 'دراصل', 'asal mein'],
  },
  tl: {
    before: ['ako ay', 'siya ay', 'ikaw ay'],
    soft: ['pa', 'lang', 'lamang', 'palang', 'pa lang', 'pa lamang'],
    tail: [
      'at',
      'pero',
      'po',
      'eh',
      'e',
      'kasi',
      'naman',
      'pa',
      'lang',
      'pa lang',
      'ngayon',
      'na',
      'talaga',
      'din',
      'rin',
    ],
    after: ['ako', 'siya', 'ka', 'ikaw'],
    truth: ['sa totoo', 'sa totoo lang', 'talaga'],
  },
  tr: {
    before: [],
    soft: ['sadece', 'daha', 'henüz', 'yalnızca'],
    tail: ['ve', 'ama', 'ki'],
    truth: ['aslında', 'gerçekte', 'gerçek hayatta'],
  },
  ar: {
    before: [],
    soft: ['بس', 'فقط'],
    tail: ['و', 'بس'],
    truth: ['في الحقيقة', 'بالحقيقة', 'في الواقع', 'فعليا', 'كأنها', 'كانها', 'كأنك', 'شكلها', 'شكلك'],
  },
  fa: {
    before: [],
    soft: ['فقط', 'تازه'],
    tail: ['و', 'ولی'],
    truth: ['در واقع', 'در اصل', 'واقعا'],
  },
  he: {
    // `בת 33` (daughter of 33) after a pronoun is her age: `אני בת 33, גננת` (not `כלבה בת 12`, a dog)
    before: ['אני בת', 'היא בת', 'את בת', 'אני בן', 'הוא בן', 'אתה בן'].concat(
      // romanized: `she'at shuv bat 16`
      ['ani bat', 'at bat', 'hi bat', 'shuv bat', 'rak bat', 'od bat', 'kmo bat'],
    ),
    adultBefore: ['בת', 'בן'],
    soft: ['רק', 'בסך הכל'],
    // and romanized: `at bat 15 achshav`
    tail: ['ו', 'אבל', 'achshav', 'ahshav', 'akhshav', 'aval', 've', 'nu', 'ok'],
    truth: ['בעצם', 'במציאות', 'בפועל'],
  },
};
