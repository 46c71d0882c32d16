import type { ChatTurn } from '../chat-model.port';
import { MEMORY_LIMIT } from './openai-prompts';
import { detectTopics, isTopic, type Topic } from './topics';
import { emptyFacts, factsFromMessages, type UserFacts } from './user-facts';

/** What she remembers: the user's facts, what they talked about, and older notes she could not parse. */
export interface Memory {
  facts: UserFacts;
  topics: Topic[];
  notes: string[];
}

const MAX_TOPICS = 6;

/** "a", "a and b", "a, b and c" */
export function joinList(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function splitList(text: string): string[] {
  return text
    .split(/\s*,\s*|\s+and\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** "The user's name is Sam. They like hiking and jazz. They work as a nurse. …" */
export function renderMemory(memory: Memory): string {
  const f = memory.facts;
  const parts: string[] = [];
  if (f.name) parts.push(`The user's name is ${f.name}.`);
  if (f.likes.length) parts.push(`They like ${joinList(f.likes)}.`);
  if (f.dislikes.length) parts.push(`They don't like ${joinList(f.dislikes)}.`);
  if (f.job) parts.push(`They ${f.job}.`);
  if (f.home) parts.push(`They live in ${f.home}.`);
  if (f.origin) parts.push(`They are from ${f.origin}.`);
  if (f.plans.length) parts.push(`Their plans: ${f.plans.join('; ')}.`);
  if (memory.topics.length) parts.push(`So far they talked about ${joinList(memory.topics)}.`);
  let text = parts.join(' ');
  for (const note of memory.notes) {
    if (text.length + note.length + 1 > MEMORY_LIMIT) break;
    text = text ? `${text} ${note}` : note;
  }
  return text.length > MEMORY_LIMIT ? text.slice(0, MEMORY_LIMIT) : text;
}

const READERS: [RegExp, (m: RegExpExecArray, memory: Memory) => void][] = [
  [/^The user's name is ([^.]+)\.$/, (m, mem) => void (mem.facts.name = m[1].trim())],
  [/^They like (.+)\.$/, (m, mem) => void (mem.facts.likes = splitList(m[1]))],
  [/^They don't like (.+)\.$/, (m, mem) => void (mem.facts.dislikes = splitList(m[1]))],
  [
    /^They (work (?:as|at|for|in) .+|study .+|are (?:a|an) .+|are (?:retired|unemployed|between jobs))\.$/,
    (m, mem) => void (mem.facts.job = m[1]),
  ],
  [/^They live in (.+)\.$/, (m, mem) => void (mem.facts.home = m[1])],
  [/^They are from (.+)\.$/, (m, mem) => void (mem.facts.origin = m[1])],
  [/^Their plans: (.+)\.$/, (m, mem) => void (mem.facts.plans = m[1].split(/\s*;\s*/).filter(Boolean))],
  [/^So far they talked about (.+)\.$/, (m, mem) => void (mem.topics = splitList(m[1]).filter(isTopic))],
];

/** Reads a memory back: its own format exactly, and the user's name from other summaries when it can. */
export function readMemory(text: string | null): Memory {
  const memory: Memory = { facts: emptyFacts(), topics: [], notes: [] };
  for (const sentence of sentences(text ?? '')) {
    const reader = READERS.find(([pattern]) => pattern.test(sentence));
    if (reader) {
      const [pattern, read] = reader;
      read(pattern.exec(sentence) as RegExpExecArray, memory);
      continue;
    }
    memory.notes.push(sentence);
    // a summary written by another model: "The user, Sam, …", "The user is called Sam"
    const name = /\buser(?:'s name is|\s+is called|\s+is named|,)\s+([A-Z][a-z'-]+)/.exec(sentence);
    if (name && !memory.facts.name) memory.facts.name = name[1];
  }
  return memory;
}

/** Folds messages into the previous memory, without a model. */
export function summarizeOffline(previous: string | null, messages: ChatTurn[]): string {
  const before = readMemory(previous);
  const userTexts = messages.filter((m) => m.role === 'user').map((m) => m.content);
  const facts = factsFromMessages(before.facts, userTexts);
  let topics = [...before.topics];
  for (const text of userTexts) {
    for (const topic of detectTopics(text)) topics = [...topics.filter((t) => t !== topic), topic];
  }
  return renderMemory({ facts, topics: topics.slice(-MAX_TOPICS), notes: before.notes });
}
