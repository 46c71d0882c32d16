import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import pg from 'pg';
import sharp from 'sharp';

import type { CreateGirlResponse, JobKind, JobView } from '../src/contracts';
import { encodeMp4 } from '../src/infra/ai/media/encode';
import { DEFAULT_MODELS } from './fixtures/replicate';
import { call, signUp } from './support/http';
import { inPool } from './support/pool';
import { freePort, type Proc, spawnEntry, waitForHealth } from './support/processes';
import { ReplicateServer } from './support/replicate-server';
import { type S3Server, startS3 } from './support/s3-server';
import { connectSocket, type RecordingSocket, until } from './support/sockets';

/**
 * Two API processes and three workers, each its own OS process, on S3 (s3rver): jobs of every kind
 * from two users, each with a socket on each API. 200 per kind, as the issue asks; SCALE_JOBS_PER_KIND
 * lowers (or raises) it. The client is concurrent, as many browsers would be: the girls first (their
 * pictures and chats need them), then every other job, then each result read back through both APIs,
 * each phase with a bounded number of requests in flight.
 */
const PER_KIND = Number(process.env.SCALE_JOBS_PER_KIND) > 0 ? Number(process.env.SCALE_JOBS_PER_KIND) : 200;
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
const JOBS = PER_KIND * KINDS.length;
/**
 * Requests the client keeps in flight while queuing, and while reading back: 8 on each API, under
 * its 10 database connections (at 24 a loaded machine once answered 503: some call of the request
 * waited past its 1.5 s bound, for a database connection or the queue).
 */
const POSTING = 16;
const READING = 16;
/** start-up, then about 3 s a job on a slow machine: far beyond what any run here took (see README) */
const TIMEOUT_MS = 5 * 60_000 + JOBS * 3_000;
const VIDEO_MODEL = 'kwaivgi/kling-v1.6-standard';

interface Owned {
  jobId: string;
  kind: JobKind;
  owner: number;
}

