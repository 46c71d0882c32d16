import { SUGGESTIONS } from '../../../contracts';
import type { Persona } from '../chat-model.port';
import { hashString } from '../offline/prng';

/**
 * Her personality and looks read for writing: the wizard's suggested traits, and whatever the person
 * typed in the custom boxes ("loves horror movies", "night owl", "sarcastic", "from Lisbon",
 * "freckles"), each sorted into the kind of words it is so a sentence can use it.
 */
export interface Profile {
  /** single adjectives or adjective phrases, lower case, in her order ("playful", "a bit sarcastic") */
  adjectives: string[];
  /** what she does, third person after "She" ("loves horror movies", "plays the violin") */
  activities: string[];
  /** what she is, without the article ("night owl", "cat lover") */
  labels: string[];
  /** where she is from, as typed ("Lisbon"), or null */
  origin: string | null;
  /** looks the person typed, as a noun phrase ("freckles", "a dimpled smile", "sun-kissed skin") */
  customLooks: string[];
}

const SUGGESTED_TRAITS = new Set<string>(SUGGESTIONS.personality.map((t) => t.toLowerCase()));
const SUGGESTED_LOOKS = new Set<string>(
  (['eyes', 'mouth', 'nose', 'hair', 'body', 'skin'] as const).flatMap((field) =>
    SUGGESTIONS[field].map((v) => `${v} ${field}`.toLowerCase()),
  ),
);

/** Verbs a custom trait may start with, in the base form ("love cats", "I love cats", "loves cats"). */
const VERBS = new Set([
  'love',
  'like',
  'enjoy',
  'adore',
  'hate',
  'play',
  'collect',
  'read',
  'write',
  'paint',
  'sing',
  'dance',
  'cook',
  'bake',
  'speak',
  'watch',
  'have',
  'run',
  'swim',
  'travel',
  'draw',
  'knit',
  'grow',
  'make',
  'go',
  'listen',
  'teach',
  'study',
  'work',
  'ride',
  'surf',
  'hike',
  'climb',
  'can',
  'never',
  'always',
  'know',
  'keep',
  'believe',
  'dream',
  'live',
  'spend',
  'own',
  'sew',
  'garden',
  'practice',
  'practise',
  'volunteer',
  'wear',
  'drink',
  'binge',
  'crochet',
  'skate',
  'ski',
  'fish',
  'film',
  'photograph',
  'design',
  'code',
  'build',
  'rescue',
]);
const THIRD: Record<string, string> = {
  have: 'has',
  go: 'goes',
  can: 'can',
  never: 'never',
  always: 'always',
  do: 'does',
};
const INTENSIFIERS =
  /^(very|super|really|quite|so|extremely|slightly|a bit|a little|kind of|kinda|pretty|totally|incredibly)\s/;
const STATES =
  /^(obsessed|into|crazy about|addicted to|good at|great at|afraid of|scared of|fluent in|passionate about|mad about|a fan of|fan of|in love with|allergic to)\b/;
const ADJECTIVE_ENDINGS_IN_ER =
  /^(clever|tender|eager|sober|bitter|proper|silver|other|super|kinder|sweeter|cleverer)$/;
const ING_ADJECTIVES =
  /^(caring|loving|charming|outgoing|easygoing|easy-going|daring|giving|forgiving|understanding|interesting|amazing|cunning|fun-loving|hard-working|hardworking|teasing|trusting|willing|striking|stunning|outstanding|demanding|enchanting|alluring|captivating|intriguing|inspiring|calming|soothing|nurturing|bubbling|easy-going|laid-back|free-thinking|thinking|accommodating|engaging|loyal)$/;
const NOUN_END =
  /(er|ist|or|ie|nerd|geek|owl|rat|addict|lover|fan|worm|junkie|girl|queen|princess|person|soul|spirit|bee|bug|head|aholic|holic|star|baby|kid|angel|diva|chef|mom|mum)$/;

function thirdPerson(verb: string): string {
  if (THIRD[verb]) return THIRD[verb];
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  if (/(ch|sh|ss|x|z|o)$/.test(verb)) return `${verb}es`;
  return `${verb}s`;
}

function baseOf(word: string): string {
  if (VERBS.has(word)) return word;
  for (const verb of VERBS) if (thirdPerson(verb) === word) return verb;
  return '';
}

