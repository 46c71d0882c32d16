import { DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';

import type { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { AiModule } from './infra/ai/ai.module';
import { DatabaseModule } from './infra/database/database.module';
import { WorkerHealthModule } from './infra/health/worker-health.module';
import { LogFlush } from './infra/http/log-destination';
import { loggerOptions } from './infra/http/logger.options';
import { LimitsModule } from './infra/limits/limits.module';
import { MetricsRegistryModule } from './infra/metrics/metrics-registry';
import { RedisModule } from './infra/queue/redis.module';
import { WorkerQueuesModule } from './infra/queue/worker-queues.module';
import { PushModule } from './infra/realtime/push.module';
import { RealtimeModule } from './infra/realtime/realtime.module';
import { StorageModule } from './infra/storage/storage.module';
import { StorageWorkerModule } from './infra/storage/storage-worker.module';
import { AccountModule } from './modules/account/account.module';
import { AuthModule } from './modules/auth/auth.module';
import { CardsModule } from './modules/cards/cards.module';
import { ChatModule } from './modules/chat/chat.module';
import { ChatWorkerModule } from './modules/chat/chat-worker.module';
import { ENTITIES } from './modules/entities';
import { FeedModule } from './modules/feed/feed.module';
import { GirlsModule } from './modules/girls/girls.module';
import { GirlsWorkerModule } from './modules/girls/girls-worker.module';
import { HealthModule } from './modules/health/health.module';
import { JobsModule } from './modules/jobs/jobs.module';
import { JobsWorkerModule } from './modules/jobs/jobs-worker.module';
import { PicsModule } from './modules/pics/pics.module';
import { PicsWorkerModule } from './modules/pics/pics-worker.module';
import { WebPushModule } from './modules/push/web-push.module';
import { ReportsModule } from './modules/reports/reports.module';
import { SafetyModule } from './modules/safety/safety.module';
import { SubscriptionsModule } from './modules/subscriptions/subscriptions.module';
import { SubscriptionsWorkerModule } from './modules/subscriptions/subscriptions-worker.module';
import { ToolsModule } from './modules/tools/tools.module';
import { ToolsWorkerModule } from './modules/tools/tools-worker.module';
import { UsersModule } from './modules/users/users.module';

export type Role = 'api' | 'worker';

/** The modules both processes share; the role decides what starts (HTTP and push, or the job runner). */
@Module({})
export class AppModule {
  static forRole(role: Role, config: AppConfig): DynamicModule {
    const shared = [
      ConfigModule.forRoot(config),
      LoggerModule.forRoot(loggerOptions(config.settings, role)),
      DatabaseModule.forRoot(ENTITIES),
      RedisModule,
      StorageModule,
      AiModule,
    ];
    const api = [
      LimitsModule,
      AuthModule,
      UsersModule,
      GirlsModule,
      CardsModule,
      PicsModule,
      ChatModule,
      FeedModule,
      JobsModule,
      ToolsModule,
      SubscriptionsModule,
      HealthModule,
      MetricsRegistryModule,
      RealtimeModule,
      SafetyModule,
      ReportsModule,
      AccountModule,
      WebPushModule,
    ];
    const worker = [
      WorkerQueuesModule,
      PushModule,
      JobsWorkerModule,
      GirlsWorkerModule,
      PicsWorkerModule,
      ChatWorkerModule,
      ToolsWorkerModule,
      SubscriptionsWorkerModule,
      StorageWorkerModule,
      WorkerHealthModule,
    ];
    return { module: AppModule, imports: [...shared, ...(role === 'api' ? api : worker)], providers: [LogFlush] };
  }
}
