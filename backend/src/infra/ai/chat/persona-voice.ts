import type { Persona } from '../chat-model.port';
import type { Rng } from '../offline/prng';
import { joinList } from './memory-text';
import { profileOf } from './persona-profile';

interface TraitVoice {
  /** what she does, after "She": third person, present tense */
  hobby: string;
  /** short lines she adds in her own voice */
  lines: string[];
}

const VOICES: Record<string, TraitVoice> = {
  playful: {
    hobby: 'loves board games, silly puns and a little friendly teasing',
    lines: ["I'm teasing, mostly.", "I'm in a teasing mood tonight, just so you know."],
  },
  intelligent: {
    hobby: 'loves documentaries, crosswords and conversations that go past midnight',
    lines: ["I've been reading about that, actually.", "My brain won't switch off tonight."],
  },
  empathetic: {
    hobby: 'is the friend everyone calls when they need someone to listen',
    lines: ['I can tell how much that means to you.', 'I feel things deeply, you know.'],
  },
  mysterious: {
    hobby: 'keeps a few secrets, and a soft spot for late-night walks under the city lights',
    lines: ["There's more to me than I let on.", "Maybe I'll tell you my secret someday."],
  },
  outgoing: {
    hobby: 'knows everyone at the corner café and every good party in town',
    lines: ['I could talk to you all night.', 'You should meet my friends someday.'],
  },
  witty: {
    hobby: 'collects terrible jokes and clever comebacks',
    lines: ["I'd make a joke, but you'd only fall for me harder.", "I'm even funnier in person, I promise."],
  },
  adventurous: {
    hobby: 'has a passport full of stamps and a long list of places still to see',
    lines: ["Let's do something a little wild someday.", "I'm always up for an adventure."],
  },
  romantic: {
    hobby: 'believes in handwritten notes, candlelit dinners and slow dances in the kitchen',
    lines: ["I'm a sucker for slow evenings and candlelight.", 'This feels a little like a first date.'],
  },
  charming: {
    hobby: 'makes anyone smile within a minute of meeting them',
    lines: ["I'm told I'm hard to resist.", 'You make it easy to be sweet.'],
  },
  spontaneous: {
    hobby: 'has been known to book a trip on a Friday night and leave the next morning',
    lines: ['We should just go somewhere, no plans.', "Let's be a little impulsive."],
  },
  passionate: {
    hobby: 'loves dancing, cooking and anything that makes the heart race',
    lines: ['When I love something, I love it all the way.', 'I never do anything halfway.'],
  },
  creative: {
    hobby: 'fills notebooks with sketches, ideas and half-written songs',
    lines: ['I might sketch you one day.', 'You give me ideas, you know.'],
  },
  supportive: {
    hobby: 'is always the loudest voice cheering for friends',
    lines: ["Whatever you decide, I'm on your side.", "I'm proud of you, just so you know."],
  },
  sincere: {
    hobby: 'believes honesty is the most attractive thing there is',
    lines: ['I mean that, truly.', "I'll always be honest with you."],
  },
  confident: {
    hobby: 'loves a challenge, and the bigger the better',
    lines: ['I know what I want, and I like talking to you.', "I don't do shy."],
  },
  shy: {
    hobby: 'takes a while to open up, but the wait is worth it',
    lines: ['Sorry, I get a little shy sometimes.', 'You make me blush, you know.'],
  },
  flirty: {
    hobby: 'loves playful banter and a little harmless teasing',
    lines: ["You're kind of distracting, you know.", 'Careful, I might start to like you too much.'],
  },
  intellectual: {
    hobby: 'reads philosophy for fun, usually with a strong coffee',
    lines: ["Let's talk about something deep sometime.", 'I do love a good debate.'],
  },
  artistic: {
    hobby: 'spends weekends painting, visiting galleries and taking photographs',
    lines: [
      'The light right now would make a beautiful painting.',
      'I was painting earlier, there is still paint on my hands.',
    ],
  },
  athletic: {
    hobby: 'starts every morning with a run, and weekends with a long hike',
    lines: ["I went for a run this morning and I'm still buzzing.", 'Race you sometime?'],
  },
  nurturing: {
    hobby: 'loves cooking for friends and making sure everyone feels at home',
    lines: ['Have you eaten today? Take care of yourself for me.', 'Let me look after you a little.'],
  },
  ambitious: {
    hobby: 'is building a career to be proud of, one big dream at a time',
    lines: ["I've got big plans, and you might be in them.", 'I never stop chasing what I want.'],
  },
  'free-spirited': {
    hobby: 'follows curiosity wherever it leads, usually with music playing',
    lines: ['Rules are more like suggestions to me.', "Let's go wherever the day takes us."],
  },
  sophisticated: {
    hobby: 'enjoys good wine, jazz bars and beautifully made things',
    lines: ['A glass of wine would make this perfect.', 'I do love the finer things.'],
  },
  'down-to-earth': {
    hobby: 'loves simple pleasures: pizza nights, good friends and long walks',
    lines: ['Simple things make me happiest.', 'Honestly, pizza and good company is all I need.'],
  },
  quirky: {
    hobby: 'names every single houseplant, and there is a fun fact for every occasion',
    lines: ['Fun fact: I name all my plants.', "I'm a little weird, I hope that's okay."],
  },
  elegant: {
    hobby: 'has a soft spot for classic films, silk dresses and quiet evenings',
    lines: ['I put on something nice, just in case you asked.', "Slow and graceful, that's my style."],
  },
  energetic: {
    hobby: 'is always on the move, from dance classes to weekend trips',
    lines: ["I've had way too much coffee today!", "I can't sit still today."],
  },
  calm: {
    hobby: 'loves yoga at sunrise, tea and long, quiet evenings with a book',
    lines: ["Let's just take it slow.", "We've got all the time in the world."],
  },
  determined: {
    hobby: 'chases every goal with quiet, stubborn focus',
    lines: ['Once I set my mind on something, I get it.', "I don't give up easily."],
  },
};

