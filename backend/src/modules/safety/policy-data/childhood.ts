/**
 * More of a child's life, read whole in every mode like youth.ts (regex sources, folded by the engine; every run
 * bounded): what she is not yet old enough to have (an ID card, a learner's permit, her eighteenth), the youth
 * groups of the youngest (cubs and brownies), the exams and school subjects only children take, the ways an age
 * is said in passing (`нам по 16`, `на вид ей лет одиннадцать`, `13χρ.`), and a first period still to come.
 */
const W = '(?<![\\p{L}])';
const E = '(?![\\p{L}])';

/** Not yet old enough for an ID card, a licence or a learner's permit, or her eighteenth still to come. */
const NOT_OLD_ENOUGH = [
  `${W}too\\syoung\\sto\\s(?:even\\s)?(?:get|have|apply\\sfor)\\s(?:a|my|her)\\s(?:learner'?s\\s)?(?:permit|licen[cs]e|id)${E}`,
  `${W}민증(?:도|이|은)?\\s?(?:아직\\s?)?안\\s?(?:나와|나왔|나온)`,
  `${W}עוד\\s(?:אפילו\\s)?לא\\s(?:יכולה|יכול|יכולים)\\sלהוציא\\sתעודת\\sזהות`,
  `${W}شناختی\\sکارڈ\\s(?:بھی\\s)?(?:نہیں|ابھی\\sنہیں)\\s(?:بنا|بنی|بن\\sسکتا)`,
  `${W}nie\\smam\\s(?:jeszcze\\s)?(?:nawet\\s)?osiemnastki${E}`,
  `${W}för\\sung\\sför\\satt\\s(?:ens\\s)?(?:övningsköra|ta\\skörkort|köra\\smoped)${E}`,
  `${W}te\\sjong\\s(?:bent\\s|ben\\s|is\\s)?voor\\s(?:je|mijn|haar|een)\\s(?:scooter|brommer|auto)?rijbewijs${E}`,
  `${W}hindi\\spa\\s(?:siya\\s|ako\\s)?nag-?de-?debut${E}`,
  `${W}18th\\sbirthday\\s(?:niya|ko|mo)\\ssa\\ssusunod\\sna\\staon${E}`,
  // a bat mitzvah (at 12) still to come: `עוד לא חגגה בת מצווה`, `hasn't had her bat mitzvah yet`
  `${W}(?:עוד|עדיין|טרם)\\s(?:לא\\s)?(?:חגגה|חגגתי|עשתה|עשיתי|הייתה\\sלה|היה\\sלה|חגגו\\sלך|חגגו\\sלה|חגגו\\sלי)\\s(?:את\\s)?בת[\\s-]?ה?מצו?וה${E}`,
  `${W}(?:hasn'?t|haven'?t|has\\snot|have\\snot)\\s(?:even\\s)?had\\s(?:her|my)\\sbat\\smitzvah\\syet${E}`,
];

/** The youngest scouts: cubs, brownies, bulbuls (`λυκόπουλο`, `yavrukurt`, `الزهرات`, `কাব স্কাউট`, `बुलबुल टोली`). */
const YOUNGEST_SCOUTS = [
  `${W}(?:λυκόπουλ\\p{L}{1,2}|yavrukurt\\p{L}{0,6}|lobinh\\p{L}{1,2}|lobit\\p{L}{1,2}|lupett\\p{L}{1,2}|wölfling\\p{L}{0,2})${E}`,
  `${W}(?:ال)?زهرات\\s(?:ب|في\\s)?(?:ال)?كشاف\\p{L}{0,2}`,
  `${W}(?:কাব\\sস্কাউট|बुलबुल\\s(?:टोली|दल)|cub\\sscout\\s(?:pack|troop|den))`,
];

