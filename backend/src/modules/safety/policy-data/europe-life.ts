/**
 * Patterns of a child's body and school life in the European languages, read like each language's own
 * `patterns` (regex sources, folded by the engine; linear: every run is bounded). A pattern starts at the
 * word that makes it hers now (`encore`, `noch`, `ще`), so a verb before it (`a`, `hat`, `has`) is not
 * read as an adult's relation to a child, and a possessive (`ses dents de lait`) does not make it
 * someone else's: `elle perd encore ses dents de lait`, `noch keine Pubertät`, `nog een kinderlijf`.
 */

/** Up to three words between the word of time and what it points at: `encore ses`, `ακόμα όλα τα`. */
const GAP = '(?:\\p{L}{1,12}\\s){0,3}';
/** A number right before the end of its clause: `на самом деле шестнадцать,` (not `15 minutes`). */
/** The end of a clause, not a mark inside a number (`16:30`, `16.5`); an ellipsis is folded to full stops. */
const CLAUSE_END = '(?=\\s?(?:$|[,.;:](?!\\d)|[!?)]))';
const W = '(?<![\\p{L}])';
/** A verb of having read with what follows (`hat noch`, `ha ancora`): alone it is an adult's relation (`has two kids`). */
const has = (verbs: string) => `${W}(?:${verbs}\\s(?:\\p{L}{1,10}\\s)?)?`;
/** Children the speaker tells of, before a verb of having: `mi hijo tiene dientes de leche` is not her. */
const CHILD_BEFORE =
  '(?<!(?:hijo|hija|hijos|hijas|filho|filha|filhos|figlio|figlia|figli|syn|synek|córka|córki|córeczka|dcera|dcerka|fiul|fiica|fiul meu)\\s)';
/** A verb of having right before her milk teeth, the word of time left out or not: `má mléčné zuby`, `tiene aún`. */
const hasThen = (verbs: string, lead: string) => `${W}${CHILD_BEFORE}${verbs}\\s(?:${lead}\\s${GAP})?`;

/** An age under 18 in each language, digits or a word (from five up: `aparentas 5` is a child too). */
const TEENS = {
  es: '(?:1[0-7]|[5-9]|diez|once|doce|trece|catorce|quince|diecis[eé]is|diecisiete)',
  pt: '(?:1[0-7]|[5-9]|dez|onze|doze|treze|catorze|quatorze|quinze|dezesseis|dezasseis|dezessete|dezassete)',
  fr: '(?:1[0-7]|[5-9]|dix|onze|douze|treize|quatorze|quinze|seize|dix[\\s-]sept)',
  de: '(?:1[0-7]|[5-9]|zehn|elf|zwölf|dreizehn|vierzehn|fünfzehn|sechzehn|siebzehn)',
  it: '(?:1[0-7]|[5-9]|dieci|undici|dodici|tredici|quattordici|quindici|sedici|diciassette)',
  nl: '(?:1[0-7]|[5-9]|tien|elf|twaalf|dertien|veertien|vijftien|zestien|zeventien)',
  pl: '(?:1[0-7]|[5-9]|dziesięć|jedenaście|dwanaście|trzynaście|czternaście|piętnaście|szesnaście|siedemnaście)',
  ru: '(?:1[0-7]|[5-9]|десять|одиннадцать|двенадцать|тринадцать|четырнадцать|пятнадцать|шестнадцать|семнадцать)',
  uk: "(?:1[0-7]|[5-9]|десять|одинадцять|дванадцять|тринадцять|чотирнадцять|п'?ятнадцять|шістнадцять|сімнадцять)",
  ro: '(?:1[0-7]|[5-9]|zece|unsprezece|doisprezece|douăsprezece|treisprezece|paisprezece|cincisprezece|șaisprezece|șaptesprezece)',
  sv: '(?:1[0-7]|[5-9]|tio|elva|tolv|tretton|fjorton|femton|sexton|sjutton)',
  // a Cyrillic `З` typed for the 3 of 13 (`1З χρονών`) reads as the digit
  el: '(?:1[0-7з]|[5-9]|δέκα|έντεκα|δώδεκα|δεκατρία|δεκατέσσερα|δεκαπέντε|δεκαέξι|δεκαεπτά|δεκαεφτά)',
  tr: '(?:1[0-7]|[5-9]|on|on\\s?bir|on\\s?iki|on\\s?üç|on\\s?dört|on\\s?beş|on\\s?altı|on\\s?yedi)',
  cs: '(?:1[0-7]|[5-9]|deset|jedenáct|dvanáct|třináct|čtrnáct|patnáct|šestnáct|sedmnáct)',
};

