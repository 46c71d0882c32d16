/**
 * The people, pets and dates in the user's life, read from their own words: "my sister Anna", "my
 * dog's name is Rex", "Tom is my best friend", "my birthday is May 3". Every pattern is bounded (no
 * unbounded repeat next to another), so reading a message is linear in its length.
 */

/** "Sister" and "Anna"; "Dog" and "Rex". */
export interface Named {
  /** the relation or the animal, as a label: "Sister", "Best friend", "Dog" */
  label: string;
  name: string;
}

/** "Birthday" and "May 3"; "Sister's birthday" and "June 5". */
export interface Dated {
  label: string;
  date: string;
}

export interface LifeFacts {
  people: Named[];
  pets: Named[];
  dates: Dated[];
}

export const RELATIONS = [
  'best friend',
  'boyfriend',
  'girlfriend',
  'friend',
  'sister',
  'brother',
  'mom',
  'mum',
  'mother',
  'dad',
  'father',
  'wife',
  'husband',
  'partner',
  'fiance',
  'fiancee',
  'son',
  'daughter',
  'boss',
  'roommate',
  'flatmate',
  'cousin',
  'aunt',
  'uncle',
  'grandma',
  'grandmother',
  'grandpa',
  'grandfather',
  'niece',
  'nephew',
  'neighbor',
  'neighbour',
  'coworker',
  'colleague',
  'twin',
];

export const PETS = [
  'guinea pig',
  'dog',
  'puppy',
  'cat',
  'kitten',
  'bird',
  'parrot',
  'hamster',
  'rabbit',
  'bunny',
  'horse',
  'fish',
  'turtle',
  'snake',
  'lizard',
  'ferret',
];

const EVENTS = 'birthday|bday|b-day|wedding anniversary|anniversary|name day';
const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const MONTH =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const DAY = '(\\d{1,2})(?:st|nd|rd|th)?';
/** "May 3rd", "3 May", "the 3rd of May", "May": month first or day first, with an optional year. */
const DATE = `(?:${MONTH}\\s{1,3}${DAY}|(?:the\\s{1,3})?${DAY}\\s{1,3}(?:of\\s{1,3})?${MONTH}|${MONTH})(?:,?\\s{1,3}(\\d{4}))?\\b`;

const alternatives = (list: string[]) => list.map((w) => w.replace(/ /g, '\\s{1,3}')).join('|');
const WHO = `(?:(?:little|big|older|younger|baby|twin|step|half)\\s{1,3})?(${alternatives(RELATIONS)}|${alternatives(PETS)})`;
/** A first name, as typed. */
const NAME = "([A-Za-z][A-Za-z'-]{1,20})";
/** Words that follow "my sister is" or "my dog" without being a name. */
const NOT_A_NAME = new Set(
  (
    'a an the is was and but so very really always never too also just still in at on with from for to of my your his her ' +
    'our their this that who which when where visiting coming staying living here there home back away out sick great ' +
    'amazing awesome older younger little big best only named called says said thinks loves likes hates has had does ' +
    'did will would can could should might lives lived works worked died passed gone getting going being jack-russell ' +
    'american british english french german italian spanish canadian australian irish mexican brazilian indian chinese ' +
    'japanese korean russian polish dutch swedish greek turkish cute sweet funny crazy adorable lovely beautiful ' +
    'she he it they we you i me'
  ).split(' '),
);
const PRONOUN_START = /^(?:she|he|it|they|we|you|i|this|that|there|who|what)$/i;

function label(phrase: string): string {
  const words = phrase.toLowerCase().replace(/\s+/g, ' ').trim();
  const plain = words.replace(/^(?:fiancee)$/, 'fiancée').replace(/^(?:fiance)$/, 'fiancé');
  return plain.charAt(0).toUpperCase() + plain.slice(1);
}

function nameOf(raw: string, mustBeCapital: boolean): string | null {
  const word = raw.replace(/'s?$/i, '');
  if (word.length < 2 || NOT_A_NAME.has(word.toLowerCase())) return null;
  if (mustBeCapital && !/^[A-Z]/.test(word)) return null;
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function monthName(word: string): string {
  const lower = word.toLowerCase().replace(/\.$/, '');
  const full = MONTHS.find((m) => m.startsWith(lower.slice(0, 3))) ?? lower;
  return full.charAt(0).toUpperCase() + full.slice(1);
}

/** "May 3", "May 3, 1995", "May" from the groups of DATE. */
function dateOf(g: (string | undefined)[]): string {
  const [m1, d1, d2, m2, m3, year] = g;
  const month = monthName((m1 ?? m2 ?? m3)!);
  const day = d1 ?? d2;
  const date = day ? `${month} ${Number(day)}` : month;
  return year ? `${date}, ${year}` : date;
}

const isPet = (word: string) => PETS.includes(word.toLowerCase().replace(/\s+/g, ' '));

/** The people, pets and dates one message states about the user's life. */
export function extractLifeFacts(text: string): LifeFacts {
  const facts: LifeFacts = { people: [], pets: [], dates: [] };
  const add = (who: string, rawName: string, mustBeCapital: boolean) => {
    const name = nameOf(rawName, mustBeCapital);
    if (!name) return;
    const entry = { label: label(who), name };
    (isPet(who) ? facts.pets : facts.people).push(entry);
  };
  // "my sister's name is Anna", "my dog is called Rex", "my sister is named Anna"
  for (const m of text.matchAll(
    new RegExp(
      `\\bmy\\s{1,3}${WHO}(?:'s\\s{1,3}name\\s{1,3}is|\\s{1,3}is\\s{1,3}(?:called|named))\\s{1,3}${NAME}`,
      'gi',
    ),
  ))
    add(m[1], m[2], false);
  // "my sister Anna", "my sister, Anna,", "my sister is Anna"
  for (const m of text.matchAll(
    new RegExp(`\\bmy\\s{1,3}${WHO}(?:,\\s{0,3}|\\s{1,3}is\\s{1,3}|\\s{1,3})${NAME}\\b`, 'gi'),
  ))
    add(m[1], m[2], true);
  // "I have a dog named Rex", "a sister called Anna"
  for (const m of text.matchAll(new RegExp(`\\ban?\\s{1,3}${WHO}\\s{1,3}(?:named|called)\\s{1,3}${NAME}`, 'gi')))
    add(m[1], m[2], false);
  // "Tom is my best friend"
  for (const m of text.matchAll(new RegExp(`\\b${NAME}\\s{1,3}is\\s{1,3}my\\s{1,3}${WHO}\\b`, 'gi')))
    if (!PRONOUN_START.test(m[1])) add(m[2], m[1], true);
  // "my birthday is May 3", "my sister's birthday is on the 5th of June", "our anniversary's in July"
  for (const m of text.matchAll(
    new RegExp(
      `\\b(?:my|our)\\s{1,3}(?:${WHO}'s\\s{1,3})?(${EVENTS})(?:'s|\\s{1,3}is)?(?:\\s{1,3}(?:on|in))?\\s{1,3}${DATE}`,
      'gi',
    ),
  )) {
    const event = /^b/i.test(m[2]) ? 'birthday' : m[2].toLowerCase();
    facts.dates.push({ label: label(m[1] ? `${m[1]}'s ${event}` : event), date: dateOf(m.slice(3)) });
  }
  for (const m of text.matchAll(new RegExp(`\\bI\\s{1,3}was\\s{1,3}born\\s{1,3}(?:on|in)\\s{1,3}${DATE}`, 'gi')))
    facts.dates.push({ label: 'Birthday', date: dateOf(m.slice(1)) });
  return facts;
}
