import { ChatModel, type ChatRequest, type ChatTurn, type Persona } from '../chat-model.port';
import { hashString, Rng } from '../offline/prng';
import { abortReason } from './chat-stream.error';
import { answerAboutUser } from './fact-answers';
import { learnFacts, readFacts } from './fact-lines';
import { readMemory, summarizeOffline } from './memory-text';
import { composeReply } from './persona-replies';
import { traitLine, writeBio } from './persona-voice';
import { readCues } from './reply-cues';
import { PET_NAMES } from './reply-templates';
import { extractUserFacts, factsFromMessages, mergeUserFacts } from './user-facts';

export interface OfflineChatOptions {
  /** pause between streamed words, picked in [min, max] ms; 0 streams at once [25 to 60] */
  wordDelayMs?: number | { min: number; max: number };
}

/** How many of her last replies a new one tries not to repeat a sentence of (the very last is never repeated). */
const AVOID_RECENT = 4;
const ATTEMPTS = 24;

const normalize = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();
/** Her sentences, compared without case, punctuation or what she called the user. */
const sentencesOf = (text: string): string[] =>
  normalize(text)
    .split(/(?<=[.!?])\s+/)
    .map((s) =>
      s
        .replace(/[^a-z0-9' ]+/g, ' ')
        .replace(new RegExp(`\\b(${PET_NAMES.join('|')})\\b`, 'g'), ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((s) => s.length > 0);

/** The offline persona writer: answers in character from her traits and what she remembers, no network. */
export class OfflineChatModel extends ChatModel {
  readonly name = 'offline';
  private readonly delay: { min: number; max: number };

  constructor(options: OfflineChatOptions = {}) {
    super();
    const d = options.wordDelayMs ?? { min: 25, max: 60 };
    this.delay = typeof d === 'number' ? { min: d, max: d } : d;
  }

  /** Her whole reply to the conversation (what `stream` sends, word by word). */
  reply(request: ChatRequest): string {
    const { persona, history } = request;
    const lastUser = [...history].reverse().find((t) => t.role === 'user');
    const message = lastUser?.content ?? '';
    const stated = extractUserFacts(message);
    // what she remembers (the summary, then the facts she keeps), then the messages she still sees
    const known = readFacts(persona.facts ?? []);
    const facts = factsFromMessages(
      mergeUserFacts(readMemory(persona.memory).facts, known.user),
      history.filter((t) => t.role === 'user').map((t) => t.content),
    );
    // a question about their own life is answered from what she knows (not when the message states a fact)
    const answers = learnFacts(message).length ? null : answerAboutUser(message, known, facts);
    const cues = readCues(message, stated);
    const mine = history.filter((t) => t.role === 'assistant').map((t) => normalize(t.content));
    const previous = mine[mine.length - 1];
    const recent = mine.slice(-AVOID_RECENT);
    const said = new Set(recent.flatMap(sentencesOf));
    const fresh = (text: string) => sentencesOf(text).every((s) => !said.has(s));
    const usedPetNames = PET_NAMES.filter((n) => new RegExp(`\\b${n}\\b`).test(recent.slice(-2).join(' ')));
    const seed = `${persona.name}|${history.length}|${hashString(message)}${request.variant ? `|v${request.variant}` : ''}`;

    const draft = (rng: Rng) =>
      answers ? rng.pick(answers) : composeReply({ persona, facts, stated, message, cues, usedPetNames }, rng);
    let fallback: string | null = null;
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const text = draft(new Rng(`${seed}|${attempt}`));
      if (fresh(text)) return text;
      if (fallback === null && normalize(text) !== previous) fallback = text;
    }
    if (fallback !== null) return fallback;
    // every draw repeated her last reply: add a line in her voice so this one differs
    const text = draft(new Rng(seed));
    const rng = new Rng(`${seed}|extra`);
    for (let i = 0; i < ATTEMPTS; i++) {
      const longer = `${text} ${traitLine(persona, rng)}`;
      if (normalize(longer) !== previous) return longer;
    }
    return `${text} Tell me more?`;
  }

  async *stream(request: ChatRequest, signal?: AbortSignal): AsyncGenerator<string, void, undefined> {
    const text = this.reply(request);
    const words = text.match(/\S+\s*/g) ?? [text];
    const pace = new Rng(`${hashString(text)}|pace`);
    for (let i = 0; i < words.length; i++) {
      if (signal?.aborted) throw abortReason(signal);
      if (i > 0) await this.pause(Math.round(pace.range(this.delay.min, this.delay.max)), signal);
      yield words[i];
    }
  }

  async bio(persona: Persona): Promise<string> {
    return writeBio(persona, new Rng(`${persona.name}|${persona.personality.join(',')}|bio`));
  }

  async summarize(previous: string | null, messages: ChatTurn[], _persona: Persona): Promise<string> {
    return summarizeOffline(previous, messages);
  }

  private pause(ms: number, signal?: AbortSignal): Promise<void> {
    if (ms <= 0) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        clearTimeout(timer);
        reject(abortReason(signal as AbortSignal));
      };
      const timer = setTimeout(() => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      }, ms);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }
}