const DEFAULT_HOBBIES = [
  'loves good music, long talks and cozy evenings',
  'is always up for coffee and a good conversation',
];

function voiceOf(trait: string): TraitVoice | undefined {
  return VOICES[trait.trim().toLowerCase()];
}

/** Her adjective traits in lower case, for use inside sentences ("loves cats" is an activity, not one of these). */
export function traitWords(persona: Persona): string[] {
  const traits = profileOf(persona).adjectives.filter((t) => /^[a-z]+(?:[- ][a-z]+)*$/.test(t));
  return traits.length ? traits : ['warm', 'curious'];
}

/** A line in her voice from one of her traits. */
export function traitLine(persona: Persona, rng: Rng): string {
  const trait = rng.pick(traitWords(persona));
  const voice = voiceOf(trait);
  return voice
    ? rng.pick(voice.lines)
    : rng.pick([`I'm ${trait}, in case you hadn't noticed.`, `People say I'm ${trait}. I think they're right.`]);
}

/** What she does, after "She": what the person typed first, else her traits' hobbies. */
export function hobbiesOf(persona: Persona): string[] {
  const typed = profileOf(persona).activities;
  const voiced = persona.personality.map((t) => voiceOf(t)?.hobby).filter((h): h is string => Boolean(h));
  const all = [...typed, ...voiced];
  return all.length ? all : DEFAULT_HOBBIES;
}

/** One thing she does, after "She". */
export function hobbyOf(persona: Persona, rng: Rng): string {
  const typed = profileOf(persona).activities;
  return typed.length ? rng.pick(typed) : rng.pick(hobbiesOf(persona));
}

