import yauzl from 'yauzl';

import { MESSAGES, type User } from '../src/contracts';
import { girlsWorld, mia } from './support/girls-world';
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

/** The names and contents of a zip's files. */
function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (err, zip) => {
      if (err) return reject(err);
      const files = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) =>
        zip.openReadStream(entry, (openErr, stream) => {
          if (openErr) return reject(openErr);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        }),
      );
      zip.on('end', () => resolve(files));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

describe('the data export', () => {
  it('is one zip: the account, each girl as a card with her pictures, each chat as JSONL', async () => {
    const { token, user } = await signUp(world.api.url);
    const { girl, jobId } = await createGirl(token, { ...mia, name: 'Zoë' });
    await waitForJob(token, jobId);
    await call(world.api.url, 'GET', `/api/chats/${girl.id}`, { token });
    await call(world.api.url, 'POST', '/api/girl-chat', { token, body: { girlId: girl.id, newUserMessage: 'Hi Zoë' } });
    const res = await fetch(`${world.api.url}/api/users/me/export`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toContain(`aigirls-${user.username}.zip`);
    const files = await unzip(Buffer.from(await res.arrayBuffer()));
    const base = `Zoë-${girl.id.slice(0, 8)}`;
    expect([...files.keys()].sort()).toEqual(
      ['account.json', `chats/${base}.jsonl`, `girls/${base}.json`, `pictures/${base}/portrait.png`].sort(),
    );
    expect(JSON.parse(files.get('account.json')!.toString())).toMatchObject({ username: user.username, credits: 5 });
    expect(JSON.parse(files.get(`girls/${base}.json`)!.toString())).toMatchObject({ data: { name: 'Zoë' } });
    const chat = files
      .get(`chats/${base}.jsonl`)!
      .toString()
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { text: string });
    expect(chat.map((l) => l.text)).toContain('Hi Zoë');
    expect(files.get(`pictures/${base}/portrait.png`)!.subarray(1, 4).toString()).toBe('PNG');
    expect((await fetch(`${world.api.url}/api/users/me/export`)).status).toBe(401);
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
