import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import { type JobResult, SPEECH_MESSAGES } from '../../../contracts';
import { SpeechProvider } from '../../../infra/ai/speech/speech.port';
import { JobFailure } from '../../../infra/queue/job-failure';
import { MediaStorage } from '../../../infra/storage/media-storage.port';
import { type JobContext, type JobHandler, JobHandlerFor } from '../../jobs/job-handler';
import { MessageSpeechRepository } from '../message-speech.repository';

/**
 * Her reply read aloud (queue: media): the provider's audio stored as private media (its URL signed
 * in the result, like other private media) and kept on the message's speech row, so asking again
 * answers it at once. A final failure marks the row failed: it no longer counts toward the allowance.
 */
@Injectable()
@JobHandlerFor('speech')
export class SpeechJob implements JobHandler<'speech', { audioUrl: string }> {
  constructor(
    @Inject(SpeechProvider) private readonly voice: SpeechProvider,
    @Inject(MediaStorage) private readonly storage: MediaStorage,
    @Inject(MessageSpeechRepository) private readonly speech: MessageSpeechRepository,
  ) {}

  async run(ctx: JobContext<'speech'>) {
    await ctx.progress(10, 'speaking');
    const audio = await this.voice.speak(ctx.payload.text, ctx.payload.voice, ctx.jobId);
    await ctx.progress(90, 'saving');
    return { audioUrl: await this.storage.put(audio.data, audio.type, { private: true }) };
  }

  async persist(
    m: EntityManager,
    ctx: JobContext<'speech'>,
    output: { audioUrl: string },
  ): Promise<JobResult<'speech'>> {
    if (!(await this.speech.fill(ctx.jobId, output.audioUrl, m))) throw new JobFailure(SPEECH_MESSAGES.notFound, false);
    const { girlId, messageId, voice } = ctx.payload;
    return { audioUrl: output.audioUrl, girlId, messageId, voice };
  }

  async onFinalFailure(m: EntityManager, ctx: JobContext<'speech'>) {
    await this.speech.fail(ctx.jobId, m);
  }
}
