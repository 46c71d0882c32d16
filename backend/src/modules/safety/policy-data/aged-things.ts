/**
 * Who an age belongs to, when it is not a person (thing-ages.ts): animals, vehicles, houses, drinks, things,
 * firms, and what a number of years measures (experience, an anniversary, a career), in every language, with
 * their common inflected forms. Plain words, folded by the engine. An age beside one of them is its own, unless
 * a person stands nearer (`el perro de su hija de 8 años`) or an `and` starts another (`her cat and her 8-year-old`).
 */
export const THING_WORDS = [
  // animals
  'cat cats kitty kitten dog dogs doggo puppy pup horse mare pony parrot tortoise turtle rabbit bunny hamster goldfish fish bird',
  'retriever labrador poodle terrier beagle bulldog corgi chihuahua pug spaniel dachshund collie husky shepherd tabby gecko',
  'gato gata gatito perro perra perrito caballo tortuga conejo',
  'gato gata cachorro cachorra cavalo papagaio tartaruga coelho',
  'chat chatte chats chien chienne chiens cheval perroquet tortue lapin',
  'katze kater katzchen hund hundin pferd papagei schildkrote hase kaninchen',
  'kat kater poes hond paard papegaai schildpad konijn',
  'gatto gatta gattino cane cagnolino cavallo pappagallo tartaruga coniglio',
  'kot kota kotem kotka kotki psa pies piesek konia papuga zolw krolik',
  'кот кота коту котом коте кошка кошке кошкой кошку котик котику собака собаке собакой собаку пёс пса псу псом щенок лошадь попугай черепаха кролик',
  'кіт кота котом кішка кішці кішкою собака собаці собакою пес пса псом кінь папуга',
  'kocka kocour kocourovi pes psa psovi kone papousek zelva kralik',
  'pisica pisicii pisicuta motan caine cainele cainelui catel cal papagal testoasa iepure',
  'katt katten hund hunden hast hasten papegoja skoldpadda kanin',
  'γατα γατας γατουλα σκυλος σκυλο σκυλου σκυλακι αλογο παπαγαλος χελωνα κουνελι',
  'kedi kedim kedisi kopek kopegim kopegi papagan kaplumbaga tavsan',
  'قطة قطتي قطتها قطتك قط كلب كلبي كلبها كلبك حصان ببغاء سلحفاة أرنب',
  'گربه گربه‌ی گربه‌ام گربه‌اش سگ سگم سگش اسب طوطی لاک‌پشت خرگوش',
  'חתול חתולה כלב כלבה סוס תוכי צב ארנב',
  'बिल्ली कुत्ता कुत्ते घोड़ा तोता कछुआ खरगोश billi kutta',
  'بلی کتا کتے گھوڑا طوطا کچھوا خرگوش',
  'বিড়াল বিড়ালের বিড়ালটা কুকুর কুকুরের ঘোড়া টিয়া কচ্ছপ খরগোশ',
  'kucing kucingku kucingnya anjing anjingku anjingnya kuda burung kura kelinci',
  'pusa pusang aso asong kabayo pagong kuneho',
  'meo cun ngua rua',
  // vehicles, houses, things
  'car truck bike motorcycle scooter vespa boat house apartment building tree oak laptop computer phone iphone camera watch guitar piano violin sofa couch mattress fridge jeans jacket boots bag',
  'coche carro moto casa piso arbol reloj guitarra',
  'voiture bagnole moto maison arbre montre',
  'auto wagen motorrad haus baum uhr gitarre',
  'auto fiets huis boom horloge',
  'macchina moto motorino casa albero orologio chitarra',
  'samochod auto motor rower drzewo zegarek gitara',
  'машина машине автомобиль мотоцикл дерево часы гитара',
  'машина машині автомобіль будинок дерево годинник гітара',
  'auto motorka dum strom hodinky kytara',
  'masina masinii masinuta motocicleta casa copac ceas chitara',
  'bil bilen huset tradet klockan gitarren',
  'αυτοκινητο μηχανη σπιτι δεντρο ρολοι κιθαρα',
  'araba arabam arabasi motor ev agac saat gitar',
  'سيارة سيارتي سيارته سيارتها شجرة ساعة',
  'ماشین ماشینم خانه درخت ساعت',
  'מכונית אוטו עץ שעון',
  'गाड़ी घड़ी',
  'گاڑی درخت گھڑی',
  'গাড়ি বাড়ি গাছ ঘড়ি',
  'mobil motor rumah pohon kereta',
  'kotse bahay puno relo',
  'xe cay',
  // drinks and food that age
  'whisky whiskey scotch bourbon malt rum cognac brandy wine port tequila mezcal cheese viski виски віскі ουισκι ויסקי ويسكي ویسکی व्हिस्की wiski',
  'vino vin wein wijn wino вино vinho sarap krasi κρασι יין نبيذ',
  // what a number of years measures
  'experience experiencia experiencia experience erfahrung berufserfahrung ervaring esperienza doswiadczenia опыта опыт досвіду praxe experienta erfarenhet εμπειρια deneyim',
  'خبرة خبرتي سابقه سابقه‌ی تجربه ניסיון अनुभव تجربہ অভিজ্ঞতা pengalaman karanasan',
  'anniversary jubilee firmenjubilaum jubilaum jubileum rocznica годовщина річниця vyroci årsdag επετειος yildonumu',
  'career carrera carreira carriere karriere carriera kariera карьера кар’єра kariera cariera karriar',
  'marriage matrimonio casamento mariage huwelijk malzenstwo брак шлюб manzelstvi casatorie aktenskap γαμος evlilik',
  'company business firm empresa entreprise firma azienda bedrijf фирма компания компанії firme foretag sirket شركة شرکت חברה कंपनी کمپنی কোম্পানি perusahaan kumpanya',
]
  .join(' ')
  .split(' ');

