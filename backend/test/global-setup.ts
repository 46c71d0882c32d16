import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { prepareDatabase } from '../src/infra/database/prepare-database';
import { newTestEnv } from './support/test-env';

/** One database (created and migrated here, dropped after), one Redis prefix and one media folder per run. */
export default async function globalSetup() {
  const env = newTestEnv(mkdtempSync(join(tmpdir(), 'aigirls-media-')));
  await prepareDatabase(env.DATABASE_URL);
  Object.assign(process.env, env, { NODE_ENV: 'test', LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent', IMAGE_PROVIDER: 'offline', CHAT_PROVIDER: 'offline' });
}
