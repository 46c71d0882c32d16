import { io } from 'socket.io-client';

import type { AuthResponse } from '../src/contracts';
import { call, signUp } from './support/http';
import { type Proc, spawnApi } from './support/processes';
import { connectSocket, until } from './support/sockets';

/** Two API processes on the same Postgres and Redis, as `npm start` would run behind a balancer. */
let a: { proc: Proc; url: string };
let b: { proc: Proc; url: string };
beforeAll(async () => {
  // production, as deployed: it needs a payment receiver (any address will do here)
  const production = { NODE_ENV: 'production', SOLANA_RECEIVER: '11111111111111111111111111111112' };
  [a, b] = await Promise.all([spawnApi(production), spawnApi(production)]);
}, 90_000);
afterAll(async () => {
  await Promise.all([a?.proc.stop(), b?.proc.stop()]);
});

const me = (base: string, auth: { token?: string; cookie?: string }) => call(base, 'GET', '/api/auth/me', auth);

describe('a malformed session cookie', () => {
  it('on a Socket.IO handshake connects as anonymous, and the API goes on answering', async () => {
    const socket = io(a.url, {
      transports: ['websocket'],
      extraHeaders: { cookie: 'session=%E0' },
      reconnection: false,
      forceNew: true,
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    socket.close();
    // polling too: the handshake request itself carries the cookie
    const polling = await fetch(`${a.url}/socket.io/?EIO=4&transport=polling`, { headers: { cookie: 'session=%E0%' } });
    expect(polling.status).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect(a.proc.child.exitCode).toBeNull();
    expect((await fetch(`${a.url}/api/health`)).status).toBe(200);
  });

  it.each([['session=%E0'], ['session=%'], ['session']])(
    'that cannot be read is no session: user null, never a 500 (#%#)',
    async (cookie) => {
      const res = await me(a.url, { cookie });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ user: null });
    },
  );

  it.each([['session=a.b.c'], [`session=${'x'.repeat(5000)}`]])(
    'that is no valid token is a session that ended: 401, never a 500 (#%#)',
    async (cookie) => {
      expect((await me(a.url, { cookie })).status).toBe(401);
    },
  );
});

describe('sign-out', () => {
  it('revokes the token on every API process, for bearer and cookie alike, and closes that session’s sockets', async () => {
    const session = await signUp(a.url);
    const other: AuthResponse = (
      await call<AuthResponse>(b.url, 'POST', '/api/auth/signin', {
        body: { username: session.user.username, password: 'correct horse battery' },
      })
    ).body;
    const cookie = `session=${session.token}`;
    expect((await me(b.url, { cookie })).status).toBe(200);

    const onA = await connectSocket(a.url, session.token);
    const onB = await connectSocket(b.url, session.token);
    const otherSocket = await connectSocket(b.url, other.token);
    const closed: string[] = [];
    onA.socket.on('disconnect', () => closed.push('a'));
    onB.socket.on('disconnect', () => closed.push('b'));

    // signed out through process A with the cookie (as the browser does, from its own page)
    const out = await call(a.url, 'POST', '/api/auth/signout', {
      cookie,
      headers: { origin: 'http://localhost:3000' },
    });
    expect(out.status).toBe(204);

    expect((await me(b.url, { token: session.token })).status).toBe(401);
    expect((await me(a.url, { cookie })).status).toBe(401);
    await until(() => closed.length === 2, 5_000, 'both sockets of the session to close');
    // the same person's other session lives on
    expect((await me(b.url, { token: other.token })).status).toBe(200);
    expect(otherSocket.socket.connected).toBe(true);
    otherSocket.close();

    // a revoked token on a new handshake connects as anonymous: it gets no user events, and no error
    const again = await connectSocket(b.url, session.token);
    expect(again.socket.connected).toBe(true);
    again.close();
  });

  it('with a bearer token revokes that token', async () => {
    const { token } = await signUp(b.url);
    expect((await call(a.url, 'POST', '/api/auth/signout', { token })).status).toBe(204);
    expect((await me(a.url, { token })).status).toBe(401);
    expect((await me(b.url, { token })).status).toBe(401);
  });

  it('tells each of many sessions checked at once whether it was revoked (the checks go to Redis together)', async () => {
    const sessions = await Promise.all(Array.from({ length: 12 }, () => signUp(a.url)));
    const revoked = sessions.filter((_, i) => i % 3 === 0);
    for (const { token } of revoked)
      expect((await call(a.url, 'POST', '/api/auth/signout', { token })).status).toBe(204);
    const checks = sessions.flatMap((s, i) => [0, 1, 2].map(() => ({ i, check: me(a.url, { token: s.token }) })));
    const answers = await Promise.all(checks.map(async ({ i, check }) => [i, (await check).status] as const));
    for (const [i, status] of answers) expect([i, status]).toEqual([i, i % 3 === 0 ? 401 : 200]);
  });
});
