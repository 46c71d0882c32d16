import type { AppConfig } from '../../../config/app-config';
import type { ChatModel } from '../chat-model.port';
import { OfflineChatModel } from './offline-chat.model';

/**
 * CHAT_PROVIDER: auto (OpenAI-compatible when a key or base URL is set, else offline), offline, openai.
 * The `openai` SDK (some 10 MB resident) is loaded only when it is the choice.
 */
export async function chatModel(config: AppConfig): Promise<ChatModel> {
  const s = config.settings;
  const configured = Boolean(s.OPENAI_API_KEY || s.OPENAI_BASE_URL);
  const choice = s.CHAT_PROVIDER === 'auto' ? (configured ? 'openai' : 'offline') : s.CHAT_PROVIDER;
  if (choice === 'offline') {
    // CHAT_WORD_DELAY_MS is the mean pause between streamed words; it varies a little, like typing
    const d = s.CHAT_WORD_DELAY_MS;
    return new OfflineChatModel({
      wordDelayMs: d === 0 ? 0 : { min: Math.round(d * 0.55), max: Math.round(d * 1.35) },
    });
  }
  if (!configured)
    throw new Error(
      'Invalid configuration:\n  OPENAI_API_KEY: required (or OPENAI_BASE_URL) when CHAT_PROVIDER=openai',
    );
  const { OpenAiChatModel } = await import('./openai-chat.model');
  return new OpenAiChatModel({
    model: s.OPENAI_MODEL,
    apiKey: s.OPENAI_API_KEY,
    baseURL: s.OPENAI_BASE_URL,
    maxTokens: s.CHAT_MAX_TOKENS,
    temperature: s.CHAT_TEMPERATURE,
  });
}
