import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { MESSAGES, type FeedPage, type Post } from '../../../contracts';

export class FeedQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: 50, default: 20 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be between 1 and 50' })
  @Max(50, { message: 'limit must be between 1 and 50' })
  limit?: number;

  @ApiPropertyOptional({ description: 'nextCursor of the previous page' })
  @IsOptional()
  @IsString({ message: MESSAGES.invalidCursor })
  @MaxLength(200, { message: MESSAGES.invalidCursor })
  cursor?: string;
}

export class PostDto implements Post {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ description: 'author username' }) user: string;
  @ApiProperty() imageUrl: string;
  @ApiProperty() caption: string;
  @ApiProperty({ description: "the girl's name, or 'Unknown'" }) girl: string;
  @ApiProperty({ type: String, nullable: true, format: 'uuid' }) girlId: string | null;
  @ApiProperty() nsfw: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class FeedPageDto implements FeedPage {
  @ApiProperty({ type: [PostDto] }) posts: PostDto[];
  @ApiProperty({ type: String, nullable: true }) nextCursor: string | null;
}
