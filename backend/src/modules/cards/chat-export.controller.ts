import { Controller, Get, Inject, NotFoundException, Param, Query, Res, UseGuards } from '@nestjs/common';
import {
  ApiCookieAuth,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProduces,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import type { Response } from 'express';

import { CHAT_EXPORT_FORMATS, CHAT_MESSAGES, type ChatExportFormat, type ChatExportLine } from '../../contracts';
import { ApiErrorDto } from '../../infra/http/api-error.dto';
import { contentDisposition, safeFileName } from '../../infra/http/download-name';
import { CurrentUser, SessionGuard, type SessionUser } from '../auth/session.guard';
import { ChatTranscripts } from '../chat/chat-transcripts.writer';
import { GirlIdPipe } from '../girls/girl-id.pipe';
import { GirlRecords } from '../girls/girl-records.writer';
import { toJsonl, toText } from './chat-export';

export class ChatExportQueryDto {
  @ApiPropertyOptional({ enum: CHAT_EXPORT_FORMATS, default: 'jsonl' })
  @IsOptional()
  @IsIn(CHAT_EXPORT_FORMATS, { message: 'format must be jsonl or txt' })
  format?: ChatExportFormat;
}

@ApiTags('chat')
@ApiCookieAuth()
@UseGuards(SessionGuard)
@Controller('chats')
export class ChatExportController {
  constructor(
    @Inject(GirlRecords) private readonly girls: GirlRecords,
    @Inject(ChatTranscripts) private readonly messages: ChatTranscripts,
  ) {}

  /** The whole of this person's chat with her, oldest first; failed replies and replies still being written are left out. */
  @Get(':girlId/export')
  @ApiProduces('application/x-ndjson', 'text/plain')
  @ApiOkResponse({
    description:
      'the whole chat as a download: JSONL (one `{ sender, name, text, image, createdAt }` a line) or plain text; failed replies are left out',
  })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  async export(
    @CurrentUser() user: SessionUser,
    @Param('girlId', GirlIdPipe) girlId: string,
    @Query() query: ChatExportQueryDto,
    @Res() res: Response,
  ) {
    const girl = await this.girls.nameOf(girlId);
    if (!girl) throw new NotFoundException(CHAT_MESSAGES.girlMissing);
    const girlName = girl.name?.trim() || 'Her';
    const rows = await this.messages.transcript(user.id, girlId);
    const lines: ChatExportLine[] = rows.map((r) => ({
      sender: r.sender,
      name: r.sender === 'user' ? user.username : girlName,
      text: r.text,
      image: r.image,
      createdAt: r.created_at.toISOString(),
    }));
    const format = query.format ?? 'jsonl';
    res.setHeader('Content-Disposition', contentDisposition(`chat-${safeFileName(girlName, 'Her')}`, format, 'chat'));
    res.setHeader(
      'Content-Type',
      format === 'jsonl' ? 'application/x-ndjson; charset=utf-8' : 'text/plain; charset=utf-8',
    );
    res.send(format === 'jsonl' ? toJsonl(lines) : toText(girlName, lines));
  }
}
