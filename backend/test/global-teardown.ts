import { rmSync } from 'node:fs';

import { dropRedisPrefix, dropTestDatabase } from './support/cleanup';

export default async function globalTeardown() {
  await dropTestDatabase(process.env.DATABASE_URL!);
  await dropRedisPrefix(process.env.REDIS_URL!, process.env.QUEUE_PREFIX!);
  rmSync(process.env.MEDIA_DIR!, { recursive: true, force: true });
}
