import type { DataSource } from 'typeorm';

/** The cheapest round trip to Postgres: resolves when the database answers (health checks). */
export async function pingDatabase(db: DataSource): Promise<void> {
  await db.query('SELECT 1');
}