/** Her real age told after another (`25, но на самом деле 16`): the words for `in reality`, each language. */
const REALLY: Record<keyof typeof TEENS, string> = {
  es: '(?:en\\srealidad|de\\sverdad)\\s(?:tiene\\s|tengo\\s|solo\\s|sólo\\s)?',
  pt: '(?:na\\sverdade|na\\srealidade|de\\sverdade)\\s(?:tem\\s|tenho\\s|só\\s)?',
  fr: "(?:en\\sréalité|en\\svrai|en\\sfait)\\s(?:elle\\sa\\s|j'ai\\s|seulement\\s)?",
  de: '(?:in\\swirklichkeit|eigentlich|in\\swahrheit)\\s(?:ist\\ssie\\s|bin\\sich\\s|erst\\s|nur\\s)?',
  it: '(?:in\\srealtà|in\\sverità)\\s(?:ne\\sha\\s|ne\\sho\\s|solo\\s)?',
  nl: '(?:eigenlijk|in\\swerkelijkheid)\\s(?:is\\sze\\s|ben\\sik\\s|pas\\s|maar\\s)?',
  pl: '(?:w\\srzeczywistości|tak\\snaprawdę|w\\sistocie)\\s(?:ma\\s|mam\\s|tylko\\s)?',
  ru: '(?:на\\sсамом\\sделе|в\\sдействительности|в\\sреальности)\\s(?:ей\\s|мне\\s|всего\\s|только\\s)?',
  uk: '(?:насправді|на\\sсправді|в\\sдійсності)\\s(?:їй\\s|мені\\s|лише\\s|тільки\\s)?',
  ro: '(?:în\\srealitate|de\\sfapt|în\\sadevăr)\\s(?:are\\s|am\\s|doar\\s)?',
  sv: '(?:egentligen|i\\sverkligheten|på\\sriktigt)\\s(?:är\\shon\\s|är\\sjag\\s|bara\\s)?',
  el: "(?:στην\\sπραγματικότητα|στ'?\\s?αλήθεια)\\s(?:είναι\\s|είμαι\\s|μόνο\\s)?",
  tr: '(?:aslında|gerçekte)\\s(?:sadece\\s|daha\\s)?',
  cs: '(?:ve\\sskutečnosti|doopravdy|vlastně)\\s(?:je\\sjí\\s|je\\smi\\s|jen\\s)?',
};

/** `but` before it, read with it (`25, но на самом деле 16`): what stands before is not a relation to her. */
const BUT: Record<keyof typeof TEENS, string> = {
  es: 'pero',
  pt: 'mas',
  fr: 'mais',
  de: 'aber',
  it: 'ma',
  nl: 'maar',
  pl: 'ale',
  ru: 'но|а',
  uk: 'але|а',
  ro: 'dar|însă',
  sv: 'men',
  el: 'αλλά',
  tr: 'ama|fakat',
  cs: 'ale',
};
/** Her age in years may follow where the number hides from the age reading (`1З χρονών`). */
const YEARS = '(?:\\s(?:χρονών|χρόνων|ετών))?';
const really = (lang: keyof typeof TEENS) =>
  `${W}(?:(?:${BUT[lang]})\\s)?${REALLY[lang]}${TEENS[lang]}${lang === 'el' ? YEARS : ''}${CLAUSE_END}`;

