import './infra/boot-heap';
import 'reflect-metadata';

import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';

import { AppModule } from './app.module';
import { AppConfig } from './config/app-config';
import { ensureSessionSecret, loadSettings } from './config/load-env';
import { ensureSolanaReceiver } from './config/solana-receiver';
import { ensureVapidKeys } from './config/vapid';
import { bootHeapDone } from './infra/boot-heap';
import { bootDatabase } from './infra/database/prepare-database';
import { configureApp } from './infra/http/configure-app';
import { installProcessErrorLoggers } from './infra/http/process-errors';

async function main() {
  const settings = ensureVapidKeys(ensureSolanaReceiver(loadSettings()));
  installProcessErrorLoggers(settings, 'api');
  const secret = ensureSessionSecret(settings);
  await bootDatabase(settings);
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRole('api', new AppConfig(settings, secret)),
    {
      bodyParser: false,
      bufferLogs: true,
    },
  );
  configureApp(app, settings);
  await app.listen(settings.PORT);
  bootHeapDone();
}

main().catch((err: Error) => {
  console.error(err.message.startsWith('Invalid configuration') ? err.message : err);
  process.exit(1);
});
