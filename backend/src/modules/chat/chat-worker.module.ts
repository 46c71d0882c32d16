import { Module } from '@nestjs/common';

import { JobsWorkerModule } from '../jobs/jobs-worker.module';
import { ChatDataModule } from './chat-data.module';
import { ChatPictureJob } from './jobs/chat-picture.job';
import { SpeechJob } from './jobs/speech.job';
import { MessageSpeechRepository } from './message-speech.repository';
import { StaleRepliesSweep } from './stale-replies.sweep';

/**
 * Chat in the worker: the picture a message asks for and her reply read aloud (@JobHandlerFor), and
 * the reconciler's stale replies sweep.
 */
@Module({
  imports: [ChatDataModule, JobsWorkerModule],
  providers: [ChatPictureJob, SpeechJob, MessageSpeechRepository, StaleRepliesSweep],
})
export class ChatWorkerModule {}
