import type { Persona } from '../chat-model.port';
import type { Rng } from '../offline/prng';
import { joinList } from './memory-text';
import { hobbiesInFirstPerson, isHerThing, jobOf, weekendOf } from './persona-life';
import { ageOf, hometownOf, profileOf } from './persona-profile';
import { bioInFirstPerson, hobbyOf, traitLine, traitWords } from './persona-voice';
import type { Cue, Cues } from './reply-cues';
import {
  CALLBACKS,
  FAVOURITES,
  FOLLOW_UPS,
  LINES,
  OPENERS,
  PET_NAMES,
  QUESTION_LINES,
  TOPIC_LINES,
  UNKNOWN_FAVOURITE,
} from './reply-templates';
import type { UserFacts } from './user-facts';

export interface ReplyInput {
  persona: Persona;
  /** everything she knows about the user, including this message */
  facts: UserFacts;
  /** what this message itself stated */
  stated: UserFacts;
  message: string;
  cues: Cues;
  /** pet names she used in her last replies: she picks another one */
  usedPetNames?: string[];
}

type Vars = Record<string, string | undefined>;

const KEY = /\{(\w+)\}/g;

function usable(line: string, vars: Vars): boolean {
  return [...line.matchAll(KEY)].every((m) => vars[m[1]] !== undefined);
}

const AGAIN = '\u0000';

