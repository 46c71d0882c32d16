import { MESSAGES, type User } from '../src/contracts';
import { girlsWorld } from './support/girls-world';
import { call, signUp } from './support/http';

const world = girlsWorld();
const { runWorker, createGirl, waitForJob } = world;
beforeAll(() => runWorker());

const me = async (token: string) =>
  (await call<{ user: User }>(world.api.url, 'GET', '/api/auth/me', { token })).status;
const signIn = (username: string, password: string) =>
  call<{ token: string }>(world.api.url, 'POST', '/api/auth/signin', { body: { username, password } });

describe('the password', () => {
  it('is changed with the current one; every other session ends, this one goes on with a new token', async () => {
    const first = await signUp(world.api.url);
    const { username } = first.user;
    const second = await signIn(username, 'correct horse battery');
    expect(second.status).toBe(200);
    const change = (token: string, body: object) =>
      call<{ user: User; token: string; message?: string }>(world.api.url, 'PUT', '/api/users/me/password', {
        token,
        body,
      });

    const wrong = await change(first.token, { current: 'not it at all', next: 'a new long password' });
    expect([wrong.status, wrong.body.message]).toEqual([400, MESSAGES.wrongPassword]);
    expect((await change(first.token, { current: 'correct horse battery', next: 'short' })).status).toBe(400);
    expect((await change(first.token, { current: 'correct horse battery' })).status).toBe(400);
    expect(await me(second.body.token)).toBe(200);

    const done = await change(first.token, { current: 'correct horse battery', next: 'a new long password' });
    expect(done.status).toBe(200);
    expect(done.body.user.username).toBe(username);
    expect(await me(done.body.token)).toBe(200);
    expect(await me(second.body.token)).toBe(401);
    expect(await me(first.token)).toBe(401);
    expect((await signIn(username, 'correct horse battery')).status).toBe(401);
    const again = await signIn(username, 'a new long password');
    expect(again.status).toBe(200);
    expect(await me(again.body.token)).toBe(200);
  });
});

describe('deleting the account', () => {
  it('asks for the password, then takes its girls, chats and files, ends its sessions, and keeps its payments unnamed', async () => {
    const owner = await signUp(world.api.url);
    const other = await signUp(world.api.url);
    const { girl, jobId } = await createGirl(owner.token);
    await waitForJob(owner.token, jobId);
    const portrait = (await call<{ imageUrl: string }>(world.api.url, 'GET', `/api/girls/${girl.id}`)).body.imageUrl;
    const theirs = await createGirl(other.token);
    await call(world.api.url, 'GET', `/api/chats/${theirs.girl.id}`, { token: owner.token });
    await world.db.query(
      `INSERT INTO payments (signature, reference, user_id, wallet, lamports, slot) VALUES ($1, 'ref', $2, 'w', 100000000, 1)`,
      [`sig-${owner.user.id}`, owner.user.id],
    );

    const wrong = await call<{ message: string }>(world.api.url, 'DELETE', '/api/users/me', {
      token: owner.token,
      body: { password: 'not it' },
    });
    expect([wrong.status, wrong.body.message]).toEqual([400, MESSAGES.wrongPassword]);
    expect(await me(owner.token)).toBe(200);

    const gone = await call(world.api.url, 'DELETE', '/api/users/me', {
      token: owner.token,
      body: { password: 'correct horse battery' },
    });
    expect(gone.status).toBe(204);
    expect(await me(owner.token)).toBe(401);
    expect((await signIn(owner.user.username, 'correct horse battery')).status).toBe(404);
    expect((await call(world.api.url, 'GET', `/api/girls/${girl.id}`)).status).toBe(404);
    expect((await fetch(world.api.url + portrait)).status).toBe(404);
    const left = await world.db.query(
      `SELECT (SELECT count(*) FROM chat_messages WHERE user_id = $1)::int AS messages,
              (SELECT count(*) FROM girls WHERE owner_id = $1)::int AS girls,
              (SELECT count(*) FROM payments WHERE signature = $2 AND user_id IS NULL)::int AS payments`,
      [owner.user.id, `sig-${owner.user.id}`],
    );
    expect(left.rows[0]).toEqual({ messages: 0, girls: 0, payments: 1 });
    // the other account and its girl are untouched
    expect(await me(other.token)).toBe(200);
    expect((await call(world.api.url, 'GET', `/api/girls/${theirs.girl.id}`)).status).toBe(200);
  });
});
