import IORedis from 'ioredis';

import { loadSettings } from './config/load-env';
import { heartbeatPrefix, heartbeats, ownHostPattern } from './infra/health/worker-heartbeat';

/**
 * The worker container's health check: exits 0 when a worker on this host wrote its heartbeat in
 * the last 30 s, 1 otherwise. `node dist/worker-health.js` (the Dockerfile's HEALTHCHECK).
 */
async function main(): Promise<number> {
  const settings = loadSettings();
  const redis = new IORedis(settings.REDIS_URL, { maxRetriesPerRequest: 1, connectTimeout: 3000, lazyConnect: true });
  try {
    await redis.connect();
    const own = await heartbeats(redis, ownHostPattern(settings.QUEUE_PREFIX));
    if (own.length) return 0;
    const others = await heartbeats(redis, `${heartbeatPrefix(settings.QUEUE_PREFIX)}*`);
    console.error(`no heartbeat from a worker on this host in the last 30 s (${others.length} elsewhere)`);
    return 1;
  } finally {
    redis.disconnect();
  }
}

main().then(
  (code) => process.exit(code),
  (err: Error) => {
    console.error(`worker health: ${err.message}`);
    process.exit(1);
  },
);
