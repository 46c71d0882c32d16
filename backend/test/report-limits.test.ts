import { randomBytes } from 'node:crypto';

import { DataSource } from 'typeorm';

import type { AdminReportsResponse, ApiError, AuthResponse, FeedPage } from '../src/contracts';
import { MediaStorage } from '../src/infra/storage/media-storage.port';
import { call, signUp, uniqueName } from './support/http';
import { type RunningApi, startApi } from './support/in-process';
import { connectSocket, type RecordingSocket } from './support/sockets';

type OpenApiDoc = { paths: Record<string, Record<string, { responses: Record<string, { description: string }> }>> };

/**
 * Reports cannot empty the feed (SAFETY.md section 4): 10 reports an hour and 3 hide-at-once reports a
 * day per account (429, counted in Redis across API processes), and an account whose hide-at-once
 * reports admins rejected twice no longer hides posts at once (its reports go first in the queue).
 */
let a: RunningApi;
let b: RunningApi;
let db: DataSource;
let admin: AuthResponse;
/** post owners and readers of the older reports */
let r: AuthResponse[];
const sockets: RecordingSocket[] = [];
const adminName = uniqueName('admin');

beforeAll(async () => {
  [a, b] = await Promise.all([startApi({ ADMIN_USERNAMES: adminName }), startApi({ ADMIN_USERNAMES: adminName })]);
  db = a.app.get(DataSource);
  admin = await signUp(a.url, adminName);
  r = [await signUp(a.url), await signUp(a.url), await signUp(b.url), await signUp(b.url)];
});

afterAll(async () => {
  sockets.forEach((s) => s.close());
  await Promise.all([a?.close(), b?.close()]);
});

/** A gallery picture and its feed post, as a pics job leaves them. */
async function newPost(owner: AuthResponse) {
  const url = await a.app.get(MediaStorage).put(randomBytes(64), 'image/png');
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
  return { postId: post.id };
}

const feedIds = async (base: string, token?: string) =>
  (await call<FeedPage>(base, 'GET', '/api/feed?limit=50', { token })).body.posts.map((p) => p.id);
const report = (token: string | undefined, postId: string, body: unknown, base = a.url) =>
  call<ApiError>(base, 'POST', `/api/feed/${postId}/report`, { token, body });
const openSocket = async (base: string) => {
  const s = await connectSocket(base);
  const removed: string[] = [];
  s.socket.on('feed:removed', (e) => removed.push(e.postId));
  sockets.push(s);
  return removed;
};

describe('limits: reports cannot empty the feed (SAFETY.md section 4)', () => {
  const decide = (postId: string, action: 'restore' | 'remove') =>
    call(b.url, 'POST', `/api/admin/reports/${postId}/decision`, { token: admin.token, body: { action } });
  const expectTooMany = (res: { status: number; body: ApiError; headers: Headers }) => {
    expect(res.status).toBe(429);
    const wait = Number(res.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(res.body.message).toBe(`Too many requests. Please try again in ${wait} seconds.`);
    return wait;
  };

  it('lets an account send at most 10 reports an hour, on every API process; a refused one records nothing', async () => {
    const [reader, other, owner] = [await signUp(a.url), await signUp(b.url), r[3]];
    for (let i = 0; i < 10; i++) {
      const { postId } = await newPost(owner);
      expect((await report(reader.token, postId, { reason: 'other' }, i % 2 ? b.url : a.url)).status).toBe(202);
    }
    const { postId } = await newPost(owner);
    expect(expectTooMany(await report(reader.token, postId, { reason: 'other' }, b.url))).toBeLessThanOrEqual(3600);
    expectTooMany(await report(reader.token, postId, { reason: 'minor' }));
    expect(await feedIds(a.url, reader.token)).toContain(postId);
    expect(await feedIds(a.url)).toContain(postId);
    // the limit is the account's, not the address's
    expect((await report(other.token, postId, { reason: 'other' })).status).toBe(202);
    // and the OpenAPI document says so
    const docs = (await call<OpenApiDoc>(a.url, 'GET', '/api/docs-json')).body;
    expect(docs.paths['/api/feed/{postId}/report'].post.responses['429'].description).toMatch(
      /10 reports an hour.*3 .*a day/,
    );
  });

  it('lets an account send at most 3 hide-at-once reports a day; a repeated one does not count, other still works', async () => {
    const [reader, owner] = [await signUp(a.url), r[2]];
    const posts = [await newPost(owner), await newPost(owner), await newPost(owner), await newPost(owner)];
    expect((await report(reader.token, posts[0].postId, { reason: 'minor' })).status).toBe(202);
    expect((await report(reader.token, posts[0].postId, { reason: 'minor' }, b.url)).status).toBe(202);
    expect((await report(reader.token, posts[1].postId, { reason: 'real-person' }, b.url)).status).toBe(202);
    expect((await report(reader.token, posts[2].postId, { reason: 'non-consensual' })).status).toBe(202);
    const removed = await openSocket(a.url);
    expect(expectTooMany(await report(reader.token, posts[3].postId, { reason: 'minor' }, b.url))).toBeGreaterThan(
      3600,
    );
    expect(await feedIds(a.url)).toContain(posts[3].postId);
    expect(await feedIds(a.url, reader.token)).toContain(posts[3].postId);
    expect((await report(reader.token, posts[3].postId, { reason: 'other' })).status).toBe(202);
    expect(await feedIds(a.url, reader.token)).not.toContain(posts[3].postId);
    expect(await feedIds(a.url)).toContain(posts[3].postId);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(removed).toEqual([]);
  });

  it('counts each rejected hide-at-once report against its reporter; after 2 their reports still reach the queue, first, but hide nothing', async () => {
    const [reader, owner] = [await signUp(b.url), r[1]];
    const earlier = await newPost(owner); // an older open report in the queue
    expect((await report(r[0].token, earlier.postId, { reason: 'other' })).status).toBe(202);
    for (const reason of ['minor', 'real-person']) {
      const { postId } = await newPost(owner);
      expect((await report(reader.token, postId, { reason })).status).toBe(202);
      expect(await feedIds(a.url)).not.toContain(postId);
      expect((await decide(postId, 'restore')).status).toBe(200);
      expect(await feedIds(a.url)).toContain(postId);
    }
    const [standing] = await db.query<{ rejected_reports: number }[]>(
      'SELECT rejected_reports FROM reporter_standing WHERE user_id = $1',
      [reader.user.id],
    );
    expect(standing.rejected_reports).toBe(2);

    const removed = await openSocket(b.url);
    const { postId } = await newPost(owner);
    expect((await report(reader.token, postId, { reason: 'minor', note: 'again' })).status).toBe(202);
    expect(await feedIds(a.url)).toContain(postId); // no longer hidden at once, for everyone else
    expect(await feedIds(b.url, reader.token)).not.toContain(postId); // the reporter stops seeing it
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(removed).not.toContain(postId);

    const { reports } = (await call<AdminReportsResponse>(a.url, 'GET', '/api/admin/reports', { token: admin.token }))
      .body;
    expect(reports[0]).toMatchObject({ status: 'open', reasons: { minor: 1 }, notes: ['again'] });
    expect(reports[0].post.id).toBe(postId);
    expect(reports.find((x) => x.post.id === earlier.postId)?.status).toBe('open');
    // the admin decides as on any report
    expect((await decide(postId, 'remove')).status).toBe(200);
    expect(await feedIds(a.url)).not.toContain(postId);
  });
});
