import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';

import type { ChatTurn, Persona } from '../chat-model.port';

/** The memory summary is kept under this many characters. */
export const MEMORY_LIMIT = 800;

const list = (items: string[]) => (items.length ? items.join(', ') : 'not given');

export function bioMessages(persona: Persona): ChatCompletionMessageParam[] {
  return [
    {
      role: 'system',
      content:
        'You write short character bios for a companion chat app. Write 2 to 4 sentences in the third person about ' +
        'an adult woman (over 18), warm and inviting, drawn only from the traits given. Mention her name. ' +
        'No explicit content, no lists, no headings, no quotation marks: answer with the bio text only.',
    },
    {
      role: 'user',
      content: `Name: ${persona.name}\nPersonality: ${list(persona.personality)}\nLooks: ${list(persona.looks)}\n\nWrite her bio.`,
    },
  ];
}

export function summaryMessages(
  previous: string | null,
  messages: ChatTurn[],
  persona: Persona,
): ChatCompletionMessageParam[] {
  const transcript = messages.map((m) => `${m.role === 'user' ? 'User' : persona.name}: ${m.content}`).join('\n');
  return [
    {
      role: 'system',
      content:
        `You keep the memory of a chat between a user and ${persona.name}. Fold the previous memory and the new ` +
        'messages into one short memory, written in plain sentences in the third person ("The user\'s name is Sam. ' +
        'They like hiking. They work as a nurse."). Keep every fact the user stated about themselves: their name, ' +
        'what they like and dislike, their job, where they live, their plans, people and pets they mentioned. ' +
        'When a fact changed, keep the newest. Then say briefly what happened between them. ' +
        `Stay under ${MEMORY_LIMIT} characters. Answer with the memory text only.`,
    },
    {
      role: 'user',
      content: `Previous memory:\n${previous?.trim() || '(none)'}\n\nNew messages:\n${transcript || '(none)'}`,
    },
  ];
}

/** Trims surrounding quotes and whitespace a model sometimes adds. */
export function cleanText(text: string): string {
  return text
    .trim()
    .replace(/^["'“”]+|["'“”]+$/g, '')
    .trim();
}

/** At most `count` sentences. */
export function firstSentences(text: string, count: number): string {
  const sentences = text.match(/[^.!?]+(?:[.!?]+|$)/g) ?? [text];
  return sentences.slice(0, count).join('').trim();
}

/** Cuts at the last sentence end that fits, else at the last word that fits. */
export function clampText(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit);
  const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('! '), cut.lastIndexOf('? '));
  if (end > limit / 2) return cut.slice(0, end + 1);
  const space = cut.lastIndexOf(' ');
  return (space > 0 ? cut.slice(0, space) : cut).trimEnd();
}
