import type { DataSource } from 'typeorm';

/** The pg pool under TypeORM's Postgres driver. */
interface PgPool {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

/**
 * Runs a fixed statement as a named prepared statement on TypeORM's own pool (same connections,
 * limits and timeouts): each connection parses and plans it once, and TypeORM's query runner is
 * skipped. For the hot paths only; `name` must always go with the same `text`.
 */
export async function namedQuery<T>(db: DataSource, name: string, text: string, values: unknown[]): Promise<T[]> {
  const pool = (db.driver as unknown as { master: PgPool }).master;
  return (await pool.query({ name, text, values })).rows as T[];
}
