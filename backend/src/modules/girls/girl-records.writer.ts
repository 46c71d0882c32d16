import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import type { CharacterBook } from '../../contracts';
import type { GirlEntity } from './girl.entity';
import { GirlsRepository, type NewGirl } from './girls.repository';

/** A girl's row as other modules read it (chat's persona, a card's export). */
export type Girl = GirlEntity;
export type { NewGirl };

/**
 * What other modules may read and write of the girls table (the rest goes through GirlsService):
 * chat reads her and her lorebook and writes her bio, cards read and write her card and lorebook and undo a girl whose portrait could not
 * start, pictures name her in a post, the public stats count them.
 */
@Injectable()
export class GirlRecords {
  constructor(@Inject(GirlsRepository) private readonly girls: GirlsRepository) {}

  findById(id: string): Promise<Girl | null> {
    return this.girls.findById(id);
  }

  /** The girls an account owns, newest first (its data export). */
  ownedBy(ownerId: string): Promise<Girl[]> {
    return this.girls.ownedBy(ownerId);
  }

  /** Hers, with the card she came from (null when she is not hers). */
  findOwnedWithCard(id: string, ownerId: string): Promise<Girl | null> {
    return this.girls.findOwnedWithCard(id, ownerId);
  }

  /** Her lorebook (null: none); undefined when she is not there (or, with `ownerId`, not theirs). */
  lorebookOf(id: string, ownerId?: string): Promise<{ book: CharacterBook | null } | undefined> {
    return this.girls.lorebookOf(id, ownerId);
  }

  /** Writes her lorebook when `ownerId` owns her; false when she is not there or not theirs. */
  setLorebook(id: string, ownerId: string, book: CharacterBook | null): Promise<boolean> {
    return this.girls.setLorebook(id, ownerId, book);
  }

  /** Her name, or undefined when she no longer exists. */
  nameOf(id: string, m?: EntityManager): Promise<{ name: string | null } | undefined> {
    return this.girls.nameOf(id, m);
  }

  setBio(id: string, bio: string): Promise<void> {
    return this.girls.setBio(id, bio);
  }

  delete(id: string): Promise<void> {
    return this.girls.delete(id);
  }

  count(): Promise<number> {
    return this.girls.count();
  }

  countWithPortrait(): Promise<number> {
    return this.girls.countWithPortrait();
  }
}