type Kind = { adjective: string } | { activity: string } | { label: string } | { origin: string };

/** What kind of words one personality entry is. */
function classify(entry: string): Kind | null {
  const typed = entry
    .trim()
    .replace(/[.!]+$/, '')
    .replace(/\s+/g, ' ');
  if (!typed) return null;
  let text = typed.replace(/^(i am|i'm|im|she is|she's)\s+/i, '');
  const origin = /^(?:(?:originally |born |grew up |lives? )?(?:from|in))\s+(.{2,40})$/i.exec(text);
  if (origin) return { origin: origin[1] };
  text = text.replace(/^(i|she)\s+/i, '');
  const lower = text.toLowerCase();
  const [first, ...rest] = lower.split(' ');
  const verb = baseOf(first);
  if (verb) return { activity: [thirdPerson(verb), ...text.split(' ').slice(1)].join(' ') };
  if (STATES.test(lower)) return { activity: `is ${text}` };
  // "dancing", "reading fantasy novels": what she loves doing
  if (/^[a-z]{3,}ing$/.test(first) && !ING_ADJECTIVES.test(first)) return { activity: `loves ${text}` };
  if (INTENSIFIERS.test(lower)) return { adjective: lower };
  if (/^(a|an)\s/.test(lower)) return { label: text.replace(/^(a|an)\s+/i, '') };
  if (
    (rest.length === 0 && (!NOUN_END.test(lower) || ADJECTIVE_ENDINGS_IN_ER.test(lower))) ||
    SUGGESTED_TRAITS.has(lower)
  )
    return { adjective: lower };
  return { label: lower };
}

const LOOK_NOUNS =
  /\b(freckles|dimples?|tattoos?|piercings?|smile|lips|nose|eyes|hair|skin|figure|body|curves|legs|glasses|eyelashes|lashes|mole|beauty mark)\b/i;

/** "Freckles skin" → "freckles"; "Sun-kissed skin" stays. */
function lookPhrase(look: string): string {
  const words = look.trim().split(/\s+/);
  const value = words.slice(0, -1).join(' ');
  return (LOOK_NOUNS.test(value) ? value : look).toLowerCase();
}

const profiles = new WeakMap<Persona, Profile>();

/** Her profile (read once per persona object: a reply reads it many times). */
export function profileOf(persona: Persona): Profile {
  const known = profiles.get(persona);
  if (known) return known;
  const profile: Profile = { adjectives: [], activities: [], labels: [], origin: null, customLooks: [] };
  for (const entry of persona.personality) {
    const kind = classify(entry);
    if (!kind) continue;
    if ('adjective' in kind) profile.adjectives.push(kind.adjective);
    else if ('activity' in kind) profile.activities.push(kind.activity);
    else if ('label' in kind) profile.labels.push(kind.label);
    else profile.origin ??= kind.origin;
  }
  profile.customLooks = persona.looks.filter((l) => !SUGGESTED_LOOKS.has(l.trim().toLowerCase())).map(lookPhrase);
  profiles.set(persona, profile);
  return profile;
}

/** "loves horror movies" → "I love horror movies"; "is obsessed with astronomy" → "I'm obsessed with astronomy". */
export function inFirstPerson(activity: string): string {
  const [verb, ...rest] = activity.split(' ');
  const tail = rest.length ? ` ${rest.join(' ')}` : '';
  if (verb === 'is') return `I'm${tail}`;
  if (verb === 'has') return `I have${tail}`;
  return `I ${baseOf(verb) || verb}${tail}`;
}

const HOMETOWNS = [
  'Lisbon',
  'Barcelona',
  'a little town by the sea',
  'Vienna',
  'Melbourne',
  'Austin',
  'Montreal',
  'Copenhagen',
  'Naples',
  'Seattle',
  'Edinburgh',
  'San Diego',
];

/** Where she is from: what was typed, else a place of her own (the same every time). */
export function hometownOf(persona: Persona, profile: Profile): string {
  return profile.origin ?? HOMETOWNS[hashString(`${persona.name}|home`) % HOMETOWNS.length];
}

/** Her age: always in her twenties, the same every time. */
export function ageOf(persona: Persona): number {
  return 21 + (hashString(`${persona.name}|age`) % 8);
}
