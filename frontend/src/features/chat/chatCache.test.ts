import type { Message } from '@contracts';
import { describe, expect, it } from 'vitest';

import { appendToken, type ChatLog, type ChatMessage, mergeFetched, upsertMessage } from './chatCache';

const base = { image: null, loading: false, premium: false, failed: false, createdAt: '2025-01-01T00:00:00.000Z' };
const greeting: ChatMessage = { ...base, id: 'm1', sender: 'ai', text: 'Hey!' };
const mine: ChatMessage = { ...base, id: 'local-1', sender: 'user', text: 'Hi', local: true };

const logOf = (...messages: ChatMessage[]): ChatLog => ({
  messages: messages.map((m) => ({ ...m })),
  portraitJobId: null,
});

describe('chat cache recipes', () => {
  it('grows her reply after my message, and the stored message replaces it', () => {
    const log = logOf(greeting, mine);
    appendToken(log, 'r1', 'Hel');
    appendToken(log, 'r1', 'lo');
    expect(log.messages[2]).toMatchObject({ id: 'r1', sender: 'ai', text: 'Hello', loading: true });
    expect(log.messages[2].orphan).toBeUndefined();
    const stored: Message = { ...base, id: 'r1', sender: 'ai', text: 'Hello there' };
    expect(upsertMessage(log, stored)).toBe(false);
    expect(log.messages.map((m) => m.text)).toEqual(['Hey!', 'Hi', 'Hello there']);
    // a late token changes nothing any more
    appendToken(log, 'r1', '!!');
    expect(log.messages[2].text).toBe('Hello there');
  });

  it('a finished message never goes back to loading (events can cross)', () => {
    const log = logOf(greeting, mine, { ...base, id: 'p1', sender: 'ai', text: '', image: '/media/x.png' });
    expect(upsertMessage(log, { ...base, id: 'p1', sender: 'ai', text: '', loading: true })).toBe(false);
    expect(log.messages[2]).toMatchObject({ image: '/media/x.png', loading: false });
  });

  it("asks for a refetch when another tab's conversation shows up here", () => {
    const streamed = logOf(greeting);
    appendToken(streamed, 'r2', 'Hi from the other tab');
    expect(streamed.messages[1].orphan).toBe(true);
    expect(upsertMessage(streamed, { ...base, id: 'r2', sender: 'ai', text: 'Hi from the other tab' })).toBe(true);

    const picture = logOf(greeting);
    expect(upsertMessage(picture, { ...base, id: 'p2', sender: 'ai', text: '', loading: true })).toBe(true);

    const ours = logOf(greeting, mine);
    expect(upsertMessage(ours, { ...base, id: 'p3', sender: 'ai', text: '', loading: true })).toBe(false);
  });

  it('places a piece at its offset: nothing twice, and a gap asks for one refetch', () => {
    const log = logOf(greeting, mine, { ...base, id: 'r1', sender: 'ai', text: 'Hello the', loading: true });
    expect(appendToken(log, 'r1', 'Hello', 0)).toBe(false);
    expect(appendToken(log, 'r1', 'the', 6)).toBe(false);
    expect(appendToken(log, 'r1', 'there', 6)).toBe(false);
    expect(log.messages[2].text).toBe('Hello there');
    expect(appendToken(log, 'r1', '!', 11)).toBe(false);
    expect(log.messages[2].text).toBe('Hello there!');
    // pieces 12..20 were missed: not shown, one refetch
    expect(appendToken(log, 'r1', ' again', 20)).toBe(true);
    expect(appendToken(log, 'r1', ' and', 26)).toBe(false);
    expect(log.messages[2]).toMatchObject({ text: 'Hello there!', behind: true });
  });

  it('a reply first seen mid-way waits for the refetch instead of showing a tail', () => {
    const log = logOf(greeting, mine);
    expect(appendToken(log, 'r2', 'world', 6)).toBe(true);
    expect(log.messages[2]).toMatchObject({ id: 'r2', text: '', loading: true, behind: true });
    expect(appendToken(log, 'r2', '!', 11)).toBe(false);
  });

  it('a refetch keeps streamed text that runs ahead of the stored text, and takes the stored text otherwise', () => {
    const shown = logOf(greeting, mine, { ...base, id: 'r1', sender: 'ai', text: 'Hello there', loading: true });
    const fetched = logOf(
      greeting,
      { ...mine, id: 'u1', local: undefined },
      { ...base, id: 'r1', sender: 'ai', text: 'Hello', loading: true },
    );
    const merged = mergeFetched(shown, fetched);
    expect(merged.messages.map((m) => m.text)).toEqual(['Hey!', 'Hi', 'Hello there']);
    expect(merged.messages[2]).toMatchObject({ loading: true });

    const behind = logOf(greeting, { ...base, id: 'r1', sender: 'ai', text: 'Hel', loading: true, behind: true });
    const caughtUp = mergeFetched(
      behind,
      logOf(greeting, { ...base, id: 'r1', sender: 'ai', text: 'Hello there, you', loading: true }),
    );
    expect(caughtUp.messages[1]).toMatchObject({ text: 'Hello there, you' });
    expect(caughtUp.messages[1].behind).toBeUndefined();

    // the stored end wins over streamed text; a shown end never goes back to loading
    const ended = mergeFetched(
      shown,
      logOf(greeting, mine, {
        ...base,
        id: 'r1',
        sender: 'ai',
        text: 'Sorry, something went wrong. Please try again.',
        failed: true,
      }),
    );
    expect(ended.messages[2]).toMatchObject({ loading: false, failed: true });
    const done = logOf(greeting, { ...base, id: 'r1', sender: 'ai', text: 'Hello there!' });
    expect(
      mergeFetched(done, logOf(greeting, { ...base, id: 'r1', sender: 'ai', text: 'Hello', loading: true }))
        .messages[1],
    ).toMatchObject({ text: 'Hello there!', loading: false });
  });
});