/** The same for scripts written without spaces, read as substrings near the age (`柴犬もう15歳`, `3岁的布偶猫`). */
export const THING_SUBSTRINGS = [
  '猫 ネコ ねこ 犬 いぬ イヌ 柴犬 愛犬 愛猫 ペット 愛車 バイク ウイスキー ワイン 会社 勤続 経験 結婚',
  '狗 猫咪 金毛 柯基 泰迪 宠物 车 汽车 摩托 房子 威士忌 红酒 公司 工龄 经验 结婚',
  '고양이 강아지 댕댕이 반려견 반려묘 자동차 오토바이 위스키 와인 회사 경력 결혼',
  'แมว หมา สุนัข รถ บ้าน วิสกี้ ไวน์ บริษัท ประสบการณ์',
].flatMap((line) => line.split(' '));

/** Words that start another noun phrase between a thing and an age: and, with, but. */
export const THING_BREAKS = [
  'and with but plus y con com et avec mais und mit aber en met maar pero mas oraz z ale и но але s si cu dar och med men',
  'και με αλλα ve ile ama و مع با עם और साथ اور সাথে আর dan dengan tapi at kasama va voi nhung',
  '和 与 跟 と や 그리고 하고 와 과 랑 และ กับ',
]
  .join(' ')
  .split(' ');

/** People an age may belong to, nearer than a thing: relatives and children (with GIRL_WORDS). */
export const PERSON_WORDS = [
  'son daughter sister sis brother bro niece nephew cousin grandchild granddaughter grandson kid kids child children baby student pupil girl boy',
  'hijo hija hermana hermano sobrina sobrino prima primo nieta nieto nino nina alumna alumno',
  'filho filha irma irmao sobrinha sobrinho prima primo neta neto menino menina aluna aluno',
  'fils fille soeur frere niece neveu cousine cousin petite-fille enfant eleve',
  'sohn tochter schwester bruder nichte neffe cousine enkelin enkel kind schulerin schuler',
  'zoon dochter zus broer nicht neef kleindochter kind leerling',
  'figlio figlia sorella fratello nipote cugina cugino bambino bambina alunna alunno',
  'syn corka corki siostra siostry brat bratanica siostrzenica kuzynka wnuczka dziecko uczennica',
  'сын сына дочь дочери дочка сестра сестры брат племянница внучка ребёнок ребенок ученица',
  'син доньки донька сестра брат племінниця онука дитина учениця',
  'syn dcera dcery sestra bratr neter vnucka dite zakyne',
  'fiu fiica sora frate nepoata verisoara copil eleva',
  'son dotter syster bror systerdotter brorsdotter barnbarn barn elev',
  'γιος κορη αδελφη αδερφη αδελφος ανιψια εγγονη παιδι μαθητρια',
  'oglu kizi kiz kardes kardesi yegen torun cocuk ogrenci',
  'ابن ابنة بنت ابنتها ابنتي أخت أخ طفل طفلة تلميذة',
  'پسر دختر خواهر برادر نوه بچه کودک شاگرد',
  'בן בת אחות אח אחיינית נכדה ילד ילדה תלמידה',
  'बेटा बेटी बहन भाई भतीजी भांजी पोती बच्चा बच्ची छात्रा',
  'بیٹا بیٹی بہن بھائی بھتیجی بچہ بچی طالبہ',
  'ছেলে মেয়ে মেয়ের বোন ভাই ভাইঝি নাতনি বাচ্চা শিশু ছাত্রী',
  'anak adik kakak keponakan cucu murid siswi',
  'anak kapatid pamangkin apo bata estudyante',
  'con gai trai chau be',
]
  .join(' ')
  .split(' ');

/** Pronouns of a person, between a thing and an age: I, you, we (`my own phone till I'm thirteen`), her, him. */
export const PERSON_PRONOUNS = [
  'i you we ich du wir je tu nous yo tú eu io ik jij wij ja я ты мы jag vi εγω εσυ ben sen biz',
  // `a photo of her at 13`, `foto van haar op haar 12e verjaardag`
  'her him she he ella ele ela elle lui sie ihr ihm ihn zij haar hem lei jej niej jego niego ona ей ему её ее ней неї їй вона він ní ea hon henne han αυτη αυτος αυτης onu onun',
]
  .join(' ')
  .split(' ');

/** The same for scripts written without spaces. */
export const PERSON_SUBSTRINGS =
  '女儿 儿子 妹妹 弟弟 孩子 学生 女孩 女生 少女 姑娘 娘 息子 妹 弟 子供 生徒 女の子 少女 딸 아들 여동생 남동생 아이 학생 소녀 여자아이 ลูก น้อง เด็ก'.split(
    ' ',
  );
