import { TITLES } from './titles';

/**
 * Adult phrases that contain a listed word and must pass: they are removed before the word check
 * (never before the age check). Regex sources, matched on folded text.
 */
export const ADULT_PHRASES = [
  'kid(?:[\\s-]?skin)?\\s+(?:gloves?|leather|suede|mohair|boots|heels)',
  'kidskin',
  'baby\\s+(?:blue|pink|doll|oil|powder blue|hairs?)',
  'kinder\\s+(?:chocolate|bueno|surprise|eggs?|joy)',
  'minor\\s+(?:key|chord|scale|details?|issues?|changes?|flaws?|imperfections?|adjustments?|edits?|tweaks?|scratch(?:es)?|scars?|injur(?:y|ies)|role|character|league|planet|arcana|detail|surgery|procedure|operation|cuts?|burns?|bruises?|accidents?|offen[cs]es?|infractions?|repairs?|fix(?:es)?|setbacks?|problems?|inconvenience)',
  'in\\s+[a-g]\\s+minor',
  // a minor at university: `majoring in econ with a minor in French`, `minoring in art`
  '(?:with\\s+a|her|my|his|a\\s+double)\\s+minor\\s+(?:in|degree)|minoring\\s+in',
  '(?:high|middle|elementary|primary|secondary|grade|junior high|nursery)\\s*school(?:\\s+[a-z]+){0,2}\\s+(?:teacher|principal|counsel?lor|librarian|coach|reunion|diploma|graduate|sweetheart|friend|teaching)s?',
  '(?:kindergarten|preschool|child\\s?care|daycare)\\s+(?:teacher|worker|nurse)s?',
  '(?:after|since|graduated from|finished|left|out of|back in|years after)\\s+(?:high|middle|secondary)\\s*school',
  "(?:pediatric|children'?s)\\s+(?:nurse|doctor|hospital|book author|librarian)",
  'inner\\s+child',
  // a newcomer at work (`โดนเจ้านายเรียกว่าเด็กใหม่`, called the new kid by the boss)
  'เด็กใหม่',
  // a parent on her way to fetch her children: `pick up the kids from school`, `recoger a los niños`, `забрать детей`
  '(?:pick(?:ing)?\\s+up|drop(?:ping)?\\s+off|collect(?:ing)?)\\s+(?:the|my|our)\\s+(?:kids|children)',
  'recoger\\s+a\\s+(?:los|mis)\\s+(?:niños|hijos|críos|peques)',
  '(?:buscar|pegar)\\s+(?:as|os|meus|minhas)\\s+(?:crianças|filhos|filhas)',
  '(?:chercher|récupérer|déposer)\\s+(?:les|mes)\\s+(?:enfants|gamins|petits)',
  '(?:die|meine)\\s+(?:kinder|kids)\\s+(?:(?:von\\s+der|vom|aus\\s+der|von)\\s+\\p{L}{2,20}\\s+)?(?:abholen|abgeholt|holen|bringen)',
  '(?:prendere|portare)\\s+(?:i|miei)\\s+(?:bambini|figli)',
  '(?:de|mijn)\\s+(?:kinderen|kids)\\s+(?:van\\s+(?:school|de\\s+opvang|de\\s+crèche)\\s+)?(?:ophalen|brengen|halen)',
  '(?:odebrać|odbierać|odbieram|odbiorę|zawieźć|zawożę)\\s+(?:dzieci|dzieciaki)',
  '(?:забирать|забрать|заберу|забираю|отвезти|отвожу)\\s+(?:детей|дочку|сына|ребенка|ребёнка)',
  '(?:забрати|забираю|заберу|відвезти)\\s+(?:дітей|доньку|сина|дитину)',
  '(?:vyzvednout|vyzvedávám|vyzvednu|odvézt|odvést)\\s+(?:děti|dceru|syna)(?:\\s+(?:ze|z|do)\\s+(?:školky|školy|školky))?',
  '(?:iau|lua|duc)\\s+(?:copiii|copilul)(?:\\s+de\\s+la\\s+(?:grădiniță|școală))?',
  '(?:hämta|lämna)\\s+(?:barnen|ungarna)',
  '(?:πάρω|παίρνω|αφήσω)\\s+τα\\s+παιδιά',
  '(?:çocukları|çocuğu)\\s+(?:okuldan|kreşten|anaokulundan)\\s+(?:almam|alacağım|almaya|alıyorum)',
  '(?:לאסוף|אוסף|אוספת)\\s+(?:את\\s+)?הילדים',
  'बच्चों\\s+को\\s+(?:स्कूल\\s+से\\s+)?(?:लेने|छोड़ने|लाने)',
  'بچوں\\s+کو\\s+(?:اسکول\\s+سے\\s+)?(?:لینے|چھوڑنے|لانے)',
  'বাচ্চাদের(?:কে)?\\s+(?:স্কুল\\s+থেকে\\s+)?(?:আনতে|নিতে|দিতে)',
  '(?:jemput|menjemput|antar|mengantar|ambil|hantar)\\s+(?:anak-anak|anak2|anak)',
  '(?:sunduin|susunduin|ihatid)\\s+(?:ang\\s+)?(?:mga\\s+)?(?:bata|anak)',
  '(?:đón|đưa)\\s+(?:các\\s+)?(?:con|bọn trẻ|tụi nhỏ)',
  // a youthful look: `juvenile features`, `rostro juvenil`, `visage juvénile`
  'juvenile\\s+(?:face|looks?|features|appearance|charm|humou?r|jokes?|sense|style|glow|skin)',
  '(?:visage|rostro|rosto|cara|aspecto|aspect|air|aire|allure|apariencia|aparencia|estilo|style|sorriso|sonrisa|sourire)\\s+juvenil(?:e|es)?',
  // brand and title names
  'teenage\\s+mutant\\s+ninja\\s+turtles?|teen\\s+titans|teen\\s+wolf|teen\\s+vogue|miss\\s+teen\\s+(?:usa|america|universe|international|world)|teen\\s+choice(?:\\s+awards?)?|kids\\s+choice(?:\\s+awards?)?|karate\\s+kid|kid\\s+rock|kid\\s+cudi|billy\\s+the\\s+kid|spy\\s+kids|the\\s+kids\\s+are\\s+alright|kinderbueno|babybel|baby\\s+shark|boss\\s+baby|baby\\s+driver|lolita\\s+lempicka',
  // brand, band, song and title names with a word for a child or a teen in them
  'teen\\s+spirit|teenage\\s+(?:engineering|dream|kicks|fanclub|dirtbag|wasteland|riot)|kids\\s+see\\s+ghosts|kinder\\s+(?:country|riegel|pingui|delice|maxi\\s+king|schoko-?bons|überraschung)',
  'детский\\s+мир|дитячий\\s+світ|děti\\s+ráje|enfants\\s+du\\s+paradis|les\\s+enfants\\s+terribles|wir\\s+kinder\\s+vom\\s+bahnhof\\s+zoo|niños\\s+mutantes',
  // `lol` before `I` (`lol I'm kidding`) is not `loli`
  'lol+',
  // an adult saying she is not a child: `I'm 27, babe, not some kid`, `ich bin doch kein Kind`, `я не ребёнок`
  'not\\s+(?:some|a|just\\s+(?:a|some)|a\\s+little|your)\\s+(?:kid|child|baby|little\\s+girl)',
  '(?:ya\\s+)?no\\s+soy\\s+(?:una|ninguna)\\s+(?:niña|nena|cría|chiquilla)|não\\s+sou\\s+(?:uma\\s+|nenhuma\\s+)?(?:criança|menina|pirralha)',
  '(?:ne\\s+suis|suis)\\s+pas\\s+une?\\s+(?:gamine|enfant|gosse|petite\\s+fille)|bin\\s+(?:doch\\s+|ja\\s+)?kein\\s+(?:kind|kleines\\s+mädchen)',
  'non\\s+sono\\s+una?\\s+(?:bambina|ragazzina)|ben\\s+(?:toch\\s+)?geen\\s+kind|nie\\s+jestem\\s+(?:dzieckiem|małą\\s+dziewczynką)',
  'я\\s+не\\s+(?:ребёнок|ребенок|маленькая\\s+девочка|дитина|маленька\\s+дівчинка)|nejsem\\s+(?:žádné\\s+)?(?:dítě|malá\\s+holka)',
  'nu\\s+(?:mai\\s+)?sunt\\s+(?:un\\s+)?copil|är\\s+(?:inget|inte\\s+ett)\\s+barn|δεν\\s+είμαι\\s+(?:παιδί|μικρό\\s+κορίτσι)|çocuk\\s+değilim',
  // an adult's work with children: `Dětská sestra`, `nauczycielka z podstawówki`, an interview at a nursery school
  'dětsk\\p{L}{1,3}\\s+(?:zdravotn\\p{L}{1,3}\\s+)?sestr\\p{L}{0,3}',
  '(?:nauczyciel|wychowawczyni|dyrektor|pedagog|logoped|psycholo|pielęgniar|pani)\\p{L}{0,4}\\s+z\\s+(?:podstawówki|przedszkola|szkoły\\s+podstawowej|zerówki|świetlicy)',
  '(?:entrevista|trabajo|curro|plaza|prácticas)\\s+(?:de\\s+trabajo\\s+)?(?:en|para)\\s+(?:una|la|el|un)\\s+(?:escuela\\s+infantil|guardería|jardín\\s+de\\s+infancia)',
  '(?:entrevista|emprego|trabalho|estágio)\\s+(?:de\\s+emprego\\s+)?(?:numa|em\\s+uma|na)\\s+(?:creche|escola\\s+infantil)',
  "(?:entretien|stage|poste)\\s+(?:d'embauche\\s+)?dans\\s+une\\s+(?:crèche|école\\s+maternelle)|vorstellungsgespräch\\s+(?:in|im)\\s+(?:einer\\s+|einem\\s+)?(?:kita|kindergarten)",
  // an adult's relation to teens: `tía de tres sobrinos adolescentes`, `zia di due nipoti adolescenti`
  '(?:tía|tío|tia|tio|zia|zio|tante|oncle|madrina|padrinho|madre|mãe|madre)\\s+(?:\\p{L}{1,12}\\s+)?(?:de|di|da)\\s+(?:dos|tres|dois|três|due|tre|deux|trois|\\d)\\s+(?:sobrin|nipot|neveu|nièce|niece|ahijad|afilhad|figli|hij|filh)\\p{L}{0,3}\\s+(?:adolescentes|adolescenti|adolescents|pequeños|piccoli|niños|bambini)',
  // a female university student (Vietnamese)
  '(?:nu\\s+)?sinh\\s+vien',
  'nu\\s+sinh\\s+vien',
  'child\\s?free',
  'no\\s+kids',
  "keine\\s+kinder|geen\\s+kinderen|bez\\s+dzieci|без\\s+детей|без\\s+дітей|bez\\s+dětí|fără\\s+copii|inga\\s+barn|pas\\s+d'enfants?|χωρίς\\s+παιδιά",
  'kidding|kidder|kidnapp\\w*',
  '(?:teach(?:es|ing)?|taught|teacher of|teacher for)\\s+(?:the\\s+)?(?:\\d+(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth)[\\s-]+grade(?:rs)?',
  'elementary\\s+(?:particles?|mistakes?|errors?|physics|math|mathematics|algebra|level|knowledge|steps?|my dear watson)',
  '(?:middle|only|eldest|oldest|youngest|first|second|third)\\s+child(?!ren)',
  'kid[\\s-]?friendly|kid in me|inner kid|kid at heart|big kid',
  '(?:has|have|had|with|mother of|mom of|mum of|raising)\\s+(?:\\d+|two|three|four|five|her|grown|adult)\\s+(?:kids|children)',
  '(?:teacher|teaches|teaching|works|working|principal|counsel?lor|coach|nurse|janitor|librarian)\\s+(?:at|in)\\s+(?:a|the)\\s+(?:local\\s+)?(?:high|middle|elementary|primary|secondary)\\s*school',
  // a younger sister with an adult's life: her wedding, husband, job, children (Hindi, Urdu, Bengali, Arabic, Hebrew)
  'छोटी बहन\\s(?:की|के|का)\\s(?:शादी|सगाई|पति|ससुराल|नौकरी|बच्चे|बच्चों|बेटी|बेटा|बेटे|डिलीवरी|मेहंदी|ऑफिस|कंपनी|यूनिवर्सिटी)',
  'چھوٹی بہن\\s(?:کی|کے|کا)\\s(?:شادی|منگنی|شوہر|سسرال|نوکری|بچے|بچوں|بیٹی|بیٹا|بیٹے|مہندی|دفتر|یونیورسٹی)',
  'ছোট বোন(?:ের|র)?\\s(?:বিয়ে|বিয়েতে|স্বামী|শ্বশুরবাড়ি|চাকরি|ছেলে|মেয়ে|বাচ্চা|অফিস|বিশ্ববিদ্যালয়)',
  '(?:زفاف|عرس|فرح|خطوبة|زوج|اولاد|اطفال)\\s(?:اختي|اخته|اختها)\\s(?:الصغيرة|الصغرى)',
  '(?:اختي|اخته|اختها)\\s(?:الصغيرة|الصغرى)\\s(?:تزوجت|اتجوزت|ستتزوج|هتتجوز|حامل|متزوجة|مخطوبة|اتخطبت|تخرجت|اتخرجت)',
  '(?:חתונה של|החתונה של|בעלה של|הבעל של|הילדים של)\\s(?:אחותי|אחות שלי)\\s(?:הקטנה)',
  'אחותי הקטנה\\s(?:מתחתנת|התחתנה|נשואה|בהריון|מאורסת|התארסה|סיימה תואר)',
  // the head of a school (Indonesian, Malay): `kepala sekolah dasar`, `wakil kepala sekolah menengah`
  // brand and title names (titles.ts)
  ...TITLES,
  '(?:wakil\\s)?kepala\\s(?:sekolah|madrasah)\\s(?:dasar|rendah|menengah|dasar negeri|kebangsaan|dasar swasta|sd|smp|sma)',
  // in scripts that glue their words (read with no word boundary): an adult who likes children, a paediatric
  // ward, a kindergarten teacher, a parent fetching the children or the mother of school-age sons
  '子ども好き|子供好き|こども好き|子どもが好き|子供が好き',
  // crying, laughing or sleeping like a child (an adult's simile): `grät som ett barn`, `slept like a baby`
  '(?:cried|cry|cries|crying|laughed|laughing|slept|sleeping|sleep)\\s+like\\s+a\\s+(?:child|kid|baby)',
  '(?:grät|gråter|skrattade|skrattar|sov|sover)\\s+som\\s+ett\\s+(?:barn|spädbarn)|(?:weinte|weine|lachte|lache|schlief|schlafe)\\s+wie\\s+ein\\s+(?:kind|baby)',
  '(?:pleuré|pleure|ri|ris|dormi|dors)\\s+comme\\s+(?:un|une)\\s+(?:enfant|bébé)|(?:lloré|lloro|lloraba|reí|dormí|duermo)\\s+como\\s+(?:un|una)\\s+(?:niño|niña|bebé)',
  '(?:плакал|плакала|ревел|ревела|спал|спала|смеялся|смеялась)\\s+как\\s+(?:ребёнок|ребенок|младенец)',
  // a paediatric ward or intensive care, a children's hospital (Hebrew); not a child (Bengali, Japanese)
  '(?:ב)?טיפול\\s+נמרץ\\s+ילדים|(?:ב)?מחלקת\\s+ילדים|(?:ב)?בית\\s+(?:ה)?חולים\\s+(?:ל)?ילדים',
  'বাচ্চা\\s+না(?:ই)?',
  'efter\\s+en\\s+(?:lång\\s+)?dag\\s+med\\s+(?:ungarna|barnen)',
  '子ども扱い|子供扱い|こども扱い',
  // a children's hospital or camp as the place she works (a girl named there is still read): `в детской больнице`
  '(?:детск|дитяч)\\p{L}{2,3}\\s+(?:больниц|лікарн|лагер|табор|поликлиник|поліклінік)\\p{L}{0,3}',
  'สอนเด็ก(?:ประถม|อนุบาล|เล็ก)?|แผนกเด็ก|ครูอนุบาล|ครูประถม|หมอเด็ก|กุมารแพทย์|มีลูกสาววัยรุ่น|มีลูกชายวัยรุ่น|มีลูกวัยรุ่น',
  // baby blue in Malay and Indonesian; high school finished (Turkish): `Liseyi 2012'de bitirdim`
  '(?:warna\\s)?biru\\sbayi|merah\\sjambu\\sbayi',
  'liseyi\\s(?:\\d{4}\\S{0,4}\\s)?bitir\\p{L}{0,5}|liseden\\s(?:\\d{4}\\S{0,4}\\s)?mezun\\p{L}{0,6}',
  '有(?:一个|一個|两个|兩個|个|個)?(?:读|讀|上|在读|在讀)(?:高中|初中|小学|小學|幼儿园|幼兒園)的(?:儿子|兒子|女儿|女兒|孩子)',
  '(?:去|到)?学校接(?:孩子|儿子|女儿)|(?:去|到)?學校接(?:孩子|兒子|女兒)',
  '(?:高校生|中学生|小学生)の(?:息子|娘)(?:が|さんが)?(?:二人|2人|三人|3人|一人|1人)?いる(?:お母さん|母|ママ)',
  '(?:고등학생|중학생|초등학생)\\s?(?:둘|셋|하나|두\\s?명|세\\s?명)?\\s?(?:키우는|둔)\\s?(?:엄마|어머니|아빠)',
  // a film not developed yet: `the film from our trip hasn't developed yet`
  "(?:film|photos?|pictures?|prints?|negatives?|pics)(?:\\s(?:from|of)\\s(?:the|our|my|your|her|his)\\s[a-z]{1,15})?\\s(?:has ?n'?t|have ?n'?t|has not|have not)\\s(?:been\\s)?developed",
  // an adult who feels young, a youthful face; a children's ward; their drawings on the wall; a coach of a youth team
  '(?:feel|feels|felt|feeling)\\s+like\\s+a\\s+kid(?:\\s+again)?|jugendlich\\p{L}{0,2}\\s+(?:gesicht|aussehen|ausstrahlung|charme)',
  'kinder-?\\s?(?:ic|icu|afdeling)|子どもたちの絵|子供たちの絵|子どもの絵|โค้ช[ก-๛]{0,12}ทีมเยาวชน',
  // a mother of a daughter in junior high; the pupils of the year she teaches (`上初中的女儿的妈妈`, `带的初三学生`)
  '上(?:初中|高中|小学)的(?:女儿|儿子|孩子)的(?:妈妈|爸爸|母亲)|带的(?:初[一二三]|高[一二三])学生',
];

