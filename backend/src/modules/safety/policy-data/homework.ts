/**
 * A parent who checks her homework (`mom will check my homework before bed`, `la mamma controlla i compiti`,
 * `ママが宿題チェックする`): said by her, in a reply or of her in a character text, she is a pupil now. A
 * parent's word, then a word for homework in the same sentence, in every language. Folded by the engine;
 * words that fold to a letter or to a word of another language are left out (Hindi `माँ`, Vietnamese `mẹ`).
 */
export const PARENTS =
  'mom|mum|mommy|mummy|mama|mamma|mamá|mamã|mãe|maman|mère|mutter|mami|мама|мамка|мамочка|mamka|mamă|μαμά|annem|ماما|مامانم|مامان|אמא|मम्मी|امی|mak|ibu|nanay|แม่|ママ|お母さん|妈妈|媽媽|엄마';

export const HOMEWORK =
  'homework|deberes|tarea|tareas|dever de casa|lição de casa|devoirs|hausaufgaben|compiti|huiswerk|zadanie domowe|zadania domowe|домашку|домашнее задание|домашку|домашнє завдання|úkoly|temele|läxor|läxan|μαθήματά μου|ödevlerimi|ödevimi|واجباتي|مشق‌هام|مشقهام|שיעורי הבית|होमवर्क|ہوم ورک|হোমওয়ার্ক|pr-ku|kerja rumah|assignment ko|bài tập về nhà|การบ้าน|宿題|作业|作業|숙제';

/**
 * A child's evening: homework to finish before she may watch cartoons (`写完作业才能看动画片`,
 * `ทำการบ้านให้เสร็จก่อนถึงจะดูการ์ตูน`). A word for homework, then one for cartoons in the same sentence.
 */
export const CARTOONS =
  'cartoons?|dibujos animados|desenhos animados|dessins animés|zeichentrick|cartoni animati|tekenfilms?|мультики|мультфильмы|мультики|kreskówki|çizgi film|رسوم متحركة|كرتون|کارتون|कार्टून|کارٹون|কার্টুন|kartun|cartoon|phim hoạt hình|hoạt hình|การ์ตูน|アニメ|動画|动画片|動畫片|卡通|만화|애니';

/** A child of the speaker named before her homework: a parent speaks (`孩子写完作业才能看动画片`). */
export const CHILD_OF =
  'my (?:kids?|son|daughter|children)|ลูก|孩子|儿子|女儿|兒子|女兒|息子|子供|子ども|아이|아들|딸|anak|con tôi|con mình|con em|bé nhà|بچه|پسرم|دخترم|ابني|بنتي|بچے|बच्चे|बेटी|বাচ্চা|মেয়ে';
