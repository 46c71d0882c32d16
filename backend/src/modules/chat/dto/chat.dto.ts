import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, IsUUID, MaxLength } from 'class-validator';

import { CHAT_MESSAGE_MAX, type Message } from '../../../contracts';
import { AdultOnly } from '../../safety/adult-only.decorator';

export class SendMessageDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'girlId must be a girl id' })
  girlId: string;

  @ApiProperty({ maxLength: CHAT_MESSAGE_MAX, example: 'Hi! How was your day?' })
  @IsString({ message: 'newUserMessage must be text' })
  @MaxLength(CHAT_MESSAGE_MAX, { message: `newUserMessage must be at most ${CHAT_MESSAGE_MAX} characters` })
  @AdultOnly({ mode: 'chat' })
  newUserMessage: string;
}

export class GirlIdDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'girlId must be a girl id' })
  girlId: string;
}

export class MessageDto implements Message {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: ['user', 'ai'] }) sender: 'user' | 'ai';
  @ApiProperty() text: string;
  @ApiProperty({ type: String, nullable: true }) image: string | null;
  @ApiProperty() loading: boolean;
  @ApiProperty() premium: boolean;
  @ApiProperty({
    description:
      'her reply or picture could not be made: the text says so; it is not her words and does not count toward the free limit',
  })
  failed: boolean;
  @ApiProperty({
    type: [String],
    description: "her versions of this reply, oldest first (image URLs for a picture); empty for the person's messages",
  })
  alternatives: string[];
  @ApiProperty({ description: 'the index in alternatives shown and continued from' }) choice: number;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class ChatLogDto {
  @ApiProperty({ type: [MessageDto], description: 'oldest first, at most the last 50' }) messages: MessageDto[];
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'her portrait job, when opening the chat queued one because she had none',
  })
  portraitJobId: string | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: `how many of her messages a free user has left in this chat (the greeting counts; failed replies and regenerations do not); null for a subscriber`,
  })
  freeLeft: number | null;
  @ApiProperty({ description: 'her replies in this chat are read aloud as they finish (PUT …/voice-replies)' })
  voiceReplies: boolean;
}

export class SendMessageResponseDto {
  @ApiProperty({ description: 'her whole reply (empty for a picture request)' }) response: string;
  @ApiProperty({ type: MessageDto }) message: MessageDto;
  @ApiPropertyOptional({ format: 'uuid', description: 'the picture job, for a picture request' }) jobId?: string;
  @ApiProperty({
    type: MessageDto,
    description: "the person's message as stored (its id is the one to edit or delete)",
  })
  asked: MessageDto;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'her messages a free user has left in this chat, this one counted',
  })
  freeLeft: number | null;
}

export class BioDto {
  @ApiProperty() bio: string;
}

class LastMessageDto {
  @ApiProperty({ enum: ['user', 'ai'] }) sender: 'user' | 'ai';
  @ApiProperty() text: string;
  @ApiProperty({ type: String, nullable: true }) image: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

class RecentChatDto {
  @ApiProperty({ format: 'uuid' }) girlId: string;
  @ApiProperty({ type: LastMessageDto, description: 'the last finished message the person sees' }) last: LastMessageDto;
}

export class RecentChatsDto {
  @ApiProperty({ type: [RecentChatDto], description: 'the latest first, at most 50' }) chats: RecentChatDto[];
}
