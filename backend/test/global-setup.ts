import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { prepareDatabase } from '../src/infra/database/prepare-database';
import { newTestEnv } from './support/test-env';

/** One database (created and migrated here, dropped after), one Redis prefix and one media folder per run. */
export default async function globalSetup() {
  const env = newTestEnv(mkdtempSync(join(tmpdir(), 'aigirls-media-')));
  await prepareDatabase(env.DATABASE_URL);
  Object.assign(process.env, env, {
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    IMAGE_PROVIDER: 'offline',
    CHAT_PROVIDER: 'offline',
  });
  // every test signs its users up, and tries wrong passwords, from 127.0.0.1: the per-IP limits are
  // raised for the run (the limits test sets its own small ones on an API of its own)
  Object.assign(process.env, { SIGNUP_LIMIT_PER_HOUR: '100000', SIGNIN_FAILURES_PER_IP: '100000' });
}