/** The exams and school subjects only children take: `passe le brevet`, `dă Evaluarea Națională`, `úkol z vlastivědy`. */
const CHILD_SCHOOL = [
  `${W}(?:passe|passer|passes|passera|prépare|révise|rate)\\s(?:le|son|mon|ton)\\sbrevet${E}(?!\\s(?:de|d'|du|des)${E})`,
  `${W}(?:dă|dau|dai|susține|susțin)\\s(?:anul\\săsta\\s)?evaluarea\\snațională${E}`,
  `${W}(?:úkol\\p{L}{0,2}|test\\p{L}{0,2}|písemk\\p{L}{1,2})\\sz\\s(?:vlastivěd|prvouk)\\p{L}{1,2}${E}`,
  `${W}(?:контрольн\\p{L}{1,3}|домашк\\p{L}{1,2}|урок\\p{L}{0,2})\\sпо\\sокружающему\\sмиру${E}`,
  `${W}(?:hausaufgaben|probe|test)\\s(?:in|für|aus)\\s(?:sachunterricht|sachkunde|hsu)${E}`,
  // a pupil of a school stage named with a child's word: `una cría de primaria`, `minha aluninha do fundamental`
  `${W}(?:cría|cria|niña|nena|chiquilla|peque)\\sde\\s(?:primaria|la\\sprimaria|secundaria|la\\seso|kínder)${E}`,
  `${W}(?:aluna|aluninha|estudante|menina)\\s(?:do|da)\\s(?:fundamental|sexta\\ssérie|sétima\\ssérie|oitava\\ssérie)${E}`,
  // Greeklish school years: `mathitria tis B gymnasiou`
  `${W}(?:a|b|g|v)['΄’]?\\s(?:gymnasiou|gymnasio|lykeiou|lykeio|dimotikou)${E}`,
];

/** An age said in passing: `нам по 16` (we are each 16), `на вид ей лет одиннадцать` (about eleven). */
const IN_PASSING = [
  `${W}(?:нам|им|вам)\\s(?:обеим\\s|обоим\\s|всем\\s)?по\\s(?:1[0-7]|[5-9]|десять|одиннадцать|двенадцать|тринадцать|четырнадцать|пятнадцать|шестнадцать|семнадцать)(?![\\p{L}\\d])`,
  `${W}(?:на\\sвид|выглядит\\sна|дашь|дать)\\s(?:ей\\s)?лет\\s(?:1[0-7]|[5-9]|десять|одиннадцать|двенадцать|тринадцать|четырнадцать|пятнадцать|шестнадцать|семнадцать)(?![\\p{L}\\d])`,
  // a daughter of six in Czech, the age an adjective: `její dcerka, asi šestiletá`
  `${W}(?:dcer\\p{L}{0,4}|syn\\p{L}{0,3}|holčičk\\p{L}{1,2}|vnučk\\p{L}{1,2}|neteř\\p{L}{0,2})[,]?\\s(?:asi\\s|tak\\s|zhruba\\s)?(?:dvou|tří|čtyř|pěti|šesti|sedmi|osmi|devíti|deseti|jedenácti|dvanácti|třinácti|čtrnácti|patnácti|šestnácti|sedmnácti)let(?:á|ou|ý|ého|é)${E}`,
  // a son or daughter of three in Swedish: `hennes son på tre år`
  `${W}(?:son|sonen|dotter|dottern|lillebror|lillasyster|barnet)\\s(?:på|om)\\s(?:[1-9]|1[0-7]|ett|två|tre|fyra|fem|sex|sju|åtta|nio|tio|elva|tolv)\\sår${E}`,
];

/** Still too little, said of herself or of her: `je suis encore trop petite pour`, `ще занадто мала`. */
const STILL_LITTLE = [
  `${W}(?:i'm|i\\sam|she's|she\\sis)\\sstill\\stoo\\slittle${E}`,
  `${W}(?:je\\ssuis|elle\\sest|t'es|tu\\ses)\\sencore\\strop\\spetite${E}`,
  `${W}(?:sou|ela\\sé|é)\\sainda\\smuito\\spequena\\spara${E}`,
  `${W}(?:soy|es|eres)\\stodavía\\s(?:muy|demasiado)\\s(?:pequeña|chiquita)\\spara${E}`,
  `${W}(?:ich\\sbin|sie\\sist|du\\sbist)\\snoch\\szu\\sklein${E}`,
  `${W}(?:sono|è|sei)\\sancora\\stroppo\\spiccola${E}`,
  `${W}(?:jestem|jest|jesteś)\\sjeszcze\\s(?:za|zbyt)\\smała${E}`,
  `${W}(?:я|она|ты)\\s(?:ещё|еще)\\s(?:слишком\\s)?маленькая${E}`,
  `${W}(?:я|вона|ти)\\sще\\s(?:занадто\\s|надто\\s)?мала${E}`,
  `${W}(?:sunt|este|e|ești)\\s(?:încă\\s)?prea\\smică\\s(?:să|ca\\ssă|pentru)${E}`,
  `${W}(?:jag\\sär|hon\\sär|du\\sär)\\sfortfarande\\sför\\sliten${E}`,
  `${W}(?:con|em|bé)\\scòn\\sbé\\squá${E}`,
];