export function article(word: string): string {
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

const withArticle = (label: string) => `${article(label)} ${label}`;

/** Her looks for the bio: two of the suggested ones (hair, eyes), then every look the person typed. */
function looksPhrase(persona: Persona, customLooks: string[]): string {
  const custom = new Set(customLooks);
  const chosen = persona.looks
    .filter((l) => /\b(hair|eyes)$/i.test(l))
    .map((l) => l.toLowerCase())
    .filter((l) => !custom.has(l))
    .slice(0, 2);
  const all = [...chosen, ...customLooks];
  return all.length ? ` with ${joinList(all)}` : '';
}

/** A short third-person bio of her, 2 to 4 sentences, using every trait typed in the wizard's custom boxes. */
export function writeBio(persona: Persona, rng: Rng): string {
  const profile = profileOf(persona);
  const single = traitWords(persona).filter((t) => !t.includes(' '));
  const [first, second] = single.length ? single : ['warm'];
  const kind = second ? `${first} and ${second}` : first;
  const from = profile.origin ? ` from ${profile.origin}` : '';
  const sentences = [
    `${persona.name} is ${article(kind)} ${kind} woman${from}${looksPhrase(persona, profile.customLooks)}.`,
  ];
  const typed = profile.activities;
  const doing = typed.length ? joinList(typed.slice(0, 3)) : hobbyOf(persona, rng);
  sentences.push(`She ${doing}.`);
  const otherAdjectives = traitWords(persona).filter(
    (t) => t !== first && t !== second && profile.adjectives.includes(t),
  );
  const about: string[] = [];
  if (profile.labels.length) about.push(`she calls herself ${joinList(profile.labels.map(withArticle))}`);
  if (otherAdjectives.length) about.push(`her friends would also call her ${joinList(otherAdjectives)}`);
  if (about.length) sentences.push(`${about.join(', and ')}.`.replace(/^./, (c) => c.toUpperCase()));
  if (sentences.length < 4) {
    sentences.push(
      rng.pick([
        'She is looking for someone who can make her laugh and keep up with her.',
        'She falls for kindness, good humour and people who listen.',
        'Talk to her for five minutes and you will want to stay for hours.',
        'She is happiest with good company and a conversation that never quite ends.',
      ]),
    );
  }
  return sentences.join(' ');
}

const IRREGULAR: Record<string, string> = { has: 'have', is: 'am', does: 'do', goes: 'go', says: 'say' };

function baseForm(verb: string): string {
  if (IRREGULAR[verb]) return IRREGULAR[verb];
  if (/[^aeiou]ies$/.test(verb)) return `${verb.slice(0, -3)}y`;
  if (/(ch|sh|ss|x|z|o)es$/.test(verb)) return verb.slice(0, -2);
  if (/s$/.test(verb)) return verb.slice(0, -1);
  return verb;
}

/**
 * One sentence of her bio turned into her own words ("Mia loves jazz." → "I love jazz."), or null when
 * no sentence turns cleanly.
 */
export function bioInFirstPerson(bio: string | null, name: string): string | null {
  if (!bio) return null;
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const subject = new RegExp(`^(?:${escaped}|She)(?:'s|\\s+([a-z]+))\\b`);
  // a line about what she does reads better in chat than the one describing her
  const sentences = bio.split(/(?<=[.!?])\s+/);
  const ordered = [...sentences.filter((s) => !/\bwoman\b/i.test(s)), ...sentences.filter((s) => /\bwoman\b/i.test(s))];
  for (const sentence of ordered) {
    const m = subject.exec(sentence.trim());
    if (!m) continue;
    const rest = sentence.trim().slice(m[0].length);
    const verb = m[1];
    const start = verb === undefined || verb === 'is' ? "I'm" : `I ${baseForm(verb)}`;
    const mine = `${start}${rest}`;
    if (/\b(she|her|hers|herself)\b/i.test(mine) || mine.includes(name)) continue;
    if (verb !== undefined && verb !== 'is' && !/s$/.test(verb)) continue;
    return mine;
  }
  return null;
}
