/**
 * Adult ages in words, from twenty to ninety-nine where a language builds them from its tens and ones (`thirty
 * four`, `treinta y cuatro`, `vierunddreißig`, `trentaquattro`, `سی و چهار`, `tiga puluh empat`, `ba mươi tư`): her
 * age now told in words is what keeps a past age told before it in the past (`در پانزده سالگی … حالا سی و چهار
 * ساله است`). Merged into each language's `numbers` (index.ts); the readers keep only values under 18 as minors.
 * Korean builds its own (ko.ts); Hindi, Urdu, Bengali and Arabic name each number with a word of its own.
 */
interface Tens {
  /** Twenty to ninety, in order. */
  tens: string[];
  /** One to nine, in order; a list where a number has several words (`один`, `одна`). */
  ones: (string | string[])[];
  /** The ways a ten and a one are written together. */
  join: (ten: string, one: string) => string[];
}

const spaced = (ten: string, one: string) => [`${ten} ${one}`];
const VI_ONES = ['một mốt', 'hai', 'ba', 'bốn tư', 'năm lăm nhăm', 'sáu', 'bảy', 'tám', 'chín'];

const TENS: Record<string, Tens> = {
  en: {
    tens: 'twenty thirty forty fifty sixty seventy eighty ninety'.split(' '),
    ones: 'one two three four five six seven eight nine'.split(' '),
    join: spaced,
  },
  es: {
    tens: 'veinte treinta cuarenta cincuenta sesenta setenta ochenta noventa'.split(' '),
    ones: 'uno dos tres cuatro cinco seis siete ocho nueve'.split(' '),
    join: (ten, one) => (ten === 'veinte' ? [`veinti${one}`] : [`${ten} y ${one}`]),
  },
  pt: {
    tens: 'vinte trinta quarenta cinquenta sessenta setenta oitenta noventa'.split(' '),
    ones: 'um dois três quatro cinco seis sete oito nove'.split(' '),
    join: (ten, one) => [`${ten} e ${one}`],
  },
  fr: {
    tens: 'vingt trente quarante cinquante soixante'.split(' '),
    ones: 'un deux trois quatre cinq six sept huit neuf'.split(' '),
    join: (ten, one) => (one === 'un' ? [`${ten} et un`] : [`${ten} ${one}`]),
  },
  it: {
    tens: 'venti trenta quaranta cinquanta sessanta settanta ottanta novanta'.split(' '),
    ones: 'uno due tre quattro cinque sei sette otto nove'.split(' '),
    // the ten's last vowel falls before `uno` and `otto`: `trentuno`, `trentotto`
    join: (ten, one) => [/^[uo]/.test(one) ? `${ten.slice(0, -1)}${one}` : `${ten}${one}`],
  },
  de: {
    tens: 'zwanzig dreißig vierzig fünfzig sechzig siebzig achtzig neunzig'.split(' '),
    ones: 'ein zwei drei vier fünf sechs sieben acht neun'.split(' '),
    join: (ten, one) => [`${one}und${ten}`],
  },
  nl: {
    tens: 'twintig dertig veertig vijftig zestig zeventig tachtig negentig'.split(' '),
    ones: 'een twee drie vier vijf zes zeven acht negen'.split(' '),
    join: (ten, one) => [`${one}en${ten}`],
  },
  sv: {
    tens: 'tjugo trettio fyrtio femtio sextio sjuttio åttio nittio'.split(' '),
    ones: 'ett två tre fyra fem sex sju åtta nio'.split(' '),
    join: (ten, one) => [`${ten}${one}`, `${ten} ${one}`],
  },
  pl: {
    tens: 'dwadzieścia trzydzieści czterdzieści pięćdziesiąt sześćdziesiąt siedemdziesiąt osiemdziesiąt dziewięćdziesiąt'.split(
      ' ',
    ),
    ones: 'jeden dwa trzy cztery pięć sześć siedem osiem dziewięć'.split(' '),
    join: spaced,
  },
  ru: {
    tens: 'двадцать тридцать сорок пятьдесят шестьдесят семьдесят восемьдесят девяносто'.split(' '),
    ones: [['один', 'одна'], ['два', 'две'], 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'],
    join: spaced,
  },
  uk: {
    tens: "двадцять тридцять сорок п'ятдесят шістдесят сімдесят вісімдесят дев'яносто".split(' '),
    ones: [['один', 'одна'], ['два', 'дві'], 'три', 'чотири', "п'ять", 'шість', 'сім', 'вісім', "дев'ять"],
    join: spaced,
  },
  cs: {
    tens: 'dvacet třicet čtyřicet padesát šedesát sedmdesát osmdesát devadesát'.split(' '),
    ones: [['jedna', 'jeden'], 'dva', 'tři', 'čtyři', 'pět', 'šest', 'sedm', 'osm', 'devět'],
    join: spaced,
  },
  ro: {
    tens: 'douăzeci treizeci patruzeci cincizeci șaizeci șaptezeci optzeci nouăzeci'.split(' '),
    ones: 'unu două trei patru cinci șase șapte opt nouă'.split(' '),
    join: (ten, one) => [`${ten} și ${one}`],
  },
  el: {
    tens: 'είκοσι τριάντα σαράντα πενήντα εξήντα εβδομήντα ογδόντα ενενήντα'.split(' '),
    ones: ['ένα', 'δύο', ['τρία', 'τρεις'], ['τέσσερα', 'τέσσερις'], 'πέντε', 'έξι', 'επτά', 'οκτώ', 'εννέα'],
    join: spaced,
  },
  tr: {
    tens: 'yirmi otuz kırk elli altmış yetmiş seksen doksan'.split(' '),
    ones: 'bir iki üç dört beş altı yedi sekiz dokuz'.split(' '),
    join: (ten, one) => [`${ten} ${one}`, `${ten}${one}`],
  },
  fa: {
    tens: 'بیست سی چهل پنجاه شصت هفتاد هشتاد نود'.split(' '),
    ones: 'یک دو سه چهار پنج شش هفت هشت نه'.split(' '),
    join: (ten, one) => [`${ten} و ${one}`],
  },
  he: {
    tens: 'עשרים שלושים ארבעים חמישים שישים שבעים שמונים תשעים'.split(' '),
    ones: [
      ['אחת', 'אחד'],
      ['שתיים', 'שניים'],
      ['שלוש', 'שלושה'],
      ['ארבע', 'ארבעה'],
      ['חמש', 'חמישה'],
      ['שש', 'שישה'],
      ['שבע', 'שבעה'],
      ['שמונה'],
      ['תשע', 'תשעה'],
    ],
    join: (ten, one) => [`${ten} ו${one}`],
  },
  id: {
    tens: 'dua tiga empat lima enam tujuh delapan sembilan'.split(' ').map((n) => `${n} puluh`),
    ones: 'satu dua tiga empat lima enam tujuh delapan sembilan'.split(' '),
    join: spaced,
  },
  ms: {
    tens: 'dua tiga empat lima enam tujuh lapan sembilan'.split(' ').map((n) => `${n} puluh`),
    ones: 'satu dua tiga empat lima enam tujuh lapan sembilan'.split(' '),
    join: spaced,
  },
  tl: {
    tens: 'dalawampu tatlumpu apatnapu limampu animnapu pitumpu walumpu siyamnapu'.split(' '),
    ones: 'isa dalawa tatlo apat lima anim pito walo siyam'.split(' '),
    join: (ten, one) => [`${ten}'t ${one}`, `${ten} at ${one}`],
  },
  vi: {
    tens: 'hai ba bốn năm sáu bảy tám chín'.split(' ').map((n) => `${n} mươi`),
    ones: VI_ONES.map((words) => words.split(' ')),
    join: spaced,
  },
};

/** Each language's adult number words, twenty to ninety-nine, with their values. */
export const ADULT_NUMBERS: Record<string, Record<string, number>> = Object.fromEntries(
  Object.entries(TENS).map(([code, { tens, ones, join }]) => [
    code,
    Object.fromEntries(
      tens.flatMap((ten, t) => [
        [ten, 20 + 10 * t] as const,
        ...ones.flatMap((words, o) =>
          [words]
            .flat()
            .flatMap((one) => join(ten, one))
            .map((word) => [word, 21 + 10 * t + o] as const),
        ),
      ]),
    ),
  ]),
);
