import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

import { type Memory, MEMORY_KINDS, MEMORY_MESSAGES, MEMORY_TEXT_MAX, type MemoryKind } from '../../../contracts';
import { AdultOnly } from '../../safety/adult-only.decorator';

/** One line: spaces and line breaks collapse, the ends are trimmed. */
const oneLine = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : value;

/** The one schema of a memory's text (size, characters by the body guard, the policy in character mode). */
function MemoryText(): PropertyDecorator {
  return (target, key) =>
    [
      Transform(oneLine),
      IsString({ message: 'text must be text' }),
      IsNotEmpty({ message: MEMORY_MESSAGES.blank }),
      MaxLength(MEMORY_TEXT_MAX, { message: `text must be at most ${MEMORY_TEXT_MAX} characters` }),
      AdultOnly({ mode: 'character' }),
    ].forEach((d) => d(target, key));
}

export class AddMemoryDto {
  @ApiProperty({ maxLength: MEMORY_TEXT_MAX, example: 'My sister Anna is getting married in June' })
  @MemoryText()
  text: string;
}

export class EditMemoryDto {
  @ApiPropertyOptional({ maxLength: MEMORY_TEXT_MAX, description: 'new text: the memory becomes the person’s own' })
  @IsOptional()
  @MemoryText()
  text?: string;

  @ApiPropertyOptional({ description: 'pinned memories reach her prompt first and outlive their message' })
  @IsOptional()
  @IsBoolean({ message: 'pinned must be true or false' })
  pinned?: boolean;
}

export class MemoryDto implements Memory {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'Sister: Anna' }) text: string;
  @ApiProperty({ enum: MEMORY_KINDS, description: '`note` for one the person wrote' }) kind: MemoryKind;
  @ApiProperty() pinned: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    format: 'uuid',
    description: 'the message it was learned from (the latest that said it); null for one the person wrote',
  })
  sourceMessageId: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time', description: 'when that message was sent' })
  sourceAt: string | null;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

export class MemoriesDto {
  @ApiProperty({ type: [MemoryDto], description: 'pinned first, then the newest' }) memories: MemoryDto[];
}
