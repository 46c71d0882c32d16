import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';

const DIST = resolve(__dirname, '../../dist');

export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => ok(port));
    });
    server.on('error', fail);
  });
}

export interface Proc {
  child: ChildProcess;
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Runs a built entrypoint (main.api.js or main.worker.js) as its own OS process, as `npm start` does. */
export function spawnEntry(entry: 'main.api.js' | 'main.worker.js', env: Record<string, string>): Proc {
  const file = resolve(DIST, entry);
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build -w backend\` first (npm test does)`);
  let out = '';
  // cwd outside the repository, so no developer .env leaks into the test
  const child = spawn(process.execPath, [file], {
    cwd: tmpdir(),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  return {
    child,
    output: () => out,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

export async function waitForHealth(base: string, ms = 30_000, proc?: Proc): Promise<void> {
  const end = Date.now() + ms;
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).status === 200) return;
    } catch {
      /* not up yet */
    }
    if (proc && proc.child.exitCode !== null) throw new Error(`process exited early:\n${proc.output()}`);
    if (Date.now() > end) throw new Error(`no healthy API at ${base}:\n${proc?.output() ?? ''}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export async function spawnApi(env: Record<string, string>): Promise<{ proc: Proc; url: string }> {
  const port = await freePort();
  const proc = spawnEntry('main.api.js', { ...env, PORT: String(port) });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, 30_000, proc);
  return { proc, url };
}
