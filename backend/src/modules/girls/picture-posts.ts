import type { EntityManager } from 'typeorm';
import type { Girl } from '../../contracts';
import type { GirlEntity } from './girl.entity';

/**
 * Tells each gallery picture which feed post it made (the same job made both), so its Report
 * button can report that post. A picture without a post (never posted, or the post was removed) gets null.
 */
export async function attachPostIds(m: EntityManager, entities: GirlEntity[], girls: Girl[]): Promise<Girl[]> {
  const jobs = new Map<string, string>();
  for (const picture of entities.flatMap((g) => g.pictures ?? [])) if (picture.jobId) jobs.set(picture.id, picture.jobId);
  if (jobs.size === 0) return girls.map((g) => ({ ...g, pics: g.pics.map((p) => ({ ...p, postId: null })) }));
  const rows: { id: string; job_id: string }[] = await m.query('SELECT id, job_id FROM feed_posts WHERE job_id = ANY($1::uuid[])', [[...jobs.values()]]);
  const postOfJob = new Map(rows.map((r) => [r.job_id, r.id]));
  return girls.map((g) => ({ ...g, pics: g.pics.map((p) => ({ ...p, postId: postOfJob.get(jobs.get(p.id) ?? '') ?? null })) }));
}
