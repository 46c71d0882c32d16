import { Client } from 'pg';

/**
 * Makes a user a subscriber for a year: every generation by a free user costs a credit (the meter),
 * so a test that queues more jobs than the free allowance runs as a subscriber.
 */
export async function makeSubscriber(userId: string, databaseUrl = process.env.DATABASE_URL): Promise<void> {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query(`UPDATE users SET sub_end = now() + interval '1 year' WHERE id = $1`, [userId]);
  } finally {
    await db.end();
  }
}
