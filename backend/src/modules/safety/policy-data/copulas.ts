import { ASIAN_COPULAS } from './copulas-asia';

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
    tail: 'and but lol lmao haha btw ok okay though tho right yet still too'.split(' ').concat(['after all']),
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
    tail: 'und u aber oder doch ja nee ne okay ok also'.split(' '),
    // and her past, the verb after the number (`als du 12 warst`)
    after: ['bin', 'bist', 'war', 'warst'],
    truth: ['eigentlich', 'in wirklichkeit', 'in echt'],
  },
  nl: {
    // her adult age after `of` (`kleuterjuf van 29`, `maestra de 31`): `of 14` is too many other things
    adultBefore: ['van'],
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
    // and chat's `jag e 15`
    before: [
      'jag är',
      'är jag',
      'du är',
      'är du',
      'hon är',
      'är hon',
      'han är',
      'är han',
      'är',
      'jag e',
      'du e',
      'hon e',
    ],
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
    // her adult age after `of` (`kleuterjuf van 29`, `maestra de 31`): `of 14` is too many other things
    adultBefore: ['de'],
    before: ['tengo', 'tienes', 'ella tiene', 'tiene ella', 'él tiene', 'yo tengo', 'tú tienes'],
    withDegree: ['tiene'],
    soft: 'solo sólo apenas recién ya aún todavía casi nomás ahora otra vez'.split(' ').concat(['nada más', 'no más']),
    tail: 'y pero eh vale así nomás todavía aún ya'.split(' ').concat(['nada más']),
    truth: ['en realidad', 'de verdad', 'realmente', 'en la vida real'],
  },
  pt: {
    // her adult age after `of` (`kleuterjuf van 29`, `maestra de 31`): `of 14` is too many other things
    adultBefore: ['de'],
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
    // her adult age after `of` (`kleuterjuf van 29`, `maestra de 31`): `of 14` is too many other things
    adultBefore: ['di'],
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
  ...ASIAN_COPULAS,
};
