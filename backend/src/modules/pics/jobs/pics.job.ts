import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import { type JobResult, MESSAGES } from '../../../contracts';
import { JobFailure } from '../../../infra/queue/job-failure';
import { everyonePush } from '../../../infra/realtime/push.port';
import { FeedPosts } from '../../feed/feed-posts.writer';
import { toPost } from '../../feed/post.view';
import { GirlRecords } from '../../girls/girl-records.writer';
import { GirlPictures } from '../../jobs/generate-image';
import { type JobContext, type JobHandler, JobHandlerFor } from '../../jobs/job-handler';
import { PicturesRepository } from '../pictures.repository';

/**
 * A gallery picture (queue: images): appended to the girl's pictures and posted, once per job; the
 * post is on the public feed when the owner shares it (the default), and then every open feed is told (feed:post).
 */
@Injectable()
@JobHandlerFor('pics')
export class PicsJob implements JobHandler<'pics', { imageUrl: string }> {
  constructor(
    @Inject(GirlPictures) private readonly drawing: GirlPictures,
    @Inject(GirlRecords) private readonly girls: GirlRecords,
    @Inject(PicturesRepository) private readonly pictures: PicturesRepository,
    @Inject(FeedPosts) private readonly posts: FeedPosts,
  ) {}

  async run(ctx: JobContext<'pics'>) {
    const { preset: _preset, nsfw: _nsfw, shared: _shared, ...request } = ctx.payload;
    return { imageUrl: await this.drawing.draw(ctx, request) };
  }

  async persist(m: EntityManager, ctx: JobContext<'pics'>, output: { imageUrl: string }): Promise<JobResult<'pics'>> {
    const { girlId, nsfw } = ctx.payload;
    const shared = ctx.payload.shared ?? true;
    const girl = await this.girls.nameOf(girlId, m);
    if (!girl) throw new JobFailure(MESSAGES.girlNotFound, false);
    // keyed by the job id: a retry finds the rows it wrote before instead of writing new ones
    const pic = await this.pictures.addForJob(girlId, output.imageUrl, ctx.jobId, m);
    const post = await this.posts.addForJob(m, {
      userId: ctx.userId,
      girlId,
      girlName: girl.name?.trim() || 'Unknown',
      imageUrl: output.imageUrl,
      nsfw,
      jobId: ctx.jobId,
      shared,
    });
    return {
      imageUrl: output.imageUrl,
      girlId,
      pic: { id: pic.id, url: pic.url, createdAt: pic.created_at.toISOString(), postId: post.id, shared },
      post: toPost(post),
    };
  }

  /** Every open feed hears of a shared picture; one kept off the feed is told to nobody else. */
  endPushes(result: JobResult<'pics'>) {
    return result.pic.shared === false ? [] : [everyonePush('feed:post', { post: result.post })];
  }
}
