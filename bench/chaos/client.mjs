// What the chaos run's users do and what it counts: requests, pushes, rows, credits.
import { setTimeout as sleep } from 'node:timers/promises';

import pg from 'pg';
import { io } from 'socket.io-client';

export const START_CREDITS = 1000;
const GIRL = {
  name: 'Ava',
  eyes: 'Blue',
  hair: 'Blonde',
  body: 'Slim',
  skin: 'Fair',
  personality: ['Shy'],
  style: 'Realistic',
};

export class Client {
  constructor(stack) {
    this.stack = stack;
    this.pushes = new Map(); // jobId -> number of job:completed + job:failed received
    this.progress = new Map(); // jobId -> [timestamps]
    this.sockets = [];
  }

  async request(method, path, { token, body, timeoutMs = 15_000 } = {}) {
    const t0 = Date.now();
    try {
      const res = await fetch(this.stack.apiUrl + path, {
        method,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await res.text();
      let json = null;
      try {
        json = JSON.parse(text);
      } catch {
        /* not JSON */
      }
      return { status: res.status, body: json, ms: Date.now() - t0, retryAfter: res.headers.get('retry-after') };
    } catch (err) {
      return { status: 0, body: { message: err.message }, ms: Date.now() - t0 };
    }
  }

  async db(sql, params = []) {
    for (let i = 0; ; i++) {
      const c = new pg.Client({ connectionString: this.stack.dbUrl });
      try {
        await c.connect();
        return (await c.query(sql, params)).rows;
      } catch (err) {
        if (i > 120) throw err;
        await sleep(500);
      } finally {
        await c.end().catch(() => undefined);
      }
    }
  }

  /** `n` new users with plenty of credits, each with a girl and a connected socket. */
  async users(n) {
    const users = [];
    for (let i = 0; i < n; i++) {
      const username = `c${Date.now().toString(36)}${i}${Math.random().toString(36).slice(2, 6)}`;
      const res = await this.request('POST', '/api/auth/signup', {
        body: { username, password: 'correct horse battery' },
      });
      if (res.status !== 201) throw new Error(`sign-up: ${res.status} ${JSON.stringify(res.body)}`);
      const { token, user } = res.body;
      await this.db('UPDATE users SET credits = $2 WHERE id = $1', [user.id, START_CREDITS]);
      const girl = await this.request('POST', '/api/girls', { token, body: GIRL });
      if (girl.status !== 201) throw new Error(`girl: ${girl.status} ${JSON.stringify(girl.body)}`);
      users.push({ id: user.id, token, girlId: girl.body.girl.id, socket: await this.socket(token) });
    }
    return users;
  }

  async socket(token) {
    const socket = io(this.stack.apiUrl, {
      transports: ['websocket'],
      auth: { token },
      reconnectionDelay: 300,
      reconnectionDelayMax: 1000,
    });
    const count = (e) => this.pushes.set(e.jobId, (this.pushes.get(e.jobId) ?? 0) + 1);
    socket.on('job:completed', count);
    socket.on('job:failed', count);
    socket.on('job:progress', (e) => {
      if (!this.progress.has(e.jobId)) this.progress.set(e.jobId, []);
      this.progress.get(e.jobId).push(Date.now());
    });
    await new Promise((ok) => socket.once('connect', ok));
    this.sockets.push(socket);
    return socket;
  }

  close() {
    for (const s of this.sockets) s.close();
  }
}

/** One case's tally: what was asked, what came back. */
export class Tally {
  constructor(name, users) {
    this.name = name;
    this.users = users;
    this.accepted = new Set();
    this.errors = 0; // 5xx other than 503, and requests that got no answer
    this.slow503 = 0; // a 503 that took longer than 2 s
    this.firstOkAfter = null;
    this.recoveryFrom = null;
    this.takeover = null;
    this.notes = [];
  }

  record(res, jobId) {
    if (res.status === 202 && jobId) {
      this.accepted.add(jobId);
      if (this.recoveryFrom && this.firstOkAfter === null) this.firstOkAfter = (Date.now() - this.recoveryFrom) / 1000;
    } else if (res.status === 503) {
      if (res.ms > 2000) {
        this.slow503++;
        if (this.notes.length < 5)
          this.notes.push(
            `a 503 took ${res.ms} ms (${this.recoveryFrom ? 'after the restart' : 'before the restart'})`,
          );
      }
    } else if (res.status >= 500 || res.status === 0) {
      this.errors++;
      if (this.notes.length < 3) this.notes.push(`${res.status} ${res.body?.message ?? ''}`.slice(0, 120));
    }
  }
}

/** One job by a random user: half of them a picture that costs a credit, half a free image tool job. */
export async function submit(client, tally, i) {
  const user = tally.users[i % tally.users.length];
  const res =
    i % 2 === 0
      ? await client.request('POST', `/api/girls/${user.girlId}/pics`, { token: user.token, body: {} })
      : await client.request('POST', '/api/flux-generate', {
          token: user.token,
          body: { prompt: `chaos ${i}`, aspectRatio: '1:1' },
        });
  tally.record(res, res.body?.jobId);
  return res;
}

/** Jobs at `perSecond` until `stop()` says so. */
export async function traffic(client, tally, perSecond, stop) {
  const pending = [];
  for (let i = 0; !stop(); i++) {
    pending.push(submit(client, tally, i));
    await sleep(1000 / perSecond);
  }
  await Promise.all(pending);
}
