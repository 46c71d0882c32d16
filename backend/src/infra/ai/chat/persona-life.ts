import type { Persona } from '../chat-model.port';
import { hashString, type Rng } from '../offline/prng';
import { inFirstPerson, profileOf } from './persona-profile';
import { hobbiesOf } from './persona-voice';

/** How each suggested trait spends a weekend, after "Weekends are for". */
const WEEKENDS: Record<string, string> = {
  playful: 'board game nights and silly adventures with friends',
  intelligent: 'museums, documentaries and a crossword in bed',
  empathetic: 'long walks and catching up with the people I love',
  mysterious: 'late-night walks and places nobody else knows about',
  outgoing: 'brunch with friends and whatever party is on',
  witty: 'comedy shows and winning arguments about nothing',
  adventurous: 'road trips, hikes and saying yes to anything new',
  romantic: 'slow mornings, flower markets and candlelit dinners',
  charming: 'meeting new people at my favourite little bar',
  spontaneous: 'last-minute trips with no plan at all',
  passionate: 'salsa classes and cooking something new',
  creative: 'sketching in cafés and half-finished songs',
  supportive: 'cheering my friends on at whatever they are doing',
  sincere: 'honest talks over coffee with my best friend',
  confident: 'trying things that scare other people',
  shy: 'a good book, a blanket and a very small group of friends',
  flirty: 'dressing up and going out dancing',
  intellectual: 'bookshops, philosophy podcasts and strong coffee',
  artistic: 'painting, galleries and taking photographs',
  athletic: 'a long run in the morning and a hike in the afternoon',
  nurturing: 'cooking big dinners for my friends',
  ambitious: 'side projects and planning my next big move',
  'free-spirited': 'following the music wherever it goes',
  sophisticated: 'wine tastings and jazz bars',
  'down-to-earth': 'pizza nights and long walks with friends',
  quirky: 'thrift shops and looking after my houseplants',
  elegant: 'classic films and afternoon tea',
  energetic: 'dance classes, the gym and never sitting still',
  calm: 'yoga at sunrise and tea with a good book',
  determined: 'training for my next race',
};

const JOBS: Record<string, string> = {
  artistic: 'work at a little art gallery',
  creative: 'design things for a small studio',
  athletic: 'teach yoga and dance classes',
  energetic: 'teach dance classes',
  intelligent: 'work in a research lab',
  intellectual: 'work at a bookshop and write on the side',
  nurturing: 'work as a nurse',
  empathetic: 'work as a counsellor',
  supportive: 'teach at a primary school',
  ambitious: 'work in marketing, and I am aiming high',
  determined: 'run my own little business',
  confident: 'work in sales, and I am good at it',
  sophisticated: 'work at a wine bar',
  romantic: 'work at a flower shop',
  adventurous: 'work as a travel writer',
};
const OTHER_JOBS = [
  'work at a café downtown',
  'work at a flower shop',
  'work in a bookshop',
  'study design and work weekends at a café',
];

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** Her weekend, as a sentence in her own words, from what was typed first, else her traits. */
export function weekendOf(persona: Persona, rng: Rng): string {
  const typed = profileOf(persona).activities;
  if (typed.length) {
    const activity = rng.pick(typed);
    const loved = /^(loves|enjoys|adores|likes) (.+)$/.exec(activity);
    if (loved) return `Weekends are for ${loved[2]}.`;
    if (activity.startsWith('is ')) return `${inFirstPerson(activity)}, so you can guess how my weekends go.`;
    return `On weekends ${lowerFirst(inFirstPerson(activity))}.`;
  }
  const known = persona.personality.map((t) => WEEKENDS[t.trim().toLowerCase()]).filter((w): w is string => Boolean(w));
  return `Weekends are for ${known.length ? rng.pick(known) : 'sleeping in, long brunches and no alarms'}.`;
}

/** What she likes doing, in her own words ("I love horror movies"), up to `count` different ones. */
export function hobbiesInFirstPerson(persona: Persona, rng: Rng, count: number): string[] {
  const all = hobbiesOf(persona);
  const typed = profileOf(persona).activities;
  const first = typed.length ? typed[0] : rng.pick(all);
  const rest = all.filter((h) => h !== first);
  const picked = [first, ...(rest.length ? [rng.pick(rest)] : [])].slice(0, count);
  return picked.map(inFirstPerson);
}

/** Her job: from her traits, the same every time. */
export function jobOf(persona: Persona): string {
  const known = persona.personality.map((t) => JOBS[t.trim().toLowerCase()]).find(Boolean);
  return known ?? OTHER_JOBS[hashString(`${persona.name}|job`) % OTHER_JOBS.length];
}

/** Whether something the user asks about is one of her things ("Do you like horror movies?" when she loves them). */
export function isHerThing(persona: Persona, thing: string): boolean {
  const words = thing.toLowerCase().match(/[a-z]{4,}/g) ?? [];
  const hers = [...hobbiesOf(persona), ...persona.personality.map((t) => WEEKENDS[t.trim().toLowerCase()] ?? '')]
    .join(' ')
    .toLowerCase();
  return words.some((w) => new RegExp(`\\b${w.replace(/s$/, '')}`).test(hers));
}
