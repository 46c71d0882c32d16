import { OpenAiChatModel, type OpenAiChatOptions } from '../../src/infra/ai/chat/openai-chat.model';
import type { ChatRequest, Persona } from '../../src/infra/ai/chat-model.port';
import { OpenAiServer } from './openai-server';

/** What the OpenAiChatModel tests share: a persona and a request, the fake server, a model on it. */
export const persona: Persona = {
  name: 'Mia',
  personality: ['Playful', 'Witty'],
  bio: null,
  looks: ['Blue eyes', 'Blonde hair'],
  memory: null,
};

export const request: ChatRequest = {
  system: 'You are Mia, a playful and witty companion.',
  persona,
  history: [
    { role: 'user', content: 'Hi, I am Sam' },
    { role: 'assistant', content: 'Hi Sam!' },
    { role: 'user', content: 'How are you?' },
  ],
};

export const server = new OpenAiServer();

/** The fake OpenAI-compatible server, started before the file's tests and emptied before each. */
export function useOpenAiServer(): void {
  beforeAll(async () => {
    await server.start();
  });
  afterAll(async () => {
    await server.stop();
  });
  beforeEach(() => {
    server.requests.length = 0;
    server.failures = 0;
    server.refusals.length = 0;
  });
}

export function model(options: Partial<OpenAiChatOptions> = {}): OpenAiChatModel {
  return new OpenAiChatModel({
    model: 'test-model-1',
    apiKey: 'test-key',
    baseURL: server.baseURL,
    maxRetries: 0,
    idleTimeoutMs: 500,
    ...options,
  });
}

/** Reads the stream to its end or its error; never waits longer than `limitMs`. */
export async function drain(
  stream: AsyncIterable<string>,
  limitMs = 10_000,
): Promise<{ deltas: string[]; error: unknown; ms: number }> {
  const deltas: string[] = [];
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const read = (async () => {
    for await (const delta of stream) deltas.push(delta);
  })();
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the stream hung for ${limitMs} ms`)), limitMs);
  });
  try {
    await Promise.race([read, limit]);
    return { deltas, error: null, ms: Date.now() - started };
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('the stream hung')) throw error;
    return { deltas, error, ms: Date.now() - started };
  } finally {
    clearTimeout(timer);
  }
}
