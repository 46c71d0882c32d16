import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { MESSAGES, type JobResult } from '../../../contracts';
import { ImageProvider } from '../../../infra/ai/image-provider.port';
import { MediaStorage } from '../../../infra/storage/media-storage.port';
import { FaceHold } from '../../jobs/face-hold';
import { generateAndStore, readReference } from '../../jobs/generate-image';
import { JobFailure } from '../../jobs/job-failure';
import type { JobContext, JobHandler } from '../../jobs/job-handler';
import { toPost, type PostRow } from '../../feed/post.view';

/** A gallery picture: appended to the girl's pictures and posted to the public feed, once per job. */
@Injectable()
export class PicsJob implements JobHandler<'pics', { imageUrl: string }> {
  readonly kind = 'pics' as const;

  constructor(
    @Inject(ImageProvider) private readonly images: ImageProvider,
    @Inject(MediaStorage) private readonly storage: MediaStorage,
    @Inject(FaceHold) private readonly faceHold: FaceHold,
  ) {}

  async run(ctx: JobContext<'pics'>) {
    const { girlId, preset, nsfw, referenceUrl, ...params } = ctx.payload;
    // same face every time: her portrait goes along where the model takes a reference image
    const referenceImage = await readReference(this.storage, referenceUrl);
    return { imageUrl: await generateAndStore(ctx, this.images, this.storage, { ...params, referenceImage, identity: girlId }, { face: { hold: this.faceHold, portrait: referenceImage } }) };
  }

  async persist(m: EntityManager, ctx: JobContext<'pics'>, output: { imageUrl: string }): Promise<JobResult<'pics'>> {
    const { girlId, nsfw } = ctx.payload;
    const [girl]: { name: string | null }[] = await m.query('SELECT name FROM girls WHERE id = $1', [girlId]);
    if (!girl) throw new JobFailure(MESSAGES.girlNotFound, false);
    // keyed by the job id: a retry finds the rows it wrote before instead of writing new ones
    const [pic]: { id: string; url: string; created_at: Date }[] = await m.query(
      `INSERT INTO pictures (girl_id, url, job_id) VALUES ($1, $2, $3)
       ON CONFLICT (job_id) DO UPDATE SET job_id = EXCLUDED.job_id RETURNING id, url, created_at`,
      [girlId, output.imageUrl, ctx.jobId],
    );
    const [post]: PostRow[] = await m.query(
      `WITH p AS (
         INSERT INTO feed_posts (user_id, girl_id, girl_name, image_url, caption, nsfw, job_id)
         VALUES ($1, $2, $3, $4, '', $5, $6)
         ON CONFLICT (job_id) DO UPDATE SET job_id = EXCLUDED.job_id RETURNING *)
       SELECT p.*, u.username FROM p JOIN users u ON u.id = p.user_id`,
      [ctx.userId, girlId, girl.name?.trim() || 'Unknown', output.imageUrl, nsfw, ctx.jobId],
    );
    return {
      imageUrl: output.imageUrl,
      girlId,
      pic: { id: pic.id, url: pic.url, createdAt: pic.created_at.toISOString(), postId: post.id },
      post: toPost(post),
    };
  }
}
