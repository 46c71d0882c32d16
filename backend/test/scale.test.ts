import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import pg from 'pg';
import sharp from 'sharp';

import type { CreateGirlResponse, JobKind, JobView } from '../src/contracts';
import { encodeMp4 } from '../src/infra/ai/media/encode';
import { DEFAULT_MODELS } from './fixtures/replicate';
import { call, signUp } from './support/http';
import { freePort, type Proc, spawnEntry, waitForHealth } from './support/processes';
import { ReplicateServer } from './support/replicate-server';
import { type S3Server, startS3 } from './support/s3-server';
import { connectSocket, type RecordingSocket, until } from './support/sockets';

/**
 * Two API processes and three workers, each its own OS process, on S3 (s3rver): jobs of every kind
 * from two users, each with a socket on each API. `npm test` runs a few per kind (SCALE_JOBS_PER_KIND,
 * default 3); `npm run scale` runs the 200 per kind.
 */
const PER_KIND = Number(process.env.SCALE_JOBS_PER_KIND) > 0 ? Number(process.env.SCALE_JOBS_PER_KIND) : 3;
const KINDS: JobKind[] = [
  'portrait',
  'pics',
  'chat-picture',
  'flux-generate',
  'video-generate',
  'gif-generate',
  'face-swap',
  'remove-background',
  'upscale',
];

interface Owned {
  jobId: string;
  kind: JobKind;
  owner: number;
}

/** One second of video, as the video model answers (the GIF tool converts it). */
async function clip(): Promise<Buffer> {
  async function* frames() {
    for (let i = 0; i < 24; i++) yield Buffer.alloc(160 * 96 * 3, i * 10);
  }
  return encodeMp4(frames(), { size: { width: 160, height: 96 }, fps: 24 });
}

function mediaUrls(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string' && value.startsWith('/media/')) found.push(value);
  else if (Array.isArray(value)) value.forEach((v) => mediaUrls(v, found));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => mediaUrls(v, found));
  return found;
}

