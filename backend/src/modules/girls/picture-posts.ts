import type { Girl } from '../../contracts';
import type { FeedPosts } from '../feed/feed-posts.writer';
import type { GirlEntity } from './girl.entity';

/**
 * Tells each gallery picture which feed post it made (the same job made both), so its Report
 * button can report that post. A picture without a post (never posted) gets null. A picture whose
 * post is hidden from everyone by reports is left out of the gallery too, until an admin restores it.
 */
export async function attachPostIds(posts: FeedPosts, entities: GirlEntity[], girls: Girl[]): Promise<Girl[]> {
  const jobs = new Map<string, string>();
  for (const picture of entities.flatMap((g) => g.pictures ?? []))
    if (picture.jobId) jobs.set(picture.id, picture.jobId);
  if (jobs.size === 0)
    return girls.map((g) => ({ ...g, pics: g.pics.map((p) => ({ ...p, postId: null, shared: false })) }));
  const rows = await posts.ofJobs([...jobs.values()]);
  const postOfJob = new Map(rows.map((r) => [r.job_id, r]));
  return girls.map((g) => ({
    ...g,
    pics: g.pics.flatMap((p) => {
      const post = postOfJob.get(jobs.get(p.id) ?? '');
      if (post && !post.visible) return [];
      return [{ ...p, postId: post?.id ?? null, shared: post?.shared ?? false }];
    }),
  }));
}
