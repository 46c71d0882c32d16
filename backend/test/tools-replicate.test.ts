import type { INestApplicationContext } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import type { ApiError } from '../src/contracts';
import { DEFAULT_MODELS } from './fixtures/replicate';
import { call, signUp } from './support/http';
import { startApi, startWorker, type RunningApi } from './support/in-process';
import { ReplicateServer } from './support/replicate-server';
import { connectSocket, until } from './support/sockets';

/** The tool routes, queue and worker with Replicate configured (a local server speaking its API). */
let replicate: ReplicateServer;
let api: RunningApi;
let worker: INestApplicationContext;
let token: string;
let picture: Buffer;

beforeAll(async () => {
  replicate = await new ReplicateServer().start();
  for (const [name, model] of Object.entries(DEFAULT_MODELS)) replicate.models.set(name, model);
  const settings = { IMAGE_PROVIDER: 'replicate', REPLICATE_API_TOKEN: replicate.token, REPLICATE_BASE_URL: replicate.baseUrl };
  api = await startApi(settings);
  worker = await startWorker(settings);
  token = (await signUp(api.url)).token;
  picture = await sharp({ create: { width: 90, height: 120, channels: 3, background: '#b04a7a' } }).jpeg().toBuffer();
});
afterAll(async () => {
  await worker.close();
  await api.close();
  await replicate.stop();
});

const dataUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`;
const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#4a7ab0' } }).png().toBuffer();
const post = (path: string, body: unknown, headers?: Record<string, string>) => call<ApiError & Record<string, string>>(api.url, 'POST', path, { token, body, headers });
/** the input of the last prediction created */
const inputOf = () => replicate.created.at(-1)!.input as Record<string, string>;
/** the predictions created from here on */
const createdSince = (before: number) => replicate.created.slice(before);
const predictionOf = async (jobId: string) =>
  ((await api.app.get(DataSource).query('SELECT prediction_id FROM generation_jobs WHERE id = $1', [jobId])) as { prediction_id: string | null }[])[0].prediction_id;

describe('face swap', () => {
  it('still needs the consent, and sends nothing to the model without it', async () => {
    replicate.script({ steps: 0 });
    const image = dataUrl(await png(64, 64));
    const res = await post('/api/face-swap', { input_image: image, swap_image: image, consent: false });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please confirm you have the right to use both faces.');
    expect(replicate.creates()).toHaveLength(0);
  });

  it('swaps: both pictures go to the model, the result is stored as a PNG and kept off the feed', async () => {
    replicate.script({ steps: 1, output: { data: picture, ext: 'jpg', contentType: 'image/jpeg' } });
    const before = replicate.created.length;
    const [target, face] = [await png(120, 160), await png(60, 80)];
    const res = await post('/api/face-swap', { input_image: dataUrl(target), swap_image: dataUrl(face), consent: true }, { prefer: 'wait=60' });
    expect(res.status).toBe(200);
    expect(res.body.output).toMatch(/^\/media\/.+\.png$/);

    // a community model: 404 on the model route, then created by its latest version
    expect(replicate.creates().map((r) => r.path)).toEqual(['/v1/models/cdingram/face-swap/predictions', '/v1/predictions']);
    expect(createdSince(before)).toHaveLength(1);
    expect(Object.keys(inputOf()).sort()).toEqual(['input_image', 'swap_image']);
    const sent = await Promise.all([inputOf().input_image, inputOf().swap_image].map((uri) => sharp(Buffer.from(uri.split(',')[1], 'base64')).metadata()));
    expect(sent.map((m) => [m.width, m.height])).toEqual([[120, 160], [60, 80]]);

    const stored = await sharp(Buffer.from(await (await fetch(api.url + res.body.output)).arrayBuffer())).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(['png', 90, 120]);
    const feed = await call<{ posts: { imageUrl: string }[] }>(api.url, 'GET', '/api/feed?limit=50');
    expect(feed.body.posts.map((p) => p.imageUrl)).not.toContain(res.body.output);
  });

  it('fails with the safety message (422 under Prefer: wait), at once, when the model blocks the output', async () => {
    replicate.script({ steps: 0, outcome: 'failed', error: 'NSFW content detected in the output' });
    const before = replicate.created.length;
    const image = dataUrl(await png(64, 64));
    const res = await post('/api/face-swap', { input_image: image, swap_image: image, consent: true }, { prefer: 'wait=60' });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ statusCode: 422, message: 'The image was blocked by the safety filter.', error: 'Unprocessable Entity' });
    expect(createdSince(before)).toHaveLength(1); // not retried
  });
});

describe('progress and failure by push', () => {
  it("pushes the prediction's progress to the owner, then the result", async () => {
    replicate.script({ steps: 3, output: { data: picture, ext: 'jpg', contentType: 'image/jpeg' } });
    const socket = await connectSocket(api.url, token);
    const res = await post('/api/upscale', { prompt: 'crisp', imageBase64: dataUrl(await png(100, 80)) });
    expect(res.status).toBe(202);
    await until(() => socket.completed.some((e) => e.jobId === res.body.jobId), 30_000, 'the upscale');
    const progress = socket.progress.filter((e) => e.jobId === res.body.jobId);
    const generating = progress.filter((e) => e.stage === 'generating').map((e) => e.progress);
    expect(generating.length).toBeGreaterThanOrEqual(3); // one per poll of the prediction
    generating.slice(1).forEach((p, i) => expect(p).toBeGreaterThan(generating[i]));
    expect(progress.every((e) => e.kind === 'upscale')).toBe(true);
    socket.close();
  });

  it("says 'Oops! Something went wrong.' once a failing prediction has had its retries", async () => {
    replicate.script({ steps: 0, outcome: 'failed', error: 'CUDA error: out of memory' });
    const socket = await connectSocket(api.url, token);
    const res = await post('/api/remove-background', { image: dataUrl(await png(64, 64)) });
    await until(() => socket.failed.some((e) => e.jobId === res.body.jobId), 30_000, 'the failure');
    expect(socket.failed.find((e) => e.jobId === res.body.jobId)?.error).toBe('Oops! Something went wrong.');
    // each attempt's prediction had ended (failed), so each retry created a new one
    expect(replicate.created.filter((c) => c.model === '851-labs/background-remover')).toHaveLength(3);
    socket.close();
  });
});

describe('one prediction per job', () => {
  it('a retry after a failed poll resumes the same prediction instead of creating another', async () => {
    replicate.script({ steps: 1, pollGarbage: 1 }); // the first poll meets a proxy's HTML page
    const before = replicate.created.length;
    const res = await post('/api/remove-background', { image: dataUrl(await png(64, 64)) }, { prefer: 'wait=60' });
    expect(res.status).toBe(200);
    expect(res.body.output).toMatch(/^\/media\/.+\.png$/);
    const created = createdSince(before);
    expect(created).toHaveLength(1);
    expect(replicate.requests.filter((r) => r.method === 'GET' && r.path === `/v1/predictions/${created[0].id}`).length).toBeGreaterThanOrEqual(2);
    expect(replicate.cancels()).toEqual([]);
  });

  it('a poll that keeps failing: one prediction across all attempts, recorded with the job, canceled when the job is given up; 503 under Prefer: wait', async () => {
    replicate.script({ steps: 1, pollGarbage: 1_000 });
    const before = replicate.created.length;
    const res = await post('/api/remove-background', { image: dataUrl(await png(64, 64)) }, { prefer: 'wait=60' });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ statusCode: 503, message: 'Oops! Something went wrong.', error: 'Service Unavailable' });

    const created = createdSince(before);
    expect(created).toHaveLength(1);
    const [{ id }] = created;
    const jobs = (await api.app.get(DataSource).query(`SELECT id FROM generation_jobs WHERE prediction_id = $1`, [id])) as { id: string }[];
    expect(jobs).toHaveLength(1);
    expect(await predictionOf(jobs[0].id)).toBe(id);
    await until(() => replicate.canceled(id), 10_000, 'the cancel');
    expect(replicate.cancels()).toEqual([id]);
  });
});

describe('image to image', () => {
  it('an upload over 1 MB reaches flux-dev through the files API as `image`, with `prompt_strength`', async () => {
    replicate.script({ steps: 1 });
    const big = await sharp(randomBytes(900 * 900 * 3), { raw: { width: 900, height: 900, channels: 3 } }).png().toBuffer();
    const files = replicate.files.length;
    const res = await post('/api/flux-generate', { prompt: 'in a garden', aspectRatio: '1:1', imageBase64: dataUrl(big) }, { prefer: 'wait=60' });
    expect(res.status).toBe(200);

    const [upload] = replicate.files.slice(files);
    expect(upload.size).toBeGreaterThan(1_000_000);
    expect(replicate.created.at(-1)!.model).toBe('black-forest-labs/flux-dev');
    expect(inputOf()).toMatchObject({ image: `${replicate.baseUrl}/files/${upload.id}`, prompt_strength: 0.8 });
    expect(JSON.stringify(replicate.creates().at(-1)!.body).length).toBeLessThan(10_000);
  });

  it('a small upload is sent inline', async () => {
    replicate.script({ steps: 1 });
    const files = replicate.files.length;
    const res = await post('/api/flux-generate', { prompt: 'in a garden', aspectRatio: '1:1', imageBase64: dataUrl(await png(64, 64)) }, { prefer: 'wait=60' });
    expect(res.status).toBe(200);
    expect(replicate.files.length).toBe(files);
    expect(inputOf().image).toMatch(/^data:image\/png;base64,/);
  });
});
