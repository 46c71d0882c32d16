import IORedis from 'ioredis';
import { Client } from 'pg';

export async function dropTestDatabase(url: string) {
  const name = new URL(url).pathname.slice(1);
  if (!name.startsWith('aigirls_test_')) throw new Error(`refusing to drop ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await client.end();
}

/** Deletes every key of a test run's prefix (queues, throttling, socket adapter channels keep none). */
export async function dropRedisPrefix(url: string, prefix: string) {
  if (!prefix.startsWith('test-') && !prefix.startsWith('bench-')) throw new Error(`refusing to clear ${prefix}`);
  const redis = new IORedis(url);
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
    cursor = next;
    if (keys.length) await redis.del(...keys);
  } while (cursor !== '0');
  redis.disconnect();
}
