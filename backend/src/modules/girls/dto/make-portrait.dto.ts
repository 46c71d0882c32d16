import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';

import type { MakePortraitRequest } from '../../../contracts';

export class MakePortraitDto implements MakePortraitRequest {
  @ApiProperty({ format: 'uuid', description: 'one of her pictures (an id from her `pics`)' })
  @IsUUID('all', { message: 'picId must be a picture id' })
  picId: string;
}
