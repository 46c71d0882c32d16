/**
 * Schools and kindergartens as places, in every language the policy reads (folded by the engine). Where a text
 * states her adult age and names her work in the same sentence, the place is where she works or her child goes
 * (`מורה לספורט בתיכון, בת 31`, `Sekretärin an der Realschule Nord, 47`), not her (reading.ts, `workplace`). A
 * place is never a person: the words for pupils and children are not here. Her work is a role with children
 * (scope) or any of WORK_WORDS.
 */
export const WORKPLACES = [
  // each form written out: a stem would take the pupil's word too (`Schüler`, `lycéenne`, `школьница`, `liseli`)
  ...'school schools kindergarten kindergartens preschool preschools pre-school nursery daycare playgroup'.split(' '),
  ...'escuela escuelas colegio colegios guarderia guarderias kinder preescolar primaria secundaria instituto insti'.split(
    ' ',
  ),
  ...'escola escolas creche creches pre-escola fundamental ecole ecoles maternelle college lycee primaire'.split(' '),
  ...'scuola scuole asilo asili materna elementari medie liceo licei nido'.split(' '),
  ...'schule schulen grundschule grundschulen kita kitas gymnasium realschule hauptschule gesamtschule krippe hort'.split(
    ' ',
  ),
  ...'school scholen basisschool kleuterschool kinderopvang middelbare'.split(' '),
  ...'skola skolan skolor forskola forskolan fritids lagstadiet mellanstadiet hogstadiet gymnasiet'.split(' '),
  ...'szkola szkole szkoly szkolach przedszkole przedszkolu przedszkola podstawowka podstawowce liceum gimnazjum zlobek zlobku'.split(
    ' ',
  ),
  ...'skola skole skoly skolu skolka skolce skolky gympl gymplu zs ms gymnazium gymnaziu zakladka zakladce zakladku zakladni'.split(
    ' ',
  ),
  ...'scoala scoli scolii gradinita gradinite gradinitei liceu liceul liceului gimnaziu'.split(' '),
  ...'школа школе школы школу школой садик садике садика детсад детсаду детсада гимназия гимназии лицей лицее ясли яслях'.split(
    ' ',
  ),
  ...'школа школі школи школу садочок садочку дитсадок дитсадку ліцей ліцеї гімназія гімназії'.split(' '),
  ...'σχολειο σχολεια σχολειου νηπιαγωγειο δημοτικο δημοτικου γυμνασιο γυμνασιου λυκειο λυκειου'.split(' '),
  ...'okul okulda okula okuldan okulu okulunda anaokulu anaokulunda anaokuluna anaokulundan ilkokul ilkokulda ortaokul ortaokulda lise lisede liseye liseden kres'.split(
    ' ',
  ),
  ...'مدرسة المدرسة مدرسه روضة الروضة حضانة الحضانة ابتدائية الابتدائية اعدادية الاعدادية ثانوية الثانوية متوسطة المتوسطة'.split(
    ' ',
  ),
  ...'دبستان دبیرستان مهدکودک مهدکودکی هنرستان'.split(' '),
  ...'תיכון התיכון חטיבה החטיבה חטיבת גן הגן יסודי'.split(' '),
  ...'स्कूल विद्यालय किंडरगार्टन اسکول سکول مدرسہ کنڈرگارٹن স্কুল স্কুলে স্কুলের বিদ্যালয় বিদ্যালয়ে বিদ্যালয়ের কিন্ডারগার্টেন কিন্ডারগার্টেনে'.split(
    ' ',
  ),
  ...'sekolah tadika taska sd smp sma tk paud paaralan eskwelahan truong mau giao mam non'.split(' '),
];

/** Any adult's job or a verb of working, read only around such a place: `Sekretärin an der Realschule`, `kerja di SD`. */
export const WORK_WORDS = [
  ...'work works working worked employed staff secretary janitor caretaker accountant clerk supervisor cook nurse'.split(
    ' ',
  ),
  ...'trabaja trabajo empleada secretaria conserje surveillante employee employée travaille secretaire atsem'.split(
    ' ',
  ),
  ...'trabalha funcionaria lavora impiegata segretaria bidella arbeitet arbeite sekretarin hausmeisterin angestellte'.split(
    ' ',
  ),
  ...'werkt werk secretaresse conciërge kleuterjuf juf lerares* arbetar jobbar sekreterare vaktmastare'.split(' '),
  ...'pracuje pracuję sekretarka woźna skolnice uklizecka pracuji telocvikar telocvikarka ucitel ucitelka lucreaza secretara'.split(
    ' ',
  ),
  ...'работает работаю секретарь уборщица працює працюю секретарка γραμματεας δουλευει δουλευω εργαζεται'.split(' '),
  ...'calisan calisiyor calisiyorum sekreter کار کارمند منشی עובדת עובד מזכירה'.split(' '),
  ...'काम टीचर کام ٹیچر কাজ শিক্ষিকা bekerja kerja pegawai staf nagtatrabaho guro viec nhan'.split(' '),
];

/** The same places and work in scripts written without spaces, read as substrings a few characters apart. */
export const GLUED_PLACES =
  '高中 初中 中学 小学 幼儿园 幼稚园 幼稚園 中学校 小学校 高校 保育園 고등학교 중학교 초등학교 유치원 어린이집 โรงเรียน อนุบาล ประถม มัธยม'.split(
    ' ',
  );
export const GLUED_WORK =
  '老师 老師 教师 教師 会计 會計 职员 職員 工作 上班 先生 事務員 働く 勤務 教諭 保育士 교사 선생님 일하는 근무 직원 ครู ทำงาน พนักงาน'.split(
    ' ',
  );
