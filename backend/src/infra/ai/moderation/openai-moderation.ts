import OpenAI from 'openai';

import { Moderation } from './moderation.port';

/** Any OpenAI-compatible /v1/moderations, through the `openai` SDK; one try, a short timeout. */
export class OpenAiModeration extends Moderation {
  private readonly client: OpenAI;

  constructor(options: { apiKey?: string; baseURL?: string; timeoutMs: number }) {
    super();
    this.client = new OpenAI({
      apiKey: options.apiKey ?? 'unset',
      baseURL: options.baseURL,
      timeout: options.timeoutMs,
      maxRetries: 0,
    });
  }

  async flagsMinors(text: string): Promise<boolean> {
    const answer = await this.client.moderations.create({ input: text });
    if (!Array.isArray(answer.results) || !answer.results.length) throw new Error('moderation: no results');
    return answer.results.some((r) => r.categories?.['sexual/minors'] === true);
  }
}
