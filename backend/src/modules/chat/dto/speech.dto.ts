import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';

import type { SpeechReady, VoiceReplies } from '../../../contracts';

export class SpeechReadyDto implements SpeechReady {
  @ApiProperty({
    example: '/media/private/ab/ab12….wav?expires=…&signature=…',
    description: 'her reply read aloud in her voice (a signed link; served with Range requests)',
  })
  audioUrl: string;
}

export class SpeechAcceptedDto {
  @ApiProperty({ format: 'uuid', description: 'the speech job: its job:completed carries { audioUrl, … }' })
  jobId: string;
  @ApiProperty({ enum: ['queued'] }) status: 'queued';
  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    description:
      'how many of her messages a free user has left in this chat, this speech counted; null for a subscriber',
  })
  freeLeft: number | null;
}

export class VoiceRepliesDto implements VoiceReplies {
  @ApiProperty({ description: 'each new finished reply of hers is read aloud once its audio is ready' })
  @IsBoolean({ message: 'voiceReplies must be true or false' })
  voiceReplies: boolean;
}
