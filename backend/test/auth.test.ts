import type { ApiError, AuthResponse, User } from '../src/contracts';
import { openDb } from './support/db';
import { call, signUp, uniqueName } from './support/http';
import { type RunningApi, startApi } from './support/in-process';

let api: RunningApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const post = (path: string, body: unknown, headers?: Record<string, string>) =>
  call<AuthResponse & ApiError>(api.url, 'POST', path, { body, headers });

describe('sign-up', () => {
  it('creates the account with 5 credits, no subscription, and a session cookie plus token', async () => {
    const username = uniqueName('alice');
    const res = await post('/api/auth/signup', { username, password: 'correct horse battery' });
    expect(res.status).toBe(201);
    expect(res.body.user).toEqual({
      id: expect.any(String) as unknown,
      username,
      isSubscribed: false,
      subEnd: null,
      credits: 5,
      wallet: null,
      isAdmin: false,
      publicName: null,
    });
    expect(res.body.token).toEqual(expect.any(String));
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^session=[^;]+/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i); // plain http here
  });

  it('stores an argon2id hash, never the password', async () => {
    const username = uniqueName('hash');
    await signUp(api.url, username, 'my secret words');
    const db = await openDb();
    const { rows } = await db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE username = $1', [
      username,
    ]);
    await db.end();
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
    expect(rows[0].password_hash).not.toContain('my secret words');
  });

  it.each([
    [{}, 'missing fields'],
    [{ username: '   ', password: 'whatever123' }, 'blank username'],
    [{ username: 'someone', password: '     ' }, 'blank password'],
    [{ username: 'x', password: '' }, 'blank password before the username rule'],
  ])('answers 400 "Please fill in all fields" for %j (%s)', async (body, _why) => {
    const res = await post('/api/auth/signup', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, message: 'Please fill in all fields', error: 'Bad Request' });
  });

  it('applies the username and password rules', async () => {
    expect((await post('/api/auth/signup', { username: 'ab', password: 'long enough pw' })).body.message).toMatch(
      /Username must be 3 to 32/,
    );
    expect((await post('/api/auth/signup', { username: 'bad name!', password: 'long enough pw' })).status).toBe(400);
    expect((await post('/api/auth/signup', { username: uniqueName(), password: 'short' })).body.message).toBe(
      'Password must be 8 to 128 characters.',
    );
  });

  it('refuses a taken username, whatever its case, with 409', async () => {
    const username = uniqueName('Bob');
    await signUp(api.url, username);
    const res = await post('/api/auth/signup', { username: username.toUpperCase(), password: 'another password' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Username already exists. Please choose another one.');
  });
});

