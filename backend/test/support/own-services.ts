import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import IORedis from 'ioredis';
import { Client } from 'pg';

import { freePort } from './processes';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitFor(check: () => Promise<boolean>, ms: number, what: string) {
  const end = Date.now() + ms;
  while (!(await check().catch(() => false))) {
    if (Date.now() > end) throw new Error(`${what} did not start`);
    await sleep(100);
  }
}

/** A redis-server of this test alone (no persistence), which the test may stop and start again on its port. */
export class OwnRedis {
  private child: ChildProcess | null = null;
  private constructor(readonly port: number) {}

  static async start(): Promise<OwnRedis> {
    const redis = new OwnRedis(await freePort());
    await redis.up();
    return redis;
  }

  get url() {
    return `redis://127.0.0.1:${this.port}`;
  }

  async up() {
    this.child = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    await waitFor(
      async () => {
        const c = new IORedis(this.url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
        c.on('error', () => undefined);
        try {
          await c.connect();
          return (await c.ping()) === 'PONG';
        } finally {
          c.disconnect();
        }
      },
      10_000,
      'redis-server',
    );
  }

  async down() {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await exited;
  }
}

/** A Postgres cluster of this test alone (initdb in a temp folder, run as the postgres user), stoppable. */
export class OwnPostgres {
  private constructor(
    readonly port: number,
    private readonly dir: string,
  ) {}

  static async start(): Promise<OwnPostgres> {
    const dir = mkdtempSync(join(tmpdir(), 'aigirls-pg-'));
    chmodSync(dir, 0o777);
    const data = join(dir, 'data');
    asPostgres(`initdb -D ${data} -A trust -U postgres --no-sync >/dev/null`);
    const pg = new OwnPostgres(await freePort(), dir);
    await pg.up();
    return pg;
  }

  url(database: string) {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  async up() {
    asPostgres(
      `pg_ctl -D ${join(this.dir, 'data')} -l ${join(this.dir, 'log')} -o "-p ${this.port} -k ${this.dir} -c fsync=off" -w start >/dev/null`,
    );
    await waitFor(
      async () => {
        const c = new Client({ connectionString: this.url('postgres') });
        try {
          await c.connect();
          return true;
        } finally {
          await c.end().catch(() => undefined);
        }
      },
      15_000,
      'postgres',
    );
  }

  /** Stops the server at once (open connections are cut). */
  async down() {
    asPostgres(`pg_ctl -D ${join(this.dir, 'data')} -m immediate -w stop >/dev/null 2>&1 || true`);
  }

  async remove() {
    await this.down();
    rmSync(this.dir, { recursive: true, force: true });
  }
}

function asPostgres(command: string) {
  const run =
    process.getuid?.() === 0
      ? spawnSync('su', ['postgres', '-c', command], { encoding: 'utf8' })
      : spawnSync('sh', ['-c', command], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`${command}: ${run.stderr || run.stdout}`);
}
