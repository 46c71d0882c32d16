import { ChatStreamError } from '../src/infra/ai/chat/chat-stream.error';
import { drain, model, request, server, useOpenAiServer } from './support/openai-chat';

// streaming; bios, summaries, provider failures and the model choice: openai-chat-provider.test.ts
useOpenAiServer();

describe('OpenAiChatModel streaming', () => {
  it('yields the deltas in order and sends model, key, system prompt and history', async () => {
    server.script({ kind: 'normal', deltas: ['I am', ' doing', ' great,', ' Sam', '!'] });
    const { deltas, error } = await drain(model().stream(request));
    expect(error).toBeNull();
    expect(deltas).toEqual(['I am', ' doing', ' great,', ' Sam', '!']);

    expect(server.requests).toHaveLength(1);
    const [sent] = server.requests;
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.headers.authorization).toBe('Bearer test-key');
    expect(sent.body.model).toBe('test-model-1');
    expect(sent.body.stream).toBe(true);
    expect(sent.body.messages).toEqual([
      { role: 'system', content: 'You are Mia, a playful and witty companion.' },
      { role: 'user', content: 'Hi, I am Sam' },
      { role: 'assistant', content: 'Hi Sam!' },
      { role: 'user', content: 'How are you?' },
    ]);
  });

  it('throws, without hanging, when the connection drops halfway', async () => {
    server.script({ kind: 'break', deltas: ['One', ' two', ' three', ' four'], after: 2 });
    const { deltas, error } = await drain(model({ idleTimeoutMs: 30_000 }).stream(request));
    expect(deltas).toEqual(['One', ' two']);
    expect(error).toBeInstanceOf(ChatStreamError);
  });

  it('throws after the idle timeout when the stream stalls', async () => {
    server.script({ kind: 'stall', deltas: ['Still', ' here', ' forever'], after: 2 });
    const { deltas, error, ms } = await drain(model({ idleTimeoutMs: 500 }).stream(request));
    expect(deltas).toEqual(['Still', ' here']);
    expect(error).toBeInstanceOf(ChatStreamError);
    expect((error as Error).message).toMatch(/sent nothing for 500 ms/);
    expect(ms).toBeGreaterThanOrEqual(450);
    expect(ms).toBeLessThan(5_000);
    expect((await server.closed(0)).closedEarly).toBe(true);
  });

  it('throws after the first-chunk timeout when the server never answers', async () => {
    server.script({ kind: 'hang' });
    const { deltas, error, ms } = await drain(model({ idleTimeoutMs: 300, firstChunkTimeoutMs: 600 }).stream(request));
    expect(deltas).toEqual([]);
    expect(error).toBeInstanceOf(ChatStreamError);
    expect(ms).toBeGreaterThanOrEqual(550);
    expect(ms).toBeLessThan(5_000);
  });

  it('throws on a malformed chunk', async () => {
    server.script({ kind: 'malformed', deltas: ['Hello', ' you'], after: 1 });
    const { deltas, error } = await drain(model().stream(request));
    expect(deltas).toEqual(['Hello']);
    expect(error).toBeInstanceOf(ChatStreamError);
  });

  it('throws on an error event mid-stream', async () => {
    server.script({ kind: 'error-event', deltas: ['Hello', ' you'], after: 1, message: 'The model is overloaded' });
    const { deltas, error } = await drain(model().stream(request));
    expect(deltas).toEqual(['Hello']);
    expect(error).toBeInstanceOf(ChatStreamError);
    expect((error as Error).message).toMatch(/overloaded/);
  });

  it('throws when the response ends before the reply finished', async () => {
    server.script({ kind: 'truncated', deltas: ['Hello', ' you'], after: 1 });
    const { deltas, error } = await drain(model().stream(request));
    expect(deltas).toEqual(['Hello']);
    expect(error).toBeInstanceOf(ChatStreamError);
  });

  it('throws a ChatStreamError when the server refuses the request', async () => {
    server.failures = 1;
    const { error } = await drain(model().stream(request));
    expect(error).toBeInstanceOf(ChatStreamError);
    expect((error as Error).message).toMatch(/500/);
  });

  it('retries a failed request before any data arrived', async () => {
    server.failures = 1;
    server.script({ kind: 'normal', deltas: ['Back', ' again'] });
    const { deltas, error } = await drain(model({ maxRetries: 1 }).stream(request));
    expect(error).toBeNull();
    expect(deltas.join('')).toBe('Back again');
    expect(server.requests).toHaveLength(2);
  });

  it('stops when the caller aborts, and closes the connection', async () => {
    server.script({ kind: 'stall', deltas: ['A', ' B', ' C'], after: 3 });
    const controller = new AbortController();
    const stream = model({ idleTimeoutMs: 30_000 }).stream(request, controller.signal);
    const seen: string[] = [];
    const run = (async () => {
      for await (const delta of stream) {
        seen.push(delta);
        if (seen.length === 2) controller.abort();
      }
    })();
    await expect(run).rejects.toThrow();
    await expect(run).rejects.not.toBeInstanceOf(ChatStreamError);
    expect(seen).toEqual(['A', ' B']);
    expect((await server.closed(0)).closedEarly).toBe(true);
  });

  it('closes the connection when the reader stops early', async () => {
    server.script({ kind: 'stall', deltas: ['A', ' B', ' C'], after: 3 });
    for await (const delta of model({ idleTimeoutMs: 30_000 }).stream(request)) {
      expect(delta).toBe('A');
      break;
    }
    expect((await server.closed(0)).closedEarly).toBe(true);
  });

  it('sends a placeholder key to servers that need none', async () => {
    server.script({ kind: 'normal', deltas: ['ok'] });
    const { error } = await drain(model({ apiKey: undefined }).stream(request));
    expect(error).toBeNull();
    expect(server.requests[0].headers.authorization).toBe('Bearer not-needed');
  });
});
