import { AdultOnly } from '../../safety/adult-only.decorator';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { ASPECT_RATIOS, type AspectRatio } from '../../../contracts';

export class FluxGenerateDto {
  @ApiPropertyOptional({ maxLength: 2000, example: 'auburn curls, green eyes, at a cafe' })
  @IsOptional()
  @IsString({ message: 'prompt must be text' })
  @MaxLength(2000, { message: 'prompt must be at most 2000 characters' })
  @AdultOnly()
  prompt?: string;

  @ApiPropertyOptional({ enum: ASPECT_RATIOS, default: '1:1' })
  @IsOptional()
  @IsIn(ASPECT_RATIOS, { message: `aspectRatio must be one of ${ASPECT_RATIOS.join(', ')}` })
  aspectRatio?: AspectRatio;

  @ApiPropertyOptional({ minimum: 1, maximum: 50, default: 25 })
  @IsOptional()
  @IsInt({ message: 'steps must be a whole number' })
  @Min(1, { message: 'steps must be between 1 and 50' })
  @Max(50, { message: 'steps must be between 1 and 50' })
  steps?: number;

  @ApiPropertyOptional({ minimum: 0, maximum: 10, default: 3 })
  @IsOptional()
  @IsNumber({}, { message: 'guidance must be a number' })
  @Min(0, { message: 'guidance must be between 0 and 10' })
  @Max(10, { message: 'guidance must be between 0 and 10' })
  guidance?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: 4, default: 2 })
  @IsOptional()
  @IsNumber({}, { message: 'interval must be a number' })
  @Min(1, { message: 'interval must be between 1 and 4' })
  @Max(4, { message: 'interval must be between 1 and 4' })
  interval?: number;

  @ApiPropertyOptional({ description: 'an optional reference image as a data URL (PNG, JPEG, WebP or GIF, at most 10 MiB)' })
  @IsOptional()
  @IsString({ message: 'imageBase64 must be an image data URL' })
  imageBase64?: string;
}

export class ImageUrlResultDto {
  @ApiProperty({ example: '/media/ab/ab12….png' }) imageUrl: string;
}
