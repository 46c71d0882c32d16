import { Inject, Injectable, NotFoundException } from '@nestjs/common';

import { type CharacterBook, type Lorebook, MESSAGES } from '../../contracts';
import type { SessionUser } from '../auth/session.guard';
import { GirlRecords } from '../girls/girl-records.writer';
import { assertCardAdult, readTogether } from './card-checks';
import { checkBook } from './card-schema';
import { CardsService } from './cards.service';

/** The lorebook she has (from her card, or written on her profile): owner only; anyone else gets 404. */
@Injectable()
export class LorebookService {
  constructor(
    @Inject(GirlRecords) private readonly girlRows: GirlRecords,
    @Inject(CardsService) private readonly cards: CardsService,
  ) {}

  async get(user: SessionUser, id: string): Promise<Lorebook> {
    const row = await this.girlRows.lorebookOf(id, user.id);
    if (!row) throw new NotFoundException(MESSAGES.girlNotFound);
    return { book: row.book };
  }

  /**
   * Saves her lorebook by the card import's schema: 400 naming the field for a wrong type or a size
   * past its limit, 422 naming the field when the content policy (read as who she is) refuses a text
   * alone or the entries' texts together (read in windows: `readTogether`). The body is at most
   * MAX_LOREBOOK_BODY_BYTES (413 before it is read), so the policy's work is bounded too.
   */
  async put(user: SessionUser, id: string, book: CharacterBook | null): Promise<Lorebook> {
    if (!(await this.girlRows.lorebookOf(id, user.id))) throw new NotFoundException(MESSAGES.girlNotFound);
    const texts = book ? checkBook(book) : [];
    await assertCardAdult([...texts, ...readTogether('book', texts, 'character')]);
    await this.cards.moderate(texts.map((t) => t.text).join('\n'), 'book');
    if (!(await this.girlRows.setLorebook(id, user.id, book))) throw new NotFoundException(MESSAGES.girlNotFound);
    return { book };
  }
}
