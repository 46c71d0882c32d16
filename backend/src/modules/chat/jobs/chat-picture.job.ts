import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import { CHAT_MESSAGES, type JobResult, MESSAGES } from '../../../contracts';
import { JobFailure } from '../../../infra/queue/job-failure';
import { userPush } from '../../../infra/realtime/push.port';
import { GirlPictures } from '../../jobs/generate-image';
import { type JobContext, type JobHandler, JobHandlerFor } from '../../jobs/job-handler';
import { ChatMessagesRepository } from '../chat-messages.repository';
import { toMessage } from '../message.view';

/**
 * A picture asked for in the chat (queue: images): her waiting message becomes the image, or says it
 * failed; its end sends the message to its owner (chat:message).
 */
@Injectable()
@JobHandlerFor('chat-picture')
export class ChatPictureJob implements JobHandler<'chat-picture', { imageUrl: string }> {
  constructor(
    @Inject(GirlPictures) private readonly drawing: GirlPictures,
    @Inject(ChatMessagesRepository) private readonly messages: ChatMessagesRepository,
  ) {}

  async run(ctx: JobContext<'chat-picture'>) {
    const { messageId: _message, ...request } = ctx.payload;
    return { imageUrl: await this.drawing.draw(ctx, request) };
  }

  async persist(
    m: EntityManager,
    ctx: JobContext<'chat-picture'>,
    output: { imageUrl: string },
  ): Promise<JobResult<'chat-picture'>> {
    const row = await this.messages.fillPicture(ctx.payload.messageId, output.imageUrl, m);
    if (!row) throw new JobFailure(MESSAGES.girlNotFound, false);
    return { girlId: ctx.payload.girlId, message: toMessage(row) };
  }

  endPushes(result: JobResult<'chat-picture'>, ctx: JobContext<'chat-picture'>) {
    return [userPush(ctx.userId, 'chat:message', { girlId: result.girlId, message: result.message })];
  }

  /** API.md, Chat: the failure text, marked failed, so it is not counted toward the free limit. */
  async onFinalFailure(m: EntityManager, ctx: JobContext<'chat-picture'>) {
    await this.messages.failLoading(ctx.payload.messageId, CHAT_MESSAGES.replyFailed, m);
  }

  /** A failure the reconciler ends also sends her message as it now reads. */
  async failurePushes(m: EntityManager, ctx: JobContext<'chat-picture'>) {
    const row = await this.messages.findById(ctx.payload.messageId, m);
    return row ? [userPush(ctx.userId, 'chat:message', { girlId: ctx.payload.girlId, message: toMessage(row) })] : [];
  }
}
