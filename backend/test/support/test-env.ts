import { randomBytes } from 'node:crypto';

/** Settings of this test run: its own database, Redis key prefix and media folder. */
export interface TestEnv {
  DATABASE_URL: string;
  QUEUE_PREFIX: string;
  MEDIA_DIR: string;
  SESSION_SECRET: string;
  REDIS_URL: string;
}

export function newTestEnv(mediaDir: string): TestEnv {
  const id = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  return {
    DATABASE_URL: `postgres://postgres@127.0.0.1:5432/aigirls_test_${id}`,
    QUEUE_PREFIX: `test-${id}`,
    MEDIA_DIR: mediaDir,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
  };
}
