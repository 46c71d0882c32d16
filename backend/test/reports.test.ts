import { randomBytes } from 'node:crypto';

import { DataSource } from 'typeorm';

import type { AdminReportsResponse, ApiError, AuthResponse, FeedPage, Girl } from '../src/contracts';
import { MediaStorage } from '../src/infra/storage/media-storage.port';
import { call, signUp, uniqueName } from './support/http';
import { type RunningApi, startApi } from './support/in-process';
import { connectSocket, type RecordingSocket, until } from './support/sockets';

/**
 * Reports and takedown (API.md): hiding at once, feed:removed on every API process exactly once,
 * the admin queue and decisions, the audit table, and the media file gone everywhere after removal.
 */
describe('reports and takedown', () => {
  const adminName = uniqueName('admin');
  let a: RunningApi;
  let b: RunningApi;
  let db: DataSource;
  let admin: AuthResponse;
  /** readers and post owners: every test makes its own posts, so they can share the accounts */
  let r: AuthResponse[];
  const sockets: RecordingSocket[] = [];

  beforeAll(async () => {
    [a, b] = await Promise.all([
      startApi({ ADMIN_USERNAMES: `someone_else, ${adminName.toUpperCase()}` }),
      startApi({ ADMIN_USERNAMES: adminName }),
    ]);
    db = a.app.get(DataSource);
    admin = await signUp(a.url, adminName);
    r = [await signUp(a.url), await signUp(a.url), await signUp(b.url), await signUp(b.url)];
  });

  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await Promise.all([a?.close(), b?.close()]);
  });

  /** A gallery picture and its feed post, as a pics job leaves them, with a real media file. */
  async function newPost(owner: AuthResponse, bytes = randomBytes(64)) {
    const url = await a.app.get(MediaStorage).put(bytes, 'image/png');
    const jobId = crypto.randomUUID();
    const [girl] = await db.query<{ id: string }[]>(
      `INSERT INTO girls (owner_id, name, personality) VALUES ($1, 'Mia', '{}') RETURNING id`,
      [owner.user.id],
    );
    await db.query('INSERT INTO pictures (girl_id, url, job_id) VALUES ($1, $2, $3)', [girl.id, url, jobId]);
    const [post] = await db.query<{ id: string }[]>(
      `INSERT INTO feed_posts (user_id, girl_id, girl_name, image_url, job_id) VALUES ($1, $2, 'Mia', $3, $4) RETURNING id`,
      [owner.user.id, girl.id, url, jobId],
    );
    return { postId: post.id, girlId: girl.id, url };
  }

  const feedIds = async (base: string, token?: string) =>
    (await call<FeedPage>(base, 'GET', '/api/feed?limit=50', { token })).body.posts.map((p) => p.id);
  const report = (token: string | undefined, postId: string, body: unknown, base = a.url) =>
    call<ApiError>(base, 'POST', `/api/feed/${postId}/report`, { token, body });
  const openSocket = async (base: string, token?: string) => {
    const s = await connectSocket(base, token);
    const removed: string[] = [];
    s.socket.on('feed:removed', (e) => removed.push(e.postId));
    sockets.push(s);
    return removed;
  };

  it('checks the report request: 401, 404, 400', async () => {
    const reader = r[0];
    const { postId } = await newPost(reader);
    expect((await report(undefined, postId, { reason: 'minor' })).status).toBe(401);
    expect((await report(reader.token, crypto.randomUUID(), { reason: 'minor' })).status).toBe(404);
    expect((await report(reader.token, 'not-a-uuid', { reason: 'minor' })).status).toBe(404);
    for (const body of [
      {},
      { reason: 'spam' },
      { reason: 'MINOR' },
      { reason: 'other', note: 'x'.repeat(501) },
      { reason: 'other', note: 42 },
      { reason: 'other', note: 'a\u0000b' },
      { reason: 'other', note: 'lone \ud800' },
    ]) {
      const res = await report(reader.token, postId, body);
      expect(res.status).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
    expect(await feedIds(a.url, reader.token)).toContain(postId); // nothing was recorded
    expect((await report(reader.token, postId, { reason: 'other', note: 'x'.repeat(500) })).status).toBe(202);
  });

  it("'other' hides the post from the reporter at once, from everyone after 3 reporters, pushing feed:removed once per socket", async () => {
    const owner = r[3];
    const readers = [r[0], r[1], r[2]];
    const { postId } = await newPost(owner);
    const onA = await openSocket(a.url);
    const onB = await openSocket(b.url, owner.token);

    expect((await report(readers[0].token, postId, { reason: 'other', note: 'spam' })).status).toBe(202);
    expect(await feedIds(a.url, readers[0].token)).not.toContain(postId);
    expect(await feedIds(a.url)).toContain(postId);
    expect(await feedIds(b.url, readers[1].token)).toContain(postId);

    // the same reader again: 202 and nothing changes (still one reporter)
    expect((await report(readers[0].token, postId, { reason: 'other' })).status).toBe(202);
    expect((await report(readers[0].token, postId, { reason: 'minor' })).status).toBe(202);
    expect((await report(readers[1].token, postId, { reason: 'other' }, b.url)).status).toBe(202);
    expect(await feedIds(a.url)).toContain(postId);
    expect(onA.concat(onB)).toEqual([]);

    expect((await report(readers[2].token, postId, { reason: 'other' }, b.url)).status).toBe(202);
    expect(await feedIds(a.url)).not.toContain(postId);
    expect(await feedIds(b.url, owner.token)).not.toContain(postId);
    await until(() => onA.length > 0 && onB.length > 0, 5000, 'feed:removed on both API processes');
    await new Promise((r) => setTimeout(r, 300)); // a duplicate would arrive by now
    expect(onA).toEqual([postId]);
    expect(onB).toEqual([postId]);
  });

  it.each(['minor', 'real-person', 'non-consensual'])("'%s' hides the post from everyone at once", async (reason) => {
    const owner = r[1];
    const { postId, girlId } = await newPost(owner);
    const removed = await openSocket(b.url);
    expect((await report(owner.token, postId, { reason })).status).toBe(202);
    expect(await feedIds(a.url)).not.toContain(postId);
    // the same picture in her gallery is hidden too, pending review
    expect((await call<Girl>(b.url, 'GET', `/api/girls/${girlId}`)).body.pics).toEqual([]);
    expect(await feedIds(b.url, admin.token)).not.toContain(postId);
    await until(() => removed.includes(postId), 5000, 'feed:removed');
  });

  it('lets only admins review: 401, 403, and the queue with open reports first', async () => {
    const reader = r[0];
    expect((await call(a.url, 'GET', '/api/admin/reports')).status).toBe(401);
    expect((await call(a.url, 'GET', '/api/admin/reports', { token: reader.token })).status).toBe(403);
    expect(
      (
        await call(a.url, 'POST', `/api/admin/reports/${crypto.randomUUID()}/decision`, {
          token: reader.token,
          body: { action: 'remove' },
        })
      ).status,
    ).toBe(403);
    expect((await call<AuthResponse>(a.url, 'GET', '/api/auth/me', { token: reader.token })).body.user.isAdmin).toBe(
      false,
    );
    expect((await call<AuthResponse>(a.url, 'GET', '/api/auth/me', { token: admin.token })).body.user.isAdmin).toBe(
      true,
    );

    const restored = await newPost(reader);
    const open = await newPost(reader);
    const r2 = r[1];
    await report(reader.token, restored.postId, { reason: 'real-person', note: 'that is my neighbour' });
    await report(reader.token, open.postId, { reason: 'minor', note: '  looks 15  ' });
    await report(r2.token, open.postId, { reason: 'other' });
    const decision = await call(b.url, 'POST', `/api/admin/reports/${restored.postId}/decision`, {
      token: admin.token,
      body: { action: 'restore' },
    });
    expect(decision.status).toBe(200);
    expect(
      (
        await call(b.url, 'POST', `/api/admin/reports/${restored.postId}/decision`, {
          token: admin.token,
          body: { action: 'hide' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call(b.url, 'POST', `/api/admin/reports/${crypto.randomUUID()}/decision`, {
          token: admin.token,
          body: { action: 'restore' },
        })
      ).status,
    ).toBe(404);

    const { reports } = (await call<AdminReportsResponse>(b.url, 'GET', '/api/admin/reports', { token: admin.token }))
      .body;
    const statuses = reports.map((r) => r.status);
    expect(statuses.indexOf('restored')).toBeGreaterThan(statuses.lastIndexOf('open'));
    const openOne = reports.find((r) => r.post.id === open.postId)!;
    expect(openOne).toMatchObject({ status: 'open', reasons: { minor: 1, other: 1 }, notes: ['looks 15'] });
    expect(openOne.post.imageUrl).toBe(open.url);
    expect(Date.parse(openOne.firstReportedAt)).not.toBeNaN();
    expect(reports.find((r) => r.post.id === restored.postId)).toMatchObject({
      status: 'restored',
      reasons: { 'real-person': 1 },
    });

    // restore shows it again to everyone, the reporter included, and in her gallery
    expect(await feedIds(a.url)).toContain(restored.postId);
    expect((await call<Girl>(a.url, 'GET', `/api/girls/${restored.girlId}`)).body.pics.map((p) => p.postId)).toEqual([
      restored.postId,
    ]);
    expect(await feedIds(a.url, reader.token)).toContain(restored.postId);
    expect(await feedIds(a.url)).not.toContain(open.postId);

    const audit: { action: string; actor_username: string; reason: string | null }[] = await db.query(
      'SELECT action, actor_username, reason FROM moderation_audit WHERE post_id = $1 ORDER BY id',
      [restored.postId],
    );
    expect(audit).toEqual([
      { action: 'report', actor_username: reader.user.username, reason: 'real-person' },
      { action: 'restore', actor_username: admin.user.username, reason: null },
    ]);
  });

  it('remove deletes the post, its picture and the media file on every API process, and pushes feed:removed', async () => {
    const owner = r[2];
    const { postId, girlId, url } = await newPost(owner);
    const girl = (await call<Girl>(a.url, 'GET', `/api/girls/${girlId}`)).body;
    expect(girl.pics.map((p) => p.postId)).toEqual([postId]); // the gallery picture knows its post
    await report(owner.token, postId, { reason: 'other' });
    const removed = await openSocket(b.url);
    for (const base of [a.url, b.url]) expect((await fetch(base + url)).status).toBe(200);

    const res = await call(a.url, 'POST', `/api/admin/reports/${postId}/decision`, {
      token: admin.token,
      body: { action: 'remove' },
    });
    expect(res.status).toBe(200);
    for (const base of [a.url, b.url]) expect((await fetch(base + url)).status).toBe(404);
    expect((await call<Girl>(a.url, 'GET', `/api/girls/${girlId}`)).body.pics).toEqual([]);
    expect(await feedIds(a.url)).not.toContain(postId);
    await until(() => removed.includes(postId), 5000, 'feed:removed after removal');
    expect((await report(owner.token, postId, { reason: 'minor' })).status).toBe(404);
    expect(
      (
        await call(a.url, 'POST', `/api/admin/reports/${postId}/decision`, {
          token: admin.token,
          body: { action: 'remove' },
        })
      ).status,
    ).toBe(404);
    const [audit] = await db.query<{ actor_username: string; image_url: string }[]>(
      `SELECT actor_username, image_url FROM moderation_audit WHERE post_id = $1 AND action = 'remove'`,
      [postId],
    );
    expect(audit).toEqual({ actor_username: admin.user.username, image_url: url });
  });

  it('keeps a media file another picture still points at', async () => {
    const owner = r[3];
    const bytes = randomBytes(64);
    const first = await newPost(owner, bytes);
    const second = await newPost(owner, bytes); // the same content: the same file
    expect(second.url).toBe(first.url);
    await call(a.url, 'POST', `/api/admin/reports/${first.postId}/decision`, {
      token: admin.token,
      body: { action: 'remove' },
    });
    expect((await fetch(a.url + first.url)).status).toBe(200);
    expect(await feedIds(a.url)).toContain(second.postId);
    await call(a.url, 'POST', `/api/admin/reports/${second.postId}/decision`, {
      token: admin.token,
      body: { action: 'remove' },
    });
    expect((await fetch(a.url + first.url)).status).toBe(404);
  });

  it('keeps a media file a chat picture or a portrait still points at', async () => {
    const owner = r[3];
    const chat = await newPost(owner);
    await db.query(
      `INSERT INTO chat_messages (user_id, girl_id, sender, text, image) VALUES ($1, $2, 'ai', 'here you go', $3)`,
      [owner.user.id, chat.girlId, chat.url],
    );
    const portrait = await newPost(owner);
    await db.query('UPDATE girls SET image_url = $2 WHERE id = $1', [portrait.girlId, portrait.url]);
    for (const { postId, url } of [chat, portrait]) {
      const res = await call(b.url, 'POST', `/api/admin/reports/${postId}/decision`, {
        token: admin.token,
        body: { action: 'remove' },
      });
      expect(res.status).toBe(200);
      expect(await feedIds(a.url)).not.toContain(postId);
      for (const base of [a.url, b.url]) expect((await fetch(base + url)).status).toBe(200);
    }
  });
});
