/**
 * Two families read in every mode, written once for the languages that name them (regex sources, folded by the
 * engine; linear: every run is bounded):
 * - not yet her FIRST period (`n'a pas encore eu ses premières règles`, `jeszcze nie miałam pierwszego okresu`):
 *   a late period alone is an adult's and only a cue (europe-cues.ts); her first one still to come is a child's;
 * - a youth group of children's ages, as hers: cub scouts (`zuch`, `Pramuka Siaga`, `světluška`), the Young
 *   Pioneers (`Đội Thiếu niên Tiền phong`), her bat mitzvah or first communion to come;
 * - school years named in ways the language files do not read: `quarta ginnasio`, `lise 1'e`, `Α' Λυκείου`.
 */
const W = '(?<![\\p{L}])';
const E = '(?![\\p{L}])';

/** A verb of having before it is read with it, so it is not taken for an adult's relation (`sie hat noch nicht…`). */
const HAS =
  '(?:(?:hat|has|ha|ho|hai|a|ma|má|mám|máš|je|jest|heeft|har|tiene|tem|is|est|ist|è|es|é)\\s(?:(?:still|pořád|stále|ještě|encore|noch|ancora|todavía|ainda|nog|fortfarande)\\s)?)?';
/** A phrase of hers, starting a word, with the verb of having before it read with it. */
const hers = (body: string) => `${W}${HAS}${body}`;

const FIRST_PERIOD = [
  hers(
    `(?:pas encore|jamais)\\s(?:eu\\s)?(?:ses|mes|tes|sa|ma|ta|de)\\s(?:premi[eè]res?)\\s(?:r[eè]gles|menstruations?)${E}`,
  ),
  hers(
    `(?:non|mai)\\s(?:ha|ho|hai)\\s(?:ancora\\s)?(?:avuto\\s)?(?:il\\s(?:suo\\s|mio\\s|tuo\\s)?primo\\s(?:ciclo|mestruo)(?!\\s(?:di|della|del|dello)\\s)|le\\s(?:sue\\s|mie\\s|tue\\s)?prime\\smestruazioni|il\\smenarca)${E}`,
  ),
  hers(
    `nie\\s(?:miała|miałam|miałaś|dostała|dostałam|dostałaś)\\s(?:jeszcze\\s)?(?:swojego\\s|swojej\\s|mojego\\s|mojej\\s)?pierwsze(?:go|j)\\s(?:okresu|miesiączki|menstruacji)${E}`,
  ),
  hers(
    `(?:todavía|aún|aun)\\sno\\s(?:le\\s|me\\s|te\\s)?(?:ha|he|has)\\s(?:tenido|bajado|venido|llegado)\\s(?:su|mi|tu|la)\\sprimera\\s(?:regla|menstruación)${E}`,
  ),
  hers(
    `no\\s(?:le|me|te)\\sha\\s(?:bajado|venido|llegado)\\s(?:todavía\\s|aún\\s)?(?:su|mi|tu|la)\\sprimera\\s(?:regla|menstruación)${E}`,
  ),
  hers(
    `ainda\\snão\\s(?:teve|tive|tiveste|veio)\\s(?:a\\s)?(?:sua\\s|minha\\s|tua\\s)?primeira\\s(?:menstruação|menstruacao)${E}`,
  ),
  hers(
    `noch\\s(?:nicht|keine)\\s(?:ihre\\s|meine\\s|deine\\s)?erste\\s(?:periode|regel|blutung|menstruation|tage)${E}`,
  ),
  hers(`nog\\s(?:niet|geen)\\s(?:haar\\s|mijn\\s|je\\s)?eerste\\s(?:menstruatie|ongesteldheid|periode)${E}`),
  hers(`(?:inte|aldrig)\\s(?:fått|haft)\\s(?:sin|min|din)\\sförsta\\s(?:mens|menstruation)${E}`),
  hers(`(?:ещё|еще|пока)\\sне\\s(?:было|начались|пришли)\\sпервы[хе]\\s(?:месячны[хе]|менструаци\\p{L}{1,2})${E}`),
  hers(`(?:ще|поки)\\sне\\s(?:було|почалися|прийшли)\\sперш(?:их|і)\\s(?:місячн\\p{L}{1,3}|менструаці\\p{L}{1,2})${E}`),
  hers(
    `(?:încă|inca)\\snu\\s(?:a\\savut|i-a\\svenit|am\\savut|mi-a\\svenit)\\sprima\\s(?:menstruație|menstruatie|ciclu)${E}`,
  ),
  hers(
    `(?:henüz|daha)\\silk\\s(?:regl|adet)\\p{L}{0,4}\\s(?:ol\\p{L}{0,6}|gör\\p{L}{0,6})\\s?(?:değil|olmadı|olmamış|olmadım|görmedi|görmemiş|görmedim)${E}`,
  ),
];

