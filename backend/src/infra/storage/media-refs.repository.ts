import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

import { isPrivateKey, keyOf } from './media-keys';
import { MediaStorage } from './media-storage.port';

/** The tables whose rows hold public media URLs (portraits, pictures, the feed, chat pictures). */
const PUBLIC_REFS = `SELECT url FROM pictures
  UNION SELECT image_url FROM feed_posts
  UNION SELECT image_url FROM girls WHERE image_url IS NOT NULL
  UNION SELECT image FROM chat_messages WHERE image IS NOT NULL`;

/** Private media (tool inputs and outputs) are referenced by their jobs' input and result only. */
const PRIVATE_REF = /\/media\/(private\/[0-9a-f]{2}\/[0-9a-f]{64}\.[a-z0-9]{2,4})/g;

/**
 * Who still points at a stored file. Files are named by their content, so two rows may share one:
 * a file is deleted only when no row holds its URL any more.
 */
@Injectable()
export class MediaRefs {
  private readonly logger = new Logger('MediaRefs');

  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(MediaStorage) private readonly storage: MediaStorage,
  ) {}

  async used(url: string): Promise<boolean> {
    const key = keyOf(url);
    if (!key) return false;
    const [row]: { used: boolean }[] = isPrivateKey(key)
      ? await this.db.query(
          `SELECT EXISTS (SELECT 1 FROM generation_jobs WHERE strpos(input::text, $1) > 0 OR strpos(result::text, $1) > 0) AS used`,
          [`/media/${key}`],
        )
      : await this.db.query(
          `SELECT EXISTS (SELECT 1 FROM pictures WHERE url = $1)
               OR EXISTS (SELECT 1 FROM feed_posts WHERE image_url = $1)
               OR EXISTS (SELECT 1 FROM girls WHERE image_url = $1)
               OR EXISTS (SELECT 1 FROM chat_messages WHERE image = $1) AS used`,
          [`/media/${key}`],
        );
    return !!row?.used;
  }

  /** Deletes the file behind a URL a row no longer holds, unless another row still does. Never throws: a file left behind is swept later. */
  async release(url: string | null | undefined): Promise<void> {
    if (!url || !keyOf(url)) return;
    try {
      if (!(await this.used(url))) await this.storage.delete(url);
    } catch (error) {
      this.logger.warn(`could not delete the media file ${url}: ${(error as Error).message}`);
    }
  }

  /**
   * Every media URL a girl's rows hold (her portrait, her pictures and their posts, the chat pictures
   * of everyone's chats with her, their earlier versions too), read in the caller's transaction.
   */
  async ofGirl(girlId: string, m: EntityManager): Promise<string[]> {
    const rows: { url: string }[] = await m.query(
      `SELECT image_url AS url FROM girls WHERE id = $1 AND image_url IS NOT NULL
       UNION SELECT url FROM pictures WHERE girl_id = $1
       UNION SELECT image_url FROM feed_posts WHERE girl_id = $1
       UNION SELECT image FROM chat_messages WHERE girl_id = $1 AND image IS NOT NULL
       UNION SELECT jsonb_array_elements_text(alternatives) FROM chat_messages WHERE girl_id = $1 AND image IS NOT NULL`,
      [girlId],
    );
    return rows.map((row) => row.url).filter((url) => keyOf(url) !== null);
  }

  /** The media URLs an account's own rows hold beyond its girls': its chat pictures with others' girls, its tool files. */
  async ofUser(userId: string): Promise<string[]> {
    const chats: { url: string }[] = await this.db.query(
      `SELECT image AS url FROM chat_messages WHERE user_id = $1 AND image IS NOT NULL
       UNION SELECT jsonb_array_elements_text(alternatives) FROM chat_messages WHERE user_id = $1 AND image IS NOT NULL`,
      [userId],
    );
    const jobs: { refs: string }[] = await this.db.query(
      `SELECT input::text || ' ' || coalesce(result::text, '') AS refs FROM generation_jobs WHERE user_id = $1`,
      [userId],
    );
    const privateUrls = jobs.flatMap(({ refs }) => [...refs.matchAll(PRIVATE_REF)].map((m) => `/media/${m[1]}`));
    return [...new Set([...chats.map((row) => row.url), ...privateUrls])].filter((url) => keyOf(url) !== null);
  }

  /** Every stored key some row holds now. */
  async referencedKeys(): Promise<Set<string>> {
    const keys = new Set<string>();
    const rows: { url: string }[] = await this.db.query(PUBLIC_REFS);
    for (const { url } of rows) {
      const key = keyOf(url);
      if (key) keys.add(key);
    }
    const jobs: { refs: string }[] = await this.db.query(
      `SELECT input::text || ' ' || coalesce(result::text, '') AS refs FROM generation_jobs WHERE strpos(input::text || coalesce(result::text, ''), '/media/private/') > 0`,
    );
    for (const { refs } of jobs) for (const m of refs.matchAll(PRIVATE_REF)) keys.add(m[1]);
    return keys;
  }
}
