import { createHash, randomUUID } from 'node:crypto';

import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
  UnprocessableEntityException,
} from '@nestjs/common';
import { DataSource } from 'typeorm';

import { DEFAULT_VOICE, isVoiceId, SPEECH_MESSAGES, type VoiceId } from '../../contracts';
import { MediaUrls } from '../../infra/storage/media-urls';
import type { SessionUser } from '../auth/session.guard';
import { JobsService } from '../jobs/jobs.service';
import { ChatService } from './chat.service';
import { ChatMessagesRepository } from './chat-messages.repository';
import { ChatSettingsRepository } from './chat-settings.repository';
import type { MessageRow } from './message.view';
import { MessageSpeechRepository } from './message-speech.repository';

/** the longest text read aloud at once (OpenAI's speech takes at most 4096 characters) */
export const MAX_SPOKEN_CHARS = 4000;

export type Listening = { audioUrl: string } | { jobId: string; status: 'queued'; freeLeft: number | null };

/**
 * Her words as stored: what the reply guard let through (SAFETY.md), never the model's raw output.
 * Only a finished reply of hers with words in it can be read aloud.
 */
export function spokenText(message: MessageRow | null): string {
  if (!message || message.premium) throw new NotFoundException(SPEECH_MESSAGES.notFound);
  if (message.sender !== 'ai') throw new BadRequestException(SPEECH_MESSAGES.notHers);
  if (message.loading) throw new ConflictException(SPEECH_MESSAGES.notReady);
  if (message.failed) throw new ConflictException(SPEECH_MESSAGES.failed);
  const text = message.text.trim().slice(0, MAX_SPOKEN_CHARS);
  if (!text) throw new UnprocessableEntityException(SPEECH_MESSAGES.empty);
  return text;
}

/**
 * Listening to her replies: each reply is read aloud once per voice and text (a `speech` job, charged
 * like one of her messages), then answered at once, for nothing. Also the chat's voice replies switch.
 */
@Injectable()
export class ChatSpeechService {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(ChatService) private readonly chat: ChatService,
    @Inject(ChatMessagesRepository) private readonly messages: ChatMessagesRepository,
    @Inject(MessageSpeechRepository) private readonly speech: MessageSpeechRepository,
    @Inject(ChatSettingsRepository) private readonly settings: ChatSettingsRepository,
    @Inject(JobsService) private readonly jobs: JobsService,
    @Inject(MediaUrls) private readonly mediaUrls: MediaUrls,
  ) {}

  /** Her reply in her voice: the stored audio (200), the job already making it, or a new job (202; 402 past the allowance). */
  async listen(user: SessionUser, girlId: string, messageId: string): Promise<Listening> {
    const girl = await this.chat.girl(girlId);
    const voice: VoiceId = isVoiceId(girl.voice) ? girl.voice : DEFAULT_VOICE;
    const jobId = randomUUID();
    const found = await this.db.transaction(async (m) => {
      await this.messages.lockConversation(user.id, girlId, m);
      const text = spokenText(await this.messages.findInChat(user.id, girlId, messageId, m));
      const textHash = createHash('sha256').update(text).digest('hex');
      const row = await this.speech.find(messageId, voice, textHash, m);
      if (row?.audio_url) return { kind: 'ready' as const, audioUrl: row.audio_url };
      const freeLeft = () => this.chat.freeLeft(user.id, girlId, m);
      if (row && !row.failed && !(await this.failed(row.job_id, user.id)))
        return { kind: 'waiting' as const, jobId: row.job_id, freeLeft: await freeLeft() };
      await this.chat.ensureAllowance(user.id, girlId, m);
      await this.speech.start({ messageId, userId: user.id, girlId, voice, textHash, jobId }, m);
      return { kind: 'new' as const, text, freeLeft: await freeLeft() };
    });
    if (found.kind === 'ready') return { audioUrl: this.mediaUrls.sign(found.audioUrl) };
    if (found.kind === 'waiting') return { jobId: found.jobId, status: 'queued', freeLeft: found.freeLeft };
    try {
      await this.jobs.create(
        user.id,
        'speech',
        { girlId, messageId, voice, text: found.text },
        { free: true, id: jobId },
      );
    } catch (err) {
      // not queued (503): nothing is charged, asking again starts anew
      await this.speech.fail(jobId).catch(() => undefined);
      throw err;
    }
    return { jobId, status: 'queued', freeLeft: found.freeLeft };
  }

  async voiceReplies(userId: string, girlId: string): Promise<boolean> {
    return this.settings.voiceReplies(userId, girlId);
  }

  async setVoiceReplies(user: SessionUser, girlId: string, on: boolean): Promise<{ voiceReplies: boolean }> {
    await this.chat.girl(girlId);
    await this.settings.setVoiceReplies(user.id, girlId, on);
    return { voiceReplies: on };
  }

  /** A speech whose job has failed (or is gone) without its row saying so: it is made again. */
  private async failed(jobId: string, userId: string): Promise<boolean> {
    const job = await this.jobs.view(jobId, userId).catch(() => null);
    return !job || job.status === 'failed';
  }
}
