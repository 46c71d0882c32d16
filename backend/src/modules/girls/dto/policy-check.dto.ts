import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsString, MaxLength } from 'class-validator';

import type { PolicyCheckRequest, PolicyCheckResponse } from '../../../contracts';

export class PolicyCheckDto implements PolicyCheckRequest {
  @ApiProperty({
    type: [String],
    example: ['Mia', 'Loves cats'],
    description: 'the answers to check, at most 40 of 200 characters',
  })
  @IsArray({ message: 'texts must be a list of texts' })
  @ArrayMaxSize(40, { message: 'texts may have at most 40 entries' })
  @IsString({ each: true, message: 'each text must be text' })
  @MaxLength(200, { each: true, message: 'each text must be at most 200 characters' })
  texts: string[];
}

export class PolicyCheckResponseDto implements PolicyCheckResponse {
  @ApiProperty({ type: [Number], description: 'indexes of the texts the content policy refuses' }) refused: number[];
}
