import { Client } from 'pg';

/** A connection to this run's test database (DATABASE_URL, set by global-setup), for checking what was stored. */
export async function openDb(): Promise<Client> {
  const db = new Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
  return db;
}
