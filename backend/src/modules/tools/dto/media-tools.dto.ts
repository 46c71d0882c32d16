import { AdultOnly } from '../../safety/adult-only.decorator';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';

const DATA_URL = 'an image as a data URL (PNG, JPEG, WebP or GIF, at most 10 MiB and 40 megapixels)';

export class VideoGenerateDto {
  @ApiProperty({ maxLength: 2000, example: 'she turns and smiles, slow zoom in' })
  @IsOptional()
  @IsString({ message: 'prompt must be text' })
  @MaxLength(2000, { message: 'prompt must be at most 2000 characters' })
  @AdultOnly()
  prompt?: string;

  @ApiPropertyOptional({ maxLength: 2000 })
  @IsOptional()
  @IsString({ message: 'negative_prompt must be text' })
  @MaxLength(2000, { message: 'negative_prompt must be at most 2000 characters' })
  @AdultOnly()
  negative_prompt?: string;

  @ApiProperty({ description: `the start image: ${DATA_URL}` })
  @IsOptional()
  @IsString({ message: 'image must be an image data URL' })
  image?: string;
}

export class GifGenerateDto {
  @ApiProperty({ maxLength: 2000, example: 'zoom in slowly' })
  @IsOptional()
  @IsString({ message: 'prompt must be text' })
  @MaxLength(2000, { message: 'prompt must be at most 2000 characters' })
  @AdultOnly()
  prompt?: string;

  @ApiProperty({ description: DATA_URL })
  @IsOptional()
  @IsString({ message: 'image must be an image data URL' })
  image?: string;
}

export class FaceSwapDto {
  @ApiProperty({ description: `the target picture: ${DATA_URL}` })
  @IsOptional()
  @IsString({ message: 'input_image must be an image data URL' })
  input_image?: string;

  @ApiProperty({ description: `the face to put in: ${DATA_URL}` })
  @IsOptional()
  @IsString({ message: 'swap_image must be an image data URL' })
  swap_image?: string;

  @ApiProperty({ description: 'I confirm I have the right to use both faces, and no one pictured is a minor.' })
  @IsOptional()
  @IsBoolean({ message: 'consent must be true or false' })
  consent?: boolean;
}

export class RemoveBackgroundDto {
  @ApiProperty({ description: DATA_URL })
  @IsOptional()
  @IsString({ message: 'image must be an image data URL' })
  image?: string;
}

export class UpscaleDto {
  @ApiPropertyOptional({ maxLength: 2000 })
  @IsOptional()
  @IsString({ message: 'prompt must be text' })
  @MaxLength(2000, { message: 'prompt must be at most 2000 characters' })
  @AdultOnly()
  prompt?: string;

  @ApiPropertyOptional({ description: DATA_URL })
  @IsOptional()
  @IsString({ message: 'imageBase64 must be an image data URL' })
  imageBase64?: string;
}

export class VideoResultDto {
  @ApiProperty({ example: '/media/ab/ab12….mp4' }) videoUrl: string;
}

export class GifResultDto {
  @ApiProperty({ example: '/media/ab/ab12….gif' }) gifUrl: string;
}

export class OutputResultDto {
  @ApiProperty({ example: '/media/ab/ab12….png' }) output: string;
}
