import { Logger } from '@nestjs/common';

import type { VoiceId } from '../../../contracts';
import { requestFailure } from '../replicate/failures';
import { fitInputs } from '../replicate/model-input';
import { type ModelRef, parseModelRef } from '../replicate/model-ref';
import { PredictionRunner, type ReplicateConnection } from '../replicate/prediction-runner';
import { sniffAudioType } from './audio';
import { SpeechProvider, type SpokenAudio } from './speech.port';

/** Each of her voices as a Kokoro voice (`voice`) and a MiniMax speech voice (`voice_id`); a model takes the input it has. */
export const REPLICATE_VOICES: Record<VoiceId, { voice: string; voice_id: string }> = {
  soft: { voice: 'af_bella', voice_id: 'Calm_Woman' },
  bright: { voice: 'af_nicole', voice_id: 'Lively_Girl' },
  warm: { voice: 'af_heart', voice_id: 'Sweet_Girl_2' },
  playful: { voice: 'af_sky', voice_id: 'Exuberant_Girl' },
  british: { voice: 'bf_emma', voice_id: 'Wise_Woman' },
};

export interface ReplicateSpeechOptions extends ReplicateConnection {
  /** REPLICATE_TTS_MODEL: `owner/name` or `owner/name:version` */
  model: string;
}

/** Text to speech on Replicate: the model's prediction run to its end, its audio output downloaded. */
export class ReplicateSpeechProvider extends SpeechProvider {
  readonly name = 'replicate';
  private readonly log = new Logger(ReplicateSpeechProvider.name);
  private readonly runner: PredictionRunner;
  private readonly model: ModelRef;

  constructor(options: ReplicateSpeechOptions) {
    super();
    this.model = parseModelRef(options.model);
    this.runner = new PredictionRunner(options, this.log, 'text and voice');
  }

  async speak(text: string, voice: VoiceId, jobId?: string): Promise<SpokenAudio> {
    try {
      const { schema } = await this.runner.model(this.model);
      const wanted = { text, prompt: text, ...REPLICATE_VOICES[voice] };
      const input = schema ? fitInputs(wanted, schema) : { text, voice: REPLICATE_VOICES[voice].voice };
      const { url, data } = await this.runner.output(
        this.model,
        input,
        () => undefined,
        jobId ? { jobId, step: 'speech' } : undefined,
      );
      const type = sniffAudioType(data);
      if (!type) throw new Error(`output at ${url} is not a WAV or MP3`);
      return { data, type };
    } catch (err) {
      const failure = requestFailure(err);
      if (failure !== err) this.log.warn(`speech failed: ${String(err)}`);
      throw failure;
    }
  }
}
