import { ApiProperty } from '@nestjs/swagger';

export class HealthDto {
  @ApiProperty({ example: 'ok' }) status: string;
  @ApiProperty({ example: { db: { status: 'up' }, redis: { status: 'up' } } }) info: Record<string, { status: string }>;
}
