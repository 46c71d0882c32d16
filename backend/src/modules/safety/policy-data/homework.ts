/**
 * A parent who checks her homework (`mom will check my homework before bed`, `la mamma controlla i compiti`,
 * `ママが宿題チェックする`): said by her, in a reply or of her in a character text, she is a pupil now. A
 * parent's word, then a word for homework in the same sentence, in every language. Folded by the engine;
 * words that fold to a letter or to a word of another language are left out (Hindi `माँ`, folded like `में`) or read
 * with the word after them (Vietnamese `mẹ sẽ`, not `me`); Bengali `মা` folds to one letter, but no common word does too.
 */
export const PARENTS =
  'ailesi|ailem|madre|padre|mi madre|père|moeder|vader|matka|ojciec|мать|отец|мати|батько|otec|μητέρα|πατέρας|anne|baba|mom|mum|mommy|mummy|mama|mamma|mamá|mamã|mãe|maman|mère|mutter|mami|мама|мамка|мамочка|маме|мамі|mamka|máma|mámě|mamă|mama mea|μαμά|annem|annesi|anneme|dad|daddy|papá|papai|pai|papa|papà|babbo|vater|tata|tată|táta|taťka|папа|тато|pappa|μπαμπάς|babam|babası|parents|padres|pais|eltern|genitori|ouders|rodzice|родители|батьки|rodiče|părinții|föräldrar|γονείς|ماما|مامانم|مامان|אמא|मम्मी|امی|mak|ibu|ayah|abah|nanay|mẹ sẽ|mẹ em|mẹ tôi|mẹ mình|mẹ bắt|mẹ kiểm tra|মা|আম্মু|แม่|ママ|お母さん|妈妈|媽媽|엄마';

export const HOMEWORK =
  'homework|deberes|tarea|tareas|dever de casa|lição de casa|devoirs|hausaufgaben|compiti|huiswerk|zadanie domowe|zadania domowe|домашку|домашнее задание|домашку|домашнє завдання|úkoly|temele|läxor|läxan|μαθήματά μου|ödevlerimi|ödevimi|ödevlerini|ödevini|щоденник|дневник|žákovsk\\p{L}{1,3}|dzienniczek|odrabia\\p{L}{0,4} lekcj\\p{L}{1,2}|carnetul de note|karnemi|واجباتي|مشق‌هام|مشقهام|שיעורי הבית|होमवर्क|ہوم ورک|হোমওয়ার্ক|pr-ku|kerja rumah|assignment ko|bài tập về nhà|การบ้าน|宿題|作业|作業|숙제';

/**
 * What a parent rules over a child's day, said in the same sentence as the parent (`Mama sagt, ich muss um acht ins
 * Bett`, `pappa säger att jag ska lägga mig kl 20`, `mama îmi ia telefonul la 9`): a bedtime she must keep, her
 * phone taken, an hour she may stay out until. Each with its subject (`ich muss`, `yatması lazım`), so a
 * parent's own bedtime (`mom goes to bed at 9`) is not read as hers. Regex sources, each compiled alone (small
 * enough for the ReDoS sweep to decide); bounded gaps only.
 */
