import type { INestApplicationContext } from '@nestjs/common';
import sharp from 'sharp';
import type { ApiError } from '../src/contracts';
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
const inputOf = (i = 0) => (replicate.creates()[i].body as { input: Record<string, string> }).input;

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
    const [target, face] = [await png(120, 160), await png(60, 80)];
    const res = await post('/api/face-swap', { input_image: dataUrl(target), swap_image: dataUrl(face), consent: true }, { prefer: 'wait=60' });
    expect(res.status).toBe(200);
    expect(res.body.output).toMatch(/^\/media\/.+\.png$/);

    expect(replicate.creates()).toHaveLength(1);
    expect(Object.keys(inputOf()).sort()).toEqual(['input_image', 'swap_image']);
    const sent = await Promise.all([inputOf().input_image, inputOf().swap_image].map((uri) => sharp(Buffer.from(uri.split(',')[1], 'base64')).metadata()));
    expect(sent.map((m) => [m.width, m.height])).toEqual([[120, 160], [60, 80]]);

    const stored = await sharp(Buffer.from(await (await fetch(api.url + res.body.output)).arrayBuffer())).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(['png', 90, 120]);
    const feed = await call<{ posts: { imageUrl: string }[] }>(api.url, 'GET', '/api/feed?limit=50');
    expect(feed.body.posts.map((p) => p.imageUrl)).not.toContain(res.body.output);
  });

  it('fails with the safety message, at once, when the model blocks the output', async () => {
    replicate.script({ steps: 0, outcome: 'failed', error: 'NSFW content detected in the output' });
    const image = dataUrl(await png(64, 64));
    const res = await post('/api/face-swap', { input_image: image, swap_image: image, consent: true }, { prefer: 'wait=60' });
    expect(res.status).toBe(502);
    expect(res.body.message).toBe('The image was blocked by the safety filter.');
    expect(replicate.creates()).toHaveLength(1); // not retried
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
    expect(replicate.creates()).toHaveLength(3);
    socket.close();
  });
});
