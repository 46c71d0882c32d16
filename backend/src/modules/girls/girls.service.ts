import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Girl } from '../../contracts';
import { GirlEntity } from './girl.entity';
import { toGirl } from './girl.view';

@Injectable()
export class GirlsService {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  /** Girls that have a portrait, in random order (public: the home page hero). */
  async random(limit: number): Promise<Girl[]> {
    const girls = await this.db
      .getRepository(GirlEntity)
      .createQueryBuilder('g')
      .innerJoinAndSelect('g.owner', 'owner')
      .where('g.image_url IS NOT NULL')
      .orderBy('random()')
      .limit(limit)
      .getMany();
    return girls.map((g) => toGirl({ ...g, pictures: [] }, g.owner?.username ?? ''));
  }
}