/**
 * An age to come, up to 18 itself (she is younger now): `ستبلغ السادسة عشرة`, `Magiging 16 siya`, `faz 15 anos no
 * sábado`, `sambut hari jadi ke-18 bulan depan`, `debut niya sa susunod na taon`, `până împlinești 18`.
 */
const TO_COME = [
  `${W}(?:turns|will\\sturn|will\\sbe|i'll\\sbe|she'll\\sbe)\\s(?:18|eighteen)\\s(?:next\\s(?:week|month|year)|in\\s(?:a|two|three|\\d{1,2})\\s(?:days?|weeks?|months?))${E}`,
  `${W}(?:ستبلغ|سأبلغ|ستتم|سأتم|ستكمل|سأكمل)\\s(?:من\\sالعمر\\s)?(?:ال)?(?:عاشرة|(?:حادية|ثانية|ثالثة|رابعة|خامسة|سادسة|سابعة|ثامنة)\\s(?:ال)?عشرة?)${E}`,
  `${W}magiging\\s(?:1[0-8]|[5-9])(?![\\d.,])\\s(?:na\\s)?(?:siya|sya|ako|ka)${E}`,
  `${W}(?:faz|fará|vai\\sfazer)\\s(?:1[0-8]|[5-9])\\sanos\\s(?:no|na|em|amanhã|hoje|semana|mês|este|esta|daqui)${E}`,
  `${W}(?:sambut|rayakan|raikan|sambut\\sulang\\stahun)\\s(?:hari\\sjadi\\s|ulang\\stahun\\s)?(?:yang\\s)?ke-?\\s?(?:1[0-8]|[5-9])(?![\\d.,])\\s(?:bulan|minggu|tahun)\\s(?:depan|hadapan)${E}`,
  // her birthday itself to come: `ulang tahunku yg ke-16 masih bulan depan`, `sinh nhật tới em mới tròn 17`
  `${W}(?:ulang\\stahun|ultah|hari\\sjadi)(?:ku|mu|nya)?\\s(?:yang\\s|yg\\s)?ke-?\\s?(?:1[0-8]|[5-9])(?![\\d.,])\\s(?:masih\\s|baru\\s|nanti\\s)?(?:bulan|minggu|tahun)\\s(?:depan|hadapan)${E}`,
  `${W}(?:sinh\\snhat|thang|tuan|nam)\\s(?:toi|sau|sap\\stoi|ke\\stiep)\\s(?:(?:em|minh|toi|tui|chi|con|be)\\s)?(?:moi\\s|se\\s|chi\\s)*tron\\s(?:1[0-8]|[5-9])(?![\\d.,])`,
  `${W}debut\\s(?:niya|ko|mo)\\ssa\\ssusunod\\sna\\s(?:taon|buwan|linggo)${E}`,
  `${W}(?:agle|agli)\\s(?:mahine|hafte|saal)\\s(?:gyarah|barah|terah|chaudah|pandrah|solah|satrah|atharah|1[0-8])\\s(?:ki|ka|saal\\ski|saal\\ska)\\s(?:ho\\sjaungi|ho\\sjaunga|ho\\sjayegi|ho\\sjaegi|hogi)${E}`,
  // the genitive after `not yet`: `ей ещё не исполнилось четырнадцати`, `мені ще не виповнилось чотирнадцяти`
  `${W}(?:мне|ей|тебе|мені|їй|тобі)\\s(?:ещё|еще|ще)\\s(?:не\\sисполнилось|не\\sвиповнилось|не\\sвиповнилося)\\s(?:и\\s|й\\s|даже\\s|навіть\\s)?(?:одиннадцати|двенадцати|тринадцати|четырнадцати|пятнадцати|шестнадцати|семнадцати|восемнадцати|одинадцяти|дванадцяти|тринадцяти|чотирнадцяти|п'ятнадцяти|шістнадцяти|сімнадцяти|вісімнадцяти)${E}`,
  // a birthday named by its number, to come: `za dva týdny slaví sedmnáctiny`, `فردا جشن تولد چهارده‌سالگی‌اش است`
  `${W}(?:slaví|oslaví|bude\\sslavit|chystá)\\s(?:své\\s|svoje\\s)?(?:jedenáctiny|dvanáctiny|třináctiny|čtrnáctiny|patnáctiny|šestnáctiny|sedmnáctiny|osmnáctiny)${E}`,
  `${W}جشن\\sتولد\\s(?:یازده|دوازده|سیزده|چهارده|پانزده|شانزده|هفده|هجده|1[0-8]|۱[۰-۸])\\s?\u200c?سالگی\\p{L}{0,3}(?![\\p{L}])(?!\\s?(?:بود|گرفت|گرفتیم|گرفتند))`,
  // and where words are not spaced: `我五月才满十八岁`, `5月でやっと18歳`, `5월이 되어야 열여덟 살`, `สิบหกเธอจะครบ`
  '才满(?:十[一二三四五六七八]?|1[0-8]|[5-9])(?![0-9])',
  '(?:やっと|ようやく)(?:十[一二三四五六七八]?|1[0-8])(?:歳|才)',
  'まだ(?:十八|18)(?:歳|才)?じゃない',
  '(?:되어야|돼야)\\s?(?:열(?:한|두|세|네|다섯|여섯|일곱|여덟)?|1[0-8])\\s?살',
  '(?:열(?:한|두|세|네|다섯|여섯|일곱|여덟)|1[0-8])(?:\\s?살)?(?:은|이)?\\s?(?:[0-9]{1,2}월|내년|다음\\s?달)에나',
  '(?:ยังไม่ถึง|ยังไม่ครบ)\\s?(?:สิบ(?:เอ็ด|สอง|สาม|สี่|ห้า|หก|เจ็ด|แปด)?|1[0-8])(?![0-9])',
  '(?:สิบ(?:เอ็ด|สอง|สาม|สี่|ห้า|หก|เจ็ด|แปด)|1[0-8])\\s?(?:เธอ|ฉัน|หนู|เค้า|เขา|น้อง)?\\s?จะครบ',
  `${W}până\\s(?:împlinești|împlinesc|împlinește|să\\símplinești|să\\símplinesc)\\s(?:18|optsprezece)${E}`,
];

