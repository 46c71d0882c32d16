import { describe, expect, it } from 'vitest';
import type { Message } from '@contracts';
import { appendToken, upsertMessage, type ChatLog, type ChatMessage } from './chatCache';

const base = { image: null, loading: false, premium: false, createdAt: '2025-01-01T00:00:00.000Z' };
const greeting: ChatMessage = { ...base, id: 'm1', sender: 'ai', text: 'Hey!' };
const mine: ChatMessage = { ...base, id: 'local-1', sender: 'user', text: 'Hi', local: true };

const logOf = (...messages: ChatMessage[]): ChatLog => ({ messages: messages.map((m) => ({ ...m })), portraitJobId: null });

describe('chat cache recipes', () => {
  it('grows her reply after my message, and the stored message replaces it', () => {
    const log = logOf(greeting, mine);
    appendToken(log, 'r1', 'Hel');
    appendToken(log, 'r1', 'lo');
    expect(log.messages[2]).toMatchObject({ id: 'r1', sender: 'ai', text: 'Hello', loading: true });
    expect(log.messages[2]!.orphan).toBeUndefined();
    const stored: Message = { ...base, id: 'r1', sender: 'ai', text: 'Hello there' };
    expect(upsertMessage(log, stored)).toBe(false);
    expect(log.messages.map((m) => m.text)).toEqual(['Hey!', 'Hi', 'Hello there']);
    // a late token changes nothing any more
    appendToken(log, 'r1', '!!');
    expect(log.messages[2]!.text).toBe('Hello there');
  });

  it('a finished message never goes back to loading (events can cross)', () => {
    const log = logOf(greeting, mine, { ...base, id: 'p1', sender: 'ai', text: '', image: '/media/x.png' });
    expect(upsertMessage(log, { ...base, id: 'p1', sender: 'ai', text: '', loading: true })).toBe(false);
    expect(log.messages[2]).toMatchObject({ image: '/media/x.png', loading: false });
  });

  it("asks for a refetch when another tab's conversation shows up here", () => {
    const streamed = logOf(greeting);
    appendToken(streamed, 'r2', 'Hi from the other tab');
    expect(streamed.messages[1]!.orphan).toBe(true);
    expect(upsertMessage(streamed, { ...base, id: 'r2', sender: 'ai', text: 'Hi from the other tab' })).toBe(true);

    const picture = logOf(greeting);
    expect(upsertMessage(picture, { ...base, id: 'p2', sender: 'ai', text: '', loading: true })).toBe(true);

    const ours = logOf(greeting, mine);
    expect(upsertMessage(ours, { ...base, id: 'p3', sender: 'ai', text: '', loading: true })).toBe(false);
  });
});
