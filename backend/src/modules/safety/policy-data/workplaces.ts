/**
 * Schools and kindergartens as places, in every language the policy reads (a trailing `*` matches any ending;
 * folded by the engine). Where a text states her adult age and names her work with children in the same
 * sentence, the place is where she works or her child goes (`מורה לספורט בתיכון, בת 31`, `guru Sejarah di
 * sebuah sekolah menengah`), not her (reading.ts, `workplace`). A place is never a person: the words for
 * pupils and children are not here.
 */
export const WORKPLACES = [
  // English, Spanish, Portuguese, French, Italian
  ...'school* kindergarten* preschool* pre-school nursery daycare playgroup'.split(' '),
  ...'escuela* colegio* guarderia* kinder preescolar primaria secundaria instituto insti'.split(' '),
  ...'escola* creche* pre-escola fundamental'.split(' '),
  ...'ecole* maternelle* creche* college* lycee* primaire'.split(' '),
  ...'scuola* asilo* materna elementari medie liceo*'.split(' '),
  // German, Dutch, Swedish
  ...'schule* grundschule* kita* kindergarten* gymnasium realschule* hauptschule* gesamtschule* krippe hort'.split(' '),
  ...'basisschool kleuterschool kinderopvang middelbare'.split(' '),
  ...'skola* skolan forskola* fritids lagstadiet mellanstadiet hogstadiet gymnasiet'.split(' '),
  // Polish, Czech, Romanian, Russian, Ukrainian, Greek
  ...'szkol* szkole przedszkol* podstawowk* liceum gimnazjum zlob*'.split(' '),
  ...'skol* skolk* gympl* zs ms'.split(' '),
  ...'scoal* gradinit* liceu* gimnaziu*'.split(' '),
  ...'школ* садик* детсад* гимнази* лице* ясл*'.split(' '),
  ...'школ* садоч* дитсад* ліце* гімназі*'.split(' '),
  ...'σχολει* νηπιαγωγει* δημοτικ* γυμνασι* λυκει*'.split(' '),
  // Turkish, Arabic, Persian, Hebrew
  ...'okul* anaokul* ilkokul* ortaokul* lise* kres*'.split(' '),
  ...'مدرسة المدرسة مدرسه روضة الروضة حضانة الحضانة ابتدائية الابتدائية اعدادية الاعدادية ثانوية الثانوية متوسطة المتوسطة'.split(
    ' ',
  ),
  ...'مدرسه دبستان دبیرستان مهدکودک هنرستان'.split(' '),
  ...'תיכון התיכון חטיבה החטיבה חטיבת גן הגן יסודי'.split(' '),
  // Hindi, Urdu, Bengali, Indonesian, Malay, Tagalog, Vietnamese
  ...'स्कूल विद्यालय اسکول سکول مدرسہ স্কুল বিদ্যালয়'.split(' '),
  ...'sekolah tadika taska sd smp sma tk paud paaralan eskwelahan'.split(' '),
  ...'truong mau giao mam non'.split(' '),
];