const GAP = '(?:\\p{L}{1,10}\\s){0,3}';
export const RULES = [
  // a bedtime she must keep
  `(?:i|she)\\s(?:have|has|had)\\sto\\s(?:go\\sto\\s|be\\sin\\s)?bed|(?:sends|sent|puts)\\s(?:me|her)\\sto\\sbed`,
  `(?:tengo|tiene)\\sque\\s(?:irme|irse|estar)\\s${GAP}(?:a\\sla\\scama|a\\sdormir)|(?:tenho|tem)\\sque\\s${GAP}(?:ir\\spra\\scama|dormir)`,
  `(?:je|elle)\\s(?:dois|doit)\\s${GAP}(?:me|se)\\scoucher|(?:ich|sie)\\s(?:muss|soll)\\s${GAP}ins\\sbett`,
  `(?:devo|deve)\\s${GAP}(?:andare\\sa\\sletto|essere\\sa\\sletto)|(?:ik|ze)\\s(?:moet)\\s${GAP}naar\\sbed`,
  `(?:muszę|musi)\\s${GAP}(?:iść\\sspać|być\\sw\\słóżku)|(?:мне|ей)\\s(?:надо|нужно)\\s${GAP}(?:спать|лечь)|(?:должна|должен)\\s${GAP}(?:ложиться|лечь)`,
  `(?:мені|їй)\\s(?:треба|потрібно)\\s${GAP}(?:спати|лягати)|(?:мушу|має)\\s${GAP}лягати|(?:musím|musí)\\s${GAP}(?:jít\\sspát|do\\spostele)`,
  `trebuie\\ssă\\s(?:mă|se)\\sculc|(?:jag|hon)\\s(?:ska|måste)\\s${GAP}lägga\\s(?:mig|sig)|πρέπει\\sνα\\s(?:κοιμηθώ|κοιμηθεί|πάω\\sγια\\sύπνο)`,
  `(?:yatmam|yatması|yatmamız)\\s(?:lazım|gerek|gerekiyor)`,
  // her phone taken
  `takes?\\s(?:away\\s)?(?:my|her)\\sphone|(?:me|le)\\squita\\sel\\s(?:móvil|celular|teléfono)|(?:toma|tira|pega)\\s(?:o\\s)?meu\\scelular`,
  `(?:me|lui)\\sprend\\s(?:mon|son)\\s(?:téléphone|portable)|nimmt\\s(?:mir|ihr)\\s(?:das|mein|ihr)\\shandy|(?:mi|le)\\stoglie\\sil\\s(?:telefono|cellulare)`,
  `pakt\\s(?:mijn|haar)\\s(?:telefoon|mobiel)|zabier\\p{L}{1,3}\\s(?:mi|jej)\\stelefon|забер\\p{L}{1,3}\\s(?:у\\sменя\\s)?телефон|забира\\p{L}{1,3}\\s(?:у\\sменя\\s|в\\sмене\\s)?телефон`,
  `(?:vezme|sebere|bere)\\s(?:mi|jí)\\s(?:mobil|telefon)|(?:îmi|îi)\\sia\\stelefonul|tar\\s(?:min|hennes)\\s(?:telefon|mobil)|μου\\sπαίρνει\\sτο\\sκινητό|telefonu(?:mu|nu)?\\s(?:alacak|alıyor|aldı)`,
  // picked up from school or its after-school club: `mami mă ia de la after-school`, `mom picks me up from school`
  `picks?\\s(?:me|her)\\sup\\s(?:from|after)\\s(?:school|daycare|after[\\s-]?school)|(?:mă|o)\\sia\\sde\\sla\\s(?:școală|scoala|after[\\s-]?school|grădiniță|gradinita)`,
  `(?:me|la)\\s(?:recoge|busca)\\s(?:en|del|a\\sla\\ssalida\\sdel)\\s(?:el\\s)?(?:cole|colegio|insti|instituto)|(?:me|a)\\s(?:busca|pega)\\sna\\sescola`,
  `(?:vient|passe)\\s(?:me|la)\\schercher\\sà\\sl'?\\s?(?:école|ecole|collège|college)|holt\\s(?:mich|sie)\\s(?:von\\sder\\sschule|vom\\short)\\sab`,
  `(?:mi|la)\\sviene\\sa\\sprendere\\sa\\sscuola|haalt\\s(?:me|haar)\\sop\\svan\\s(?:school|de\\sbso)|odbiera\\s(?:mnie|ją)\\sze\\sszkoły`,
  `забира\\p{L}{1,3}\\s(?:меня|её|ее|мене|її)\\s(?:из|з)\\sшколи?|(?:beni|onu)\\sokuldan\\s(?:alıyor|alır|alacak)`,
  // home by an hour, in bed by one, screen time allowed: `быть дома до восьми`, `je dois être au lit à 20h`
  `быть\\sдома\\s(?:до|к)\\s|(?:je|elle)\\s(?:dois|doit)\\sêtre\\sau\\slit|dovol\\p{L}{1,3}\\s(?:mi|jí)\\sbýt\\sna\\s(?:počítači|mobilu|telefonu)`,
  // picked up from school: `אמא שלי אוספת אותי מהחטיבה`, `hämtar mig på fritids`, `hantar saya pergi tuisyen`
  `אוספ\\p{L}{1,2}\\sאותי\\sמ(?:ה)?(?:חטיבה|בית\\sהספר|גן)|hämtar\\s(?:mig|henne)\\s(?:på|från)\\s(?:skolan|fritids|förskolan)|hantar\\s(?:saya|aku)\\s(?:pergi\\s)?(?:sekolah|tuisyen|tadika)`,
  // not yet allowed out alone: `încă nu am voie să merg singură`
  `nu\\s(?:am|are)\\svoie\\ssă\\s(?:merg|meargă|ies|iasă)\\ssingur`,
  // an hour she may stay out until
  `darf\\s(?:nicht|nie)\\s(?:so\\s)?lange\\saufbleiben|(?:can't|cannot|not\\sallowed\\sto)\\sstay\\sup\\slate|pas\\sle\\sdroit\\sde\\sveiller|δεν\\s(?:με|την)\\sαφήνει\\sνα\\sβγ\\p{L}{1,2}`,
  `no\\s(?:me|la)\\sdeja\\ssalir|(?:me|lui)\\sconfisque\\s(?:mon|son)|handyverbot|naar\\sbed\\smoet|każe\\s(?:mi|jej)\\siść\\sspać|должна\\s(?:быть\\s)?дома\\s(?:в|к|до)\\s`,
  `(?:çıkmama|çıkmasına)\\sizin\\svermiyor|låter\\s(?:mig|henne)\\sinte\\svara\\sute|non\\smi\\sfa\\suscire|laat\\s(?:me|haar)\\sniet\\s(?:uitgaan|buiten)`,
  `lets\\s(?:me|her)\\s(?:go\\s|stay\\s)?out\\s(?:only\\s)?(?:until|till)|(?:me|la)\\sdeja\\ssalir\\s(?:solo\\s)?hasta|(?:me|a)\\sdeixa\\ssair\\s(?:só\\s)?até`,
  `(?:me|la)\\slaisse\\ssortir\\s(?:que\\s)?jusqu|lässt\\s(?:mich|sie)\\s(?:nur\\s)?bis|pozwala\\s(?:mi|jej)\\swychodzić|отпуска\\p{L}{1,3}\\s(?:меня|её|ее)\\sгулять`,
  `відпуска\\p{L}{1,3}\\s(?:мене|її)\\sгуляти|pustí\\s(?:mě|ji)\\sven|(?:mă|o)\\slasă\\s(?:afară|să\\sies)|får\\s(?:bara\\s)?vara\\sute\\still`,
];

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
