import type { AppConfig } from '../../../config/app-config';
import { Moderation, NoModeration } from './moderation.port';

/** MODERATION_PROVIDER: none (default) or openai (the `openai` SDK loaded only then). */
export async function moderation(config: AppConfig): Promise<Moderation> {
  const s = config.settings;
  if (s.MODERATION_PROVIDER !== 'openai') return new NoModeration();
  const { OpenAiModeration } = await import('./openai-moderation');
  return new OpenAiModeration({
    apiKey: s.OPENAI_API_KEY,
    baseURL: s.OPENAI_BASE_URL,
    timeoutMs: s.MODERATION_TIMEOUT_MS,
  });
}
