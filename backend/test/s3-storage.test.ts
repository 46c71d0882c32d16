import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { ApiError, CreateGirlResponse, JobView } from '../src/contracts';
import { S3MediaStorage } from '../src/infra/storage/s3-media.storage';
import { call, signUp } from './support/http';
import { type Proc, spawnApi, spawnEntry } from './support/processes';
import { type S3Server, startS3 } from './support/s3-server';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

async function settle(api: string, token: string, jobId: string): Promise<JobView> {
  const end = Date.now() + 60_000;
  for (;;) {
    const job = (await call<JobView>(api, 'GET', `/api/jobs/${jobId}`, { token })).body;
    if (job.status === 'completed' || job.status === 'failed') return job;
    if (Date.now() > end) throw new Error(`job ${jobId} still ${job.status}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('media on S3 (s3rver)', () => {
  let s3: S3Server;
  beforeAll(async () => {
    s3 = await startS3();
  });
  afterAll(() => s3.close());

  it('stores by content, streams back, lists and deletes', async () => {
    const storage = new S3MediaStorage({
      endpoint: s3.env.S3_ENDPOINT,
      bucket: s3.env.S3_BUCKET,
      accessKey: 'S3RVER',
      secretKey: 'S3RVER',
      region: 'us-east-1',
    });
    const url = await storage.put(PNG, 'image/png');
    expect(await storage.put(PNG, 'image/png')).toBe(url);
    const secret = await storage.put(PNG, 'image/png', { private: true });
    expect(secret).toBe(url.replace('/media/', '/media/private/'));
    expect((await storage.read(url)).equals(PNG)).toBe(true);
    const object = await storage.open(secret);
    expect(object).toMatchObject({ size: PNG.length, type: 'image/png' });
    object!.body.destroy();
    // a part of it (a player's Range request)
    const part = await storage.open(secret, { start: 2, end: 5 });
    expect(part!.range).toEqual({ start: 2, end: 5, total: PNG.length });
    const chunks: Buffer[] = [];
    for await (const chunk of part!.body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(PNG.subarray(2, 6))).toBe(true);
    const listed: string[] = [];
    for await (const f of storage.list()) listed.push(f.url);
    expect(listed.sort()).toEqual([url, secret].sort());
    await storage.delete(url);
    await storage.delete(url); // already gone: fine
    expect(await storage.open(url)).toBeNull();
  });

  describe('a worker writes, another API process serves', () => {
    const procs: Proc[] = [];
    afterAll(() => Promise.all(procs.map((p) => p.stop())));

    it('serves public pictures to anyone and private tool outputs only by a signed URL that expires', async () => {
      const mediaDir = mkdtempSync(join(tmpdir(), 'aigirls-s3-local-'));
      const env = { ...s3.env, MEDIA_DIR: mediaDir, MEDIA_URL_TTL: '3' };
      const a = await spawnApi(env);
      procs.push(a.proc);
      procs.push(spawnEntry('main.worker.js', env));
      const b = await spawnApi(env);
      procs.push(b.proc);
      const { token } = await signUp(a.url);

      const girl = (
        await call<CreateGirlResponse>(a.url, 'POST', '/api/girls', {
          token,
          body: { name: 'Mia', personality: ['Playful'], style: 'Realistic' },
        })
      ).body;
      const tool = (
        await call<{ jobId: string }>(a.url, 'POST', '/api/flux-generate', {
          token,
          body: { prompt: 'a lighthouse at dusk', aspectRatio: '1:1' },
        })
      ).body;

      const done = await settle(b.url, token, tool.jobId);
      expect(done.status).toBe('completed');
      const signed = (done.result as { imageUrl: string }).imageUrl;
      expect(signed).toMatch(/^\/media\/private\/[0-9a-f]{2}\/[0-9a-f]{64}\.png\?expires=\d+&signature=/);

      const image = await fetch(b.url + signed);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
      expect(
        Buffer.from(await image.arrayBuffer())
          .subarray(0, 8)
          .toString('hex'),
      ).toBe(PNG.subarray(0, 8).toString('hex'));
      expect(image.headers.get('cache-control')).toMatch(/^private/);
      const range = await fetch(b.url + signed, { headers: { range: 'bytes=1-4' } });
      expect(range.status).toBe(206);
      expect(range.headers.get('content-range')).toMatch(/^bytes 1-4\/\d+$/);
      expect(Buffer.from(await range.arrayBuffer()).toString('latin1')).toBe('PNG\r');

      const bare = await fetch(b.url + signed.split('?')[0]);
      expect(bare.status).toBe(403);
      expect(((await bare.json()) as ApiError).message).toMatch(/private/);
      const forged = await fetch(
        b.url + signed.replace(/signature=./, (m) => (m.endsWith('A') ? 'signature=B' : 'signature=A')),
      );
      expect(forged.status).toBe(403);
      expect(((await forged.json()) as ApiError).message).toMatch(/signature/);

      // her portrait: public, served by the other API from the bucket
      const portrait = ((await settle(b.url, token, girl.jobId)).result as { imageUrl: string }).imageUrl;
      expect(portrait).toMatch(/^\/media\/[0-9a-f]{2}\/[0-9a-f]{64}\.png$/);
      const pub = await fetch(a.url + portrait);
      expect(pub.status).toBe(200);
      expect(pub.headers.get('cache-control')).toContain('immutable');

      // past MEDIA_URL_TTL the signed URL stops working, with a clear message
      await new Promise((r) => setTimeout(r, 3500));
      const late = await fetch(b.url + signed);
      expect(late.status).toBe(403);
      expect(((await late.json()) as ApiError).message).toMatch(/expired/);
      // a fresh read of the job signs it again
      const again = (await settle(a.url, token, tool.jobId)).result as { imageUrl: string };
      expect((await fetch(a.url + again.imageUrl)).status).toBe(200);

      expect(readdirSync(mediaDir, { recursive: true })).toEqual([]);
      expect((await fetch(a.url + '/media/../../etc/passwd')).status).toBe(404);
    });
  });
});
