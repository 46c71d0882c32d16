import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Init1795315540799 implements MigrationInterface {
  name = 'Init1795315540799';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        username varchar(32) NOT NULL,
        password_hash text NOT NULL,
        credits int NOT NULL DEFAULT 5 CHECK (credits >= 0),
        sub_end timestamptz,
        wallet varchar(44),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX users_username_key ON users (lower(username))`);
    await q.query(`CREATE INDEX users_wallet_idx ON users (wallet) WHERE wallet IS NOT NULL`);

    await q.query(`
      CREATE TABLE girls (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        owner_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        name varchar(200), eyes varchar(200), mouth varchar(200), nose varchar(200),
        hair varchar(200), body varchar(200), skin varchar(200),
        personality text[] NOT NULL DEFAULT '{}',
        bio text,
        image_url text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX girls_owner_idx ON girls (owner_id, created_at DESC)`);
    await q.query(`CREATE INDEX girls_with_image_idx ON girls (created_at DESC) WHERE image_url IS NOT NULL`);

    await q.query(`
      CREATE TABLE pictures (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        girl_id uuid NOT NULL REFERENCES girls(id) ON DELETE CASCADE,
        url text NOT NULL,
        job_id uuid UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX pictures_girl_idx ON pictures (girl_id, created_at)`);

    await q.query(`
      CREATE TABLE chat_messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        seq bigint GENERATED ALWAYS AS IDENTITY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        girl_id uuid NOT NULL REFERENCES girls(id) ON DELETE CASCADE,
        sender varchar(4) NOT NULL CHECK (sender IN ('user', 'ai')),
        text text NOT NULL,
        image text,
        loading boolean NOT NULL DEFAULT false,
        premium boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX chat_messages_lookup_idx ON chat_messages (user_id, girl_id, seq DESC)`);

    await q.query(`
      CREATE TABLE feed_posts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        girl_id uuid REFERENCES girls(id) ON DELETE SET NULL,
        girl_name varchar(200) NOT NULL DEFAULT 'Unknown',
        image_url text NOT NULL,
        caption text NOT NULL DEFAULT '',
        nsfw boolean NOT NULL DEFAULT false,
        job_id uuid UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX feed_posts_keyset_idx ON feed_posts (created_at DESC, id DESC)`);

    await q.query(`
      CREATE TABLE generation_jobs (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        kind varchar(40) NOT NULL,
        queue varchar(20) NOT NULL,
        input jsonb NOT NULL,
        status varchar(12) NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'active', 'completed', 'failed')),
        progress smallint NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
        stage varchar(60) NOT NULL DEFAULT 'queued',
        result jsonb,
        error text,
        charged boolean NOT NULL DEFAULT false,
        refunded boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX generation_jobs_user_idx ON generation_jobs (user_id, created_at DESC)`);

    await q.query(`
      CREATE TABLE payment_intents (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        reference varchar(44) NOT NULL UNIQUE,
        recipient varchar(44) NOT NULL,
        lamports bigint NOT NULL,
        status varchar(10) NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'paid', 'expired')),
        signature varchar(100),
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX payment_intents_open_idx ON payment_intents (expires_at) WHERE status = 'open'`);

    await q.query(`
      CREATE TABLE payments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        signature varchar(100) NOT NULL UNIQUE,
        reference varchar(44) NOT NULL,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        wallet varchar(44) NOT NULL,
        lamports bigint NOT NULL,
        slot bigint NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['payments', 'payment_intents', 'generation_jobs', 'feed_posts', 'chat_messages', 'pictures', 'girls', 'users']) {
      await q.query(`DROP TABLE IF EXISTS ${table}`);
    }
  }
}