const YOUTH_GROUPS = [
  // Polish cub scouts (7-10): `jest zuchem`, `zuchy z jej drużyny`
  `${W}zuch(?:a|em|y|ów|ami|om|u|enka|enki|enką|na|ny|ną)?${E}`,
  // Indonesian scouts by age (Siaga 7-10, Penggalang 11-15)
  `${W}pramuka\\s(?:siaga|penggalang)${E}`,
  // Vietnamese Young Pioneers (9-15)
  `${W}(?:đội\\sviên\\s)?(?:đội\\s)?thiếu\\sniên\\stiền\\sphong${E}`,
  // her bat mitzvah (at twelve), to come or being celebrated
  `${W}(?:her|your|celebrat\\p{L}{0,3}|prepar\\p{L}{0,3}\\sfor|practi[cs]\\p{L}{0,3}\\sfor|planning)\\s(?:(?:her|your|my|own|upcoming)\\s){0,3}ba[ts][\\s-]?mitz?vah?${E}`,
  `${W}(?:ל|ב)?בת[\\s-]?ה?מצו?וה\\s(?:שלה|שלך)${E}`,
  `${W}(?:חוגגת|מתכוננת\\sל|מתכוננת\\sלקראת)\\s?ה?בת[\\s-]?ה?מצו?וה${E}`,
];

/** The school-leaving exams of class 10 in India and Pakistan, being prepared for: `दसवीं बोर्ड की तैयारी`. */
const BOARD_EXAMS = [
  `${W}(?:दसवीं|दसवी|नौवीं|10वीं|10th|دسویں|میٹرک)\\s(?:(?:के|का|की|کے|کا|کی)\\s)?(?:बोर्ड|board|बोर्ड्स|بورڈ)${E}`,
];

/** More youth groups, milestones and school years of children's ages, read whole in every mode. */
const MILESTONES = [
  // cub and girl scouts: `světluška`, `louveteaux`, `jeannettes`, `bij de welpen`, `kabouters`
  hers(`(?:světlušk\\p{L}{0,3}|vlčat\\p{L}{0,3}|louveteaux|louvettes?|jeannettes?)${E}`),
  hers(`(?:soy|eres|era|insignia\\sde|manada\\sde|seisena\\sde)\\s(?:una?\\s)?lobat[ao]s?${E}`),
  // the juniors of Plast, the Ukrainian scouts: `новачка в Пласті`
  `${W}(?:пташ\\p{L}{0,4}|новачк\\p{L}{0,3}|юначк\\p{L}{0,3})\\s(?:в|у)\\sпласт\\p{L}{0,2}${E}`,
  hers(`(?:bij\\sde|zit\\sbij\\sde|op\\sscouting\\sbij\\sde)\\s(?:welpen|kabouters|bevers)${E}`),
  // her first communion, just made or to come: `ho appena fatto la prima comunione`, `idę do komunii`
  hers(`(?:appena\\sfatto|fa|farà|farò|faccio)\\s(?:la\\s)?(?:sua\\s|mia\\s)?prima\\scomunione${E}`),
  hers(`(?:idę|pójdę|idzie|pójdzie|iść)\\sdo\\s(?:pierwszej\\s)?komunii${E}`),
  hers(`(?:hará|haré|hace|hago|acaba\\sde\\shacer|acabo\\sde\\shacer)\\s(?:la|su|mi)\\sprimera\\scomunión${E}`),
  hers(
    `(?:fará|farei|faz|faço|acabou\\sde\\sfazer|acabei\\sde\\sfazer)\\s(?:a\\s)?(?:sua\\s|minha\\s)?primeira\\scomunhão${E}`,
  ),
  hers(`(?:ihre|meine|deine)\\s(?:erste\\s)?(?:heilige\\s)?(?:erstkommunion|kommunion)\\s(?:ist|wird|kommt|steht)${E}`),
  // her Nth birthday as a noun (Czech): `slaví sedmnáctiny`
  hers(`(?:desetin|jedenáctin|dvanáctin|třináctin|čtrnáctin|patnáctin|šestnáctin|sedmnáctin)(?:y|ám|ách|ami)${E}`),
  // school years: `quarta ginnasio`, `går ut nian`, `lise 1'e`, `Α' Λυκείου`, `elevă de a opta`, `incoming Grade 7`
  hers(`(?:quarta|quinta|iv|v)\\s(?:ginnasio|gin)${E}`),
  hers(`(?:går\\sut|gick\\sut|börjar|går\\si)\\s(?:sexan|sjuan|åttan|nian)${E}`),
  hers(
    `lise\\s?[1-4](?:\\.\\s?sınıf\\p{L}{0,4}|'\\p{L}{1,3}|\\s(?:öğrencisi\\p{L}{0,3}|sınıf\\p{L}{0,4}))(?![\\d\\p{L}])`,
  ),
  hers(`(?:α|β|γ)['΄’ʹ]?\\s(?:γυμνασίου|λυκείου|δημοτικού)${E}`),
  hers(
    `(?:elev[aăe]|eleva|elevi)\\s(?:de|din|în)\\s(?:clasa\\s)?a\\s(?:cincea|șasea|sasea|șaptea|saptea|opta|noua|zecea)${E}`,
  ),
  hers(
    `în\\sa\\s(?:cincea|șasea|sasea|șaptea|saptea|opta)${E}(?!\\s(?:zi|lun|oră|or|săptămân|saptaman|an\\b|etaj|rând|rand|persoan))`,
  ),
  hers(`(?:incoming|kaka-?|papasok\\ssa)\\s?grade\\s?(?:[1-9]|1[0-2])(?![\\d.,])`),
  // the entrance exams to secondary school (at fourteen or fifteen): `přijímačky na střední`
  hers(`přijímačk\\p{L}{1,3}\\s(?:na\\s)?(?:střední|gympl|gymnázium|průmyslovku)${E}`),
  // a school girl with a word between: `pelajar perempuan Tingkatan 2`
  hers(
    `(?:pelajar|murid|budak)\\s(?:perempuan|lelaki)\\s(?:tingkatan|form|darjah)\\s?(?:[1-6]|satu|dua|tiga|empat|lima|enam)(?![\\d\\p{L}])`,
  ),
];

