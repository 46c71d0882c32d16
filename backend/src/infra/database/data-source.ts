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
