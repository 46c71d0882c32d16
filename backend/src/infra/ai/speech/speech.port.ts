import type { VoiceId } from '../../../contracts';

/** Spoken audio as stored: a WAV (the offline engine, most servers) or an MP3. */
export type AudioType = 'audio/wav' | 'audio/mpeg';

export interface SpokenAudio {
  data: Buffer;
  type: AudioType;
}

/**
 * Text to speech (TTS_PROVIDER): an OpenAI-compatible /v1/audio/speech, a Replicate model, or eSpeak NG
 * on this machine. Each of her voices (contracts/voices.ts) maps to one voice of the provider.
 */
export abstract class SpeechProvider {
  abstract readonly name: string;
  /** The text read aloud in that voice; throws when the provider fails (the job retries or fails). */
  abstract speak(text: string, voice: VoiceId, jobId?: string): Promise<SpokenAudio>;
}
