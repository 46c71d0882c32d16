import type { INestApplicationContext } from '@nestjs/common';
import sharp from 'sharp';

import type { ApiError } from '../src/contracts';
import { call, signUp } from './support/http';
import { type RunningApi, startApi, startWorker } from './support/in-process';
import { connectSocket, until } from './support/sockets';

let api: RunningApi;
let worker: INestApplicationContext;
let token: string;

beforeAll(async () => {
  api = await startApi();
  worker = await startWorker();
  token = (await signUp(api.url)).token;
});
afterAll(async () => {
  await worker.close();
  await api.close();
});

const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;
const png = (width = 64, height = 64) =>
  sharp({ create: { width, height, channels: 3, background: '#c48' } })
    .png()
    .toBuffer();
const post = (path: string, body: unknown, headers?: Record<string, string>) =>
  call<ApiError & Record<string, string>>(api.url, 'POST', path, { token, body, headers });

describe('sessions', () => {
  it.each(['flux-generate', 'video-generate', 'gif-generate', 'face-swap', 'remove-background', 'upscale'])(
    'POST /api/%s needs one',
    async (route) => {
      const res = await call<ApiError>(api.url, 'POST', `/api/${route}`, { body: { prompt: 'hello' } });
      expect(res.status).toBe(401);
    },
  );
});

describe('uploads', () => {
  it('answers 413 for an 11 MiB image', async () => {
    const res = await post('/api/remove-background', { image: dataUrl(Buffer.alloc(11 * 1024 * 1024, 1)) });
    expect(res.status).toBe(413);
  });

  it('reads a face swap of two 9 MiB uploads (the limit is per image, not per request)', async () => {
    const nine = dataUrl(Buffer.alloc(9 * 1024 * 1024, 'not an image '));
    const res = await post('/api/face-swap', { input_image: nine, swap_image: nine, consent: true });
    // read, not refused as too large: the bytes are checked, and are not an image
    expect(res.status).toBe(415);
  });

  it('answers 415 for a text file named .png', async () => {
    const res = await post('/api/remove-background', {
      image: dataUrl(Buffer.from('I am only text, named pretty.png')),
    });
    expect(res.status).toBe(415);
    expect(res.body.message).toBe('Only PNG, JPEG, WebP or GIF images are accepted.');
  });

  it('refuses a decompression bomb', async () => {
    const bomb = await sharp({ create: { width: 9000, height: 5000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const res = await post('/api/upscale', { prompt: 'sharper', imageBase64: dataUrl(bomb) });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('The image is larger than 40 megapixels.');
  });
});

describe('validation messages', () => {
  it.each([
    ['/api/flux-generate', { prompt: ' ' }, 'Please enter a prompt or upload an image!'],
    ['/api/video-generate', { prompt: 'walk' }, 'Please enter a prompt and upload a start image!'],
    ['/api/gif-generate', { prompt: 'zoom' }, 'Please upload an image and enter a prompt!'],
    ['/api/face-swap', { input_image: 'x' }, 'Please upload both a target image and a swap image!'],
    ['/api/remove-background', {}, 'Please upload an image!'],
    ['/api/upscale', { prompt: '' }, 'Please enter a prompt or upload an image!'],
  ])('%s %j → 400 "%s"', async (path, body, message) => {
    const res = await post(path, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('refuses face swap without consent', async () => {
    const image = dataUrl(await png());
    const res = await post('/api/face-swap', { input_image: image, swap_image: image });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please confirm you have the right to use both faces.');
  });

  it('answers 422 when the first picture has no face (Prefer: wait), and the job fails with that text', async () => {
    const socket = await connectSocket(api.url, token);
    const image = dataUrl(await png());
    const res = await post(
      '/api/face-swap',
      { input_image: image, swap_image: image, consent: true },
      { prefer: 'wait=60' },
    );
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('No face found in the first image.');
    const queued = await post('/api/face-swap', { input_image: image, swap_image: image, consent: true });
    expect(queued.status).toBe(202);
    await until(() => socket.failed.some((e) => e.jobId === queued.body.jobId), 60_000, 'the failed face swap');
    expect(socket.failed.find((e) => e.jobId === queued.body.jobId)!.error).toBe('No face found in the first image.');
    socket.close();
  });

  it('checks tool prompts against the content policy', async () => {
    const res = await post('/api/gif-generate', { prompt: 'make her look 15 years old', image: dataUrl(await png()) });
    expect(res.status).toBe(422);
  });
});

describe('results', () => {
  it('upscales an image, pushed to the owner, never posted to the feed', async () => {
    const socket = await connectSocket(api.url, token);
    const res = await post('/api/upscale', { prompt: 'crisper', imageBase64: dataUrl(await png(100, 80)) });
    expect(res.status).toBe(202);
    await until(() => socket.completed.some((e) => e.jobId === res.body.jobId), 30_000, 'the upscale');
    const done = socket.completed.find((e) => e.jobId === res.body.jobId)!;
    const url = (done.result as { imageUrl: string }).imageUrl;
    const meta = await sharp(Buffer.from(await (await fetch(api.url + url)).arrayBuffer())).metadata();
    expect(meta.width).toBe(400); // small images are upscaled 4x
    const feed = await call<{ posts: { imageUrl: string }[] }>(api.url, 'GET', '/api/feed');
    expect(feed.body.posts.map((p) => p.imageUrl)).not.toContain(url);
    socket.close();
  });

  it('makes a looping GIF of several frames with Prefer: wait', async () => {
    // a textured picture: frames of a flat colour would all be alike, and GIF encoders merge those
    const noise = await sharp({
      create: {
        width: 200,
        height: 300,
        channels: 3,
        background: '#c48',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .png()
      .toBuffer();
    const res = await post('/api/gif-generate', { prompt: 'zoom in', image: dataUrl(noise) }, { prefer: 'wait=60' });
    expect(res.status).toBe(200);
    const gif = Buffer.from(await (await fetch(api.url + res.body.gifUrl)).arrayBuffer());
    const meta = await sharp(gif, { animated: true }).metadata();
    expect(meta.format).toBe('gif');
    expect(meta.pages).toBeGreaterThanOrEqual(24);
  });
});
