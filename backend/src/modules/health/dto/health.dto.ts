import { ApiProperty } from '@nestjs/swagger';

export class HealthDto {
  @ApiProperty({ example: 'ok' }) status: string;
  @ApiProperty({
    example: {
      db: { status: 'up' },
      redis: { status: 'up' },
      workers: { status: 'up', count: 2 },
      queues: { images: { waiting: 0, active: 1, failed: 0 }, media: { waiting: 0, active: 0, failed: 0 } },
    },
    description:
      'workers: processes with a heartbeat in the last 30 s (status down when none); queues: per queue waiting/active/failed',
  })
  info: Record<string, unknown>;
}
