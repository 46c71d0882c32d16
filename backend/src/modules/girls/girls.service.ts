import { BadRequestException, ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MESSAGES, PORTRAIT_PARAMS, type CreateGirlResponse, type PolicyCheckResponse, type Girl } from '../../contracts';
import type { SessionUser } from '../auth/session.guard';
import { JobsService } from '../jobs/jobs.service';
import { violatesAdultPolicy } from '../safety/content-policy';
import type { CreateGirlDto } from './dto/create-girl.dto';
import { GirlEntity } from './girl.entity';
import { toGirl } from './girl.view';
import { attachPostIds } from './picture-posts';
import { portraitPrompt } from './prompts';

const blankToNull = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);

@Injectable()
export class GirlsService {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(JobsService) private readonly jobs: JobsService,
  ) {}

  private girls() {
    return this.db.getRepository(GirlEntity);
  }

  /** Saves the girl (empty answers as null), then queues her portrait; never one without the other. */
  async create(user: SessionUser, dto: CreateGirlDto): Promise<CreateGirlResponse> {
    const personality = [...new Set((dto.personality ?? []).map((t) => t.trim()).filter(Boolean))];
    if (!personality.length) throw new BadRequestException(MESSAGES.personalityRequired);
    const looks = {
      name: blankToNull(dto.name),
      eyes: blankToNull(dto.eyes),
      mouth: blankToNull(dto.mouth),
      nose: blankToNull(dto.nose),
      hair: blankToNull(dto.hair),
      body: blankToNull(dto.body),
      skin: blankToNull(dto.skin),
    };
    const style = dto.style ?? 'Realistic';
    const girl = await this.girls().save(this.girls().create({ ownerId: user.id, ...looks, personality, style, bio: null, imageUrl: null }));
    // she and her portrait job go together: when the job cannot be queued, she is not kept either
    const jobId = await this.queuePortrait(user.id, girl).catch(async (err: unknown) => {
      await this.girls().delete({ id: girl.id });
      throw err;
    });
    return { girl: toGirl({ ...girl, pictures: [] }, user.username), jobId };
  }

  /** The wizard's early answer: which of these texts the content policy would refuse. */
  policyCheck(texts: string[]): PolicyCheckResponse {
    return { refused: texts.flatMap((text, index) => (violatesAdultPolicy(text) ? [index] : [])) };
  }

  async mine(user: SessionUser): Promise<Girl[]> {
    const girls = await this.girls().find({ where: { ownerId: user.id }, relations: { pictures: true }, order: { createdAt: 'DESC' } });
    return attachPostIds(this.db.manager, girls, girls.map((g) => toGirl(g, user.username)));
  }

  async one(id: string): Promise<Girl> {
    const girl = await this.girls().findOne({ where: { id }, relations: { pictures: true, owner: true } });
    if (!girl) throw new NotFoundException(MESSAGES.girlNotFound);
    const [view] = await attachPostIds(this.db.manager, [girl], [toGirl(girl, girl.owner?.username ?? '')]);
    return view!;
  }

  /** Girls that have a portrait, in random order; `except` leaves one out (public). */
  async random(limit: number, except?: string): Promise<Girl[]> {
    const query = this.girls()
      .createQueryBuilder('g')
      .innerJoinAndSelect('g.owner', 'owner')
      .where('g.image_url IS NOT NULL')
      .orderBy('random()')
      .limit(limit);
    if (except) query.andWhere('g.id <> :except', { except });
    const girls = await query.getMany();
    return girls.map((g) => toGirl({ ...g, pictures: [] }, g.owner?.username ?? ''));
  }

  /** Queues a new portrait of her own girl. */
  async newLook(user: SessionUser, id: string): Promise<{ jobId: string; status: 'queued' }> {
    const girl = await this.owned(user, id);
    return { jobId: await this.queuePortrait(user.id, girl), status: 'queued' };
  }

  /** Queues her portrait unless she has one or one is queued or running; answers that job's id (null: she has one). */
  async ensurePortrait(user: SessionUser, girl: GirlEntity): Promise<string | null> {
    return this.db.transaction(async (m) => {
      await m.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`portrait:${girl.id}`]);
      // read again under the lock: her first portrait may have finished since the caller looked
      const [state]: { image_url: string | null; pending: string | null }[] = await m.query(
        `SELECT g.image_url,
                (SELECT id FROM generation_jobs WHERE kind = 'portrait' AND input->>'girlId' = $1 AND status IN ('queued', 'active') LIMIT 1) AS pending
         FROM girls g WHERE g.id = $1::uuid`,
        [girl.id],
      );
      if (!state || state.image_url) return null;
      return state.pending ?? (await this.queuePortrait(user.id, girl));
    });
  }

  /** Her girl, or 404 when there is none and 403 when she is someone else's. */
  async owned(user: SessionUser, id: string): Promise<GirlEntity> {
    const girl = await this.girls().findOneBy({ id });
    if (!girl) throw new NotFoundException(MESSAGES.girlNotFound);
    if (girl.ownerId !== user.id) throw new ForbiddenException('This girl belongs to someone else.');
    return girl;
  }

  /** Her portrait in her own style (the first one, a new look, or one made when she has none). */
  private async queuePortrait(userId: string, girl: GirlEntity): Promise<string> {
    const { jobId } = await this.jobs.create(userId, 'portrait', { girlId: girl.id, prompt: portraitPrompt(girl, girl.style), ...PORTRAIT_PARAMS });
    return jobId;
  }
}
