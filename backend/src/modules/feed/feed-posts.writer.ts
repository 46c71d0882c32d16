import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import { FeedPostsRepository, type LockedPost, type NewPost } from './feed-posts.repository';
import type { PostRow } from './post.view';

export type { LockedPost };

/**
 * What other modules may do to the feed_posts table, in their own transaction: a picture job posts
 * its picture, a deleted picture takes its posts along, a report's decision locks and removes a
 * post, a gallery shows which of its pictures have a visible post.
 */
@Injectable()
export class FeedPosts {
  constructor(@Inject(FeedPostsRepository) private readonly posts: FeedPostsRepository) {}

  /** Keyed by the job id: a retry finds the post it wrote before. Answers it with its author's public name (if any). */
  addForJob(m: EntityManager, post: NewPost): Promise<PostRow> {
    return this.posts.addForJob(post, m);
  }

  /** Every post of a girl who is being deleted. */
  deleteOfGirl(m: EntityManager, girlId: string): Promise<void> {
    return this.posts.deleteOfGirl(girlId, m);
  }

  deleteOfPicture(m: EntityManager, girlId: string, imageUrl: string): Promise<void> {
    return this.posts.deleteOfPicture(girlId, imageUrl, m);
  }

  /** The post, locked until the caller's transaction ends; undefined when there is none. */
  lockForUpdate(m: EntityManager, id: string): Promise<LockedPost | undefined> {
    return this.posts.lockForUpdate(id, m);
  }

  /** Deletes the post; its reports go with it. */
  delete(m: EntityManager, id: string): Promise<void> {
    return this.posts.delete(id, m);
  }

  /** The posts made by these jobs, with whether everyone can see them. */
  ofJobs(jobIds: string[]): Promise<{ id: string; job_id: string; shared: boolean; visible: boolean }[]> {
    return this.posts.ofJobs(jobIds);
  }
}
