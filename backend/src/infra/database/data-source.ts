import { DataSource, type DataSourceOptions } from 'typeorm';

import { MIGRATIONS } from './entities';

export type Entities = NonNullable<DataSourceOptions['entities']>;

/** `entities`: the modules' tables (none needed to run migrations). */
export function createDataSource(url: string, entities: Entities = [], poolSize = 10): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities,
    migrations: MIGRATIONS,
    migrationsTableName: 'migrations',
    synchronize: false,
    poolSize,
    // an unreachable Postgres fails a request within 2 s (answered 503), never hangs it
    extra: { connectionTimeoutMillis: 1500 },
  });
}

const UNREACHABLE = /ECONNREFUSED|ECONNRESET|ETIMEDOUT|EAI_AGAIN|timeout|terminated|starting up|57P03/i;

function unreachable(err: unknown): boolean {
  const { code, message } = err as { code?: string; message?: string };
  return UNREACHABLE.test(`${code ?? ''} ${message ?? ''}`);
}

/**
 * Opens the connection at boot. A Postgres that is slow to answer or still starting is asked again
 * (each try gets a fresh pool) until `waitMs` is spent; any other error (a bad password, a bad table) stops the boot at once.
 */
export async function connectDataSource(make: () => DataSource, waitMs = 30_000, pauseMs = 500): Promise<DataSource> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const dataSource = make();
    try {
      return await dataSource.initialize();
    } catch (err) {
      if (dataSource.isInitialized) await dataSource.destroy().catch(() => undefined);
      if (!unreachable(err) || Date.now() + pauseMs > deadline) throw err;
      await new Promise((r) => setTimeout(r, pauseMs));
    }
  }
}
