import { storage } from 'nestjs-pino/storage';
import pino from 'pino';

import type { Settings } from '../../config/config.schema';
import { logDestination } from './log-destination';

/**
 * Last-resort logging: an unhandled rejection or uncaught exception becomes one JSON line (with the
 * request's id when it happened while serving one) instead of killing the process silently. A
 * rejection is logged and the process goes on; after an uncaught exception the process state is not
 * trustworthy, so it is logged and the process exits for its supervisor to restart it.
 */
export function installProcessErrorLoggers(settings: Pick<Settings, 'LOG_LEVEL'>, role: 'api' | 'worker') {
  const root = pino(
    { level: settings.LOG_LEVEL === 'silent' ? 'error' : settings.LOG_LEVEL, base: { role, pid: process.pid } },
    logDestination(),
  );
  const current = () => storage.getStore()?.logger ?? root;
  process.on('unhandledRejection', (reason) => {
    current().error(
      { err: reason instanceof Error ? reason : new Error(String(reason)), event: 'unhandledRejection' },
      'unhandled rejection',
    );
  });
  process.on('uncaughtException', (err) => {
    current().fatal({ err, event: 'uncaughtException' }, 'uncaught exception');
    process.exitCode = 1;
    setTimeout(() => process.exit(1), 100).unref();
  });
}
