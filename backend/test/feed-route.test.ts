import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';

import type { Client } from 'pg';

import type { FeedPage } from '../src/contracts';
import { MetricsRegistry } from '../src/infra/metrics/metrics-registry';
import { openDb } from './support/db';
import { signUp } from './support/http';
import { type RunningApi, startApi } from './support/in-process';

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** Exactly these request headers (fetch would add Accept-Encoding of its own). */
function get(base: string, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(base + path, { headers, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const json = (raw: Raw) => JSON.parse(raw.body.toString('utf8')) as unknown;

/** What a browser relies on, on every answer of the API (helmet's headers among them). */
function expectApiHeaders(raw: Raw) {
  expect(raw.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(raw.headers['x-content-type-options']).toBe('nosniff');
  expect(raw.headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(raw.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(raw.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(raw.headers['strict-transport-security']).toBeDefined();
  expect(raw.headers['x-powered-by']).toBeUndefined();
  expect(raw.headers.vary).toBe('Accept-Encoding');
}

describe('GET /api/feed', () => {
  let api: RunningApi;
  let db: Client;

  beforeAll(async () => {
    api = await startApi();
    db = await openDb();
    const { user } = await signUp(api.url);
    for (let i = 0; i < 25; i++) {
      await db.query(`INSERT INTO feed_posts (user_id, girl_name, image_url, caption) VALUES ($1, 'Mia', $2, $3)`, [
        user.id,
        `/media/feed-${i}.png`,
        `A caption long enough to make a page of twenty posts larger than one kilobyte (${i})`,
      ]);
    }
  });
  afterAll(async () => {
    await db?.end();
    await api?.close();
  });

  it('answers a plain client with the security headers, its request id, a length and an ETag', async () => {
    const res = await get(api.url, '/api/feed?limit=2', { 'x-request-id': 'feed-1' });
    expect(res.status).toBe(200);
    expectApiHeaders(res);
    expect(res.headers['x-request-id']).toBe('feed-1');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.headers.etag).toMatch(/^W\/"[0-9a-f]+-[\w+/]{27}"$/);
    const page = json(res) as FeedPage;
    expect(page.posts).toHaveLength(2);
    expect(page.posts[0]).toEqual(expect.objectContaining({ girl: 'Mia', nsfw: false, girlId: null }));
    expect(typeof page.nextCursor).toBe('string');
    // a new id per request when none is sent
    const other = await get(api.url, '/api/feed?limit=2');
    expect(other.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('compresses a page above 1 KB for a browser, and says nothing new has come with 304', async () => {
    const plain = await get(api.url, '/api/feed?limit=20');
    const zipped = await get(api.url, '/api/feed?limit=20', { 'accept-encoding': 'gzip' });
    expect(zipped.status).toBe(200);
    expectApiHeaders(zipped);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.body).equals(plain.body)).toBe(true);
    expect(zipped.headers.etag).toBe(plain.headers.etag);

    const again = await get(api.url, '/api/feed?limit=20', {
      'accept-encoding': 'gzip',
      'if-none-match': String(plain.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('answers HEAD with the headers only', async () => {
    const res = await get(api.url, '/api/feed?limit=2', {}, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.body.length).toBe(0);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it("refuses a bad query in the API's error shape, with the same headers", async () => {
    const cases: [string, string][] = [
      ['/api/feed?limit=0', 'limit must be between 1 and 50'],
      ['/api/feed?limit=abc', 'limit must be a whole number'],
      ['/api/feed?cursor=garbage', 'Invalid cursor.'],
      ['/api/feed?x=%00', 'x contains characters that are not allowed.'],
    ];
    for (const [path, message] of cases) {
      const res = await get(api.url, path);
      expect(res.status).toBe(400);
      expectApiHeaders(res);
      expect(json(res)).toEqual({ statusCode: 400, message, error: 'Bad Request' });
    }
  });

  it('counts its answers in the HTTP metrics under its route', async () => {
    await get(api.url, '/api/feed?limit=1');
    const text = await api.app.get(MetricsRegistry).registry.metrics();
    expect(text).toMatch(
      /aigirls_http_request_duration_seconds_count\{method="GET",route="\/api\/feed",status="200"\} \d+/,
    );
  });

  it("answers the paths Express matches to the route (trailing slash, other case) as the exact one, under the route's label", async () => {
    const count = async () => {
      const text = await api.app.get(MetricsRegistry).registry.metrics();
      const m =
        /aigirls_http_request_duration_seconds_count\{method="GET",route="\/api\/feed",status="200"\} (\d+)/.exec(text);
      return Number(m?.[1] ?? 0);
    };
    const before = await count();
    const exact = await get(api.url, '/api/feed?limit=2');
    for (const path of ['/api/feed/?limit=2', '/API/Feed?limit=2']) {
      const other = await get(api.url, path);
      expect(other.status).toBe(200);
      expectApiHeaders(other);
      expect(other.body.equals(exact.body)).toBe(true);
      expect(other.headers.etag).toBe(exact.headers.etag);
    }
    expect(await count()).toBe(before + 3);
  });
});
