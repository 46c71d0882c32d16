import type { AppConfig } from '../../../config/app-config';
import { Moderation, NoModeration } from './moderation.port';

/** MODERATION_PROVIDER: none (default), openai or llamaguard (the `openai` SDK loaded only then). */
export async function moderation(config: AppConfig): Promise<Moderation> {
  const s = config.settings;
  if (s.MODERATION_PROVIDER === 'openai') {
    const { OpenAiModeration } = await import('./openai-moderation');
    return new OpenAiModeration({
      apiKey: s.OPENAI_API_KEY,
      baseURL: s.OPENAI_BASE_URL,
      timeoutMs: s.MODERATION_TIMEOUT_MS,
    });
  }
  if (s.MODERATION_PROVIDER === 'llamaguard') {
    if (!s.MODERATION_BASE_URL) {
      throw new Error('Invalid configuration:\n  MODERATION_BASE_URL: required when MODERATION_PROVIDER=llamaguard');
    }
    const { LlamaGuardModeration } = await import('./llamaguard-moderation');
    return new LlamaGuardModeration({
      baseURL: s.MODERATION_BASE_URL,
      model: s.MODERATION_MODEL,
      apiKey: s.MODERATION_API_KEY,
      timeoutMs: s.MODERATION_TIMEOUT_MS,
    });
  }
  return new NoModeration();
}
