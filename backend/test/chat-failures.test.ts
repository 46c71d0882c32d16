import { DataSource } from 'typeorm';

import type { Message } from '../src/contracts';
import type { PushPort } from '../src/infra/realtime/push.port';
import { ChatMessagesRepository } from '../src/modules/chat/chat-messages.repository';
import { ChatReplyWriter } from '../src/modules/chat/chat-reply-writer';
import { chatFailuresWorld, FAILED, LOOKS } from './support/chat-failures-world';
import { connectSocket, until } from './support/sockets';

// a reply whose writer died, a chat picture that failed: chat-failures-recovery.test.ts
const world = chatFailuresWorld();
const { server, chatter, send, log, historySent } = world;

describe('a reply the provider cannot finish', () => {
  it('ends as the failure text, is not charged and never goes back to the model (500, 429, a dropped stream)', async () => {
    const { token, girl } = await chatter();
    const socket = await connectSocket(world.api.url, token);
    const pushed: Message[] = [];
    socket.socket.on('chat:message', (e) => pushed.push(e.message));

    server.failures = 3; // the first try and both retries
    const afterErrors = await send(token, girl.id, 'first try');
    server.refusals.push({ status: 429, headers: { 'retry-after': '20' } });
    const afterRateLimit = await send(token, girl.id, 'second try');
    server.script({ kind: 'break', deltas: ['Half', ' of', ' my', ' thought'], after: 2 });
    const afterDrop = await send(token, girl.id, 'third try');

    for (const res of [afterErrors, afterRateLimit, afterDrop]) {
      expect(res.status).toBe(200);
      expect(res.body.response).toBe(FAILED);
      expect(res.body.message).toMatchObject({ sender: 'ai', text: FAILED, loading: false, failed: true });
    }
    await until(() => pushed.length === 3, 5_000, 'three chat:message pushes');
    expect(pushed.every((m) => m.text === FAILED && m.failed)).toBe(true);
    const stored = await log(token, girl.id);
    expect(stored.filter((m) => m.failed).map((m) => m.text)).toEqual([FAILED, FAILED, FAILED]);
    expect(stored.some((m) => m.text.includes('Half of'))).toBe(false);
    socket.close();

    // all four of her free replies are still there after the three failures, then the limit
    server.requests.length = 0;
    server.script({ kind: 'normal', deltas: ['Hi', ' there', ' you!'] });
    for (let i = 0; i < 4; i++) {
      const ok = await send(token, girl.id, `real message ${i}`);
      expect(ok.status).toBe(200);
      expect(ok.body.message).toMatchObject({ text: 'Hi there you!', failed: false });
    }
    expect((await send(token, girl.id, 'one more?')).status).toBe(402);

    // the failures never reached the model as her turns; the questions did
    const sent = historySent();
    expect(sent).not.toContain(FAILED);
    expect(sent.some((t) => t.includes('Half'))).toBe(false);
    expect(sent).toEqual(expect.arrayContaining(['first try', 'second try', 'third try', 'real message 3']));
  });

  it('asks with max_tokens, temperature and every appearance field', async () => {
    const { token, girl } = await chatter();
    expect((await send(token, girl.id, 'Describe yourself?')).status).toBe(200);
    const [request] = server.requests;
    expect(request.body).toMatchObject({ stream: true, max_tokens: 400, temperature: 0.9 });
    const system = request.body.messages[0].content;
    for (const [field, value] of Object.entries(LOOKS)) expect(system).toContain(`${value} ${field}`);
  });
});

describe('a reply being written', () => {
  it('is stored as it streams: a refetch shows the text so far, the tokens carry their offsets', async () => {
    const { token, girl } = await chatter();
    const socket = await connectSocket(world.api.url, token);
    const tokens: { delta: string; offset: number }[] = [];
    socket.socket.on('chat:token', (e) => tokens.push(e));
    let resume!: () => void;
    // the output check holds back the last six words until more arrive: after ten words, four are out
    const words = 'I was just sitting here thinking about you and the rain tonight'.split(' ');
    const deltas = words.map((w, i) => (i === 0 ? w : ` ${w}`));
    const whole = words.join(' ');
    server.script({ kind: 'paused', deltas, after: 10, resume: new Promise<void>((r) => (resume = r)) });

    const sending = send(token, girl.id, 'What are you doing?');
    let partial: Message | undefined;
    await until(() => tokens.length > 0, 5_000, 'the first tokens');
    const released = () => tokens.map((t) => t.delta).join('');
    for (let end = Date.now() + 5_000; !partial && Date.now() < end;) {
      const last = (await log(token, girl.id)).at(-1)!;
      if (last.loading && last.text && last.text === released()) partial = last;
    }
    expect(partial).toMatchObject({ sender: 'ai', loading: true, failed: false });
    expect(whole.startsWith(partial!.text)).toBe(true);
    expect(partial!.text.split(' ').length).toBeLessThanOrEqual(words.length - 6);
    resume();
    const done = await sending;
    expect(done.body.message).toMatchObject({ id: partial!.id, text: whole, loading: false });
    // each token starts where the text before it ends
    let at = 0;
    for (const t of tokens) {
      expect(t.offset).toBe(at);
      at += t.delta.length;
    }
    expect(at).toBe(whole.length);
    // the fetched text plus the tokens from its length on is the whole reply, with nothing twice
    const fromRefetch =
      partial!.text +
      tokens
        .filter((t) => t.offset >= partial!.text.length)
        .map((t) => t.delta)
        .join('');
    expect(fromRefetch).toBe(whole);
    socket.close();
  });
});

describe('the reply writer', () => {
  it('stores the text so far in batches while tokens arrive, not once per token', async () => {
    const { user, girl } = await chatter();
    const [{ id }] = (
      await world.db.query<{ id: string }>(
        `INSERT INTO chat_messages (user_id, girl_id, sender, text, loading) VALUES ($1, $2, 'ai', '', true) RETURNING id`,
        [user.id, girl.id],
      )
    ).rows;
    const dataSource = world.api.app.get(DataSource);
    const writes: string[] = [];
    // the real database; only the statements are counted
    const counted = new Proxy(dataSource, {
      get: (target, key) =>
        key === 'query'
          ? (sql: string, params?: unknown[]) => {
              if (/^UPDATE chat_messages SET text = \$2, updated_at/.test(sql)) writes.push(String(params?.[1]));
              return target.query<unknown>(sql, params);
            }
          : (Reflect.get(target, key) as unknown),
    });
    const sockets = { toUser: () => undefined } as unknown as PushPort;
    const words = Array.from({ length: 80 }, (_, i) => `w${i} `);
    async function* slowly() {
      for (const word of words) {
        yield word;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    }
    const written = await new ChatReplyWriter(new ChatMessagesRepository(counted), sockets).write(
      { userId: user.id, girlId: girl.id, messageId: id },
      slowly(),
    );
    expect(written).toMatchObject({ failed: false, text: words.join('').trim() });
    expect(writes.length).toBeGreaterThanOrEqual(1);
    expect(writes.length).toBeLessThan(words.length / 4);
    // each flush holds the text so far: a prefix of the reply
    for (const text of writes) expect(words.join('').startsWith(text)).toBe(true);
  });
});
