import {
  BadRequestException,
  HttpException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  ServiceUnavailableException,
  UnprocessableEntityException,
} from '@nestjs/common';

import {
  CARD_MESSAGES,
  type CardOverrides,
  type CardPreview,
  type CharacterCardV2,
  type ImportCardResponse,
  MESSAGES,
} from '../../contracts';
import { Moderation } from '../../infra/ai/moderation/moderation.port';
import { decodeImageBytes } from '../../infra/storage/image-upload';
import { MediaStorage } from '../../infra/storage/media-storage.port';
import type { SessionUser } from '../auth/session.guard';
import { toGirl } from '../girls/girl.view';
import { type Girl, GirlRecords, type NewGirl } from '../girls/girl-records.writer';
import { GirlsService } from '../girls/girls.service';
import { assertCardAdult, looksTexts } from './card-checks';
import { cardOf, cardPng } from './card-export';
import { girlFromCard, splitBook } from './card-import';
import { readCard } from './card-parse';
import { checkCard } from './card-schema';

@Injectable()
export class CardsService {
  private readonly logger = new Logger('Cards');

  constructor(
    @Inject(GirlRecords) private readonly girlRows: GirlRecords,
    @Inject(GirlsService) private readonly girls: GirlsService,
    @Inject(MediaStorage) private readonly storage: MediaStorage,
    @Inject(Moderation) private readonly moderation: Moderation,
  ) {}

  /**
   * Reads and checks a card, the same for a preview and an import: 400 when it is not one or a field
   * breaks the card schema (naming the field), 413 when it is too large, 422 (naming the field) when
   * the content policy refuses it.
   */
  async check(
    dataUrl: string,
    overrides: CardOverrides = {},
  ): Promise<{ card: CharacterCardV2; png: Buffer | null; preview: CardPreview }> {
    const { card, png } = await readCard(dataUrl);
    const texts = checkCard(card);
    const preview = girlFromCard(card, overrides, !!png);
    // her looks as saved (the person's answers over the card's extension) are read like the wizard's answers
    const all = [...texts, ...looksTexts(preview)];
    await assertCardAdult(all);
    await this.moderate(
      all
        .filter((t) => t.mode !== 'chat')
        .map((t) => t.text)
        .join('\n'),
    );
    return { card, png, preview };
  }

  async preview(dataUrl: string, overrides?: CardOverrides): Promise<{ preview: CardPreview }> {
    return { preview: (await this.check(dataUrl, overrides)).preview };
  }

  /** Creates her from the card: the PNG becomes her portrait (stored as media), else her portrait job is queued. */
  async import(user: SessionUser, dataUrl: string, overrides?: CardOverrides): Promise<ImportCardResponse> {
    const { card, png, preview } = await this.check(dataUrl, overrides);
    const imageUrl = png ? await this.storePortrait(png) : null;
    const girl = await this.saveGirl(imageUrl, {
      ownerId: user.id,
      name: preview.name,
      ...preview.appearance,
      personality: preview.traits,
      style: preview.style,
      bio: preview.bio,
      personalityText: preview.personality,
      scenario: preview.scenario,
      greetings: preview.greetings,
      ...splitBook(card),
    });
    const view = toGirl({ ...girl, pictures: [] }, user.username);
    if (imageUrl) return { girl: view };
    const jobId = await this.girls.ensurePortrait(user, girl).catch(async (err: unknown) => {
      await this.girlRows.delete(girl.id);
      throw err;
    });
    return jobId ? { girl: view, jobId } : { girl: view };
  }

  /** Her card (owner only: anyone else, like a missing girl, gets 404). */
  async card(user: SessionUser, id: string): Promise<{ girl: Girl; card: CharacterCardV2 }> {
    const girl = await this.girlRows.findOwnedWithCard(id, user.id);
    if (!girl) throw new NotFoundException(MESSAGES.girlNotFound);
    return { girl, card: cardOf(girl) };
  }

  async png(user: SessionUser, id: string): Promise<{ name: string; png: Buffer }> {
    const { girl, card } = await this.card(user, id);
    const portrait = girl.imageUrl ? await this.storage.read(girl.imageUrl).catch(() => null) : null;
    return { name: girl.name ?? 'character', png: await cardPng(card, portrait) };
  }

  /** Saves her with her stored portrait; when she cannot be saved (past the daily allowance), the file goes too. */
  private async saveGirl(imageUrl: string | null, girl: Omit<NewGirl, 'imageUrl'>): Promise<Girl> {
    try {
      return await this.girls.saveNew({ ...girl, imageUrl });
    } catch (err) {
      if (imageUrl) await this.storage.delete(imageUrl).catch(() => undefined);
      throw err;
    }
  }

  private async storePortrait(png: Buffer): Promise<string> {
    const image = await decodeImageBytes(png).catch((err: unknown) => {
      // a picture too large says so; one that cannot be read is not a card
      throw err instanceof HttpException && err.getStatus() === 413
        ? err
        : new BadRequestException(CARD_MESSAGES.notACard);
    });
    return this.storage.put(image.data, image.type);
  }

  /** The optional moderation service, as for the wizard's answers: 422 when it flags minors (naming `field`), 503 when it does not answer. */
  async moderate(text: string, field = 'card'): Promise<void> {
    if (!text.trim()) return;
    let flagged: boolean;
    try {
      flagged = await this.moderation.flagsMinors(text);
    } catch (err) {
      this.logger.warn(`moderation did not answer: ${(err as Error).message}`);
      throw new ServiceUnavailableException(MESSAGES.featureUnavailable);
    }
    if (flagged) throw new UnprocessableEntityException({ message: MESSAGES.adultsOnly, field });
  }
}