describe(`scale: 2 APIs, 3 workers, S3, ${PER_KIND} jobs of every kind`, () => {
  let s3: S3Server;
  let replicate: ReplicateServer;
  const procs: Proc[] = [];
  const sockets: RecordingSocket[] = [];

  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await Promise.all(procs.map((p) => p.stop()));
    await replicate?.stop();
    await s3?.close();
  });

  it(
    'delivers each result through both APIs and each event once to its owner’s sockets, with no file on local disk',
    async () => {
      const t0 = Date.now();
      s3 = await startS3();
      replicate = await new ReplicateServer().start();
      for (const [name, model] of Object.entries(DEFAULT_MODELS)) replicate.models.set(name, model);
      const mediaDir = mkdtempSync(join(tmpdir(), 'aigirls-scale-local-'));
      const env = {
        ...s3.env,
        MEDIA_DIR: mediaDir,
        IMAGE_PROVIDER: 'replicate',
        REPLICATE_API_TOKEN: replicate.token,
        REPLICATE_BASE_URL: replicate.baseUrl,
        FACE_HOLD: 'off',
        CHAT_WORD_DELAY_MS: '0',
        JOBS_PER_MINUTE: '0',
        CHAT_MESSAGES_PER_MINUTE: '0',
        WORKER_CONCURRENCY: '8',
      };
      const ports = [await freePort(), await freePort()];
      const [a, b] = ports.map((port) => `http://127.0.0.1:${port}`);
      for (const port of ports) procs.push(spawnEntry('main.api.js', { ...env, PORT: String(port) }));
      for (let i = 0; i < 3; i++) procs.push(spawnEntry('main.worker.js', env));
      // a busy machine (2 cores) may take a while to boot five processes
      await Promise.all([waitForHealth(a, 120_000, procs[0]), waitForHealth(b, 120_000, procs[1])]);
      const startup = Date.now() - t0;
      const step = (what: string) =>
        process.env.SCALE_VERBOSE && console.log(`scale +${((Date.now() - t0) / 1000).toFixed(1)} s: ${what}`);
      step('five processes up');

      // two subscribers (no credit runs out), each with a socket on each API
      const users = [await signUp(a), await signUp(b)];
      const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await db.connect();
      await db.query(`UPDATE users SET sub_end = now() + interval '30 days' WHERE id = ANY($1)`, [
        users.map((u) => u.user.id),
      ]);
      await db.end();
      for (const u of users) sockets.push(await connectSocket(a, u.token), await connectSocket(b, u.token));
      const socketsOf = (owner: number) => sockets.slice(owner * 2, owner * 2 + 2);

      const image = `data:image/jpeg;base64,${(
        await sharp({ create: { width: 64, height: 80, channels: 3, background: '#a05070' } })
          .jpeg()
          .toBuffer()
      ).toString('base64')}`;
      const jobs: Owned[] = [];
      const queue = async (owner: number, kind: JobKind, path: string, body: object, api = [a, b][jobs.length % 2]) => {
        const res = await call<{ jobId: string }>(api, 'POST', path, { token: users[owner].token, body });
        if (res.status !== 202) throw new Error(`${kind}: ${res.status} ${JSON.stringify(res.body)}`);
        jobs.push({ jobId: res.body.jobId, kind, owner });
      };

      const girls: { id: string; owner: number }[] = [];
      for (let i = 0; i < PER_KIND; i++) {
        const owner = i % 2;
        const res = await call<CreateGirlResponse>([a, b][i % 2], 'POST', '/api/girls', {
          token: users[owner].token,
          body: { name: `Mia ${i}`, personality: ['Playful'], style: 'Realistic' },
        });
        jobs.push({ jobId: res.body.jobId, kind: 'portrait', owner });
        girls.push({ id: res.body.girl.id, owner });
        await call([a, b][i % 2], 'GET', `/api/chats/${res.body.girl.id}`, { token: users[owner].token });
      }
      for (let i = 0; i < PER_KIND; i++) {
        const girl = girls[i];
        await queue(girl.owner, 'pics', `/api/girls/${girl.id}/pics`, {});
        const chat = await call<{ jobId?: string }>([a, b][i % 2], 'POST', '/api/girl-chat', {
          token: users[girl.owner].token,
          body: { girlId: girl.id, newUserMessage: `send me a pic of you at the beach ${i}` },
        });
        if (!chat.body.jobId) throw new Error(`chat-picture: ${JSON.stringify(chat.body)}`);
        jobs.push({ jobId: chat.body.jobId, kind: 'chat-picture', owner: girl.owner });
        const owner = i % 2;
        await queue(owner, 'flux-generate', '/api/flux-generate', { prompt: `a lighthouse ${i}`, aspectRatio: '1:1' });
        await queue(owner, 'face-swap', '/api/face-swap', { input_image: image, swap_image: image, consent: true });
        await queue(owner, 'remove-background', '/api/remove-background', { image });
        await queue(owner, 'upscale', '/api/upscale', { prompt: `a castle ${i}` });
      }
      step(`${jobs.length} jobs queued`);
      const ended = () => sockets.flatMap((s) => [...s.completed, ...s.failed]).length;
      await until(
        () => ended() >= jobs.length * 2,
        60_000 + jobs.length * 2_000,
        `${jobs.length * 2} job ends on the sockets`,
      );
      // the fake Replicate answers one kind of file at a time: the video model's MP4 now
      replicate.script({ output: { data: await clip(), ext: 'mp4', contentType: 'video/mp4' }, outputAsList: false });
      for (let i = 0; i < PER_KIND; i++) {
        await queue(i % 2, 'video-generate', '/api/video-generate', { prompt: `waves ${i}`, image });
        await queue(i % 2, 'gif-generate', '/api/gif-generate', { prompt: `zoom ${i}`, image });
      }
      expect(jobs).toHaveLength(PER_KIND * KINDS.length);
      await until(
        () => ended() >= jobs.length * 2,
        60_000 + jobs.length * 2_000,
        `${jobs.length * 2} job ends on the sockets`,
      );
      const endedIn = Date.now() - t0 - startup;
      step('every job ended on every socket');
      await new Promise((r) => setTimeout(r, 1000)); // anything delivered twice would arrive now

      for (const [owner] of users.entries()) {
        const own = jobs
          .filter((j) => j.owner === owner)
          .map((j) => j.jobId)
          .sort();
        for (const socket of socketsOf(owner)) {
          expect(socket.failed).toEqual([]);
          expect(socket.completed.map((e) => e.jobId).sort()).toEqual(own);
        }
      }
      for (const job of jobs) {
        for (const api of [a, b]) {
          const view = await call<JobView>(api, 'GET', `/api/jobs/${job.jobId}`, { token: users[job.owner].token });
          expect({ kind: job.kind, status: view.body.status }).toEqual({ kind: job.kind, status: 'completed' });
          const urls = mediaUrls(view.body.result);
          expect({ kind: job.kind, urls: urls.length > 0 }).toEqual({ kind: job.kind, urls: true });
          for (const url of urls)
            expect({ kind: job.kind, url, status: (await fetch(api + url)).status }).toEqual({
              kind: job.kind,
              url,
              status: 200,
            });
        }
      }
      expect(readdirSync(mediaDir, { recursive: true })).toEqual([]);
      const total = Date.now() - t0;
      console.log(
        `scale: ${jobs.length} jobs (${PER_KIND} of each of ${KINDS.length} kinds), 2 APIs, 3 workers, S3 (s3rver): ` +
          `all ended on ${sockets.length} sockets in ${(endedIn / 1000).toFixed(1)} s after start-up, read back through both APIs in ${((total - endedIn - startup) / 1000).toFixed(1)} s (start-up ${(startup / 1000).toFixed(1)} s)`,
      );
    },
    5 * 60_000 + PER_KIND * KINDS.length * 5_000,
  );
});
