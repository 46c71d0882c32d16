import { ApiProperty } from '@nestjs/swagger';

import { JOB_STATUSES, type JobKind, type JobStatus } from '../../../contracts';

export class JobDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'flux-generate' }) kind: JobKind;
  @ApiProperty({ enum: JOB_STATUSES }) status: JobStatus;
  @ApiProperty({ minimum: 0, maximum: 100 }) progress: number;
  @ApiProperty({ type: Object, nullable: true, description: "the kind's result, e.g. { imageUrl }" }) result:
    object | null;
  @ApiProperty({ type: String, nullable: true }) error: string | null;
}

export class JobAcceptedDto {
  @ApiProperty({ format: 'uuid' }) jobId: string;
  @ApiProperty({ enum: JOB_STATUSES, example: 'queued' }) status: JobStatus;
}
