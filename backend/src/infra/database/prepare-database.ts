import { Client } from 'pg';
import type { DataSource } from 'typeorm';

import { connectDataSource, createDataSource } from './data-source';

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
  let dataSource: DataSource | undefined;
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    dataSource = await connectDataSource(() => createDataSource(url, [], 2));
    const ran = await dataSource.runMigrations({ transaction: 'all' });
    return ran.map((m) => m.name);
  } finally {
    if (dataSource?.isInitialized) await dataSource.destroy();
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await lock.end();
  }
}

/**
 * With MIGRATE_ON_BOOT=false a separate job migrates (Kubernetes: the migrations Job): the process waits
 * until no migration is pending (its startup probe allows for it), and stops if that takes too long.
 */
export async function waitForMigrations(url: string, timeoutMs = 10 * 60_000, pollMs = 2_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const dataSource = createDataSource(url, [], 1);
    let pending: boolean | Error;
    try {
      await dataSource.initialize();
      pending = await dataSource.showMigrations();
    } catch (err) {
      pending = err as Error; // the database may not exist yet: the job creates it
    } finally {
      if (dataSource.isInitialized) await dataSource.destroy();
    }
    if (pending === false) return;
    if (Date.now() > deadline) {
      const why = pending === true ? 'migrations are still pending' : pending.message;
      throw new Error(`MIGRATE_ON_BOOT=false and the database is not migrated after ${timeoutMs / 1000} s (${why})`);
    }
    await new Promise((r) => setTimeout(r, pollMs));
  }
}

/** What a process does with the database at boot: migrate it (MIGRATE_ON_BOOT=true, the default) or wait for the job that does. */
export async function bootDatabase(settings: { DATABASE_URL: string; MIGRATE_ON_BOOT: 'true' | 'false' }) {
  if (settings.MIGRATE_ON_BOOT === 'true') await prepareDatabase(settings.DATABASE_URL);
  else await waitForMigrations(settings.DATABASE_URL);
}
