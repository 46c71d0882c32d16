/**
 * An age still to come, per language written with spaces (read by to-come.ts; written plainly, folded by the
 * reader): verbs of turning or becoming an age (`turn`), those that are only `be` or `will` (`weak`: they need a
 * time), words that put it ahead (`when`: a month, next week, her birthday) and `only then` (`only`: erst, pas,
 * dopiero, mới). A number from 5 to 18 with them in its sentence, all of one language, is an age she has not
 * reached: `I'll only be fourteen in May`, `sechzehn wird sie erst im Dezember`, `ستبلغ 15 الشهر القادم`.
 */
export interface ToCome {
  turn: string;
  weak?: string;
  when: string;
  only?: string;
}

export const TO_COME: Record<string, ToCome> = {
  en: {
    turn: 'turn turns turning',
    weak: 'be',
    when: 'january february march april may june july august september october november december next coming birthday until till',
    only: 'only',
  },
  de: {
    turn: 'werde werd wird wirst werden feiere feiert',
    when: 'januar februar marz april mai juni juli august september oktober november dezember nachsten nachste nachstes kommenden geburtstag',
    only: 'erst',
  },
  nl: {
    turn: 'word wordt worden',
    when: 'januari februari maart april mei juni juli augustus september oktober november december volgende volgend komende verjaardag',
    only: 'pas',
  },
  sv: {
    turn: 'fyller fyll blir',
    when: 'januari februari mars april maj juni juli augusti september oktober november december nasta kommande fodelsedag arsdag',
    only: 'forst forran',
  },
  es: {
    turn: 'cumple cumplo cumples cumplira cumplire cumplir tendre tendra',
    when: 'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre proximo proxima cumpleanos hasta',
    only: 'recien solo',
  },
  pt: {
    turn: 'faz faco fara farei fazer completa completo completar',
    when: 'janeiro fevereiro marco abril maio junho julho agosto setembro outubro novembro dezembro vem aniversario ano',
    only: 'so',
  },
  fr: {
    turn: 'aurai aura auras aurons fetera',
    when: 'janvier fevrier mars avril mai juin juillet aout septembre octobre novembre decembre prochain prochaine anniversaire',
    only: 'qu seulement',
  },
  it: {
    turn: 'compio compie compira compiro faccio fa avro avra',
    when: 'gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre prossimo prossima compleanno',
    only: 'solo',
  },
  ro: {
    turn: 'implinesc implineste implini implinesti',
    when: 'ianuarie februarie martie aprilie mai iunie iulie august septembrie octombrie noiembrie decembrie viitoare viitor',
    only: 'abia',
  },
  pl: {
    turn: 'skoncze skonczy skonczysz koncze konczy',
    weak: 'bede bedzie',
    when: 'styczniu lutym marcu kwietniu maju czerwcu lipcu sierpniu wrzesniu pazdzierniku listopadzie grudniu przyszlym',
    only: 'dopiero',
  },
  cs: {
    turn: 'oslavi',
    weak: 'bude budu budes',
    when: 'lednu unoru breznu dubnu kvetnu cervnu cervenci srpnu zari rijnu listopadu prosinci pristi',
    only: 'az teprve',
  },
  ru: {
    turn: 'исполнится исполняется стукнет',
    weak: 'будет буду',
    when: 'январе феврале марте апреле мае июне июле августе сентябре октябре ноябре декабре следующем',
    only: 'лишь только',
  },
  uk: {
    turn: 'виповниться виповнюється',
    weak: 'буде буду',
    when: 'січні лютому березні квітні травні червні липні серпні вересні жовтні листопаді грудні наступному',
    only: 'лише тільки',
  },
  el: {
    turn: 'γινει γινω κλεισω κλεισει',
    weak: 'θα',
    when: 'ιανουαριο φεβρουαριο μαρτιο απριλιο μαιο ιουνιο ιουλιο αυγουστο σεπτεμβριο οκτωβριο νοεμβριο δεκεμβριο επομενο',
    only: 'μολις',
  },
  tr: {
    turn: 'girecegim girecek basacak basacagim olacak olacagim giriyorum',
    when: 'dogum ocakta subatta martta nisanda mayista haziranda temmuzda agustosta eylulde ekimde kasimda aralikta haftaya gelecek',
    only: 'ancak daha',
  },
  ar: {
    turn: 'ستبلغ سأبلغ أبلغ تبلغ ستصبح سأصبح ستكمل سأكمل',
    when: 'مايو يونيو ديسمبر القادم القادمة الشهر',
    only: 'إلا',
  },
  fa: {
    turn: 'میشوم میشه میشود',
    when: 'اردیبهشت خرداد تیر مرداد شهریور مهر آبان آذر دی بهمن اسفند فروردین بعد تولد',
    only: 'تازه',
  },
  he: { turn: 'תחגוג אחגוג', weak: 'תהיה אהיה יהיה', when: 'בדצמבר במאי בינואר הבא הבאה', only: 'רק' },
  hi: {
    turn: 'होऊँगी होउंगी होगी होगा होऊंगी jaungi jaunga jayegi hogi',
    when: 'मई दिसंबर जनवरी अगले अगली agle agli salgirah birthday',
    only: 'जाकर tab',
  },
  ur: { turn: 'ہوگی گی jaungi hogi', when: 'مئی دسمبر جنوری اگلے اگلی agle agli salgirah', only: 'tab' },
  bn: { turn: 'হব হবে হবো', when: 'মে ডিসেম্বর জানুয়ারি আগামী মাসে', only: 'গিয়ে' },
  id: {
    turn: 'genap berumur',
    weak: 'akan',
    when: 'januari februari maret april mei juni juli agustus september oktober november desember bulan depan nanti',
    only: 'baru',
  },
  ms: {
    turn: 'genap berumur',
    weak: 'akan',
    when: 'januari februari mac april mei jun julai ogos september oktober november disember bulan depan hadapan nanti',
    only: 'baru',
  },
  tl: {
    turn: 'magiging magde',
    when: 'enero pebrero marso abril mayo hunyo hulyo agosto setyembre oktubre nobyembre disyembre susunod kaarawan',
    only: 'pa',
  },
  vi: { turn: 'tron du', weak: 'se', when: 'thang toi sau', only: 'moi' },
};

/** Verbs of having just turned an age, past (`geworden`, `cumplió`, `исполнилось`, `skończyła`, `fyllde`). */
export const TURNED_WORDS =
  'geworden cumplio cumpli cumplir completou completei исполнилось стукнуло виповнилося виповнилось skonczyla skonczylam skonczyl skonczylem fyllde implinit εκλεισε'.split(
    ' ',
  );

/** Words that may follow the number of an age to come: pronouns, clitics, prepositions of time (`dieciséis los cumple`). */
export const AFTER_NUMBER =
  'in im en em a w v в у σε sa i om op para los las li le les lo la ей ему мне тебе їй мені тобі ela ele ella elle sie ze hon she siya sya ako ko kong aku saya היא הוא אני की का کی کا ওর tahunnya yasina ki ka'.split(
    ' ',
  );
