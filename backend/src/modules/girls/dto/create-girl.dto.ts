import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

import {
  type CreateGirlRequest,
  GIRL_LOOK_MAX,
  GIRL_NAME_MAX,
  type Style,
  STYLES,
  TRAIT_MAX,
  TRAITS_MAX,
} from '../../../contracts';
import { AdultOnly } from '../../safety/adult-only.decorator';
import { GirlDto } from './girl.dto';

const text = (field: string, max: number) => [
  IsString({ message: `${field} must be text` }),
  MaxLength(max, { message: `${field} must be at most ${max} characters` }),
];

function Text(field: string): PropertyDecorator {
  return (target, key) => [IsOptional(), ...text(field, GIRL_LOOK_MAX), AdultOnly()].forEach((d) => d(target, key));
}

export class CreateGirlDto implements CreateGirlRequest {
  @ApiProperty({ type: String, maxLength: GIRL_NAME_MAX, example: 'Mia', description: 'not blank' })
  @IsOptional()
  @IsString({ message: 'name must be text' })
  @MaxLength(GIRL_NAME_MAX, { message: `name must be at most ${GIRL_NAME_MAX} characters` })
  @AdultOnly()
  name: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, example: 'Green' }) @Text('eyes') eyes: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @Text('mouth') mouth: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @Text('nose') nose: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, example: 'Auburn Curls' }) @Text('hair') hair: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @Text('body') body: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @Text('skin') skin: string | null;

  @ApiProperty({ type: [String], example: ['Playful', 'Witty'], description: 'at least one trait' })
  @IsOptional()
  @IsArray({ message: 'personality must be a list of traits' })
  @ArrayMaxSize(TRAITS_MAX, { message: `personality may have at most ${TRAITS_MAX} traits` })
  @IsString({ each: true, message: 'each personality trait must be text' })
  @MaxLength(TRAIT_MAX, { each: true, message: `each personality trait must be at most ${TRAIT_MAX} characters` })
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
