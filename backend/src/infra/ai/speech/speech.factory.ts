import type { DataSource } from 'typeorm';

import type { AppConfig } from '../../../config/app-config';
import { JobsTableLedger } from '../replicate/prediction-ledger';
import { OfflineSpeechProvider } from './offline-speech.provider';
import type { SpeechProvider } from './speech.port';

/**
 * TTS_PROVIDER: auto (openai when TTS_BASE_URL or OPENAI_API_KEY is set, else replicate when
 * REPLICATE_TTS_MODEL and REPLICATE_API_TOKEN are, else offline), offline, openai, replicate. The
 * settings each needs are checked at boot (config.schema.ts); the `openai` SDK is loaded only when chosen.
 */
export async function speechProvider(config: AppConfig, db?: DataSource): Promise<SpeechProvider> {
  const s = config.settings;
  const choice = speechChoice(s);
  if (choice === 'openai') {
    const { OpenAiSpeechProvider } = await import('./openai-speech.provider');
    return new OpenAiSpeechProvider({ model: s.TTS_MODEL, apiKey: s.OPENAI_API_KEY, baseURL: s.TTS_BASE_URL });
  }
  if (choice === 'replicate' && s.REPLICATE_TTS_MODEL && s.REPLICATE_API_TOKEN) {
    const { ReplicateSpeechProvider } = await import('./replicate-speech.provider');
    return new ReplicateSpeechProvider({
      model: s.REPLICATE_TTS_MODEL,
      token: s.REPLICATE_API_TOKEN,
      baseUrl: s.REPLICATE_BASE_URL,
      ledger: db && new JobsTableLedger(db),
    });
  }
  return new OfflineSpeechProvider();
}

/** Which provider TTS_PROVIDER names, `auto` resolved. */
export function speechChoice(s: AppConfig['settings']): 'openai' | 'replicate' | 'offline' {
  if (s.TTS_PROVIDER !== 'auto') return s.TTS_PROVIDER;
  if (s.TTS_BASE_URL || s.OPENAI_API_KEY) return 'openai';
  return s.REPLICATE_TTS_MODEL && s.REPLICATE_API_TOKEN ? 'replicate' : 'offline';
}
