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

  it('refuses a missing, forged or garbage session with 401', async () => {
    expect((await call(api.url, 'GET', '/api/auth/me')).status).toBe(401);
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
