import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

import { type CreateGirlRequest, type Style, STYLES } from '../../../contracts';
import { AdultOnly } from '../../safety/adult-only.decorator';
import { GirlDto } from './girl.dto';

const text = (field: string) => [
  IsOptional(),
  IsString({ message: `${field} must be text` }),
  MaxLength(200, { message: `${field} must be at most 200 characters` }),
];

function Text(field: string): PropertyDecorator {
  return (target, key) => [...text(field), AdultOnly()].forEach((d) => d(target, key));
}

export class CreateGirlDto implements CreateGirlRequest {
  @ApiPropertyOptional({ type: String, nullable: true, example: 'Mia' }) @Text('name') name: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, example: 'Green' }) @Text('eyes') eyes: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @Text('mouth') mouth: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @Text('nose') nose: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, example: 'Auburn Curls' }) @Text('hair') hair: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @Text('body') body: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @Text('skin') skin: string | null;

  @ApiProperty({ type: [String], example: ['Playful', 'Witty'], description: 'at least one trait' })
  @IsOptional()
  @IsArray({ message: 'personality must be a list of traits' })
  @ArrayMaxSize(30, { message: 'personality may have at most 30 traits' })
  @IsString({ each: true, message: 'each personality trait must be text' })
  @MaxLength(60, { each: true, message: 'each personality trait must be at most 60 characters' })
  @AdultOnly({ mode: 'character' })
  personality: string[];

  @ApiPropertyOptional({
    enum: STYLES,
    default: 'Realistic',
    description: 'her style: her portrait, new looks and every picture of her keep it',
  })
  @IsOptional()
  @IsIn(STYLES, { message: 'style must be Realistic or Anime' })
  style: Style;
}

export class CreateGirlResponseDto {
  @ApiProperty({ type: GirlDto }) girl: GirlDto;
  @ApiProperty({ format: 'uuid', description: 'the portrait job' }) jobId: string;
}
