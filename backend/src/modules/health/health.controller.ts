import { Controller, Get, Inject, Res, ServiceUnavailableException } from '@nestjs/common';
import { HealthCheckService, HealthIndicatorService } from '@nestjs/terminus';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type IORedis from 'ioredis';
import { DataSource } from 'typeorm';
import { REDIS } from '../../infra/queue/queue.tokens';
import { ApiErrorDto } from '../../infra/http/api-error.dto';
import { HealthDto } from './dto/health.dto';

const TIMEOUT_MS = 1500;

function within<T>(promise: Promise<T>, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`${what} did not answer within ${TIMEOUT_MS} ms`)), TIMEOUT_MS).unref()),
  ]);
}

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    @Inject(HealthCheckService) private readonly health: HealthCheckService,
    @Inject(HealthIndicatorService) private readonly indicators: HealthIndicatorService,
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(REDIS) private readonly redis: IORedis,
  ) {}

  @Get()
  @ApiOkResponse({ type: HealthDto })
  @ApiServiceUnavailableResponse({ type: ApiErrorDto, description: 'Postgres or Redis is down; `message` says which' })
  async check(@Res({ passthrough: true }) res: Response) {
    try {
      const result = await this.health.check([
        () => this.probe('db', () => this.db.query('SELECT 1'), 'Postgres'),
        () => this.probe('redis', () => this.redis.ping(), 'Redis'),
      ]);
      return { status: result.status, info: result.info };
    } catch (err) {
      const body = err instanceof ServiceUnavailableException ? (err.getResponse() as { error?: Record<string, { message?: string }> }) : {};
      const down = Object.entries(body.error ?? {}).map(([key, v]) => `${key === 'db' ? 'Postgres' : 'Redis'}: ${v.message ?? 'down'}`);
      res.status(503);
      return { statusCode: 503, message: down.join('; ') || 'A dependency is down.', error: 'Service Unavailable', ...body };
    }
  }

  private async probe(key: 'db' | 'redis', ping: () => Promise<unknown>, what: string) {
    const session = this.indicators.check(key);
    try {
      await within(ping(), what);
      return session.up();
    } catch (err) {
      return session.down({ message: (err as Error).message || `${what} is not answering` });
    }
  }
}
