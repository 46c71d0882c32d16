import { AppConfig } from '../src/config/app-config';
import { parseSettings } from '../src/config/config.schema';
import { chatModel } from '../src/infra/ai/chat/chat-model.factory';
import { OfflineChatModel } from '../src/infra/ai/chat/offline-chat.model';
import { OpenAiChatModel } from '../src/infra/ai/chat/openai-chat.model';
import { ProviderRateLimited, ProviderUnavailable } from '../src/infra/ai/chat/provider-errors';
import { drain, model, persona, request, server, useOpenAiServer } from './support/openai-chat';

useOpenAiServer();

describe('OpenAiChatModel bio and summary', () => {
  it('returns the bio the server writes, asked for with her traits', async () => {
    server.text = '"Mia is a playful and witty woman. She loves puns. She is looking for someone to laugh with."';
    const bio = await model().bio(persona);
    expect(bio).toBe('Mia is a playful and witty woman. She loves puns. She is looking for someone to laugh with.');
    const [sent] = server.requests;
    expect(sent.headers.authorization).toBe('Bearer test-key');
    expect(sent.body.model).toBe('test-model-1');
    expect(sent.body.stream).toBeFalsy();
    expect(sent.body.messages[0].role).toBe('system');
    expect(sent.body.messages[0].content).toMatch(/2 to 4 sentences/);
    expect(sent.body.messages[0].content).toMatch(/third person/);
    expect(sent.body.messages[0].content).toMatch(/adult woman/);
    expect(sent.body.messages[1].content).toContain('Mia');
    expect(sent.body.messages[1].content).toContain('Playful, Witty');
  });

  it('returns the summary the server writes, asked with the previous memory and the messages', async () => {
    server.text = "The user's name is Sam. They like jazz. They talked about music.";
    const summary = await model().summarize(
      "The user's name is Sam.",
      [
        { role: 'user', content: 'I love jazz' },
        { role: 'assistant', content: 'Me too!' },
      ],
      persona,
    );
    expect(summary).toBe("The user's name is Sam. They like jazz. They talked about music.");
    const [sent] = server.requests;
    expect(sent.body.model).toBe('test-model-1');
    expect(sent.body.messages[0].content).toMatch(/name/);
    expect(sent.body.messages[0].content).toMatch(/800 characters/);
    expect(sent.body.messages[1].content).toContain("Previous memory:\nThe user's name is Sam.");
    expect(sent.body.messages[1].content).toContain('User: I love jazz\nMia: Me too!');
  });

  it('keeps the summary under 800 characters', async () => {
    server.text = 'They like jazz. '.repeat(100).trim();
    const summary = await model().summarize(null, [{ role: 'user', content: 'hi' }], persona);
    expect(summary.length).toBeLessThanOrEqual(800);
    expect(summary.endsWith('.')).toBe(true);
  });
});

describe('OpenAiChatModel provider failures', () => {
  it('sends max_tokens and temperature with replies, bios and summaries', async () => {
    server.script({ kind: 'normal', deltas: ['ok'] });
    await drain(model({ maxTokens: 123, temperature: 0.7 }).stream(request));
    await model({ maxTokens: 123, temperature: 0.7 }).bio(persona);
    await model({ maxTokens: 123, temperature: 0.7 }).summarize(null, [{ role: 'user', content: 'hi' }], persona);
    expect(server.requests.map((r) => r.body.max_tokens)).toEqual([123, 123, 123]);
    expect(server.requests[0].body.temperature).toBe(0.7);
    expect(server.requests[1].body.temperature).toBe(0.7);
    expect(server.requests[2].body.temperature).toBeLessThan(0.7);
  });

  it('gives a typed ProviderUnavailable, not the SDK error, when the bio request keeps failing', async () => {
    server.failures = 3;
    const error = await model({ maxRetries: 2 })
      .bio(persona)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderUnavailable);
    expect(server.requests).toHaveLength(3);
  });

  it('gives ProviderUnavailable for a 401 and for an empty bio, without retrying the 401', async () => {
    server.refusals.push({ status: 401, message: 'Incorrect API key' });
    expect(
      await model({ maxRetries: 2 })
        .bio(persona)
        .catch((e: unknown) => e),
    ).toBeInstanceOf(ProviderUnavailable);
    expect(server.requests).toHaveLength(1);
    server.text = '  ';
    expect(
      await model()
        .bio(persona)
        .catch((e: unknown) => e),
    ).toBeInstanceOf(ProviderUnavailable);
    server.text = 'A reply.';
  });

  it('gives ProviderRateLimited with the seconds asked for at once, without waiting them out', async () => {
    server.refusals.push({ status: 429, headers: { 'retry-after': '30' } });
    const started = Date.now();
    const error = await model({ maxRetries: 2 })
      .bio(persona)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderRateLimited);
    expect((error as ProviderRateLimited).retryAfterSeconds).toBe(30);
    expect(server.requests).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('waits out a short Retry-After and then answers', async () => {
    server.refusals.push({ status: 429, headers: { 'retry-after-ms': '50' } });
    expect(await model({ maxRetries: 2 }).bio(persona)).toBe('A reply.');
    expect(server.requests).toHaveLength(2);
  });

  it('ends a reply stream with ProviderRateLimited on a 429 with a long Retry-After', async () => {
    server.refusals.push({ status: 429, headers: { 'retry-after': '20' } });
    const { error } = await drain(model({ maxRetries: 2 }).stream(request));
    expect(error).toBeInstanceOf(ProviderRateLimited);
    expect(server.requests).toHaveLength(1);
  });
});

describe('chat model choice', () => {
  const choose = (env: Record<string, string>) => chatModel(new AppConfig(parseSettings(env), null));

  it('uses the OpenAI-compatible server when a key or base URL is set and CHAT_PROVIDER is auto', async () => {
    expect(await choose({ CHAT_PROVIDER: 'auto', OPENAI_API_KEY: 'k' })).toBeInstanceOf(OpenAiChatModel);
    expect(await choose({ CHAT_PROVIDER: 'auto', OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1' })).toBeInstanceOf(
      OpenAiChatModel,
    );
    expect(await choose({ CHAT_PROVIDER: 'auto' })).toBeInstanceOf(OfflineChatModel);
  });

  it('follows an explicit CHAT_PROVIDER', async () => {
    expect(await choose({ CHAT_PROVIDER: 'offline', OPENAI_API_KEY: 'k' })).toBeInstanceOf(OfflineChatModel);
    const openai = await choose({ CHAT_PROVIDER: 'openai', OPENAI_API_KEY: 'k', OPENAI_MODEL: 'llama3.1' });
    expect(openai).toBeInstanceOf(OpenAiChatModel);
    expect((openai as OpenAiChatModel).model).toBe('llama3.1');
  });

  it('reads CHAT_MAX_TOKENS and CHAT_TEMPERATURE, with defaults, and refuses bad values', () => {
    expect(parseSettings({})).toMatchObject({ CHAT_MAX_TOKENS: 400, CHAT_TEMPERATURE: 0.9 });
    expect(parseSettings({ CHAT_MAX_TOKENS: '800', CHAT_TEMPERATURE: '0.5' })).toMatchObject({
      CHAT_MAX_TOKENS: 800,
      CHAT_TEMPERATURE: 0.5,
    });
    expect(() => parseSettings({ CHAT_TEMPERATURE: '3' })).toThrow(/CHAT_TEMPERATURE/);
    expect(() => parseSettings({ CHAT_MAX_TOKENS: 'many' })).toThrow(/CHAT_MAX_TOKENS/);
  });
});
