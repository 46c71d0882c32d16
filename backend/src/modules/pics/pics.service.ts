import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PICS_PARAMS, type PicsAccepted } from '../../contracts';
import type { SessionUser } from '../auth/session.guard';
import { GirlsService } from '../girls/girls.service';
import { PRESET_PHRASES, picsPrompt } from '../girls/prompts';
import { JobsService } from '../jobs/jobs.service';
import type { PicsRequestDto } from './dto/pics.dto';

@Injectable()
export class PicsService {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(GirlsService) private readonly girls: GirlsService,
    @Inject(JobsService) private readonly jobs: JobsService,
  ) {}

  /** Queues a picture of her own girl; a free user pays one credit, given back if the job fails. */
  async generate(user: SessionUser, girlId: string, dto: PicsRequestDto): Promise<PicsAccepted> {
    const girl = await this.girls.owned(user, girlId);
    const preset = dto.preset ?? null;
    const { jobId, credits } = await this.jobs.create(
      user.id,
      'pics',
      {
        girlId,
        prompt: picsPrompt(girl, preset, dto.modifiers),
        ...PICS_PARAMS,
        preset,
        nsfw: preset ? PRESET_PHRASES[preset].nsfw : false,
        referenceUrl: girl.imageUrl,
      },
      { chargeCredit: true },
    );
    return { jobId, status: 'queued', credits: credits ?? 0 };
  }

  /** Deletes one of her pictures, and its post on the public feed with it. */
  async remove(user: SessionUser, girlId: string, picId: string): Promise<void> {
    await this.girls.owned(user, girlId);
    await this.db.transaction(async (m) => {
      const [rows]: [{ url: string }[], number] = await m.query('DELETE FROM pictures WHERE id = $1 AND girl_id = $2 RETURNING url', [picId, girlId]);
      if (!rows.length) throw new NotFoundException('No such picture.');
      await m.query('DELETE FROM feed_posts WHERE girl_id = $1 AND image_url = $2', [girlId, rows[0].url]);
    });
  }
}
