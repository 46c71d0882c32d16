import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsString, MaxLength } from 'class-validator';

import { CHAT_MESSAGE_MAX } from '../../../contracts';
import { AdultOnly } from '../../safety/adult-only.decorator';
import { MessageDto } from './chat.dto';

export class ChooseVersionDto {
  @ApiProperty({ minimum: 0, description: "the index in her reply's alternatives to show and continue from" })
  @IsInt({ message: 'index must be one of the versions of her reply.' })
  index: number;
}

export class EditMessageDto {
  @ApiProperty({ maxLength: CHAT_MESSAGE_MAX })
  @IsString({ message: 'text must be text' })
  @MaxLength(CHAT_MESSAGE_MAX, { message: `text must be at most ${CHAT_MESSAGE_MAX} characters` })
  @AdultOnly({ mode: 'chat' })
  text: string;
}

export class SteeredMessageDto {
  @ApiProperty({ type: MessageDto }) message: MessageDto;
}

export class RegeneratedDto extends SteeredMessageDto {
  @ApiProperty({
    description:
      "the new version could not be written: her reply is back to the version shown before (or, when it had none, says 'Sorry, something went wrong. Please try again.'); not counted",
  })
  failed: boolean;
  @ApiPropertyOptional({ format: 'uuid', description: 'the new picture job, for a picture message' }) jobId?: string;
}

export class EditedDto extends RegeneratedDto {
  @ApiProperty({ type: MessageDto, description: 'her reply to the edited message, written anew' }) reply: MessageDto;
}
