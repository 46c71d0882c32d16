import OpenAI, { APIError } from 'openai';

import type { VoiceId } from '../../../contracts';
import { JobFailure } from '../../queue/job-failure';
import { sniffAudioType } from './audio';
import { SpeechProvider, type SpokenAudio } from './speech.port';

/** Each of her voices as an OpenAI voice (servers that copy the API, such as Kokoro-FastAPI, take these names too). */
export const OPENAI_VOICES: Record<VoiceId, string> = {
  soft: 'shimmer',
  bright: 'nova',
  warm: 'coral',
  playful: 'sage',
  british: 'fable',
};

export interface OpenAiSpeechOptions {
  /** TTS_MODEL */
  model: string;
  /** OPENAI_API_KEY; servers that need none get a placeholder */
  apiKey?: string;
  /** TTS_BASE_URL, e.g. http://127.0.0.1:8880/v1; the OpenAI API when unset */
  baseURL?: string;
  /** one request, whole [60 s] */
  timeoutMs?: number;
}

const MESSAGE = 'Her voice is not available right now. Please try again.';

/** Any OpenAI-compatible POST /v1/audio/speech, asked for a WAV. */
export class OpenAiSpeechProvider extends SpeechProvider {
  readonly name = 'openai';
  private readonly client: OpenAI;

  constructor(private readonly options: OpenAiSpeechOptions) {
    super();
    this.client = new OpenAI({
      apiKey: options.apiKey || 'not-needed',
      baseURL: options.baseURL ?? 'https://api.openai.com/v1',
      timeout: options.timeoutMs ?? 60_000,
      // the job is retried by the queue
      maxRetries: 0,
      logLevel: 'off',
    });
  }

  async speak(text: string, voice: VoiceId): Promise<SpokenAudio> {
    let data: Buffer;
    try {
      const answer = await this.client.audio.speech.create({
        model: this.options.model,
        voice: OPENAI_VOICES[voice],
        input: text,
        response_format: 'wav',
      });
      data = Buffer.from(await answer.arrayBuffer());
    } catch (err) {
      // a 4xx (bad key, unknown model or voice) will not mend itself: no retry
      const status: unknown = err instanceof APIError ? err.status : undefined;
      const permanent = typeof status === 'number' && status >= 400 && status < 500 && status !== 408 && status !== 429;
      throw new JobFailure(MESSAGE, !permanent);
    }
    const type = sniffAudioType(data);
    if (!type) throw new JobFailure(MESSAGE, false);
    return { data, type };
  }
}
