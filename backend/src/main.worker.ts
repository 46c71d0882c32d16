import './infra/boot-heap';
import 'reflect-metadata';

import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';

import { AppModule } from './app.module';
import { AppConfig } from './config/app-config';
import { loadSettings } from './config/load-env';
import { ensureSolanaReceiver } from './config/solana-receiver';
import { bootHeapDone } from './infra/boot-heap';
import { bootDatabase } from './infra/database/prepare-database';
import { installProcessErrorLoggers } from './infra/http/process-errors';

/** The job worker: no HTTP, just the queues. Scale it by running more of these processes. */
async function main() {
  const settings = ensureSolanaReceiver(loadSettings());
  installProcessErrorLoggers(settings, 'worker');
  await bootDatabase(settings);
  const app = await NestFactory.createApplicationContext(AppModule.forRole('worker', new AppConfig(settings, null)), {
    bufferLogs: true,
  });
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();
  bootHeapDone();
  // the grace (JobRunnerService) plus closing takes a moment; whatever still holds on is cut off here
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () =>
      setTimeout(() => process.exit(0), settings.SHUTDOWN_GRACE_SECONDS * 1000 + 1500).unref(),
    );
  }
}

main().catch((err: Error) => {
  console.error(err.message.startsWith('Invalid configuration') ? err.message : err);
  process.exit(1);
});