/** A job to queue: who asks for it, on which API, with what request. */
interface Ask {
  owner: number;
  kind: Exclude<JobKind, 'portrait'>;
  api: string;
  path: string;
  body: object;
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** One second of video, as the video model answers (the GIF tool converts it). */
async function clip(): Promise<Buffer> {
  async function* frames() {
    for (let i = 0; i < 24; i++) yield Buffer.alloc(160 * 96 * 3, i * 10);
  }
  return encodeMp4(frames(), { size: { width: 160, height: 96 }, fps: 24 });
}

/** Every job but the portraits, for the girls already made: each kind spread over both APIs. */
function asks(girls: { id: string; owner: number }[], apis: string[], image: string): Ask[] {
  return range(PER_KIND).flatMap((i): Ask[] => {
    const { id, owner: girlOwner } = girls[i];
    const owner = i % 2;
    const made: Omit<Ask, 'api'>[] = [
      { owner: girlOwner, kind: 'pics', path: `/api/girls/${id}/pics`, body: {} },
      {
        owner: girlOwner,
        kind: 'chat-picture',
        path: '/api/girl-chat',
        body: { girlId: id, newUserMessage: `send me a pic of you at the beach ${i}` },
      },
      {
        owner,
        kind: 'flux-generate',
        path: '/api/flux-generate',
        body: { prompt: `a lighthouse ${i}`, aspectRatio: '1:1' },
      },
      { owner, kind: 'video-generate', path: '/api/video-generate', body: { prompt: `waves ${i}`, image } },
      { owner, kind: 'gif-generate', path: '/api/gif-generate', body: { prompt: `zoom ${i}`, image } },
      {
        owner,
        kind: 'face-swap',
        path: '/api/face-swap',
        body: { input_image: image, swap_image: image, consent: true },
      },
      { owner, kind: 'remove-background', path: '/api/remove-background', body: { image } },
      { owner, kind: 'upscale', path: '/api/upscale', body: { prompt: `a castle ${i}` } },
    ];
    return made.map((ask, k) => ({ ...ask, api: apis[(i + k) % 2] }));
  });
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
      // the fake Replicate answers the video model with an MP4, every other model with a PNG
      replicate.scriptModel(VIDEO_MODEL, {
        output: { data: await clip(), ext: 'mp4', contentType: 'video/mp4' },
        outputAsList: false,
      });
      const apis = [a, b];
      /** A request the API refused: fails with the API process's log (flushed after a moment; run with LOG_LEVEL=warn). */
      const refused = async (api: string, kind: JobKind, res: { status: number; body: unknown }): Promise<never> => {
        await new Promise((r) => setTimeout(r, 3000));
        const log = procs[apis.indexOf(api)].output().slice(-8000);
        throw new Error(`${kind}: ${res.status} ${JSON.stringify(res.body)}\n${log}`);
      };
      const jobs: Owned[] = [];
      const t1 = Date.now();

      // phase 1: the girls (each a portrait job), since their pictures and chats need them
      const girls = await inPool(range(PER_KIND), POSTING, async (i) => {
        const owner = i % 2;
        const api = apis[i % 2];
        const res = await call<CreateGirlResponse>(api, 'POST', '/api/girls', {
          token: users[owner].token,
          body: { name: `Mia ${i}`, personality: ['Playful'], style: 'Realistic' },
        });
        if (res.status !== 201 || !res.body.jobId) return refused(api, 'portrait', res);
        jobs.push({ jobId: res.body.jobId, kind: 'portrait', owner });
        await call(api, 'GET', `/api/chats/${res.body.girl.id}`, { token: users[owner].token });
        return { id: res.body.girl.id, owner };
      });
      step(`${jobs.length} girls made`);

      // phase 2: every other job, all kinds mixed
      await inPool(asks(girls, apis, image), POSTING, async ({ owner, kind, api, path, body }) => {
        const res = await call<{ jobId?: string }>(api, 'POST', path, { token: users[owner].token, body });
        const expected = kind === 'chat-picture' ? 200 : 202;
        if (res.status !== expected || !res.body.jobId) return refused(api, kind, res);
        jobs.push({ jobId: res.body.jobId, kind, owner });
      });
      expect(jobs).toHaveLength(JOBS);
      const posted = Date.now() - t1;
      step(`${jobs.length} jobs queued`);

      const ended = () => sockets.flatMap((s) => [...s.completed, ...s.failed]).length;
      await until(() => ended() >= JOBS * 2, 60_000 + JOBS * 2_000, `${JOBS * 2} job ends on the sockets`);
      const endedIn = Date.now() - t1;
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

      // phase 3: each result, and each of its files, through both APIs
      const t3 = Date.now();
      const reads = jobs.flatMap((job) => apis.map((api) => ({ job, api })));
      await inPool(reads, READING, async ({ job, api }) => {
        const view = await call<JobView>(api, 'GET', `/api/jobs/${job.jobId}`, { token: users[job.owner].token });
        expect({ kind: job.kind, status: view.body.status }).toEqual({ kind: job.kind, status: 'completed' });
        const urls = mediaUrls(view.body.result);
        expect({ kind: job.kind, urls: urls.length > 0 }).toEqual({ kind: job.kind, urls: true });
        for (const url of urls) {
          const res = await fetch(api + url);
          await res.arrayBuffer();
          expect({ kind: job.kind, url, status: res.status }).toEqual({ kind: job.kind, url, status: 200 });
        }
      });
      const readIn = Date.now() - t3;
      expect(readdirSync(mediaDir, { recursive: true })).toEqual([]);
      const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
      console.log(
        `scale: ${JOBS} jobs (${PER_KIND} of each of ${KINDS.length} kinds), 2 APIs, 3 workers, S3 (s3rver): ` +
          `start-up ${s(startup)}; queued in ${s(posted)} (${POSTING} requests in flight), ` +
          `all ended on ${sockets.length} sockets ${s(endedIn)} after the first request; ` +
          `read back through both APIs in ${s(readIn)} (${READING} in flight); ${s(Date.now() - t0)} in all`,
      );
    },
    TIMEOUT_MS,
  );
});