describe('sign-in', () => {
  it('answers the exact messages for an unknown account and a wrong password', async () => {
    const missing = await post('/api/auth/signin', { username: uniqueName('ghost'), password: 'whatever123' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Account not found. Please sign up first.');

    const { user } = await signUp(api.url);
    const wrong = await post('/api/auth/signin', { username: user.username, password: 'not the password' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({
      statusCode: 401,
      message: 'Incorrect password. Please try again.',
      error: 'Unauthorized',
    });
  });

  it('signs in with the right password and the session works as cookie and as bearer token', async () => {
    const { user } = await signUp(api.url, uniqueName('carol'), 'carol password');
    const res = await post('/api/auth/signin', { username: user.username, password: 'carol password' });
    expect(res.status).toBe(200);
    const cookie = res.headers.get('set-cookie')!.split(';')[0];
    const byCookie = await call<{ user: User }>(api.url, 'GET', '/api/auth/me', { cookie });
    expect(byCookie.status).toBe(200);
    expect(byCookie.body.user.username).toBe(user.username);
    const byToken = await call<{ user: User }>(api.url, 'GET', '/api/auth/me', { token: res.body.token });
    expect(byToken.body.user.id).toBe(user.id);
  });

  it('answers a visitor who sends no session with user null, and refuses a forged or garbage one with 401', async () => {
    const nobody = await call<{ user: User | null }>(api.url, 'GET', '/api/auth/me');
    expect(nobody.status).toBe(200);
    expect(nobody.body).toEqual({ user: null });
    expect((await call(api.url, 'GET', '/api/auth/me', { cookie: 'session=' })).body).toEqual({ user: null });
    expect((await call(api.url, 'GET', '/api/auth/me', { token: 'abc.def.ghi' })).status).toBe(401);
    const { token } = await signUp(api.url);
    const forged = token.slice(0, -3) + (token.endsWith('AAA') ? 'BBB' : 'AAA');
    expect((await call(api.url, 'GET', '/api/auth/me', { token: forged })).status).toBe(401);
  });

  it('sign-out clears the cookie', async () => {
    const res = await call(api.url, 'POST', '/api/auth/signout');
    expect(res.status).toBe(204);
    expect(res.headers.get('set-cookie')).toMatch(/session=;.*Expires=Thu, 01 Jan 1970/);
  });
});

describe('sign-in failures on a username (anyone can try a public username)', () => {
  const signIn = (username: string, password: string, cookie?: string) =>
    call<AuthResponse & ApiError>(api.url, 'POST', '/api/auth/signin', {
      body: { username, password },
      cookie,
    });
  const timed = async (attempt: Promise<{ status: number }>) => {
    const start = Date.now();
    const { status } = await attempt;
    return { status, ms: Date.now() - start };
  };
  /** the known-device cookie of an answer, as the browser would send it back */
  const deviceCookie = (res: { headers: Headers }) =>
    res.headers
      .getSetCookie()
      .find((c) => c.startsWith('known_device='))!
      .split(';')[0];

  it('slow a stranger but never lock the owner out: a known device gets in at once, a new one after a wait', async () => {
    const { user } = await signUp(api.url, uniqueName('target'), 'owner password');
    const first = await signIn(user.username, 'owner password');
    expect(first.status).toBe(200);
    const known = deviceCookie(first);
    expect(first.headers.getSetCookie().find((c) => c.startsWith('known_device='))).toMatch(/HttpOnly/i);

    // a stranger fails 30 times (10 at a time: each attempt is slowed, not refused)
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => signIn(user.username, `guess ${round} ${i}`)),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(10).fill(401));
    }
    const slowed = await timed(signIn(user.username, 'another guess'));
    expect(slowed).toEqual({ status: 401, ms: expect.any(Number) as unknown });
    expect(slowed.ms).toBeGreaterThanOrEqual(1900);

    // the owner, from the browser that signed in before: at once
    const owner = await timed(signIn(user.username, 'owner password', known));
    expect(owner.status).toBe(200);
    expect(owner.ms).toBeLessThan(1500);
    // a typo there is an ordinary 401, and the next try still gets in at once
    expect((await signIn(user.username, 'owner typo', known)).status).toBe(401);
    expect((await timed(signIn(user.username, 'owner password', known))).ms).toBeLessThan(1500);

    // a new device: slowed, but the right password gets in (and the device is known from then on)
    const fresh = await signIn(user.username, 'owner password');
    expect(fresh.status).toBe(200);
    const newDevice = await timed(signIn(user.username, 'owner password'));
    expect(newDevice.status).toBe(200);
    expect(newDevice.ms).toBeGreaterThanOrEqual(1900);
    expect((await timed(signIn(user.username, 'owner password', deviceCookie(fresh)))).ms).toBeLessThan(1500);
  });

  it('trusts only a known-device cookie it signed for that account', async () => {
    const alice = await signUp(api.url, uniqueName('alice'), 'alice password');
    const mallory = await signIn(
      (await signUp(api.url, uniqueName('mallory'), 'mallory pw')).user.username,
      'mallory pw',
    );
    const malloryDevice = deviceCookie(mallory);
    await Promise.all(Array.from({ length: 10 }, (_, i) => signIn(alice.user.username, `guess ${i}`)));
    // another account's device, and one edited to name alice: both slowed like any stranger
    const [version, , mac] = malloryDevice.slice('known_device='.length).split('.');
    const forged = `known_device=${version}.${Buffer.from(JSON.stringify([alice.user.id])).toString('base64url')}.${mac}`;
    for (const cookie of [malloryDevice, forged, 'known_device=garbage']) {
      const attempt = await timed(signIn(alice.user.username, 'alice password', cookie));
      expect(attempt.status).toBe(200);
      expect(attempt.ms).toBeGreaterThanOrEqual(1900);
    }
  });
});

describe('secure cookies', () => {
  it.each([
    ['PUBLIC_URL is https', { PUBLIC_URL: 'https://companion.example' }],
    ['NODE_ENV is production', { NODE_ENV: 'production', SOLANA_RECEIVER: '11111111111111111111111111111112' }],
  ])('are Secure when %s, over plain HTTP and without TRUST_PROXY', async (_why, settings) => {
    const behindProxy = await startApi(settings);
    try {
      const res = await call(behindProxy.url, 'POST', '/api/auth/signup', {
        body: { username: uniqueName('tls'), password: 'correct horse battery' },
      });
      expect(res.status).toBe(201);
      const cookies = res.headers.getSetCookie();
      expect(cookies.map((c) => c.split('=')[0]).sort()).toEqual(['known_device', 'session']);
      for (const cookie of cookies) expect(cookie).toMatch(/;\s*Secure/i);
      const out = await call(behindProxy.url, 'POST', '/api/auth/signout');
      expect(out.headers.get('set-cookie')).toMatch(/^session=;.*;\s*Secure/i);
    } finally {
      await behindProxy.close();
    }
  });
});
