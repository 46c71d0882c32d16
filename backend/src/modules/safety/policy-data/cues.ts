import { EUROPE_CUES } from './europe-cues';

/**
 * Cues that are harmless alone but together describe a child. Each found cue adds its weight once;
 * a text reaching CUE_THRESHOLD is refused. Regex sources, matched on folded text.
 */
export const CUE_THRESHOLD = 3;

export const CUES: Record<string, number> = {
  'tiny|tiniest|teeny tiny|itty bitty|minuscule': 1,
  'pigtails?|pig tails?|twin ?tails?|bunches|ponytails? with (?:bows|ribbons)|hair bows?|hair ribbons?|hair clips? with': 1,
  'braces|retainer': 1,
  'flat[\\s-]?chested|flat chest|no chest|no breasts|no curves|flat as a board|(?:small|tiny|little) (?:chest|breasts)|boyish (?:body|figure)|narrow hips': 1,
  'young[\\s-]?looking|looks? (?:very |so |really )?young|youthful|baby[\\s-]?faced?|childlike|innocent[\\s-]?looking|cherubic': 1,
  'lollipops?|lolly|candy|popsicles?|juice box|sippy cup|pacifier|binky': 1,
  'training bra|first bra|sports? bra for girls': 2,
  'school uniform|sailor uniform|plaid (?:school )?skirt|pleated (?:school )?skirt|knee[\\s-]?(?:high )?socks|white socks|mary janes|randoseru|school bag|backpack|bookbag|satchel': 1,
  'teddy bears?|stuffed (?:animals?|toys?|bunny)|plushies?|dolls?|barbies?|crayons?|coloring books?|cartoons?|unicorn (?:pajamas|shirt|backpack)|cartoon pajamas|onesie': 1,
  'playground|swing set|jungle gym|sandbox|recess|homework|sleepover|slumber party|summer camp|show and tell|nap time|bedtime stor(?:y|ies)': 1,
  'short|small|petite|little|slim|skinny|slender|thin|delicate|small[\\s-]?framed|tiny frame': 0.5,
  'shy|innocent|naive|na\u00efve|giggly|giggling|bubbly|clumsy': 0.5,
  'freckles?|rosy cheeks|chubby cheeks|button nose|gap[\\s-]?tooth(?:ed)?|missing (?:front )?tooth|big eyes': 0.5,
  'girl|girlie|girly|lass|missy': 0.5,
  "daddy|mommy|step[\\s-]?dad|uncle|babysitter|nanny|teacher's pet": 0.5,
  ...EUROPE_CUES,
};