/** Not old enough yet for what comes at 14 to 18: `ehliyet alacak yaşta bile değilim`, `мне ещё даже паспорт не выдали`. */
const NOT_OLD_ENOUGH = [
  `${W}(?:ehliyet\\salacak|oy\\skullanacak|reşit\\solacak)\\s(?:yaşta|yaşa)\\s(?:bile\\s)?(?:değil\\p{L}{0,4}|gelme\\p{L}{1,5})${E}`,
  `${W}(?:ещё|еще)\\s(?:даже\\s)?паспорт\\s(?:не\\sвыдали|не\\sполучила|не\\sдали)${E}`,
  `${W}(?:ще|навіть)\\s(?:навіть\\s)?паспорт\\p{L}{0,2}\\s(?:не\\sвидали|не\\sотримала|не\\sмаю)${E}`,
  // secondary school still to come: `als ik naar de middelbare ga`, `volgend jaar naar de brugklas`
  `${W}(?:als|wanneer|zodra|volgend\\sjaar)\\s(?:(?:ik|ze|zij|je|jij)\\s)?naar\\sde\\s(?:middelbare|brugklas)(?:\\sschool)?(?:\\s(?:ga|gaat|gaan))?${E}`,
];

/**
 * A class named by its grade and letter (`aus der 8b`, not `ich unterrichte in der 7b`), or a school year written
 * short (`고1`, `中2`): read only where no counter follows (`최고 1위`, `小1時間`, `그 중 1명` stay), nor `since` (`고1 때부터`).
 */
const SHORT_GRADES = [
  `${W}(?:aus\\sder|(?:gehe|gehst|geht|bin|bist|ist|sitze|sitzt)\\sin\\s(?:der|die))\\s(?:[5-9]|1[0-2])[a-f]${E}`,
  `${W}(?:초|중|고)[1-6](?!\\d)(?!\\s?(?:때부터|부터|명|개|위|번|시|등|층|월|일|년|분|초|회|살|점|단계|차|대|권|장|편))`,
  `(?<![\\p{Script=Han}])(?:小|中|高)[1-6](?!\\d)(?![時個本枚人回年月日分秒点位番度杯台名階部円])`,
];

/** Almost an age, told after a comma (beside a name) and ending its clause: `Ik ben Noor, bijna 16, en…` (not `es ist fast 12.`). */
const ALMOST = [
  `(?<=,\\s{0,2})(?:bijna|almost|nearly|casi|quase|presque|quasi|fast|prawie|почти|майже|skoro|aproape|nästan|σχεδόν|neredeyse|hampir|halos|gần|เกือบ)\\s(?:1[0-8]|[5-9])(?=\\s?(?:$|[,.!?;)~]))`,
  // Hindi: not even seventeen yet (`अभी सत्रह की भी नहीं हुई`)
  `${W}(?:1[0-8]|दस|ग्यारह|बारह|तेरह|चौदह|पंद्रह|सोलह|सत्रह|अठारह)\\s(?:साल\\s)?(?:की|का)\\s(?:भी\\s)?नहीं\\s(?:हुई|हुआ|हूँ|हूं)${E}`,
];

export const YOUTH_PATTERNS = [
  ...FIRST_PERIOD,
  ...YOUTH_GROUPS,
  ...BOARD_EXAMS,
  ...MILESTONES,
  ...NOT_OLD_ENOUGH,
  ...SHORT_GRADES,
  ...ALMOST,
];
