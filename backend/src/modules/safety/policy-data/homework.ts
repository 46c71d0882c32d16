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

/**
 * A pupil's afternoon: after school, then to a cram school or a tutor (`放学后去补习班`, `pulang sekolah langsung
 * les`), in one sentence. Whole words where words have spaces: `les` is not `lessons`.
 */
export const AFTER_SCHOOL =
  'after school|放学后|放學後|放课后|放課後|เลิกเรียน|pulang sekolah|balik sekolah|lepas sekolah|sau giờ học|tan học|اسکول سے آ کر|স্কুল থেকে ফিরে|স্কুল ছুটির পর|بعد المدرسة|بعد المدرسه|بعد از مدرسه|school ke baad|school se aakar|स्कूल के बाद|स्कूल से आकर|방과후|방과 후|하교 후|אחרי בית הספר|pagkatapos ng klase';

export const TUITION =
  'cram school|tuition|juku|补习班|補習班|补课|補課|塾|เรียนพิเศษ|กวดวิชา|bimbel|les|tuisyen|kelas tambahan|học thêm|ٹیوشن|প্রাইভেট|কোচিং|الدروس الخصوصية|درس خصوصي|کلاس تقویتی|ट्यूशन|कोचिंग|학원|שיעור פרטי|חוג';

/** Someone else than she goes there, she teaches there, or she is at university: `I teach tuition after school`, `接孩子`, `my little sister`. */
export const NOT_HER =
  'mba|university|college|thesis|大学|大學|研究生|批改|대학|kuliah|universitas|đại học|มหาวิทยาลัย|มหาลัย|دانشگاه|جامعة|الجامعة|यूनिवर्सिटी|کالج|ইউনিভার্সিটি|אוניברסיטה|teach|teacher|tutor|pick up|little sister|little brother|教|老师|老師|先生|講師|接|迎え|สอน|ครู|น้อง|ngajar|mengajar|jemput|antar|adik|guru|cikgu|dạy|giáo viên|đón|em gái|em trai|پڑھا|ٹیچر|پڑھاتی|پڑھاتا|বোন|ভাই|পড়াই|পড়ান|শিক্ষক|ادرس|معلم|أخي|اختي|درس میدم|خواهرم|برادرم|पढ़ा|टीचर|बहन|가르치|강사|선생|동생|מלמד|מורה|אחותי|nagtuturo|guro|kapatid';
