/**
 * Cues of a child's body and day in the European languages (see cues.ts): each harmless alone (an adult
 * wears braces, keeps a teddy, is late with her period), together they describe a child. Regex sources,
 * folded; each found cue adds its weight once.
 */
export const EUROPE_CUES: Record<string, number> = {
  // no first period yet: alone an adult's late period (`todavía no le ha bajado la regla, ¿un test?`)
  'no\\s(?:le|me)\\sha\\s(?:bajado|venido|llegado)\\s(?:todavía\\s|aún\\s)?(?:la\\sregla|el\\speriodo)|ainda\\snão\\s(?:menstruou|teve\\sa\\s(?:primeira\\s)?menstruação)|pas\\sencore\\s(?:réglée|(?:eu\\s)?(?:ses|de)\\srègles)|noch\\s(?:keine|nicht\\sihre)\\s(?:periode|regel|tage)\\s(?:bekommen|gehabt)?|non\\sha\\sancora\\s(?:avuto\\s)?(?:il\\sciclo|le\\smestruazioni)|nog\\sniet\\songesteld|jeszcze\\snie\\s(?:miesiączkuje|ma\\s(?:okresu|miesiączki))|(?:ещё|еще)\\sнет\\sмесячных|ще\\s(?:немає|не\\sмає)\\sмісячних|ještě\\snemá\\s(?:menstruaci|menses)|încă\\snu\\sare\\s(?:menstruație|ciclu)|inte\\sfått\\s(?:mens|sin\\sförsta\\smens)|δεν\\sέχει\\s(?:αδιαθετήσει|περίοδο)\\sακόμα|henüz\\sregl\\sol(?:madı|mamış)': 2,
  // not yet developed, a child's clothing size
  'pas\\sencore\\sformée|(?:todavía|aún)\\sno\\s(?:se\\sha\\s)?desarrollad[ao]|ainda\\snão\\s(?:se\\s)?desenvolv\\p{L}{1,4}|körperlich\\snoch\\snicht\\sentwickelt|non\\sancora\\ssviluppata|nog\\sniet\\s(?:ontwikkeld|volgroeid)': 2,
  'kinderkleidergröße|kindergröße|talla\\sinfantil|tamanho\\sinfantil|taille\\senfant|taglia\\sbambina|kindermaat|rozmiar\\sdziecięcy|детский\\sразмер': 1,
  // a school bag: `обе с ранцами`
  'ranzen|schulranzen|cartable|mochila\\sdel\\scole|ранц\\p{L}{1,3}|ранец|рюкзачок|tornister\\p{L}{0,3}|aktovk\\p{L}{1,2}|ghiozdan\\p{L}{0,3}|σχολική\\sτσάντα|okul\\sçanta\\p{L}{1,3}|schooltas': 1,
  'zaino\\sdi\\sscuola|zaino\\sscolastico|школьн\\p{L}{2,3}\\sрюкзак\\p{L}{0,3}|шкільн\\p{L}{2,3}\\sрюкзак\\p{L}{0,3}|skolväska|skolryggsäck': 1,
  // a school trip, the first of September's assembly, white bows, being grounded
  'gita\\sscolastica|excursión\\sescolar|passeio\\sescolar|sortie\\sscolaire|klassenfahrt|schoolreisje|wycieczk\\p{L}{1,2}\\sszkoln\\p{L}{1,3}|klassresa|σχολική\\sεκδρομή|okul\\sgezisi|экскурси\\p{L}{1,3}\\sс\\sклассом': 1,
  'линейк\\p{L}{1,2}\\s(?:на\\s)?1\\sсентября|лінійц\\p{L}{1,2}\\s(?:на\\s)?1\\sвересня|бел\\p{L}{2,3}\\sбант\\p{L}{0,3}|біл\\p{L}{1,3}\\sбант\\p{L}{0,3}': 1,
  'hausarrest|huisarrest|szlaban\\p{L}{0,2}|utegångsförbud|privée?\\sde\\ssortie|castigad[ao]\\ssin\\ssalir': 1.5,
  // braces, a teddy, dolls, afraid of the dark, an allowance, a lap, picked up from school
  'brackets|frenos|aparato\\sdental|aparelho\\snos\\sdentes|appareil\\sdentaire|zahnspange|apparecchio\\sai\\sdenti|beugel|aparat\\sna\\szęby|брекет\\p{L}{0,3}|rovnátka|aparat\\sdentar|tandställning|σιδεράκια|diş\\steli': 1,
  'peluche|pelúcia|doudou|kuscheltier|plüschtier|knuffel|pluszak\\p{L}{0,3}|плюшев\\p{L}{1,4}\\s(?:мишк|игрушк|ведмедик|іграшк)\\p{L}{1,3}|plyšák\\p{L}{0,3}|jucărie\\sde\\spluș|gosedjur|λούτρινο|peluş': 1,
  'muñecas|bonecas|poupées|bambole|poppen|lalki|куклы|ляльки|panenky|păpuși|dockor|κούκλες': 1,
  'miedo\\sa\\sla\\soscuridad|medo\\sdo\\sescuro|peur\\sdu\\snoir|angst\\sim\\sdunkeln|paura\\sdel\\sbuio|bang\\sin\\shet\\sdonker|boi\\ssię\\sciemności|боится\\sтемноты|боїться\\sтемряви|bojí\\sse\\stmy|frică\\sde\\sîntuneric|mörkrädd|φοβάται\\sτο\\sσκοτάδι|karanlıktan\\skork\\p{L}{1,6}': 1,
  'harçlı\\p{L}{1,6}|mesada|argent\\sde\\spoche|taschengeld|paghetta|zakgeld|kieszonkowe|карманные\\sденьги|кишенькові|kapesné|bani\\sde\\sbuzunar|veckopeng|χαρτζιλίκι': 1,
  'no\\scolo\\sdo\\spai|en\\sel\\sregazo\\sde\\spapá|sur\\sles\\sgenoux\\sde\\spapa|auf\\spapas\\sschoß|van\\sschool\\sgehaald|(?:la|le)\\srecogen\\sdel\\scolegio': 1,
};
