import { Client } from 'pg';

import { createDataSource } from './data-source';

const MIGRATION_LOCK = 7_220_301;

/** Creates the database named in the URL if it does not exist yet. */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[A-Za-z0-9_-]{1,63}$/.test(name)) throw new Error(`DATABASE_URL: unsupported database name "${name}"`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      try {
        await client.query(`CREATE DATABASE "${name}"`);
      } catch (err) {
        // another process created it at the same moment
        if ((err as { code?: string }).code !== '42P04' && (err as { code?: string }).code !== '23505') throw err;
      }
    }
  } finally {
    await client.end();
  }
}

/** Creates the database if needed and runs pending migrations; safe when several processes start at once. */
export async function prepareDatabase(url: string): Promise<string[]> {
  await ensureDatabase(url);
  const lock = new Client({ connectionString: url });
  await lock.connect();
  const dataSource = createDataSource(url, [], 2);
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await dataSource.initialize();
    const ran = await dataSource.runMigrations({ transaction: 'all' });
    return ran.map((m) => m.name);
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await lock.end();
  }
}
