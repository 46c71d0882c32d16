import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';

import { PICS_PARAMS, type PicsAccepted } from '../../contracts';
import { MediaRefs } from '../../infra/storage/media-refs.repository';
import type { SessionUser } from '../auth/session.guard';
import { FeedPosts } from '../feed/feed-posts.writer';
import { GirlsService } from '../girls/girls.service';
import { picsPrompt, PRESET_PHRASES } from '../girls/prompts';
import { JobsService } from '../jobs/jobs.service';
import type { PicsRequestDto } from './dto/pics.dto';
import { PicturesRepository } from './pictures.repository';

@Injectable()
export class PicsService {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(PicturesRepository) private readonly pictures: PicturesRepository,
    @Inject(FeedPosts) private readonly posts: FeedPosts,
    @Inject(GirlsService) private readonly girls: GirlsService,
    @Inject(JobsService) private readonly jobs: JobsService,
    @Inject(MediaRefs) private readonly media: MediaRefs,
  ) {}

  /** Queues a picture of her own girl; a free user pays one credit, given back if the job fails. */
  async generate(user: SessionUser, girlId: string, dto: PicsRequestDto): Promise<PicsAccepted> {
    const girl = await this.girls.owned(user, girlId);
    const preset = dto.preset ?? null;
    const { jobId, credits } = await this.jobs.create(user.id, 'pics', {
      girlId,
      prompt: picsPrompt(girl, preset, dto.modifiers),
      ...PICS_PARAMS,
      preset,
      nsfw: preset ? PRESET_PHRASES[preset].nsfw : false,
      referenceUrl: girl.imageUrl,
      shared: dto.share ?? true,
    });
    return { jobId, status: 'queued', credits: credits ?? 0 };
  }

  /** Deletes one of her pictures, and its post on the public feed with it; the file too when nothing else shows it. */
  async remove(user: SessionUser, girlId: string, picId: string): Promise<void> {
    await this.girls.owned(user, girlId);
    const url = await this.db.transaction(async (m) => {
      const url = await this.pictures.delete(girlId, picId, m);
      if (url === null) throw new NotFoundException('No such picture.');
      await this.posts.deleteOfPicture(m, girlId, url);
      return url;
    });
    await this.media.release(url);
  }
}