/** Not yet her first period, said without the word `first` (`ainda não menstruou`), never of a month's being late. */
const NO_PERIOD_YET = [
  `${W}ainda\\snão\\s(?:menstruou|menstruei|menstruaste)${E}(?!\\s(?:este|esse|neste|nesse)\\s(?:mês|ciclo))`,
];

/**
 * School years as chats write them: `tu esti in a 7a`, `8º ano,`, `9th standard`, `11th ka
 * chemistry practical`, `hs cấp 2`, `13t thôi`, `todavía estoy en la secu`, `ilikia: 15`.
 */
const SCHOOL_IN_CHAT = [
  `${W}(?:in|în)\\sa\\s?(?:[5-9]|1[0-2])-?a${E}`,
  `(?<![\\p{L}\\d])[5-9]\\s?\\.?\\s?[oº°]\\s+ano${E}(?!\\s(?:de|do|da)\\s)`,
  `(?<![\\p{L}\\d])(?:[5-9]|1[0-2])(?:th|vi|vin)\\s(?:standard|std)${E}`,
  `(?<![\\p{L}\\d])(?:[5-9]|1[0-2])(?:th|vi|vin)\\s(?:ka|ki)\\s(?:chemistry|physics|maths?|science|exams?|paper|practical|board|result|tuition)${E}`,
  `${W}(?:hs|hoc\\ssinh)\\s(?:cap|lop)\\s?(?:[1-9]|1[0-2])${E}`,
  `(?<![\\p{L}\\d])(?:1[0-7]|[5-9])t\\s(?:thoi|a|nha|nhe|roi|ak)${E}`,
  `${W}(?:en|de|a)\\sla\\ssecu${E}`,
  `${W}(?:ilikia|hlikia|ilikia\\smou)\\s?[:=]?\\s?(?:[0-9]|1[0-7])(?!\\d|[.,]\\d)`,
  `${W}matric\\s(?:kar|kr)\\s(?:rahi|raha|rhi)${E}`,
  `(?<![\\p{L}\\d])(?:9|1[0-2])(?:th|vi)?\\s(?:board)\\s(?:ki|ke|ka|exams?)${E}`,
  `${W}(?:class|kaksha)\\s(?:[1-9]|1[0-2])\\s(?:wali|wala|vali)${E}`,
  // a school year with nothing before it: `겨우 6학년인데`, `naik kelas 8`, `2ª media sezione B`, `học trò lớp 8`
  // fifth and sixth years are only a primary school's (a university has four)
  '(?<![0-9])[56]학년(?:이|인|이야|이에요|이고|인데|때)?',
  `${W}(?:naik|masuk|di)\\skelas\\s(?:[1-9]|1[0-2])(?![\\d.,])`,
  `(?<![\\p{L}\\d])[1-3]\\s?[ªa]\\s(?:media|superiore)${E}`,
  `${W}hoc\\stro\\slop\\s?(?:[1-9]|1[0-2])(?![\\d.,])`,
  // the field of her age in hiragana: `年齢:じゅうよん`
  '年齢\\s?[:：]\\s?じゅう(?:いち|に|さん|よん|し|ご|ろく|なな|しち|はち)?(?![ぁ-ん])',
  // the youth teams of Swedish football (`F14-laget`, `P15`)
  `(?<![\\p{L}\\d])[fp]\\s?-?(?:[89]|1[0-7])-?lag\\p{L}*`,
  // a first school day and its cone (`Einschulung`, `Schultüte`), and after-school care (`продлёнка`)
  `${W}(?:einschulung|schultüte|schultute)${E}`,
  `${W}продл[её]нк\\p{L}*`,
  // not yet her first period, or milk teeth, said plainly: `jeszcze nie miała okresu`, `δεν έχω αδιαθετήσει`, `mléčňáky`
  `${W}jeszcze\\snie\\s(?:miała|miałam|dostała|dostałam)\\s(?:swojego\\s)?okresu${E}`,
  `${W}(?:ακόμα|ακόμη)\\sδεν\\s(?:έχω|έχει|εχω|εχει)\\sαδιαθετήσει${E}`,
  `${W}δεν\\s(?:έχω|έχει|εχω|εχει)\\sαδιαθετήσει\\s(?:ακόμα|ακόμη)${E}`,
  `${W}(?:mléčňák\\p{L}{0,3}|dudh[\\s-]?daat|dudher\\sdaat)${E}`,
  '高校受験',
  // her age in the order of a bio (`Kasia, lat szesnaście`), and just entered (`17'me yeni girdim`)
  `${W}lat\\s(?:dziesięć|jedenaście|dwanaście|trzynaście|czternaście|piętnaście|szesnaście|siedemnaście)${E}`,
  `(?<![\\p{L}\\d])(?:1[0-7]|[5-9])'?\\s?\\p{L}{1,4}\\s(?:yeni\\s)?(?:girdim|girdi|girdin|bastim|bastı|bastım|basti)${E}`,
  // milk teeth, romanized: `daant bhi doodh ke hain`, `doodh ke daant`
  `${W}(?:doodh\\ske\\s(?:daant|dant|daat)|(?:daant|dant)\\s(?:bhi\\s)?doodh\\ske)${E}`,
];

export const CHILDHOOD_PATTERNS = [
  ...SCHOOL_IN_CHAT,
  ...NOT_OLD_ENOUGH,
  ...YOUNGEST_SCOUTS,
  ...CHILD_SCHOOL,
  ...IN_PASSING,
  ...STILL_LITTLE,
  ...TO_COME,
  ...NO_PERIOD_YET,
];
