import OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';

import { ChatModel, type ChatRequest, type ChatTurn, type Persona } from '../chat-model.port';
import { abortReason, ChatStreamError } from './chat-stream.error';
import { bioMessages, clampText, cleanText, firstSentences, MEMORY_LIMIT, summaryMessages } from './openai-prompts';
import { withRetries } from './openai-retries';
import { ProviderRateLimited, ProviderUnavailable } from './provider-errors';

export interface OpenAiChatOptions {
  model: string;
  /** OPENAI_API_KEY; servers that need none (Ollama, vLLM) get a placeholder */
  apiKey?: string;
  /** OPENAI_BASE_URL, e.g. http://localhost:11434/v1; the OpenAI API when unset */
  baseURL?: string;
  /** a started reply fails when no chunk arrives for this long [30 s] */
  idleTimeoutMs?: number;
  /** how long to wait for the first chunk (a local server may be loading the model) [3 × idle] */
  firstChunkTimeoutMs?: number;
  /** the whole of one non-streaming request (bio, summary) [60 s] */
  requestTimeoutMs?: number;
  /** retries of failed requests before any data arrived [2] */
  maxRetries?: number;
  /** CHAT_MAX_TOKENS: the longest reply or bio, in tokens [400] */
  maxTokens?: number;
  /** CHAT_TEMPERATURE: sampling temperature of replies and bios [0.9] */
  temperature?: number;
}

/** The memory summary keeps facts: sampled cooler than her replies. */
const SUMMARY_TEMPERATURE = 0.3;

/** Chat through any OpenAI-compatible server: OpenAI, OpenRouter, Ollama, vLLM. */
export class OpenAiChatModel extends ChatModel {
  readonly name = 'openai';
  readonly model: string;
  private readonly client: OpenAI;
  private readonly idleTimeoutMs: number;
  private readonly firstChunkTimeoutMs: number;
  private readonly retries: number;
  private readonly maxTokens: number;
  private readonly temperature: number;

  constructor(options: OpenAiChatOptions) {
    super();
    this.model = options.model;
    this.retries = options.maxRetries ?? 2;
    this.maxTokens = options.maxTokens ?? 400;
    this.temperature = options.temperature ?? 0.9;
    this.idleTimeoutMs = options.idleTimeoutMs ?? 30_000;
    this.firstChunkTimeoutMs = options.firstChunkTimeoutMs ?? this.idleTimeoutMs * 3;
    this.client = new OpenAI({
      apiKey: options.apiKey || 'not-needed',
      baseURL: options.baseURL ?? 'https://api.openai.com/v1',
      timeout: options.requestTimeoutMs ?? 60_000,
      // retried by withRetries, which knows which failures a retry may fix (openai-retries.ts)
      maxRetries: 0,
      // failures reach the caller as errors; the SDK's own console logging stays quiet
      logLevel: 'off',
    });
  }

  async *stream(request: ChatRequest, signal?: AbortSignal): AsyncGenerator<string, void, undefined> {
    if (signal?.aborted) throw abortReason(signal);
    const controller = new AbortController();
    const onAbort = () => controller.abort(signal?.reason);
    signal?.addEventListener('abort', onAbort, { once: true });
    let stalledAfter = 0;
    let timer: NodeJS.Timeout | undefined;
    const arm = (ms: number) => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        stalledAfter = ms;
        controller.abort();
      }, ms);
    };
    const failure = (error: unknown): Error => {
      if (stalledAfter)
        return new ChatStreamError(`The chat server sent nothing for ${stalledAfter} ms`, { cause: error });
      if (signal?.aborted) return abortReason(signal);
      if (error instanceof ChatStreamError || error instanceof ProviderRateLimited) return error;
      if (error instanceof ProviderUnavailable) return new ChatStreamError(error.message, { cause: error });
      const reason = error instanceof Error ? error.message : String(error);
      return new ChatStreamError(`The reply stream broke: ${reason}`, { cause: error });
    };

    let finished = false;
    let received = 0;
    try {
      arm(this.firstChunkTimeoutMs);
      const body = {
        model: this.model,
        messages: chatMessages(request),
        max_tokens: this.maxTokens,
        temperature: this.temperature,
      };
      const chunks = await withRetries(
        () => this.client.chat.completions.create({ ...body, stream: true }, { signal: controller.signal }),
        { retries: this.retries, signal: controller.signal },
      ).catch((error: unknown) => {
        throw failure(error);
      });
      try {
        for await (const chunk of chunks) {
          clearTimeout(timer);
          const choice = chunk.choices[0];
          if (choice?.finish_reason) finished = true;
          const delta = choice?.delta?.content;
          if (delta) {
            received += delta.length;
            yield delta;
          }
          arm(this.idleTimeoutMs);
        }
      } catch (error) {
        // a connection dropped after the last token still gave the whole reply
        if (!finished) throw failure(error);
      }
      // the SDK ends the iteration quietly when the request is aborted
      if (stalledAfter || signal?.aborted) throw failure(null);
      if (!finished) throw new ChatStreamError('The reply stream ended before the reply was finished');
      if (!received) throw new ChatStreamError('The chat server sent an empty reply');
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      // the consumer stopped early, or the stream failed: close the connection
      if (!finished) controller.abort();
    }
  }

  async bio(persona: Persona): Promise<string> {
    const text = await this.complete(bioMessages(persona), 'bio', this.temperature);
    return firstSentences(text, 4);
  }

  async summarize(previous: string | null, messages: ChatTurn[], persona: Persona): Promise<string> {
    const text = await this.complete(summaryMessages(previous, messages, persona), 'summary', SUMMARY_TEMPERATURE);
    return clampText(text, MEMORY_LIMIT);
  }

  /** One non-streaming answer; every failure is a ProviderUnavailable or ProviderRateLimited. */
  private async complete(messages: ChatCompletionMessageParam[], what: string, temperature: number): Promise<string> {
    const completion = await withRetries(
      () =>
        this.client.chat.completions.create({
          model: this.model,
          messages,
          max_tokens: this.maxTokens,
          temperature,
          stream: false,
        }),
      { retries: this.retries },
    );
    const text = cleanText(completion.choices?.[0]?.message?.content ?? '');
    if (!text) throw new ProviderUnavailable(`The chat server sent an empty ${what}`);
    return text;
  }
}

function chatMessages(request: ChatRequest): ChatCompletionMessageParam[] {
  return [
    { role: 'system', content: request.system },
    ...request.history.map((turn): ChatCompletionMessageParam => ({ role: turn.role, content: turn.content })),
  ];
}
