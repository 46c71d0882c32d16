// The chaos run's own world: a redis-server and a Postgres cluster on free ports with their data in a
// temp folder, an API and workers from backend/dist, every process tracked by PID (lib/processes.mjs)
// and killed at the end.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { freePort, log, onCleanup, root, setPart, startNode, stopProcess, track } from '../lib/processes.mjs';

export { log };
setPart('chaos');
const DIST = join(root, 'backend/dist');
/** At clean-up every process it started is killed at once (the cases are over by then). */
const KILL = { signal: 'SIGKILL' };

const asRoot = process.getuid?.() === 0;
function asPostgres(command) {
  const run = asRoot
    ? spawnSync('su', ['postgres', '-c', command], { encoding: 'utf8' })
    : spawnSync('sh', ['-c', command], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`${command}: ${run.stderr || run.stdout}`);
}

export class Stack {
  async init() {
    this.dir = mkdtempSync(join(tmpdir(), 'aigirls-chaos-'));
    onCleanup(() => this.cleanup());
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
    this.redis = track('redis', spawn('redis-server', args, { stdio: 'ignore' }), { stopWith: KILL });
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
    const logFile = join(this.dir, `${name}.log`);
    return startNode(name, join(DIST, entry), { env, cwd: this.dir, nodeArgs: [], logFile, stopWith: KILL });
  }

  /** Stops a process with `signal` (SIGKILL after `waitMs`); answers the seconds it took. */
  stop(proc, signal = 'SIGTERM', waitMs = 30_000) {
    return proc ? stopProcess(proc, { signal, waitMs }) : 0;
  }

  /** Postgres and the temp folder, once the processes are stopped (lib/processes.mjs's cleanUp). Safe to call twice. */
  async cleanup() {
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
