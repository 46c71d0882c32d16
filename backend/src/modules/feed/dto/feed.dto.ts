import { ApiProperty } from '@nestjs/swagger';

import type { FeedPage, Post } from '../../../contracts';

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
