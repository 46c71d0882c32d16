// The chaos run's own world: a redis-server and a Postgres cluster on free ports with their data in a
// temp folder, an API and workers from backend/dist, every process tracked by PID and stopped at the end.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const DIST = join(root, 'backend/dist');
const started = Date.now();
export const log = (msg) => console.log(`[chaos ${((Date.now() - started) / 1000).toFixed(1).padStart(6)}s] ${msg}`);

export function freePort() {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.on('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => ok(port));
    });
  });
}

const asRoot = process.getuid?.() === 0;
function asPostgres(command) {
  const run = asRoot
    ? spawnSync('su', ['postgres', '-c', command], { encoding: 'utf8' })
    : spawnSync('sh', ['-c', command], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`${command}: ${run.stderr || run.stdout}`);
}

export class Stack {
  children = new Set();

  async init() {
    this.dir = mkdtempSync(join(tmpdir(), 'aigirls-chaos-'));
    chmodSync(this.dir, 0o777);
    this.redisDir = join(this.dir, 'redis');
    mkdirSync(this.redisDir);
    [this.redisPort, this.pgPort, this.apiPort] = await Promise.all([freePort(), freePort(), freePort()]);
    this.pgData = join(this.dir, 'pg');
    asPostgres(`initdb -D ${this.pgData} -A trust -U postgres --no-sync >/dev/null`);
    await this.pgUp();
    await this.redisUp();
  }

  get redisUrl() {
    return `redis://127.0.0.1:${this.redisPort}`;
  }
  get dbUrl() {
    return `postgres://postgres@127.0.0.1:${this.pgPort}/aigirls_chaos`;
  }
  get apiUrl() {
    return `http://127.0.0.1:${this.apiPort}`;
  }

  /** redis-server with an append-only file, so a stop and start keeps the queues (unless `empty`). */
  async redisUp({ empty = false } = {}) {
    if (empty) {
      rmSync(this.redisDir, { recursive: true, force: true });
      mkdirSync(this.redisDir);
    }
    const args = [
      '--port',
      String(this.redisPort),
      '--bind',
      '127.0.0.1',
      '--dir',
      this.redisDir,
      '--appendonly',
      'yes',
      '--appendfsync',
      'always',
      '--save',
      '',
    ];
    this.redis = this.track('redis', spawn('redis-server', args, { stdio: 'ignore' }));
    for (let i = 0; i < 100; i++) {
      if (spawnSync('redis-cli', ['-p', String(this.redisPort), 'ping'], { encoding: 'utf8' }).stdout.trim() === 'PONG')
        return;
      await sleep(100);
    }
    throw new Error('redis-server did not start');
  }

  async redisDown(signal = 'SIGTERM') {
    await this.stop(this.redis, signal);
  }

  async pgUp() {
    asPostgres(
      `pg_ctl -D ${this.pgData} -l ${join(this.dir, 'pg.log')} -o "-p ${this.pgPort} -k ${this.dir} -c fsync=off -c max_connections=200" -w start >/dev/null`,
    );
  }

  async pgDown() {
    asPostgres(`pg_ctl -D ${this.pgData} -m fast -w stop >/dev/null`);
  }

  /** A Node entrypoint of backend/dist; its output goes to a log file in the temp folder. */
  spawnNode(name, entry, env) {
    const logPath = join(this.dir, `${name}.log`);
    const out = openSync(logPath, 'a');
    const child = spawn(process.execPath, [join(DIST, entry)], { cwd: this.dir, env, stdio: ['ignore', out, out] });
    return Object.assign(this.track(name, child), { logPath });
  }

  track(name, child) {
    const proc = {
      name,
      child,
      exited: new Promise((ok) => child.once('exit', (code, signal) => ok({ code, signal }))),
    };
    this.children.add(proc);
    proc.exited.then(() => this.children.delete(proc));
    return proc;
  }

  async stop(proc, signal = 'SIGTERM', waitMs = 30_000) {
    if (!proc || proc.child.exitCode !== null || proc.child.signalCode !== null) return 0;
    const t0 = Date.now();
    proc.child.kill(signal);
    const done = await Promise.race([proc.exited.then(() => true), sleep(waitMs).then(() => false)]);
    if (!done) {
      proc.child.kill('SIGKILL');
      await proc.exited;
    }
    return (Date.now() - t0) / 1000;
  }

  /** Every process it started, by PID, and the temp folder. Safe to call twice. */
  async cleanup() {
    for (const proc of [...this.children]) {
      try {
        process.kill(proc.child.pid, 'SIGKILL');
      } catch {
        /* gone */
      }
    }
    if (this.pgData) {
      try {
        asPostgres(`pg_ctl -D ${this.pgData} -m immediate -w stop >/dev/null 2>&1 || true`);
      } catch {
        /* not running */
      }
    }
    if (this.dir && !process.env.CHAOS_KEEP) rmSync(this.dir, { recursive: true, force: true });
  }
}
