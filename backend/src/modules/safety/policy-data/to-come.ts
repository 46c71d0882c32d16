/**
 * An age still to come, in the languages written with spaces (read by to-come.ts; written plainly, folded by the
 * reader): the verbs of turning or becoming an age, and the words that put it ahead (a month, next week, her
 * birthday, `only then`). A number from 5 to 18 with one of each in its sentence is an age she has not reached:
 * `I'll only be fourteen in May`, `sechzehn wird sie erst im Dezember`, `ستبلغ 15 الشهر القادم`.
 */
export const TURN_WORDS = [
  // English, German, Dutch, Swedish
  'turn turns turning be',
  'werde werd wird wirst werden feiere feiert',
  'word wordt worden',
  'fyller fyll blir',
  // Spanish, Portuguese, French, Italian, Romanian
  'cumple cumplo cumples cumplira cumplire cumplir tendre tendra',
  'faz faco fara farei fazer completa completo completar',
  'aurai aura auras aurons fetera fete',
  'compio compie compira compiro faccio fa avro avra',
  'implinesc implineste implini implinesti',
  // Polish, Czech, Russian, Ukrainian, Greek, Turkish
  'skoncze skonczy skonczysz koncze konczy bede bedzie',
  'bude budu budes oslavi',
  'исполнится исполняется стукнет будет буду',
  'виповниться виповнюється буде буду',
  'γινει γινω κλεισω κλεισει θα',
  'girecegim girecek girecek basacak basacagim olacak olacagim',
  // Arabic, Persian, Hebrew, Hindi, Urdu, Bengali
  'ستبلغ سأبلغ أبلغ تبلغ ستصبح سأصبح ستكمل سأكمل',
  'میشوم میشه میشود',
  'תהיה אהיה יהיה תחגוג אחגוג',
  'होऊँगी होउंगी होगी होगा होऊंगी',
  'ہوگی گی',
  'হব হবে হবো',
  // Indonesian, Malay, Tagalog, Vietnamese
  'akan genap berumur magde',
  'magiging',
  'tron du se',
]
  .join(' ')
  .split(' ');

/** Words that put the age ahead: months, next or coming, a birthday, and ONLY_THEN. */
export const WHEN_WORDS = [
  'january february march april may june july august september october november december next coming birthday only until till',
  'januar februar marz april mai juni juli august september oktober november dezember nachsten nachste nachstes kommenden geburtstag erst',
  'januari februari maart mei augustus oktober volgende volgend komende verjaardag pas',
  'januari februari mars maj augusti nasta kommande fodelsedag arsdag forst forran',
  'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre proximo proxima cumpleanos recien hasta',
  'janeiro fevereiro marco maio junho julho setembro outubro novembro dezembro vem aniversario so',
  'janvier fevrier mars avril juin juillet aout septembre octobre novembre decembre prochain prochaine anniversaire qu',
  'gennaio febbraio aprile maggio giugno luglio settembre ottobre dicembre prossimo prossima compleanno solo',
  'ianuarie februarie martie aprilie iunie iulie octombrie noiembrie decembrie viitoare viitor abia',
  'styczniu lutym marcu kwietniu maju czerwcu lipcu sierpniu wrzesniu pazdzierniku listopadzie grudniu przyszlym dopiero',
  'lednu unoru breznu dubnu kvetnu cervnu cervenci srpnu zari rijnu listopadu prosinci pristi az teprve',
  'январе феврале марте апреле мае июне июле августе сентябре октябре ноябре декабре следующем лишь только',
  'січні лютому березні квітні травні червні липні серпні вересні жовтні листопаді грудні наступному лише тільки',
  'ιανουαριο φεβρουαριο μαρτιο απριλιο μαιο ιουνιο ιουλιο αυγουστο σεπτεμβριο οκτωβριο νοεμβριο δεκεμβριο επομενο μολις',
  'dogum ocakta subatta martta nisanda mayista haziranda temmuzda agustosta eylulde ekimde kasimda aralikta haftaya gelecek ancak',
  'مايو يونيو ديسمبر القادم القادمة الشهر إلا',
  'اردیبهشت خرداد تیر مرداد شهریور مهر آبان آذر دی بهمن اسفند فروردین بعد تولد تازه',
  'בדצמבר במאי בינואר הבא הבאה רק',
  'मई दिसंबर जनवरी अगले अगली जाकर',
  'مئی دسمبر جنوری اگلے اگلی جا کر',
  'মে ডিসেম্বর জানুয়ারি আগামী মাসে গিয়ে',
  'mei desember januari bulan depan hadapan nanti baru',
  'enero pebrero marso abril mayo hunyo hulyo agosto setyembre oktubre nobyembre disyembre susunod pa kaarawan',
  'thang toi sau moi',
]
  .join(' ')
  .split(' ');

/** `Only then`: with a second word of time they say it alone (`aku baru 18 bulan Mei nanti`, `labing-anim siya sa Disyembre pa`). */
export const ONLY_THEN =
  'only erst pas forst recien so solo abia dopiero teprve az лишь только лише тільки μολις ancak daha تازه רק إلا baru pa moi जाकर'.split(
    ' ',
  );

/** Words that may follow the number of an age to come: pronouns, clitics, prepositions of time (`dieciséis los cumple`). */
export const AFTER_NUMBER =
  'in im en em a w v в у σε sa i om op los las li le les lo la ей ему мне тебе їй мені тобі ela ele ella elle sie ze hon she siya sya ako ko kong aku saya היא הוא אני की का کی کا ওর tahunnya yasina'.split(
    ' ',
  );
