import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A linked wallet is a proven one (API.md, Users): from now on only a signed message or a payment
 * links it, and an address belongs to one account at most. Links made before without proof are
 * dropped (the account signs again to link); a wallet that paid for its account keeps its link, and
 * when it paid for several accounts, the latest payment keeps it.
 */
export class WalletLinkProof1795700000000 implements MigrationInterface {
  name = 'WalletLinkProof1795700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      UPDATE users u SET wallet = NULL
      WHERE u.wallet IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.user_id = u.id AND p.wallet = u.wallet)`);
    await q.query(`
      UPDATE users u SET wallet = NULL
      FROM (
        SELECT id, row_number() OVER (
          PARTITION BY wallet
          ORDER BY (SELECT max(p.created_at) FROM payments p WHERE p.user_id = users.id AND p.wallet = users.wallet) DESC NULLS LAST, id
        ) AS rank
        FROM users WHERE wallet IS NOT NULL
      ) ranked
      WHERE u.id = ranked.id AND ranked.rank > 1`);
    await q.query('DROP INDEX IF EXISTS users_wallet_idx');
    await q.query('CREATE UNIQUE INDEX users_wallet_key ON users (wallet) WHERE wallet IS NOT NULL');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX IF EXISTS users_wallet_key');
    await q.query('CREATE INDEX IF NOT EXISTS users_wallet_idx ON users (wallet) WHERE wallet IS NOT NULL');
  }
}
