import sharp from 'sharp';

import type { ApiError } from '../src/contracts';
import { NEUTRAL_UPSCALE_PROMPT } from '../src/infra/ai/tools/upscale.tool';
import { NO_PROMPT_ERROR } from './fixtures/replicate';
import { call } from './support/http';
import type { RunningApi } from './support/in-process';
import type { ReplicateServer } from './support/replicate-server';
import { type ReplicateStack, startReplicateStack } from './support/replicate-stack';

/** What the tools send their models, through the routes, queue and worker (a local Replicate server). */
let replicate: ReplicateServer;
let api: RunningApi;
let token: string;
let stack: ReplicateStack;

beforeAll(async () => {
  stack = await startReplicateStack();
  ({ replicate, api, token } = stack);
});
afterAll(() => stack.stop());

const dataUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`;
const post = (path: string, body: unknown) =>
  call<ApiError & Record<string, string>>(api.url, 'POST', path, { token, body, headers: { prefer: 'wait=60' } });
/** a picture whose left third is red, middle third green, right third blue */
const stripes = (width: number, height: number) => {
  const third = Math.round(width / 3);
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) raw[(y * width + x) * 3 + (x < third ? 0 : x < 2 * third ? 1 : 2)] = 255;
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
};
const decode = (uri: string) => Buffer.from(uri.split(',')[1], 'base64');

describe('upscale of an upload with no prompt', () => {
  it('the local refiner refuses a missing prompt as the real one does', async () => {
    replicate.script({ steps: 0 });
    const version = await latestVersion('fermatresearch/magic-image-refiner');
    const res = await call<{ id: string }>(replicate.baseUrl, 'POST', '/predictions', {
      token: replicate.token,
      body: { version, input: { image: 'https://example.com/her.png' } },
    });
    expect(res.status).toBe(201);
    const polled = await call<{ status: string; error: string }>(
      replicate.baseUrl,
      'GET',
      `/predictions/${res.body.id}`,
      {
        token: replicate.token,
      },
    );
    expect(polled.body).toMatchObject({ status: 'failed', error: NO_PROMPT_ERROR });
  });

  it('succeeds: the refiner gets a neutral prompt', async () => {
    replicate.script({ steps: 1 });
    const before = replicate.created.length;
    const res = await post('/api/upscale', { imageBase64: dataUrl(await stripes(60, 40)) });
    expect(res.status).toBe(200);
    expect(res.body.imageUrl).toBeTruthy();
    const [refiner] = replicate.created.slice(before);
    expect(refiner.model).toBe('fermatresearch/magic-image-refiner');
    expect(refiner.input).toMatchObject({ prompt: NEUTRAL_UPSCALE_PROMPT, resolution: '2048' });
  });

  it("keeps the person's own prompt when there is one", async () => {
    replicate.script({ steps: 1 });
    const res = await post('/api/upscale', { prompt: 'crisp lace', imageBase64: dataUrl(await stripes(60, 40)) });
    expect(res.status).toBe(200);
    expect(replicate.created.at(-1)!.input).toMatchObject({ prompt: 'crisp lace' });
  });
});

describe('an upload to the image generator', () => {
  it.each([
    ['9:16', 300, 200, [113, 200]],
    ['16:9', 160, 300, [160, 90]],
  ] as const)('is centre-cropped to the chosen ratio %s before flux-dev gets it', async (ratio, w, h, size) => {
    replicate.script({ steps: 1 });
    const res = await post('/api/flux-generate', {
      prompt: 'in a garden',
      aspectRatio: ratio,
      imageBase64: dataUrl(await stripes(w, h)),
    });
    expect(res.status).toBe(200);
    const { input, model } = replicate.created.at(-1)!;
    expect(model).toBe('black-forest-labs/flux-dev');
    const sent = decode(input.image as string);
    const meta = await sharp(sent).metadata();
    expect([meta.width, meta.height]).toEqual(size);
    if (ratio === '9:16') {
      // the middle of the picture is kept: green in the centre, no blue on the right edge
      const { data, info } = await sharp(sent).raw().toBuffer({ resolveWithObject: true });
      const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
      expect(at(Math.floor(info.width / 2), 100)).toEqual([0, 255, 0]);
      expect(at(0, 100)[0]).toBe(255);
      expect(at(info.width - 1, 100)[2]).toBe(255);
    }
  });

  it('of the chosen ratio already is sent as it is', async () => {
    replicate.script({ steps: 1 });
    const square = await stripes(64, 64);
    const res = await post('/api/flux-generate', { prompt: 'x', aspectRatio: '1:1', imageBase64: dataUrl(square) });
    expect(res.status).toBe(200);
    const meta = await sharp(decode(replicate.created.at(-1)!.input.image as string)).metadata();
    expect([meta.width, meta.height]).toEqual([64, 64]);
  });
});

async function latestVersion(model: string): Promise<string> {
  const read = await call<{ latest_version: { id: string } }>(replicate.baseUrl, 'GET', `/models/${model}`, {
    token: replicate.token,
  });
  return read.body.latest_version.id;
}
