import { DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { AiModule } from './infra/ai/ai.module';
import { DatabaseModule } from './infra/database/database.module';
import { loggerOptions } from './infra/http/logger.options';
import { LimitsModule } from './infra/limits/limits.module';
import { RedisModule } from './infra/queue/redis.module';
import { RealtimeModule } from './infra/realtime/realtime.module';
import { StorageModule } from './infra/storage/storage.module';
import { AuthModule } from './modules/auth/auth.module';
import { ChatModule } from './modules/chat/chat.module';
import { FeedModule } from './modules/feed/feed.module';
import { GirlsModule } from './modules/girls/girls.module';
import { HealthModule } from './modules/health/health.module';
import { JobsWorkerModule } from './modules/jobs/jobs-worker.module';
import { JobsModule } from './modules/jobs/jobs.module';
import { PicsModule } from './modules/pics/pics.module';
import { ReportsModule } from './modules/reports/reports.module';
import { SafetyModule } from './modules/safety/safety.module';
import { SubscriptionsWorkerModule } from './modules/subscriptions/subscriptions-worker.module';
import { SubscriptionsModule } from './modules/subscriptions/subscriptions.module';
import { ToolsModule } from './modules/tools/tools.module';
import { UsersModule } from './modules/users/users.module';

export type Role = 'api' | 'worker';

/** The modules both processes share; the role decides what starts (HTTP and push, or the job runner). */
@Module({})
export class AppModule {
  static forRole(role: Role, config: AppConfig): DynamicModule {
    const shared = [
      ConfigModule.forRoot(config),
      LoggerModule.forRoot(loggerOptions(config.settings, role)),
      DatabaseModule,
      RedisModule,
      StorageModule,
      AiModule,
    ];
    const api = [LimitsModule, AuthModule, UsersModule, GirlsModule, PicsModule, ChatModule, FeedModule, JobsModule, ToolsModule, SubscriptionsModule, HealthModule, RealtimeModule, SafetyModule, ReportsModule];
    const worker = [JobsWorkerModule, SubscriptionsWorkerModule];
    return { module: AppModule, imports: [...shared, ...(role === 'api' ? api : worker)] };
  }
}
