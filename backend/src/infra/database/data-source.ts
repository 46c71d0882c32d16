import { DataSource } from 'typeorm';
import { ENTITIES, MIGRATIONS } from './entities';

export function createDataSource(url: string, poolSize = 10): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTableName: 'migrations',
    synchronize: false,
    poolSize,
    // an unreachable Postgres fails a request within 2 s (answered 503), never hangs it
    extra: { connectionTimeoutMillis: 1500 },
  });
}
