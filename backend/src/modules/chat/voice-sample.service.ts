import { Inject, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';

import { MESSAGES, VOICE_SAMPLE_TEXT, type VoiceId } from '../../contracts';
import { SpeechProvider, type SpokenAudio } from '../../infra/ai/speech/speech.port';

/** The few words each voice says on her profile: made once per process and voice, then kept (a few hundred kB in all). */
@Injectable()
export class VoiceSamples {
  private readonly logger = new Logger('VoiceSamples');
  private readonly made = new Map<VoiceId, Promise<SpokenAudio>>();

  constructor(@Inject(SpeechProvider) private readonly voice: SpeechProvider) {}

  async sample(voice: VoiceId): Promise<SpokenAudio> {
    let sample = this.made.get(voice);
    if (!sample) {
      sample = this.voice.speak(VOICE_SAMPLE_TEXT, voice);
      this.made.set(voice, sample);
    }
    try {
      return await sample;
    } catch (err) {
      // asked again, it is tried again
      this.made.delete(voice);
      this.logger.warn(`no sample of the ${voice} voice: ${(err as Error).message}`);
      throw new ServiceUnavailableException(MESSAGES.featureUnavailable);
    }
  }
}
