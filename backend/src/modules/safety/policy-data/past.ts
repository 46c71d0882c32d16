/**
 * Words that decide whether a past age stays in the past (SAFETY.md section 1, "Scope and time"),
 * in every language, written plainly and folded by the engine like the rest of the data.
 */

/**
 * The speaker as the subject, right after a past age (`в 12 лет я переехал`, `à 12 ans j'ai déménagé`,
 * `umur 12 aku pindah`): the age is the speaker's own past. Left out where the word is also something
 * else next to an age: `my` (Polish, Czech; English "my"), `mi` (Italian; Spanish "my"), Hindi and
 * Urdu `मैं` / `میں` (also "in" once folded), `ми`, Spanish `yo` (`15 yo`), Vietnamese `tớ` (`to`
 * once folded), Persian `من` and `ما` (Arabic "from", "what").
 */
export const FIRST_PERSON = [
  'i',
  'we',
  'nosotros',
  'nosotras',
  'je',
  'j',
  'nous',
  'ich',
  'wir',
  'io',
  'noi',
  'eu',
  'nós',
  'я',
  'мы',
  'ja',
  'ik',
  'wij',
  'ben',
  'biz',
  'aku',
  'saya',
  'kami',
  'kita',
  'tôi',
  'chúng tôi',
  // Vietnamese `anh` (a man of himself, in chat) and `mình`: `Hồi 15 tuổi anh bị gãy tay`; not `em` (also "you")
  'anh',
  'mình',
  'ako',
  'tayo',
  'أنا',
  'نحن',
  'हम',
  'ہم',
  'আমি',
  'আমরা',
  'ผม',
  'ฉัน',
  'เรา',
  '私',
  '僕',
  '俺',
  '我',
  '나',
  '저',
  '우리',
  'εγώ',
  'εμείς',
  'אני',
  'אנחנו',
  'já',
  'jag',
  'vi',
  'mi sono',
  'ci siamo',
  'm-am',
  'ne-am',
  'am',
];

/**
 * Someone else named in a clause, as its subject or its object: you, she, he, they. In chat, a past age in a clause
 * that names none of them is the person's own (`в 15 лет сломал руку`, `a los 13 me rompí el brazo`); one that
 * names her is hers (`at 15 she broke her arm`). Left out where the word is something else once folded: `él`
 * (the article `el`), `он` (`oh`), `nó` (`no`), `lo`, `ya`, `ni`, `er`, `km`, and words of one letter.
 */
export const SOMEONE_ELSE = [
  ...'you she he they her him them tú tu ella usted ustedes ellos ellas você voce ela ele eles elas'.split(' '),
  ...'toi elle il vous ils elles du sie ihr dich dir ihn lei lui voi loro jij zij hij jullie ty ona wy oni'.split(' '),
  ...'ты она вы они тебя тебе ей ему её ти вона він ви вони тобі їй йому vy ea voi ei hon han henne'.split(' '),
  ...'εσύ αυτή αυτός sen siz onlar انت انتي هي هو تو او شما את אתה היא הוא तुम आप वह تم آپ وہ তুমি আপনি'.split(' '),
  ...'kamu dia kau lu anda awak ikaw siya sya kayo sila bạn เธอ คุณ เขา あなた 君 彼女 彼 你 她 他 너 네가 니가 너는 넌 그녀 당신'.split(
    ' ',
  ),
];
