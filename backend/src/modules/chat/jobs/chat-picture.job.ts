import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CHAT_MESSAGES, MESSAGES, type JobResult } from '../../../contracts';
import { ImageProvider } from '../../../infra/ai/image-provider.port';
import { MediaStorage } from '../../../infra/storage/media-storage.port';
import { FaceHold } from '../../jobs/face-hold';
import { generateAndStore, readReference } from '../../jobs/generate-image';
import { JobFailure } from '../../jobs/job-failure';
import type { JobContext, JobHandler } from '../../jobs/job-handler';
import { toMessage, type MessageRow } from '../message.view';

/** A picture asked for in the chat: her waiting message becomes the image, or says it failed. */
@Injectable()
export class ChatPictureJob implements JobHandler<'chat-picture', { imageUrl: string }> {
  readonly kind = 'chat-picture' as const;

  constructor(
    @Inject(ImageProvider) private readonly images: ImageProvider,
    @Inject(MediaStorage) private readonly storage: MediaStorage,
    @Inject(FaceHold) private readonly faceHold: FaceHold,
  ) {}

  async run(ctx: JobContext<'chat-picture'>) {
    const { girlId, messageId, referenceUrl, ...params } = ctx.payload;
    const referenceImage = await readReference(this.storage, referenceUrl);
    return { imageUrl: await generateAndStore(ctx, this.images, this.storage, { ...params, referenceImage, identity: girlId }, { face: { hold: this.faceHold, portrait: referenceImage } }) };
  }

  async persist(m: EntityManager, ctx: JobContext<'chat-picture'>, output: { imageUrl: string }): Promise<JobResult<'chat-picture'>> {
    const [rows]: [MessageRow[], number] = await m.query(
      `UPDATE chat_messages SET image = $2, loading = false, failed = false, text = '', updated_at = now() WHERE id = $1 RETURNING *`,
      [ctx.payload.messageId, output.imageUrl],
    );
    if (!rows.length) throw new JobFailure(MESSAGES.girlNotFound, false);
    return { girlId: ctx.payload.girlId, message: toMessage(rows[0]) };
  }

  /** API.md, Chat: the failure text, marked failed, so it is not counted toward the free limit. */
  async onFinalFailure(m: EntityManager, ctx: JobContext<'chat-picture'>) {
    await m.query(
      `UPDATE chat_messages SET loading = false, failed = true, text = $2, updated_at = now() WHERE id = $1 AND loading`,
      [ctx.payload.messageId, CHAT_MESSAGES.replyFailed],
    );
  }
}
