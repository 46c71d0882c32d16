import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

import {
  type AdminReport,
  type AdminReportsResponse,
  REPORT_NOTE_MAX,
  REPORT_REASONS,
  REPORT_TEXT,
  type ReportAction,
  type ReportDecisionRequest,
  type ReportDecisionResponse,
  type ReportReason,
  type ReportRequest,
  type ReportStatus,
} from '../../../contracts';
import { PostDto } from '../../feed/dto/feed.dto';

export class ReportDto implements ReportRequest {
  @ApiProperty({
    enum: REPORT_REASONS,
    description: 'minor, real-person and non-consensual hide the post from everyone at once',
  })
  @IsIn(REPORT_REASONS, { message: REPORT_TEXT.badReason })
  reason: ReportReason;

  @ApiPropertyOptional({ maxLength: REPORT_NOTE_MAX, description: 'what the reader wants the admins to know' })
  @IsOptional()
  @IsString({ message: 'note must be text' })
  @MaxLength(REPORT_NOTE_MAX, { message: REPORT_TEXT.noteTooLong })
  // control characters other than tab and line breaks, on purpose: a note is shown to admins as text
  // eslint-disable-next-line no-control-regex
  @Matches(/^(?:[^\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF])*$/, {
    message: 'note contains characters that are not allowed.',
  })
  note?: string;
}

export class ReportAcceptedDto {
  @ApiProperty({ format: 'uuid' }) postId: string;
  @ApiProperty({ enum: ['received'] }) status: 'received';
}

export class DecisionDto implements ReportDecisionRequest {
  @ApiProperty({
    enum: ['restore', 'remove'],
    description:
      'restore shows the post again and closes its reports; remove deletes the post, its picture and the media file',
  })
  @IsIn(['restore', 'remove'], { message: 'action must be restore or remove' })
  action: ReportAction;
}

export class DecisionResultDto implements ReportDecisionResponse {
  @ApiProperty({ format: 'uuid' }) postId: string;
  @ApiProperty({ enum: ['restore', 'remove'] }) action: ReportAction;
}

export class AdminReportDto implements AdminReport {
  @ApiProperty({ type: PostDto }) post: PostDto;
  @ApiProperty({ description: 'reason → number of reports', example: { minor: 1, other: 2 } }) reasons: Partial<
    Record<ReportReason, number>
  >;
  @ApiProperty({ type: [String] }) notes: string[];
  @ApiProperty({ format: 'date-time' }) firstReportedAt: string;
  @ApiProperty({ enum: ['open', 'restored'] }) status: ReportStatus;
}

export class AdminReportsDto implements AdminReportsResponse {
  @ApiProperty({
    type: [AdminReportDto],
    description:
      'open reports first: those with a serious reason that did not hide the post (its reporter had hide-at-once ' +
      'reports rejected, so the post is still shown) before the rest, each group oldest first; then restored ones',
  })
  reports: AdminReportDto[];
}
