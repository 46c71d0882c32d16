import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';

import { type CardOverrides, type CardPreview, type ImportCardRequest, type Style, STYLES } from '../../../contracts';
import { GirlDto } from '../../girls/dto/girl.dto';

function Look(field: string): PropertyDecorator {
  return (target, key) =>
    [
      ApiPropertyOptional({ type: String, nullable: true }),
      IsOptional(),
      IsString({ message: `${field} must be text` }),
      MaxLength(200, { message: `${field} must be at most 200 characters` }),
    ].forEach((d) => d(target, key));
}

/** Checked by the content policy in the import itself, naming the field, like the card's own texts. */
export class CardOverridesDto implements CardOverrides {
  @Look('eyes') eyes?: string | null;
  @Look('mouth') mouth?: string | null;
  @Look('nose') nose?: string | null;
  @Look('hair') hair?: string | null;
  @Look('body') body?: string | null;
  @Look('skin') skin?: string | null;

  @ApiPropertyOptional({ enum: STYLES })
  @IsOptional()
  @IsIn(STYLES, { message: 'style must be Realistic or Anime' })
  style?: Style;
}

export class ImportCardDto implements ImportCardRequest {
  @ApiProperty({
    description:
      'a data URL: a PNG with a `chara` (V2) or `ccv3` (V3) text chunk, or the card JSON (V1, V2, V3); at most 10 MiB',
    example: 'data:application/json;base64,eyJzcGVjIjoiY2hhcmFfY2FyZF92MiIsImRhdGEiOnsibmFtZSI6Ik1pYSJ9fQ==',
  })
  @IsString({ message: 'card must be a data URL of a PNG or JSON character card' })
  card: string;

  @ApiPropertyOptional({
    type: CardOverridesDto,
    description: 'her appearance answers (and style), over what the card holds',
  })
  @IsOptional()
  @ValidateNested()
  @Type(() => CardOverridesDto)
  overrides?: CardOverridesDto;

  @ApiPropertyOptional({ description: 'true: answer 200 with what would be created, and save nothing' })
  @IsOptional()
  @IsBoolean({ message: 'preview must be true or false' })
  preview?: boolean;
}

export class CardPreviewDto implements CardPreview {
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true }) bio: string | null;
  @ApiProperty({ type: String, nullable: true }) personality: string | null;
  @ApiProperty({ type: String, nullable: true }) scenario: string | null;
  @ApiProperty({
    type: [String],
    description: 'first message and alternate greetings: her first message in a new chat is one of them',
  })
  greetings: string[];
  @ApiProperty({ type: [String] }) traits: string[];
  @ApiProperty({ description: 'the card is a PNG: it becomes her portrait (no portrait job)' }) hasPortrait: boolean;
  @ApiProperty({
    type: Object,
    example: { eyes: 'Green', mouth: null, nose: null, hair: null, body: null, skin: null },
  })
  appearance: CardPreview['appearance'];
  @ApiProperty({ enum: STYLES }) style: Style;
}

export class CardPreviewResponseDto {
  @ApiProperty({ type: CardPreviewDto }) preview: CardPreviewDto;
}

export class ImportCardResponseDto {
  @ApiProperty({ type: GirlDto }) girl: GirlDto;
  @ApiPropertyOptional({ format: 'uuid', description: 'her portrait job, when the card has no image' }) jobId?: string;
}