export const EUROPE_LIFE: Record<keyof typeof TEENS | 'en', string[]> = {
  en: [
    // her grade told short, at the end of its clause: `lol I'm only in 8th, my teacher...`
    `${W}(?:i'?m|im|i\\sam|she'?s|she\\sis)\\s(?:only\\s|just\\s|still\\s|now\\s)?in\\s(?:[5-9]|1[0-2])(?:st|nd|rd|th)${CLAUSE_END}`,
    // her milk teeth, still or being lost: `she still has her milk teeth`, `losing her baby teeth`
    `${has('(?:has|have|had)')}(?:still|losing|lost|loose|wiggly|wobbly)\\s${GAP}(?:milk|baby)\\s(?:teeth|tooth)(?![\\p{L}])`,
    `${has('(?:has|have|had)')}(?:still|yet)\\s(?:has\\s|have\\s)?(?:(?:a\\s)?(?:child's|childs|kid's|little\\sgirl's)\\sbody|the\\sbody\\sof\\sa\\s(?:child|kid|little\\sgirl))`,
  ],
  es: [
    // her permanent teeth coming in: `le están saliendo los dientes definitivos`,
    `${W}(?:le\\s|me\\s)?(?:están\\ssaliendo|salen|sale|está\\smudando)\\s(?:los\\s)?(?:dientes|dientes\\sdefinitivos|primeros\\sdientes\\sdefinitivos)(?:\\sdefinitivos)?`,
    `${has('(?:tiene|tengo|tenía)')}(?:todavía|aún|sigue|conserva|pierde|perdiendo|mudando|se\\sle\\scaen?|cayéndosele|se\\sle\\sestán\\scayendo)\\s${GAP}(?:dientes?|dientecitos?|muelas?)\\sde\\sleche`,
    `${hasThen('(?:tiene|tengo|tenía)', '(?:todavía|aún|sigue|conserva|pierde|perdiendo|mudando|se\\sle\\scaen?|cayéndosele|se\\sle\\sestán\\scayendo)')}(?:dientes?|dientecitos?|muelas?)\\sde\\sleche`,
    `${has('(?:tiene|tengo|tenía)')}(?:todavía|aún)\\sno\\s${GAP}(?:a\\s|en\\s)?(?:la\\s)?pubertad`,
    `${has('(?:tiene|tengo|tenía)')}(?:todavía|aún)\\s(?:tiene\\s)?(?:un\\s|el\\s)?cuerpo\\sde\\s(?:una\\s)?(?:niña|nena|cría)`,
    really('es'),
  ],
  pt: [
    `${W}(?:estão\\snascendo|nascem|nasce|está\\strocando)\\s(?:os\\s)?(?:dentes\\spermanentes|dentes\\sdefinitivos|dentinhos)`,
    `${has('(?:tem|tenho|tinha)')}(?:ainda|perde|perdendo|caindo|caiu|trocando|troca|mole|molinho)\\s${GAP}(?:dentes?|dentinhos?)\\sde\\sleite`,
    `${hasThen('(?:tem|tenho|tinha)', '(?:ainda|perde|perdendo|caindo|caiu|trocando|troca|mole|molinho)')}(?:dentes?|dentinhos?)\\sde\\sleite`,
    `${has('(?:tem|tenho|tinha)')}ainda\\snão\\s${GAP}(?:a\\s|na\\s)?puberdade`,
    `${has('(?:tem|tenho|tinha)')}ainda\\s(?:tem\\s)?(?:um\\s|o\\s)?corpo\\sde\\s(?:uma\\s)?(?:criança|menina)`,
    `${W}(?:parece|aparenta|aparentas|pareces)\\s(?:ter\\s)?(?:uns\\s)?${TEENS.pt}${CLAUSE_END}`,
    // her past, asked about: `de quando vc tinha 13`
    `${W}quando\\s(?:vc|você|voce|tu|cê)\\s(?:tinha|tinhas)\\s(?:uns\\s|só\\s)?${TEENS.pt}(?![\\p{L}\\d]|[.,]\\d)(?!\\s?(?:reais|horas|min|%|€|\\$))`,
    really('pt'),
  ],
  fr: [
    // her looks: `on dirait que t'as 12`, `t'as l'air d'avoir 12`
    `${W}(?:on\\sdirait\\s(?:que\\s)?(?:t'as|tu\\sas|elle\\sa)|(?:t'as|tu\\sas|elle\\sa)\\sl'air\\sd'avoir)\\s(?:genre\\s|à\\speine\\s|même\\spas\\s)?${TEENS.fr}${CLAUSE_END}`,
    `${W}(?:ses|mes)\\sdents\\sdéfinitives\\s(?:poussent|arrivent|sortent)`,
    `${W}(?:je\\s(?:vais|suis|reste)|elle\\s(?:va|est|reste))\\s(?:à\\sla\\sgarderie|au\\spériscolaire|à\\sl'étude\\sdu\\ssoir)`,
    // listed here, not as a word: her own (`ses dents de lait`) is no one else's
    '(?<![\\p{L}])dents?\\sde\\slait(?![\\p{L}])',
    `${has('(?:a|ai|avait)')}(?:encore|toujours|perd|perdu|perdre|tombent|tombe|bouge|bougent)\\s${GAP}dents?\\sde\\slait`,
    `${has('(?:a|ai|avait|est|suis)')}pas\\sencore\\s${GAP}(?:la\\s)?(?:puberté|pubère)`,
    `${has('(?:a|ai|avait)')}(?:encore|toujours)\\s(?:un\\s|le\\s)?corps\\sd'?\\s?(?:une\\s)?(?:enfant|fillette|petite\\sfille)`,
    really('fr'),
  ],
  de: [
    `${W}(?:die\\s)?bleibenden\\szähne\\s(?:kommen|wachsen|brechen)`,
    // her class by its ordinal alone: `in der Siebten`,
    `${W}(?:in\\sder|in\\sdie|aus\\sder)\\s(?:fünfte|sechste|siebte|achte|neunte|zehnte)n?(?![\\p{L}])(?!\\s(?:reihe|etage|stock|runde|woche|minute|stunde|sinfonie|symphonie|liga|kurve|spalte|zeile|ausgabe|auflage|staffel|folge|generation|klasse\\sder\\sbahn))`,
    // her class by its letter, after-school care: `aus der 7b`, `im Hort`,
    `${W}(?:mitschüler\\p{L}{0,3}|klassenkamerad\\p{L}{0,3}|bin|ist|bist|geht|gehe|gehst|komme|kommt|gymnasium|realschule|gesamtschule|hauptschule|schule)\\s(?:aus\\sder|in\\sder|in\\sdie)\\s(?:[5-9]|1[0-2])\\s?[a-f](?![\\p{L}\\d])`,
    `${W}(?:im|in\\sden|aus\\sdem|vom|zum)\\short(?![\\p{L}])`,
    // listed here, not as a word: her own (`ses dents de lait`) is no one else's
    '(?<![\\p{L}])(?:milchz[aä]hn\\p{L}{0,3}|pubertät)(?![\\p{L}])',
    `${has('(?:hat|habe|hab|hatte)')}(?:noch|verliert|verloren|wackel\\p{L}{0,3}|fallen|fällt|wechselt)\\s${GAP}milchz[aä]hn\\p{L}{0,3}`,
    `${has('(?:hat|habe|hab|hatte|ist|bin)')}noch\\s(?:keine\\s|nicht\\s(?:in\\s(?:der|die)\\s)?)pubertät`,
    `${has('(?:hat|habe|hab|hatte)')}noch\\s(?:einen\\s|den\\s)?(?:kinderkörper\\p{L}{0,2}|körper\\seines\\s(?:kindes|kleinen\\smädchens))`,
    `${W}(?:siehst|sieht)\\s(?:\\p{L}{1,8}\\s)?aus\\swie\\s${TEENS.de}${CLAUSE_END}`,
    really('de'),
  ],
  it: [
    `${W}(?:vado|sono|resto|va|è|rimane)\\s(?:al\\s|all'\\s?|a\\s)doposcuola`,
    `${has('(?:ha|ho|aveva)')}(?:ancora|perde|perdendo|cadono|cade|caduto|dondola)\\s${GAP}dent(?:i|e|ini|ino)\\sda\\slatte`,
    `${hasThen('(?:ha|ho|aveva)', '(?:ancora|perde|perdendo|cadono|cade|caduto|dondola)')}dent(?:i|e|ini|ino)\\sda\\slatte`,
    `${has('(?:ha|ho|aveva)')}(?:ancora\\snon|non\\sancora)\\s${GAP}(?:nella\\s)?pubertà`,
    `${has('(?:ha|ho|aveva)')}ancora\\s(?:un\\s|il\\s)?corpo\\s(?:da|di)\\s(?:una\\s)?(?:bambina|ragazzina)`,
    `${W}(?:sembri|dimostri)\\s(?:una\\sdi\\s|di\\savere\\s|avere\\s)?${TEENS.it}${CLAUSE_END}`,
    really('it'),
  ],
  nl: [
    `${W}(?:naar|op|van|bij)\\s(?:de\\s)?(?:bso|naschoolse\\sopvang)(?![\\p{L}])`,
    // listed here, not as a word: her own (`ses dents de lait`) is no one else's
    '(?<![\\p{L}])melktand(?:en|jes|je)?(?![\\p{L}])',
    `${has('(?:heeft|heb|had)')}(?:nog|verliest|wisselt|wiebel\\p{L}{0,3}|valt|vallen)\\s${GAP}melktand\\p{L}{0,4}`,
    `${has('(?:heeft|heb|had|is|ben)')}nog\\s(?:niet\\s(?:in\\sde\\s)?|geen\\s)pubert\\p{L}{0,4}`,
    `${has('(?:heeft|heb|had)')}nog\\s(?:een\\s|het\\s)?kinder(?:lijf|lichaam)\\p{L}{0,2}`,
    `${W}(?:lijk|lijkt|oogt)\\s(?:wel\\s|net\\s|pas\\s|maar\\s){0,2}${TEENS.nl}${CLAUSE_END}`,
    really('nl'),
  ],
  pl: [
    `${has('(?:ma|mam|miała)')}(?:jeszcze|wciąż|nadal)\\s(?:ma\\s)?(?:dziecięce\\sciało|ciał(?:o|ko)\\sdziecka|ciało\\smałej\\sdziewczynki)`,
    `${W}(?:w|do|z|ze)\\szerów(?:ce|ki|kę|ka)(?![\\p{L}])`,
    `${has('(?:ma|mam|miała)')}(?:jeszcze|wciąż|nadal|traci|wypada\\p{L}{0,3}|ruszają|rusza)\\s${GAP}(?:mleczn\\p{L}{1,3}\\sz[ęe]b\\p{L}{0,3}|mleczak\\p{L}{0,3})`,
    `${hasThen('(?:ma|mam|miała)', '(?:jeszcze|wciąż|nadal|traci|wypada\\p{L}{0,3}|ruszają|rusza)')}(?:mleczn\\p{L}{1,3}\\sz[ęe]b\\p{L}{0,3}|mleczak\\p{L}{0,3})`,
    `${W}(?:jeszcze|wciąż)\\snie\\s${GAP}(?:okres\\p{L}{0,3}\\s)?dojrzewani\\p{L}{1,2}`,
    `${W}(?:kiedy|jak|gdy)\\s(?:miałaś|miałeś)\\s(?:tylko\\s)?${TEENS.pl}(?![\\p{L}\\d]|[.,]\\d)(?!\\s?(?:zł|lat|złotych|%))`,
    // after-school care and her school bag: `wróciłam ze świetlicy`, `spakować tornister`
    `${W}(?:wróciłam|wracam|idę|pójdę|siedzę|jestem|byłam|zostaję|zostałam|chodzę|odbiera\\smnie|odebrała\\smnie)\\s(?:\\p{L}{1,10}\\s)?(?:ze|w|na|do)\\sświetlic\\p{L}{1,2}`,
    `${W}(?:spakować|spakowałam|pakuję|pakować|zakładam|noszę|mój|mam)\\s(?:\\p{L}{1,10}\\s)?tornister\\p{L}{0,3}`,
    // a subject of the primary school: `lekcje z przyrody`
    `${W}(?:lekcj\\p{L}{0,2}|zadani\\p{L}{0,2}|sprawdzian\\p{L}{0,2}|kartkówk\\p{L}{1,2}|klasówk\\p{L}{1,2}|jedynk\\p{L}{1,2}|szóstk\\p{L}{1,2})\\sz\\sprzyrody`,
    really('pl'),
  ],
  ru: [
    `${has('(?:у\\sнеё|у\\sменя|есть)')}(?:ещё|до\\sсих\\sпор)\\s(?:детское\\sтело|тело\\sребёнка|тело\\sмаленькой\\sдевочки)`,
    // the first two grades with a verb of going to school (`в первом классе` alone may be a train's),
    `${W}(?:учит\\p{L}{1,3}|ход\\p{L}{1,3}|перешл\\p{L}{1,2}|пошл\\p{L}{1,2})\\s(?:в|во)\\s(?:перв|втор)(?:ом|ой|ый|ого)\\sкласс\\p{L}{0,2}`,
    `${W}(?:ещё|пока)\\sне\\s${GAP}половое\\sсозревание`,
    `${has('(?:у\\sнеё|у\\sменя|есть)')}(?:ещё|до\\sсих\\sпор|выпада\\p{L}{1,3}|теряет|шатается|шатаются|меняет)\\s${GAP}молочн\\p{L}{1,3}\\sзуб\\p{L}{0,4}`,
    `${W}(?:ещё|пока)\\sне\\s${GAP}(?:пубертат\\p{L}{0,3}|полового\\sсозревания|созрел\\p{L}{0,2})`,
    // her class by its letter: `из 8-Б`; after-school care: `бежать на продлёнку`
    // (single letters are joined before patterns read them: `из 8-Б` reads `из8б`)
    `${W}(?:из|в|во|с|со)\\s?(?:[1-9]|1[01])\\s?[-–]?\\s?[абвгд](?![\\p{L}\\d])`,
    `${W}(?:на|в)\\sпродл[её]нк\\p{L}{1,2}`,
    `${W}(?:учительниц\\p{L}{0,2}|классн\\p{L}{2,3}|классуха)\\s(?:\\p{L}{1,10}\\s){0,2}(?:(?:маме|папе|родителям)\\s(?:позвонит|позвонила|звонит|напишет|пожалуется|нажалуется|расскажет)|(?:позвонит|позвонила|звонит|напишет|пожалуется|нажалуется|расскажет)\\s(?:маме|папе|родителям))`,
    really('ru'),
  ],
  uk: [
    `${has('(?:у\\sнеї|у\\sмене|має|маю)')}(?:ще|досі)\\s(?:дитяче\\sтіло|тіло\\sдитини|тіло\\sмаленької\\sдівчинки)`,
    `${has('(?:у\\sнеї|у\\sмене|має|маю)')}(?:ще|досі|випада\\p{L}{1,3}|втрачає|хитається|хитаються|міняє)\\s${GAP}молочн\\p{L}{1,3}\\sзуб\\p{L}{0,4}`,
    `${W}(?:ще|поки)\\sне\\s${GAP}(?:пубертат\\p{L}{0,3}|статевого\\sдозрівання|дозріл\\p{L}{0,2})`,
    `${W}(?:з|із|зі|в|у)\\s?(?:[1-9]|1[01])\\s?[-–]?\\s?[абвгд](?![\\p{L}\\d])`,
    `${W}(?:на|в|у)\\sпродл[ьі]?онк\\p{L}{1,2}`,
    `${W}(?:вчительк\\p{L}{1,2}|класна\\sкерівниця|класн\\p{L}{2,3})\\s(?:\\p{L}{1,10}\\s){0,2}(?:(?:мамі|татові|батькам)\\s(?:подзвонить|зателефонує|напише|поскаржиться|розкаже)|(?:подзвонить|зателефонує|напише|поскаржиться|розкаже)\\s(?:мамі|татові|батькам))`,
    really('uk'),
  ],
  cs: [
    `${has('(?:má|mám|měla)')}(?:ještě|pořád|stále)\\s(?:má\\s)?(?:dětské\\stělo|tělo\\sdítěte|tělo\\smalé\\sholky)`,
    // the first two grades with a verb of going to school (`druhá třída` alone may be a train's),
    `${W}(?:chod\\p{L}{1,3}|jde|šla|nastoupila)\\s(?:do|ve?)\\s(?:první|druhé|1\\.|2\\.)\\s?tříd[yě]`,
    `${W}(?:chod\\p{L}{1,3}|jde|je|jsem|seš|jsi)\\s(?:do|ve?)\\s(?:primy|primě|tercie|tercii|kvarty|kvartě|kvinty|kvintě|sexty|sextě|septimy|septimě)(?![\\p{L}])`,
    `${has('(?:má|mám|měla)')}(?:ještě|pořád|stále|ztrácí|vypad\\p{L}{1,4}|viklá|viklají)\\s${GAP}(?:mléčn\\p{L}{1,3}\\szub\\p{L}{0,3}|mléčňák\\p{L}{0,2})`,
    `${hasThen('(?:má|mám|měla)', '(?:ještě|pořád|stále|ztrácí|vypad\\p{L}{1,4}|viklá|viklají)')}(?:mléčn\\p{L}{1,3}\\szub\\p{L}{0,3}|mléčňák\\p{L}{0,2})`,
    `${has('(?:má|mám|měla)')}(?:ještě|dosud)\\s(?:ne\\p{L}{1,10}\\s)?${GAP}pubert\\p{L}{1,4}`,
    // the lower years of an eight-year grammar school: `tercie na osmiletém gymplu`
    `${W}(?:prim[aěuy]|sekund[aěuy]|tercie|tercii|kvart[aěuy]|kvint[aěuy]|sext[aěuy]|septim[aěuy])\\s(?:na|v|ve|z|ze|osmiletého|víceletého|šestiletého)\\s(?:\\p{L}{1,12}\\s)?(?:gympl\\p{L}{0,2}|gymnázi\\p{L}{0,3})`,
    // after-school club and the pupil's record book: `z družiny`, `podepisuje žákovskou`
    `${W}(?:z|ze|v|ve|do|na)\\s(?:školní\\s)?družin(?:y|ě|u)(?![\\p{L}])`,
    `${W}(?:podepis\\p{L}{1,6}|podepsat|podepsala|podepíše|ukázat|schovat|schovala)\\s(?:mi\\s|jí\\s|ti\\s)?žákovsk\\p{L}{1,3}`,
    `${W}(?:učitelk\\p{L}{1,2}|třídní)\\s(?:\\p{L}{1,10}\\s){0,2}(?:(?:mámě|mamce|tátovi|rodičům)\\s(?:zavolá|napíše|řekne|poví)|(?:zavolá|napíše|řekne|poví)\\s(?:mámě|mamce|tátovi|rodičům))`,
    // her past, asked about: `jak ti bylo 13`
    `${W}jak\\s(?:ti|vám)\\s(?:bylo|je)\\s${TEENS.cs}(?![\\p{L}\\d]|[.,]\\d)(?!\\s?(?:minut|hodin|korun|procent|%))`,
  ],
  ro: [
    `${has('(?:are|am|avea)')}încă\\s(?:are\\s)?(?:un\\s)?corp\\sde\\s(?:copil|fetiță)`,
    `${W}(?:arăți|arată|pari|pare)\\s(?:de\\s|ca\\so\\s(?:fată\\s|puștoaică\\s)?de\\s)?${TEENS.ro}${CLAUSE_END}`,
    `${has('(?:are|am|avea)')}(?:încă|își\\spierde|pierde|cad|cade|schimbă|se\\sclatină)\\s${GAP}din[țt]i\\p{L}{0,2}\\sde\\slapte`,
    `${hasThen('(?:are|am|avea)', '(?:încă|își\\spierde|pierde|cad|cade|schimbă|se\\sclatină)')}din[țt]i\\p{L}{0,2}\\sde\\slapte`,
    `${has('(?:are|am|avea)')}(?:încă\\snu|nu\\sîncă)\\s${GAP}(?:la\\s)?pubertat\\p{L}{0,3}`,
    `${W}elev\\p{L}{0,3}\\s(?:\\p{L}{1,8}\\s){0,2}(?:de\\sla|de|din|la)\\s(?:gimnaziu|generală|școala\\sgenerală|primară|clasa\\sa\\s(?:[5-8]|v|vi|vii|viii|cincea|șasea|șaptea|opta))`,
    // asked to be her pupil: `sunt eleva ta`, `fii eleva mea`
    `${W}(?:sunt|ești|fii|vei\\sfi|voi\\sfi|o\\ssă\\sfiu)\\s(?:\\p{L}{1,8}\\s)?elev[aă]\\s(?:ta|mea|voastră|dumneavoastră)(?![\\p{L}])`,
    `${W}(?:diriginta|dirigintele|dirigu|învățătoarea|învățătorul)\\s(?:\\p{L}{1,10}\\s){0,3}(?:ne|ne-a|ne-o)\\s(?:dă|da|dat|va\\sda|pune)\\s(?:\\p{L}{1,10}\\s)?(?:lucrare|test|teză|teza|extemporal|temă|tema|notă|note)`,
    really('ro'),
  ],
  sv: [
    `${has('(?:har|hade)')}(?:fortfarande|ännu)\\s(?:har\\s)?(?:en\\s)?barnkropp\\p{L}{0,2}`,
    `${W}(?:är|var|går|gick|sitter|satt|ska)\\s(?:\\p{L}{1,8}\\s)?(?:på|till)\\sfritids(?![\\p{L}])`,
    `${has('(?:har|hade)')}(?:fortfarande|ännu|tappar|tappat|har\\skvar|lösa|lös)\\s${GAP}mjölkt[äa]nd\\p{L}{0,4}`,
    `${W}ser\\s(?:typ\\s|bara\\s|max\\s|knappt\\s|nästan\\s|liksom\\s|ju\\s){0,2}(?:ut\\ssom\\s)?${TEENS.sv}\\s(?:år\\s)?ut(?![\\p{L}])`,
    really('sv'),
  ],
  el: [
    `${has('(?:έχει|έχω|είχε)')}(?:ακόμα|ακόμη)\\s(?:έχει\\s)?(?:σώμα\\sπαιδιού|παιδικό\\sσώμα|σώμα\\sμικρού\\sκοριτσιού)`,
    // listed here, not as a word: her own (`ses dents de lait`) is no one else's
    '(?<![\\p{L}])(?:νεογιλ\\p{L}{1,3}|νεογιλά\\sδόντια|νεογιλα\\sδοντακια)(?![\\p{L}])',
    `${has('(?:έχει|έχω|είχε)')}(?:ακόμα|ακόμη|πέφτουν|πέφτει|χάνει|κουνιέται|κουνιούνται)\\s${GAP}νεογιλ\\p{L}{1,3}`,
    `${W}(?:ακόμα|ακόμη)\\s(?:δεν\\s)?${GAP}(?:στην\\s)?εφηβεία`,
    `${W}(?:φαίνεσαι|δείχνεις|μοιάζεις)\\s(?:σαν\\s|για\\s|μόλις\\s){0,2}${TEENS.el}${CLAUSE_END}`,
    really('el'),
  ],
  tr: [
    // the first years of high school: `Lise 1'e gidiyor`, `lise 2'li`,
    `${W}lise\\s?[123]\\s?'?\\s?(?:e\\sgid\\p{L}{0,6}|deyim|desin|de\\sokuyor\\p{L}{0,3}|li\\p{L}{0,3}|lı\\p{L}{0,3})(?![\\p{L}])`,
    `(?:hâlâ|henüz)\\s(?:bir\\s)?çocuk\\svücud\\p{L}{0,4}`,
    `${has('(?:var)')}(?:hâlâ|henüz|daha)\\s${GAP}süt\\sdiş\\p{L}{0,8}`,
    `${W}süt\\sdiş\\p{L}{0,8}\\s(?:\\p{L}{1,12}\\s){0,2}(?:dökül\\p{L}{0,8}|sallan\\p{L}{0,8}|düşüyor|düştü)`,
    `${W}(?:henüz|daha)\\s${GAP}ergenliğe\\s(?:girmemiş|girmedi|girmedim)`,
    // her looks: `bence 12 gösteriyorsun`
    `(?<![\\p{L}\\d])${TEENS.tr}\\s(?:yaşında\\s)?(?:gösteriyorsun|gösterirsin|gösteriyorsunuz|görünüyorsun|duruyorsun)`,
    // the exam at the end of middle school, her middle school: `LGS deneme`, `ortaokullu öğrencin`
    `${W}(?:lgs|teog)(?![\\p{L}])`,
    // her little pupil's role (the school word between may be blanked as someone's: `senin küçük ortaokullu öğrencin olurum`)
    `${W}(?:senin|sizin)\\s(?:küçük|minik|ufak)\\s[^.,!?]{0,16}öğrenci(?:n|niz)\\s(?:olurum|olayım|oluyorum|olacağım)`,
    `${W}(?:ortaokul|ilkokul)(?:lu|lü)\\s(?:öğrenci\\p{L}{0,4}|kız\\p{L}{0,5}|talebe\\p{L}{0,3})`,
    really('tr'),
  ],
};
