import { Controller, Get, Inject, Res, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { HealthCheckService, HealthIndicatorService } from '@nestjs/terminus';
import type { Response } from 'express';
import type IORedis from 'ioredis';
import { DataSource } from 'typeorm';

import { AppConfig } from '../../config/app-config';
import type { QueueName } from '../../contracts';
import { pingDatabase } from '../../infra/database/ping';
import { heartbeatPrefix, heartbeats } from '../../infra/health/worker-heartbeat';
import { ApiErrorDto } from '../../infra/http/api-error.dto';
import { QueueService } from '../../infra/queue/queue.service';
import { REDIS } from '../../infra/queue/queue.tokens';
import { HealthDto } from './dto/health.dto';

const TIMEOUT_MS = 1500;

function within<T>(promise: Promise<T>, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) =>
      setTimeout(() => reject(new Error(`${what} did not answer within ${TIMEOUT_MS} ms`)), TIMEOUT_MS).unref(),
    ),
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
    @Inject(QueueService) private readonly queues: QueueService,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  @Get()
  @ApiOkResponse({ type: HealthDto })
  @ApiServiceUnavailableResponse({ type: ApiErrorDto, description: 'Postgres or Redis is down; `message` says which' })
  async check(@Res({ passthrough: true }) res: Response) {
    try {
      const result = await this.health.check([
        () => this.probe('db', () => pingDatabase(this.db), 'Postgres'),
        () => this.probe('redis', () => this.redis.ping(), 'Redis'),
      ]);
      return { status: result.status, info: { ...result.info, ...(await this.pipeline()) } };
    } catch (err) {
      const body =
        err instanceof ServiceUnavailableException
          ? (err.getResponse() as { error?: Record<string, { message?: string }> })
          : {};
      const down = Object.entries(body.error ?? {}).map(
        ([key, v]) => `${key === 'db' ? 'Postgres' : 'Redis'}: ${v.message ?? 'down'}`,
      );
      res.status(503);
      return {
        statusCode: 503,
        message: down.join('; ') || 'A dependency is down.',
        error: 'Service Unavailable',
        ...body,
      };
    }
  }

  /** Workers alive (a heartbeat in the last 30 s) and each queue's figures; never a reason for 503 by itself. */
  private async pipeline() {
    const [count, counts] = await Promise.all([
      within(heartbeats(this.redis, `${heartbeatPrefix(this.config.settings.QUEUE_PREFIX)}*`), 'Redis').then(
        (keys) => keys.length,
      ),
      Promise.all(
        Object.entries(this.queues.queues).map(async ([name, queue]) => {
          const c = await within(queue.getJobCounts('waiting', 'active', 'failed'), 'Redis');
          return [name, { waiting: c.waiting ?? 0, active: c.active ?? 0, failed: c.failed ?? 0 }] as const;
        }),
      ),
    ]).catch(() => [null, null] as const);
    return {
      workers: count === null ? { status: 'unknown', count: 0 } : { status: count > 0 ? 'up' : 'down', count },
      queues: Object.fromEntries(counts ?? []) as Record<
        QueueName,
        { waiting: number; active: number; failed: number }
      >,
    };
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
