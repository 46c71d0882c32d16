import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';

import { AppModule } from '../../src/app.module';
import { AppConfig } from '../../src/config/app-config';
import { parseSettings, type Settings } from '../../src/config/config.schema';
import { configureApp } from '../../src/infra/http/configure-app';

export function testSettings(overrides: Record<string, string> = {}): Settings {
  return parseSettings({ ...process.env, PORT: '3000', ...overrides });
}

export interface RunningApi {
  app: NestExpressApplication;
  url: string;
  settings: Settings;
  close(): Promise<void>;
}

/** The API exactly as main.api.ts wires it, in this process, on a free port. */
export async function startApi(overrides: Record<string, string> = {}): Promise<RunningApi> {
  const settings = testSettings(overrides);
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRole('api', new AppConfig(settings, settings.SESSION_SECRET!)),
    // a boot that fails throws here, to fail its test, instead of ending the whole test run with process.exit
    { bodyParser: false, logger: false, abortOnError: false },
  );
  configureApp(app, settings);
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address() as { port: number };
  return { app, settings, url: `http://127.0.0.1:${address.port}`, close: () => app.close() };
}

/** The worker exactly as main.worker.ts wires it, in this process. */
export async function startWorker(overrides: Record<string, string> = {}): Promise<INestApplicationContext> {
  const settings = testSettings(overrides);
  return NestFactory.createApplicationContext(AppModule.forRole('worker', new AppConfig(settings, null)), {
    logger: false,
    abortOnError: false,
  });
}
