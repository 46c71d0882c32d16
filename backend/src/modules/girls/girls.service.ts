import { BadRequestException, ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';

import {
  type CreateGirlResponse,
  FREE_GIRLS_PER_DAY,
  type Girl,
  MESSAGES,
  NAME_REQUIRED,
  PICTURE_NOT_FOUND,
  type PolicyCheckResponse,
  PORTRAIT_PARAMS,
  type VoiceId,
} from '../../contracts';
import { cleanName } from '../../contracts';
import { PaymentRequiredException } from '../../infra/http/http-errors';
import type { SessionUser } from '../auth/session.guard';
import { FeedPosts } from '../feed/feed-posts.writer';
import { JobsService } from '../jobs/jobs.service';
import { violatesAdultPolicy } from '../safety/content-policy';
import { UserAccounts } from '../users/user-accounts.writer';
import type { CreateGirlDto } from './dto/create-girl.dto';
import type { GirlEntity } from './girl.entity';
import { toGirl } from './girl.view';
import { GirlsRepository, type NewGirl } from './girls.repository';
import { attachPostIds } from './picture-posts';
import { portraitPrompt } from './prompts';

const blankToNull = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);

@Injectable()
export class GirlsService {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(GirlsRepository) private readonly girls: GirlsRepository,
    @Inject(FeedPosts) private readonly posts: FeedPosts,
    @Inject(JobsService) private readonly jobs: JobsService,
    @Inject(UserAccounts) private readonly users: UserAccounts,
  ) {}

  /**
   * Saves the girl (empty answers as null; a blank name is refused with a 400), then queues her first portrait (free); never one without
   * the other. A free user makes at most FREE_GIRLS_PER_DAY girls in 24 hours (402 after that).
   */
  async create(user: SessionUser, dto: CreateGirlDto): Promise<CreateGirlResponse> {
    const name = cleanName(dto.name);
    if (!name) throw new BadRequestException(NAME_REQUIRED);
    const personality = [...new Set((dto.personality ?? []).map((t) => t.trim()).filter(Boolean))];
    if (!personality.length) throw new BadRequestException(MESSAGES.personalityRequired);
    const looks = {
      name,
      eyes: blankToNull(dto.eyes),
      mouth: blankToNull(dto.mouth),
      nose: blankToNull(dto.nose),
      hair: blankToNull(dto.hair),
      body: blankToNull(dto.body),
      skin: blankToNull(dto.skin),
    };
    const style = dto.style ?? 'Realistic';
    const girl = await this.saveNew({ ownerId: user.id, ...looks, personality, style, bio: null, imageUrl: null });
    // she and her portrait job go together: when the job cannot be queued, she is not kept either
    const jobId = await this.queuePortrait(user.id, girl, null, true).catch(async (err: unknown) => {
      await this.girls.delete(girl.id);
      throw err;
    });
    return { girl: toGirl({ ...girl, pictures: [] }, user.username), jobId };
  }

  /**
   * Saves a new girl, the wizard's or a card's (her name without hidden formatting: names.ts), within the free daily allowance: a free user makes at
   * most FREE_GIRLS_PER_DAY in 24 hours (402 after that), counted under a lock so asking at once does not pass it.
   */
  async saveNew(girl: NewGirl): Promise<GirlEntity> {
    return this.db.transaction(async (m) => {
      const today = await this.girls.lockAndCountCreatedToday(girl.ownerId, m);
      if (today >= FREE_GIRLS_PER_DAY && !(await this.users.isSubscribed(girl.ownerId, m)))
        throw new PaymentRequiredException(MESSAGES.girlsPerDay);
      return this.girls.create({ ...girl, name: cleanName(girl.name) }, m);
    });
  }

  /** The wizard's early answer: which of these texts the content policy would refuse. */
  policyCheck(texts: string[]): PolicyCheckResponse {
    return { refused: texts.flatMap((text, index) => (violatesAdultPolicy(text) ? [index] : [])) };
  }

  async mine(user: SessionUser): Promise<Girl[]> {
    const girls = await this.girls.ownedBy(user.id);
    return attachPostIds(
      this.posts,
      girls,
      girls.map((g) => toGirl(g, user.username)),
    );
  }

  async one(id: string): Promise<Girl> {
    const girl = await this.girls.findWithPictures(id);
    if (!girl) throw new NotFoundException(MESSAGES.girlNotFound);
    const [view] = await attachPostIds(this.posts, [girl], [toGirl(girl, girl.owner?.username ?? '')]);
    return view;
  }

  /** Girls that have a portrait, in random order; `except` leaves one out (public). */
  async random(limit: number, except?: string): Promise<Girl[]> {
    const girls = await this.girls.randomWithPortrait(limit, except);
    return girls.map((g) => toGirl({ ...g, pictures: [] }, g.owner?.username ?? ''));
  }

  /** Queues a new portrait of her own girl; a free user pays one credit, given back if the job fails. */
  async newLook(user: SessionUser, id: string): Promise<{ jobId: string; status: 'queued' }> {
    const girl = await this.owned(user, id);
    return { jobId: await this.queuePortrait(user.id, girl, girl.imageUrl, false), status: 'queued' };
  }

  /**
   * Makes one of her pictures her portrait again (owner only: anyone else's girl is 404, as is a
   * picture that is not hers); the portrait it replaces stays in her gallery. Answers her as she is now.
   */
  async makePortrait(user: SessionUser, id: string, picId: string): Promise<Girl> {
    const girl = await this.girls.findById(id);
    if (!girl || girl.ownerId !== user.id) throw new NotFoundException(MESSAGES.girlNotFound);
    await this.db.transaction(async (m) => {
      // under her portrait lock: a new look finishing now waits for this, then replaces it
      await this.girls.lockPortrait(id, m);
      const url = await this.girls.pictureUrl(id, picId, m);
      if (!url) throw new NotFoundException(PICTURE_NOT_FOUND);
      await this.girls.setPortrait(id, url, m);
    });
    return this.one(id);
  }

  /**
   * Queues her first portrait (free) unless she has one or one is queued or running; answers that
   * job's id (null: she has one).
   */
  async ensurePortrait(user: SessionUser, girl: GirlEntity): Promise<string | null> {
    return this.db.transaction(async (m) => {
      // read again under the lock: her first portrait may have finished since the caller looked
      const state = await this.girls.lockPortrait(girl.id, m);
      if (!state || state.imageUrl) return null;
      return state.pendingJobId ?? (await this.queuePortrait(user.id, girl, null, true));
    });
  }

  /** Her owner picks her voice; answers her as she now is. */
  async setVoice(user: SessionUser, id: string, voice: VoiceId): Promise<Girl> {
    await this.owned(user, id);
    await this.girls.setVoice(id, voice);
    return this.one(id);
  }

  /** Her girl, or 404 when there is none and 403 when she is someone else's. */
  async owned(user: SessionUser, id: string): Promise<GirlEntity> {
    const girl = await this.girls.findById(id);
    if (!girl) throw new NotFoundException(MESSAGES.girlNotFound);
    if (girl.ownerId !== user.id) throw new ForbiddenException('This girl belongs to someone else.');
    return girl;
  }

  /**
   * Her portrait in her own style: the first one (`free`: the wizard's, or one made when she has
   * none), or a new look with her current portrait as the reference (a credit for free users).
   */
  private async queuePortrait(
    userId: string,
    girl: GirlEntity,
    referenceUrl: string | null,
    free: boolean,
  ): Promise<string> {
    const payload = { girlId: girl.id, prompt: portraitPrompt(girl, girl.style), ...PORTRAIT_PARAMS, referenceUrl };
    const { jobId } = await this.jobs.create(userId, 'portrait', payload, { free });
    return jobId;
  }
}
