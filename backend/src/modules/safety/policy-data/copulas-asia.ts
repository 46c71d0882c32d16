import type { CopulaData } from './copulas';

/** The copulas of the languages of Asia and the Middle East (copulas.ts says how they are read). */
export const ASIAN_COPULAS: Record<string, CopulaData> = {
  id: {
    before: ['umurku', 'umurnya', 'umurmu', 'usiaku', 'usianya', 'usiamu', 'berusia', 'berumur'],
    adultBefore: ['umur', 'usia'],
    withDegree: 'aku saya gue gw dia kamu km kmu lu lo elo adik'.split(' '),
    soft: 'baru masih cuma cuman hanya br sekarang skrg'.split(' ').concat(['baru saja']),
    tail: 'dan tapi kok lho loh lah sih kan aja th thn di yang'.split(' '),
    truth: ['sebenarnya', 'sebetulnya', 'aslinya', 'aslinya sih', 'kayak umur', 'keliatan kayak', 'anggap aja'],
  },
  ms: {
    before: ['umurku', 'umurnya', 'umur aku', 'umur saya', 'berusia', 'berumur'],
    adultBefore: ['umur', 'usia'],
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
    // and romanized: `amar boyosh matro 14`
    withDegree: ['আমি', 'ও', 'সে', 'তুমি', 'আমার বয়স', 'ওর বয়স', 'তার বয়স', 'boyosh', 'amar boyosh', 'or boyosh'],
    soft: ['তো', 'মাত্র', 'সবে', 'এখনও', 'এখনো', 'শুধু', 'এখন', 'matro', 'matra', 'sobe', 'ekhono'],
    tail: ['আর', 'কিন্তু', 'তো', 'রে'],
    truth: ['আসলে', 'আসলে ও', 'asole'],
  },
  hi: {
    before: [],
    soft: ['सिर्फ', 'बस', 'अभी', 'तो', 'sirf', 'bas', 'abhi', 'to'],
    // chat's tags after the age: `14 ki hoon yaar`
    tail: ['yaar', 'yar', 'na', 're', 'bhai', 'aur', 'par', 'lekin', 'toh', 'to', 'abhi', 'hai', 'और', 'यार'],
    // and romanized: `meri umar sirf 14 hai`
    withDegree: ['meri umar', 'umar', 'uski umar', 'meri age'],
    // romanized only: folded Devanagari reads `की हूँ` (I am, of) as `का है` (it is, of)
    // and asked to become it: `16 ki ban jao na`
    after: ['ki hoon', 'ki hu', 'ki hun', 'ka hoon', 'ki hoo', 'ki ban jao', 'ki ban ja', 'ki bano', 'ki ho jao'],
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
    soft: ['pa', 'lang', 'lamang', 'palang', 'pa lang', 'pa lamang', 'na'],
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
    after: ['ako', 'ko', 'siya', 'ka', 'ikaw'],
    truth: ['sa totoo', 'sa totoo lang', 'talaga'],
  },
  tr: {
    before: [],
    soft: ['sadece', 'daha', 'henüz', 'yalnızca'],
    tail: ['ve', 'ama', 'ki'],
    truth: ['aslında', 'gerçekte', 'gerçek hayatta'],
  },
  ar: {
    // and Arabizi: `ana 3andi 14 bas`
    before: ['ana 3andi', '3andi', '3andha', '3andik'],
    soft: ['بس', 'فقط', 'bas', 'fa2at'],
    tail: ['و', 'بس', 'bas', 'w'],
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
