import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

import { PICS_MODIFIERS_MAX, type PicsAccepted, type PicsRequest, type Preset, PRESETS } from '../../../contracts';
import { AdultOnly } from '../../safety/adult-only.decorator';

export class PicsRequestDto implements PicsRequest {
  @ApiPropertyOptional({ enum: PRESETS })
  @IsOptional()
  @IsIn(PRESETS, { message: `preset must be one of ${PRESETS.join(', ')}` })
  preset?: Preset;

  @ApiPropertyOptional({ maxLength: PICS_MODIFIERS_MAX, example: 'in a red dress, outdoors' })
  @IsOptional()
  @IsString({ message: 'modifiers must be text' })
  @MaxLength(PICS_MODIFIERS_MAX, { message: `modifiers must be at most ${PICS_MODIFIERS_MAX} characters` })
  @AdultOnly()
  modifiers?: string;

  @ApiPropertyOptional({ default: true, description: 'post it on the public feed (it can be taken off later)' })
  @IsOptional()
  @IsBoolean({ message: 'share must be true or false' })
  share?: boolean;
}

export class PicsAcceptedDto implements PicsAccepted {
  @ApiProperty({ format: 'uuid' }) jobId: string;
  @ApiProperty({ enum: ['queued'] }) status: 'queued';
  @ApiProperty({ description: 'credits left after this request' }) credits: number;
}
