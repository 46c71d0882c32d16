import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

import { PictureEntity } from './picture.entity';

/** The one owner of the pictures table: a girl's gallery. */
@Injectable()
export class PicturesRepository {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  count(): Promise<number> {
    return this.db.getRepository(PictureEntity).count();
  }

  /** Keyed by the job id: a retry finds the row it wrote before instead of writing a new one. */
  async addForJob(
    girlId: string,
    url: string,
    jobId: string,
    m: EntityManager = this.db.manager,
  ): Promise<{ id: string; url: string; created_at: Date }> {
    const [pic]: { id: string; url: string; created_at: Date }[] = await m.query(
      `INSERT INTO pictures (girl_id, url, job_id) VALUES ($1, $2, $3)
       ON CONFLICT (job_id) DO UPDATE SET job_id = EXCLUDED.job_id RETURNING id, url, created_at`,
      [girlId, url, jobId],
    );
    return pic;
  }

  /** Deletes one of her pictures; answers its url, or null when she has no such picture. */
  async delete(girlId: string, id: string, m: EntityManager = this.db.manager): Promise<string | null> {
    const [rows]: [{ url: string }[], number] = await m.query(
      'DELETE FROM pictures WHERE id = $1 AND girl_id = $2 RETURNING url',
      [id, girlId],
    );
    return rows[0]?.url ?? null;
  }

  /** Deletes the gallery picture a feed post shows (made by the same job, or the same file of the same girl). */
  async deleteOfPost(
    post: { job_id: string | null; girl_id: string | null; image_url: string },
    m: EntityManager = this.db.manager,
  ): Promise<void> {
    await m.query(
      `DELETE FROM pictures WHERE ($1::uuid IS NOT NULL AND job_id = $1::uuid) OR (girl_id = $2::uuid AND url = $3)`,
      [post.job_id, post.girl_id, post.image_url],
    );
  }
}
