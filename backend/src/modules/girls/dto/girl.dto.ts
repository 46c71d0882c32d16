import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';

import { type Girl, type Pic, SPEECH_MESSAGES, VOICE_IDS, type VoiceId } from '../../../contracts';

export class PicDto implements Pic {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: '/media/ab/ab12….png' }) url: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    format: 'uuid',
    description: 'the feed post made with this picture (what its Report button reports)',
  })
  postId?: string | null;
}

export class GirlDto implements Girl {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ description: 'owner username' }) owner: string;
  @ApiProperty({ type: String, nullable: true }) name: string | null;
  @ApiProperty({ type: String, nullable: true }) eyes: string | null;
  @ApiProperty({ type: String, nullable: true }) mouth: string | null;
  @ApiProperty({ type: String, nullable: true }) nose: string | null;
  @ApiProperty({ type: String, nullable: true }) hair: string | null;
  @ApiProperty({ type: String, nullable: true }) body: string | null;
  @ApiProperty({ type: String, nullable: true }) skin: string | null;
  @ApiProperty({ type: [String] }) personality: string[];
  @ApiProperty({ enum: ['Realistic', 'Anime'], description: 'every picture of her is drawn in this style' }) style:
    'Realistic' | 'Anime';
  @ApiProperty({ type: String, nullable: true }) bio: string | null;
  @ApiProperty({ type: String, nullable: true }) imageUrl: string | null;
  @ApiProperty({ enum: VOICE_IDS, description: 'how she sounds when her replies are read aloud' }) voice: VoiceId;
  @ApiProperty({ type: [PicDto] }) pics: PicDto[];
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class LimitQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: 24, default: 8 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be at least 1' })
  @Max(24, { message: 'limit must be at most 24' })
  limit?: number;
}

export class VoiceDto {
  @ApiProperty({
    enum: VOICE_IDS,
    description: 'her voice, from the short list (GET /api/voices/:voice/sample plays each)',
  })
  @IsIn(VOICE_IDS, { message: SPEECH_MESSAGES.unknownVoice })
  voice: VoiceId;
}
