import OpenAI from 'openai';

import { Moderation } from './moderation.port';

/** Llama Guard 3's hazard category for child sexual exploitation. */
const CHILD_EXPLOITATION = 'S4';
/** `unsafe` is followed by one line of categories, e.g. `S1,S4` (all 14 fit in well under this) */
const MAX_TOKENS = 48;
const CATEGORIES = /^S\d{1,2}(?:\s*,\s*S\d{1,2})*$/i;

/**
 * Reads Llama Guard's answer: `safe`, or `unsafe` and a line of comma-separated categories.
 * Returns the categories (none when safe); throws on anything else, so the caller fails closed.
 */
export function guardCategories(answer: string | null | undefined): string[] {
  const lines = (answer ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  const verdict = lines[0]?.toLowerCase();
  if (verdict === 'safe' && lines.length === 1) return [];
  if (verdict === 'unsafe' && lines.length === 2 && CATEGORIES.test(lines[1])) {
    return lines[1].split(',').map((c) => c.trim().toUpperCase());
  }
  throw new Error(`llamaguard: unreadable answer ${JSON.stringify((answer ?? '').slice(0, 80))}`);
}

export interface LlamaGuardOptions {
  /** MODERATION_BASE_URL: an OpenAI-compatible server (Ollama, vLLM, llama.cpp server), …/v1 */
  baseURL: string;
  /** MODERATION_MODEL: `llama-guard3:8b` on Ollama, `meta-llama/Llama-Guard-3-8B` on vLLM */
  model: string;
  /** MODERATION_API_KEY; local servers that need none get a placeholder */
  apiKey?: string;
  timeoutMs: number;
}

/**
 * Llama Guard 3 through any OpenAI-compatible chat completions endpoint: the text goes as the user
 * turn (the server's chat template builds the classification prompt), and only S4 flags it.
 * One try, a short timeout; no answer or an unreadable one throws.
 */
export class LlamaGuardModeration extends Moderation {
  private readonly client: OpenAI;

  constructor(private readonly options: LlamaGuardOptions) {
    super();
    this.client = new OpenAI({
      apiKey: options.apiKey ?? 'unset',
      baseURL: options.baseURL,
      timeout: options.timeoutMs,
      maxRetries: 0,
    });
  }

  async flagsMinors(text: string): Promise<boolean> {
    const completion = await this.client.chat.completions.create({
      model: this.options.model,
      messages: [{ role: 'user', content: text }],
      temperature: 0,
      max_tokens: MAX_TOKENS,
      stream: false,
    });
    const choice = completion.choices?.[0];
    if (!choice) throw new Error('llamaguard: no choices');
    // a list cut off by max_tokens could hide S4: not an answer
    if (choice.finish_reason === 'length') throw new Error('llamaguard: answer cut off');
    return guardCategories(choice.message?.content).includes(CHILD_EXPLOITATION);
  }
}