/** Adult words one edit away from a listed word: never taken for a misspelling. */
export const NOT_MISSPELLINGS = [
  // English `scouts` is one letter from French `scoute` (a girl scout): `leader of the girl scouts, 38`
  'scouts',
  // the word for "elementary" in other languages, one letter from English `elementary` (Tagalog `elementarya`):
  // `maestra di quinta elementare, 39`
  'elementare',
  // Italian heels, a Romanian necklace
  'tacchi',
  'colier',
  // Turkish `balığa` (fishing), one letter from Malay `baligh`; Tagalog `nabali` (broke), from Hindi `nabalig`;
  // `shots`, from `shota`
  'baliga',
  'nabali',
  'shots',
  // Indonesian `seneng` (glad)
  'seneng',
  'coliere',
  'elementaire',
  'elementar',
  'kindle',
  'kindles',
  'tweets',
  'tweeds',
  'manors',
  'medina',
  'minors',
  'kiddie',
  'infanta',
  'lolita',
  'tweaks',
  'teenie',
  'kidder',
  'kidding',
  // number words: Italian `dieci` (ten) is one letter from Polish `dzieci` (children), French `quatre` from Vietnamese `dua tre`
  'dieci',
  'quatre',
  // Portuguese `escola` (school) is one letter from Spanish `escolar` (a schoolchild): `professora numa escola`
  'escola',
  // everyday words one letter from a listed word of another language: Italian `prendo` (I take, French `préado`) and
  // `perdo` (I lose, `pedo`), Spanish `crianza` (upbringing, a wine; Portuguese `criança`), Swedish and Dutch
  // `mening` (opinion, Portuguese `menina`), Portuguese `ninho` (nest, Spanish `niño`), Polish `kopii` (copy, Romanian `copii`)
  'prendo',
  'perdo',
  'crianza',
  'crianzas',
  'mening',
  'ninho',
  'ninhos',
  'kopii',
  'minorca',
  'filletres',
  'tiene',
  'tener',
  'tienes',
  'tienen',
  'petite',
  'petites',
  // Greek `ενήλικ-` (adult), one letter from each form of `ανήλικ-` (minor)
  ...['η', 'ης', 'ος', 'ου', 'ο', 'οι', 'ους', 'ες', 'α', 'ων', 'ών'].map((ending) => `ενηλικ${ending}`),
  ...['ενήλικη', 'ενήλικες', 'ενήλικοι', 'ενηλίκων', 'ενήλικας'],
  // Cairo, one letter from Arabic `القاصرة` (the minor)
  'القاهرة',
  'القاهره',
  'بالقاهرة',
  'والقاهرة',
  'للقاهرة',
  // graduate school, one letter from `grade school`
  'gradschool',
  'gradschools',
  // Swedish `baren` (the bar), one letter from `barnen` (the children)
  'baren',
  // Romanian `scoate` (takes off), one letter from French `scoute`
  'scoate',
  // Dutch and German `regen` (rain), Turkish `ergen` (adolescent) with two letters swapped: `fietsen in de regen`
  'regen',
  // German `Pubertät` is read by pattern (europe-life.ts: `noch keine Pubertät`), not as a misspelling of Swedish `pubertet`
  'pubertat',
  // Polish `dziewczynę`, `dziewczyny` (a girl, a girlfriend), one letter from `dziewczynek` (little girls)
  'dziewczyne',
  'dziewczyny',
  'dziewczynie',
  'dziewczyna',
  'dziewczynom',
];
