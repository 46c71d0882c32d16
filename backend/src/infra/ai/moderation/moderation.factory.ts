import type { AppConfig } from '../../../config/app-config';
import { Moderation, NoModeration } from './moderation.port';
import { OpenAiModeration } from './openai-moderation';

/** MODERATION_PROVIDER: none (default) or openai. */
export function moderation(config: AppConfig): Moderation {
  const s = config.settings;
  if (s.MODERATION_PROVIDER !== 'openai') return new NoModeration();
  return new OpenAiModeration({
    apiKey: s.OPENAI_API_KEY,
    baseURL: s.OPENAI_BASE_URL,
    timeoutMs: s.MODERATION_TIMEOUT_MS,
  });
}