/** The line with its keys filled; what she calls the user ({you}) is said once per reply, later uses are dropped. */
function fill(line: string, vars: Vars, said?: { you: boolean }): string {
  const text = line
    .replace(KEY, (_, key: string) => {
      if (key !== 'you' || !said) return vars[key] ?? '';
      if (said.you) return AGAIN;
      said.you = true;
      return vars.you ?? '';
    })
    .replace(new RegExp(`,?\\s*${AGAIN}(?=[\\s.!?,]|$)`, 'g'), '')
    .replace(/\s+/g, ' ')
    .trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function sentenceCount(text: string): number {
  return (text.match(/[.!?]+(?=\s|$)/g) ?? []).length || 1;
}

/** "work as a nurse" → "you work as a nurse"; "are a student" → "you're a student" */
function jobForYou(job: string): string {
  return job.startsWith('are ') ? `you're ${job.slice(4)}` : `you ${job}`;
}

/** What she knows, in the second person: "you're Sam, you like jazz and you work as a nurse" */
function knownAboutYou(facts: UserFacts): string | undefined {
  const parts: string[] = [];
  if (facts.name) parts.push(`you're ${facts.name}`);
  if (facts.likes.length) parts.push(`you like ${joinList(facts.likes.slice(-4))}`);
  if (facts.job) parts.push(jobForYou(facts.job));
  if (facts.home) parts.push(`you live in ${facts.home}`);
  if (facts.origin) parts.push(`you're from ${facts.origin}`);
  if (facts.plans.length) parts.push(`you're planning to ${facts.plans[facts.plans.length - 1]}`);
  return parts.length ? joinList(parts) : undefined;
}

function questionKind(message: string): keyof typeof QUESTION_LINES {
  const start = message
    .toLowerCase()
    .replace(/^(\W*\b(but|so|and|ok|okay|well|hmm+|um+|oh|then|lol|haha|wait|really)\b[\s,.!]*)+/, '');
  const first = /^\W*(\w+)/.exec(start)?.[1] ?? '';
  if (first === 'why' || first === 'where' || first === 'when' || first === 'who' || first === 'how') return first;
  if (first === 'what' || first === 'which') return 'what';
  return 'yesno';
}

function favourite(message: string, rng: Rng): { fav?: string; favAnswer?: string } {
  const m = /\bfav(?:ou?rite|e)?\s+([a-z ]{2,30}?)(?:\?|$|\s+(?:and|or|in|of|to|ever)\b|[.!,])/i.exec(message);
  if (!m) return {};
  const fav = m[1].trim().toLowerCase();
  const answers = FAVOURITES.find(([pattern]) => pattern.test(fav))?.[1] ?? UNKNOWN_FAVOURITE;
  return { fav, favAnswer: rng.pick(answers) };
}

function asked(message: string): string | undefined {
  const m =
    /\b(?:do you|do u|d'?you) (?:like|love|enjoy)\s+([^?.!,]{2,40})|\bare (?:you|u) (?:into|a fan of)\s+([^?.!,]{2,40})/i.exec(
      message,
    );
  const thing = m?.[1] ?? m?.[2];
  return thing ? thing.trim().replace(/\s+(too|as well)$/i, '') : undefined;
}

const MIRROR: Record<string, string> = {
  are: 'am I',
  can: 'can I',
  do: 'do I',
  would: 'would I',
  will: 'will I',
  could: 'could I',
  have: 'have I',
  did: 'did I',
  were: 'was I',
  should: 'should I',
};

/** "Are you single?" → "Am I single"; undefined when the question is not a short one about her. */
function echoOf(message: string): string | undefined {
  const m = /^\W*(are|can|do|would|will|could|have|did|were|should) (?:you|u) ([a-z' ]{2,30}?)\s*\?*\s*$/i.exec(
    message.trim(),
  );
  if (!m || /\b(me|my|i|you|your)\b/i.test(m[2])) return undefined;
  const mirrored = `${MIRROR[m[1].toLowerCase()]} ${m[2].toLowerCase()}`;
  return mirrored.charAt(0).toUpperCase() + mirrored.slice(1);
}

function ensureStop(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

function variables(input: ReplyInput, rng: Rng): Vars {
  const { persona, facts, stated, message } = input;
  const traits = traitWords(persona);
  const bioline =
    bioInFirstPerson(persona.bio, persona.name) ??
    bioInFirstPerson(`She ${hobbyOf(persona, rng)}.`, persona.name) ??
    'I love good music and long talks.';
  const known = knownAboutYou(facts);
  const profile = profileOf(persona);
  const [hobbyMe, hobbyMe2] = hobbiesInFirstPerson(persona, rng, 2);
  const thing = asked(message);
  const petNames = PET_NAMES.filter((n) => !input.usedPetNames?.includes(n));
  return {
    me: persona.name,
    name: facts.name ?? undefined,
    noname: facts.name ? undefined : '',
    you: facts.name ?? rng.pick(petNames.length ? petNames : PET_NAMES),
    trait: traits[0],
    trait2: traits[1] ?? 'sweet',
    bioline: ensureStop(bioline),
    known,
    noknown: known ? undefined : '',
    likes: facts.likes.length ? joinList(facts.likes.slice(-4)) : undefined,
    nolikes: facts.likes.length ? undefined : '',
    like: facts.likes.length ? rng.pick(facts.likes) : undefined,
    thing: stated.likes.length ? joinList(stated.likes.slice(-3)) : undefined,
    dislike: stated.dislikes.length ? joinList(stated.dislikes.slice(-3)) : undefined,
    jobYou: stated.job ? jobForYou(stated.job) : undefined,
    place: stated.home ?? stated.origin ?? undefined,
    plan: stated.plans[stated.plans.length - 1] ?? facts.plans[facts.plans.length - 1],
    home: facts.home ?? undefined,
    asked: thing,
    mine: thing && isHerThing(persona, thing) ? thing : undefined,
    hobbyMe,
    hobbyMe2: hobbyMe2 ? hobbyMe2.charAt(0).toLowerCase() + hobbyMe2.slice(1) : undefined,
    weekendMe: weekendOf(persona, rng),
    hometown: hometownOf(persona, profile),
    age: String(ageOf(persona)),
    job: jobOf(persona),
    echo: echoOf(message),
    ...favourite(message, rng),
  };
}

/** The lines that can answer a cue, before filtering by the known variables. */
function linesFor(cue: Cue, input: ReplyInput, rng: Rng): string[] {
  switch (cue) {
    case 'topic':
      return TOPIC_LINES[rng.pick(input.cues.topics)] ?? [];
    case 'question':
      return QUESTION_LINES[questionKind(input.message)];
    default:
      return LINES[cue];
  }
}

function pickLine(cue: Cue, input: ReplyInput, vars: Vars, rng: Rng, said?: { you: boolean }): string | null {
  const all = linesFor(cue, input, rng).filter((l) => usable(l, vars));
  // a line that answers with one of her own things beats a general one
  const own = all.filter((l) => /\{(mine|echo)\}/.test(l));
  const lines = own.length ? own : all;
  return lines.length ? fill(rng.pick(lines), vars, said) : null;
}

/** Something extra in her voice: a trait line, a callback to what she knows, or a question back. */
function extra(input: ReplyInput, vars: Vars, rng: Rng, endsWithQuestion: boolean, said: { you: boolean }): string {
  const { facts } = input;
  const options: string[][] = [[traitLine(input.persona, rng)]];
  if (facts.likes.length) options.push(CALLBACKS.like);
  if (facts.job)
    options.push(facts.job.startsWith('study') || facts.job.endsWith('student') ? CALLBACKS.study : CALLBACKS.work);
  if (facts.plans.length) options.push(CALLBACKS.plan);
  if (facts.home) options.push(CALLBACKS.home);
  if (!endsWithQuestion) options.push(FOLLOW_UPS);
  const lines = rng.pick(options).filter((l) => usable(l, vars));
  return lines.length ? fill(rng.pick(lines), vars, said) : traitLine(input.persona, rng);
}

const NO_OPENER: Cue[] = ['greeting', 'bye', 'introName', 'askMyName'];
/** Moments where a line about herself would sound careless. */
const NO_EXTRA: Cue[] = ['sad', 'bye'];

/** One reply in her voice, 1 to 3 sentences. */
export function composeReply(input: ReplyInput, rng: Rng): string {
  const vars = variables(input, rng);
  const said = { you: false };
  const { cues } = input.cues;
  const parts: string[] = [];
  let primary: Cue | null = null;
  for (const cue of cues) {
    const line = pickLine(cue, input, vars, rng, said);
    if (line) {
      parts.push(line);
      primary = cue;
      break;
    }
  }
  if (!primary) {
    primary = 'smalltalk';
    parts.push(pickLine('smalltalk', input, vars, rng, said) ?? "Tell me more, I'm listening.");
  }
  const main: Cue = primary;
  if (cues.includes('greeting') && !NO_OPENER.includes(main) && rng.chance(0.7)) {
    parts.unshift(fill(rng.pick(OPENERS), vars, said));
  }
  const count = () => sentenceCount(parts.join(' '));
  const secondary = cues.find(
    (c) =>
      c !== main &&
      c !== 'greeting' &&
      c !== 'question' &&
      c !== 'smalltalk' &&
      !(c === 'topic' && NO_EXTRA.includes(main)),
  );
  if (secondary && count() < 3 && rng.chance(0.8)) {
    const line = pickLine(secondary, input, vars, rng, said);
    if (line && count() + sentenceCount(line) <= 3) parts.push(line);
  } else if (count() < 3 && !NO_EXTRA.includes(main) && rng.chance(0.55)) {
    const line = extra(input, vars, rng, /\?$/.test(parts[parts.length - 1]), said);
    if (count() + sentenceCount(line) <= 3) parts.push(line);
  }
  return parts.join(' ');
}
