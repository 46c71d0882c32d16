import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

import type { CharacterBook, VoiceId } from '../../contracts';
import { GirlEntity } from './girl.entity';

export type NewGirl = Pick<
  GirlEntity,
  | 'ownerId'
  | 'name'
  | 'eyes'
  | 'mouth'
  | 'nose'
  | 'hair'
  | 'body'
  | 'skin'
  | 'personality'
  | 'style'
  | 'bio'
  | 'imageUrl'
> &
  Partial<Pick<GirlEntity, 'personalityText' | 'scenario' | 'greetings' | 'card' | 'lorebook'>>;

/** The one owner of the girls table: her answers, bio and portrait. */
@Injectable()
export class GirlsRepository {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  private girls(m: EntityManager = this.db.manager) {
    return m.getRepository(GirlEntity);
  }

  create(girl: NewGirl, m: EntityManager = this.db.manager): Promise<GirlEntity> {
    return this.girls(m).save(this.girls(m).create(girl));
  }

  /**
   * Holds the lock on her owner's new girls until the caller's transaction ends, then counts the
   * girls the owner created in the last 24 hours (so two requests at once never both get the last one).
   */
  async lockAndCountCreatedToday(ownerId: string, m: EntityManager): Promise<number> {
    await m.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`new-girls:${ownerId}`]);
    const [row]: { count: number }[] = await m.query(
      `SELECT count(*)::int AS count FROM girls WHERE owner_id = $1 AND created_at > now() - interval '1 day'`,
      [ownerId],
    );
    return row?.count ?? 0;
  }

  async delete(id: string): Promise<void> {
    await this.girls().delete({ id });
  }

  /** Her name, locked until the caller's transaction ends, when `ownerId` owns her; undefined otherwise. */
  async lockOwned(id: string, ownerId: string, m: EntityManager): Promise<{ name: string | null } | undefined> {
    const [girl]: { name: string | null }[] = await m.query(
      'SELECT name FROM girls WHERE id = $1 AND owner_id = $2 FOR UPDATE',
      [id, ownerId],
    );
    return girl;
  }

  /** Deletes her row in the caller's transaction: her pictures, everyone's chats and memories with her go with it (cascades). */
  async deleteIn(id: string, m: EntityManager): Promise<void> {
    await m.query('DELETE FROM girls WHERE id = $1', [id]);
  }

  findById(id: string): Promise<GirlEntity | null> {
    return this.girls().findOneBy({ id });
  }

  /** Her row with the character card she was imported from (not loaded elsewhere: up to 2 MB), when `ownerId` owns her. */
  findOwnedWithCard(id: string, ownerId: string): Promise<GirlEntity | null> {
    return this.girls()
      .createQueryBuilder('g')
      .addSelect('g.card')
      .addSelect('g.lorebook')
      .where('g.id = :id AND g.owner_id = :ownerId', { id, ownerId })
      .getOne();
  }

  /** Her lorebook (null: none), and whether she is there: undefined when no girl `ownerId` owns has this id. */
  async lorebookOf(id: string, ownerId?: string): Promise<{ book: CharacterBook | null } | undefined> {
    const [row]: { lorebook: CharacterBook | null }[] = await this.db.query(
      `SELECT lorebook FROM girls WHERE id = $1${ownerId ? ' AND owner_id = $2' : ''}`,
      ownerId ? [id, ownerId] : [id],
    );
    return row && { book: row.lorebook };
  }

  /** Writes her lorebook when `ownerId` owns her; false when she is not there. */
  async setLorebook(id: string, ownerId: string, book: CharacterBook | null): Promise<boolean> {
    const [rows]: [{ id: string }[], number] = await this.db.query(
      'UPDATE girls SET lorebook = $3 WHERE id = $1 AND owner_id = $2 RETURNING id',
      [id, ownerId, book === null ? null : JSON.stringify(book)],
    );
    return rows.length > 0;
  }

  /** With her gallery pictures and her owner. */
  findWithPictures(id: string): Promise<GirlEntity | null> {
    return this.girls().findOne({ where: { id }, relations: { pictures: true, owner: true } });
  }

  /** Her owner's girls with their gallery pictures, newest first. */
  ownedBy(ownerId: string): Promise<GirlEntity[]> {
    return this.girls().find({ where: { ownerId }, relations: { pictures: true }, order: { createdAt: 'DESC' } });
  }

  /** Girls that have a portrait, with their owner, in random order; `except` leaves one out. */
  randomWithPortrait(limit: number, except?: string): Promise<GirlEntity[]> {
    const query = this.girls()
      .createQueryBuilder('g')
      .innerJoinAndSelect('g.owner', 'owner')
      .where('g.image_url IS NOT NULL')
      .orderBy('random()')
      .limit(limit);
    if (except) query.andWhere('g.id <> :except', { except });
    return query.getMany();
  }

  count(): Promise<number> {
    return this.girls().count();
  }

  countWithPortrait(): Promise<number> {
    return this.girls().createQueryBuilder('g').where('g.image_url IS NOT NULL').getCount();
  }

  /** Her name, or undefined when she no longer exists. */
  async nameOf(id: string, m: EntityManager = this.db.manager): Promise<{ name: string | null } | undefined> {
    const [girl]: { name: string | null }[] = await m.query('SELECT name FROM girls WHERE id = $1', [id]);
    return girl;
  }

  async setBio(id: string, bio: string): Promise<void> {
    await this.db.query('UPDATE girls SET bio = $2 WHERE id = $1', [id, bio]);
  }

  async setVoice(id: string, voice: VoiceId): Promise<void> {
    await this.db.query('UPDATE girls SET voice = $2 WHERE id = $1', [id, voice]);
  }

  /**
   * Makes `imageUrl` her portrait. The one it replaces stays one of her pictures (her gallery, the
   * `pictures` table her relation reads), unless it is in her gallery already: a new look or another
   * picture made her portrait never loses one. Run again with the same URL, it changes nothing.
   */
  async setPortrait(id: string, imageUrl: string, m: EntityManager = this.db.manager): Promise<void> {
    await m.query(
      `INSERT INTO pictures (girl_id, url)
       SELECT g.id, g.image_url FROM girls g
       WHERE g.id = $1 AND g.image_url IS NOT NULL AND g.image_url <> $2
         AND NOT EXISTS (SELECT 1 FROM pictures p WHERE p.girl_id = g.id AND p.url = g.image_url)`,
      [id, imageUrl],
    );
    await m.query('UPDATE girls SET image_url = $2 WHERE id = $1', [id, imageUrl]);
  }

  /** The URL of one of her pictures, or null when she has no such picture. */
  async pictureUrl(id: string, picId: string, m: EntityManager = this.db.manager): Promise<string | null> {
    const [row]: { url: string }[] = await m.query('SELECT url FROM pictures WHERE id = $1 AND girl_id = $2', [
      picId,
      id,
    ]);
    return row?.url ?? null;
  }

  /**
   * Holds her portrait lock until the caller's transaction ends and reads, under it, her portrait
   * and the portrait job still queued or running for her (null: none); undefined when she is gone.
   */
  async lockPortrait(
    id: string,
    m: EntityManager,
  ): Promise<{ imageUrl: string | null; pendingJobId: string | null } | undefined> {
    await m.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`portrait:${id}`]);
    const [state]: { image_url: string | null; pending: string | null }[] = await m.query(
      `SELECT g.image_url,
              (SELECT id FROM generation_jobs WHERE kind = 'portrait' AND input->>'girlId' = $1 AND status IN ('queued', 'active') LIMIT 1) AS pending
       FROM girls g WHERE g.id = $1::uuid`,
      [id],
    );
    return state && { imageUrl: state.image_url, pendingJobId: state.pending };
  }
}
