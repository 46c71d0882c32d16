import { Logger } from '@nestjs/common';
import sharp from 'sharp';

import { MESSAGES } from '../src/contracts';
import { encodeMp4 } from '../src/infra/ai/media/encode';
import type { ReplicateConnection } from '../src/infra/ai/replicate/prediction-runner';
import { NEUTRAL_UPSCALE_PROMPT } from '../src/infra/ai/tools/upscale.tool';
import { JobFailure } from '../src/infra/queue/job-failure';
import { DEFAULT_MODELS } from './fixtures/replicate';
import { type OutputFile, ReplicateServer, versionOf } from './support/replicate-server';
import { replicateSteps, type ToolModels, toolSteps } from './support/tool-steps';

const MODELS = {
  video: 'kwaivgi/kling-v1.6-standard',
  faceSwap: 'cdingram/face-swap',
  removeBackground: '851-labs/background-remover',
  upscale: 'fermatresearch/magic-image-refiner',
};
let server: ReplicateServer;
let mp4: OutputFile;
let portrait: Buffer;
let landscape: Buffer;

beforeAll(async () => {
  Logger.overrideLogger(false); // the adapter's warnings are expected here
  server = await new ReplicateServer().start();
  for (const [name, model] of Object.entries(DEFAULT_MODELS)) server.models.set(name, model);
  for (const name of ['someone/video', 'someone/swap', 'someone/bg', 'someone/up'])
    server.models.set(name, { schemas: null });
  mp4 = { data: await clip(), ext: 'mp4', contentType: 'video/mp4' };
  portrait = await sharp({ create: { width: 540, height: 960, channels: 3, background: '#b04a7a' } })
    .png()
    .toBuffer();
  landscape = await sharp({ create: { width: 1280, height: 720, channels: 3, background: '#4a7ab0' } })
    .jpeg()
    .toBuffer();
});
afterAll(() => server.stop());

/** One second of a 160x96 H.264 video whose colour changes, as a video model would answer. */
async function clip(): Promise<Buffer> {
  async function* frames() {
    for (let i = 0; i < 24; i++) yield Buffer.alloc(160 * 96 * 3, i * 10);
  }
  return encodeMp4(frames(), { size: { width: 160, height: 96 }, fps: 24 });
}

/** Each tool's Replicate step, through its adapter. */
function tools(options: Partial<ReplicateConnection & { models: ToolModels }> = {}) {
  return toolSteps(
    replicateSteps({
      token: server.token,
      baseUrl: server.baseUrl,
      models: MODELS,
      pollIntervalMs: 5,
      retry: { baseDelayMs: 5 },
      ...options,
    }),
  );
}

const inputOf = (body: unknown): Record<string, unknown> => (body as { input: Record<string, unknown> }).input;
/** the input of the last prediction create (a community model's first try on the model route answers 404) */
const sent = () => inputOf(server.creates().at(-1)!.body);
/** where the prediction was created: the model route (official models) or by version */
const createdAt = () => server.creates().at(-1)!;
const byVersion = (model: string) => ({ path: '/v1/predictions', body: { version: versionOf(model) } });
const dataUri = (type: string, data: Buffer) => `data:${type};base64,${data.toString('base64')}`;

async function failureOf(promise: Promise<unknown>): Promise<JobFailure> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(JobFailure);
  return err as JobFailure;
}

describe('video', () => {
  test('kling gets prompt, negative prompt, start image, 5 s and the aspect ratio nearest the image; the MP4 is downloaded', async () => {
    server.script({ steps: 3, outputAsList: false, output: mp4 });
    const progress: number[] = [];
    const out = await tools().video(
      { prompt: 'she waves', negativePrompt: 'blurry', image: portrait, seed: 'j1' },
      (p) => void progress.push(p),
    );

    expect(out).toEqual({ data: mp4.data, type: 'video/mp4' });
    expect(server.creates()[0].path).toBe(`/v1/models/${MODELS.video}/predictions`);
    expect(sent()).toEqual({
      prompt: 'she waves',
      negative_prompt: 'blurry',
      start_image: dataUri('image/png', portrait),
      duration: 5,
      aspect_ratio: '9:16',
    });
    progress.slice(1).forEach((v, i) => expect(v).toBeGreaterThan(progress[i]));
    expect(progress.at(-1)).toBe(88);
  });

  test('a landscape start image asks for 16:9 and no negative prompt is sent when there is none', async () => {
    server.script({ steps: 1, output: mp4 });
    await tools().video({ prompt: 'waves', negativePrompt: null, image: landscape, seed: 'j2' }, () => undefined);
    expect(sent()).toMatchObject({ aspect_ratio: '16:9', start_image: dataUri('image/jpeg', landscape) });
    expect(sent()).not.toHaveProperty('negative_prompt');
  });

  test('an output that is not a video fails retryably', async () => {
    server.script({ steps: 1 }); // a PNG
    const failure = await failureOf(
      tools().video({ prompt: 'x', negativePrompt: null, image: portrait, seed: 'j3' }, () => undefined),
    );
    expect(failure.message).toBe(MESSAGES.toolFailed);
    expect(failure.retryable).toBe(true);
  });
});

describe('GIF', () => {
  test("the video model's MP4 becomes an animated GIF that loops forever", async () => {
    server.script({ steps: 2, output: mp4 });
    const stages: string[] = [];
    const out = await tools().gif(
      { prompt: 'she turns', image: portrait, seed: 'g1' },
      (_, stage) => void stages.push(stage),
    );

    expect(out.type).toBe('image/gif');
    const meta = await sharp(out.data, { animated: true }).metadata();
    expect(meta).toMatchObject({ format: 'gif', loop: 0, width: 160, pageHeight: 96 });
    expect(meta.pages).toBeGreaterThanOrEqual(10); // 1 s at 12 fps
    expect(stages).toContain('converting');
    expect(server.creates()[0].path).toBe(`/v1/models/${MODELS.video}/predictions`);
    expect(sent()).toMatchObject({ prompt: 'she turns', start_image: dataUri('image/png', portrait), duration: 5 });
  });
});

describe('face swap', () => {
  test('input_image and swap_image are sent; the picture is downloaded', async () => {
    server.script({ steps: 1, outputAsList: false });
    const out = await tools().faceSwap({ input: portrait, swap: landscape }, () => undefined);

    expect(out).toEqual({ data: server.png, type: 'image/png' });
    expect(createdAt()).toMatchObject(byVersion(MODELS.faceSwap));
    expect(sent()).toEqual({
      input_image: dataUri('image/png', portrait),
      swap_image: dataUri('image/jpeg', landscape),
    });
  });

  test.each(['NSFW content detected in the output', 'Failed: input flagged as sensitive (E005)'])(
    'a blocked output (%s) is the safety message, not retried',
    async (error) => {
      server.script({ outcome: 'failed', error });
      const failure = await failureOf(tools().faceSwap({ input: portrait, swap: portrait }, () => undefined));
      expect(failure.message).toBe(MESSAGES.safetyBlocked);
      expect(failure.retryable).toBe(false);
    },
  );
});

describe('background removal', () => {
  test('the image is sent with a transparent PNG asked for', async () => {
    server.script({ steps: 1 });
    const out = await tools().removeBackground(portrait, () => undefined);
    expect(out).toEqual({ data: server.png, type: 'image/png' });
    expect(createdAt()).toMatchObject(byVersion(MODELS.removeBackground));
    expect(sent()).toEqual({ image: dataUri('image/png', portrait), format: 'png', background_type: 'rgba' });
  });

  test('a failed prediction is the generic message, not retried unless Replicate calls the failure transient', async () => {
    server.script({ outcome: 'failed', error: 'CUDA error: out of memory' });
    const failure = await failureOf(tools().removeBackground(portrait, () => undefined));
    expect(failure.message).toBe(MESSAGES.toolFailed);
    expect(failure.retryable).toBe(false);
    server.script({ outcome: 'failed', error: 'E1000 Unknown Error: try retrying your prediction' });
    expect((await failureOf(tools().removeBackground(portrait, () => undefined))).retryable).toBe(true);
  });
});

describe('upscale', () => {
  test('magic-image-refiner gets image, prompt and resolution 2048, after a 429 is waited out', async () => {
    server.script({ steps: 1, rateLimitCreates: 1, retryAfter: '0' });
    const out = await tools().upscale({ prompt: ' sharp details ', image: landscape }, () => undefined);
    expect(out).toEqual({ data: server.png, type: 'image/png' });
    // a community model: by version (the model route never tried), the 429, then the prediction
    expect(server.creates().map((r) => r.path)).toEqual(['/v1/predictions', '/v1/predictions']);
    expect(createdAt()).toMatchObject(byVersion(MODELS.upscale));
    expect(sent()).toEqual({ image: dataUri('image/jpeg', landscape), prompt: 'sharp details', resolution: '2048' });
  });

  test('a rejected token (4xx) fails at once, not retried', async () => {
    server.script({ steps: 1 });
    const failure = await failureOf(
      tools({ token: 'r8_wrong' }).upscale({ prompt: '', image: landscape }, () => undefined),
    );
    expect(failure.message).toBe(MESSAGES.toolFailed);
    expect(failure.retryable).toBe(false);
  });
});

describe('the tools the spec saves as .png (face-swapped.png, output.png, upscaled-image.png)', () => {
  test.each([
    ['image/jpeg', 'jpg', (img: sharp.Sharp) => img.jpeg()],
    ['image/webp', 'webp', (img: sharp.Sharp) => img.webp({ alphaQuality: 100 })],
  ])('turn a %s output into a PNG of the same picture', async (contentType, ext, encode) => {
    const picture = await encode(
      sharp({ create: { width: 40, height: 30, channels: 4, background: { r: 200, g: 40, b: 90, alpha: 0.5 } } }),
    ).toBuffer();
    const t = tools();
    for (const run of [
      () => t.faceSwap({ input: portrait, swap: portrait }, () => undefined),
      () => t.removeBackground(portrait, () => undefined),
      () => t.upscale({ prompt: '', image: portrait }, () => undefined),
    ]) {
      server.script({ steps: 1, output: { data: picture, ext, contentType } });
      const out = await run();
      expect(out.type).toBe('image/png');
      expect(out.data.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      const meta = await sharp(out.data).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 40, 30]);
      expect(meta.hasAlpha).toBe(contentType === 'image/webp'); // transparency kept where there was some
    }
  });
});

describe('models whose schema cannot be read', () => {
  const unknown = {
    video: 'someone/video',
    faceSwap: 'someone/swap',
    removeBackground: 'someone/bg',
    upscale: 'someone/up',
  };
  // models whose versions carry no openapi_schema (community models, so created by version)

  test('get the documented inputs only', async () => {
    const t = tools({ models: unknown });
    server.script({ steps: 1, output: mp4 });
    await t.video({ prompt: 'p', negativePrompt: 'n', image: portrait, seed: 's' }, () => undefined);
    expect(sent()).toEqual({
      prompt: 'p',
      negative_prompt: 'n',
      start_image: dataUri('image/png', portrait),
      duration: 5,
    });

    server.script({ steps: 1 });
    await t.removeBackground(portrait, () => undefined);
    expect(sent()).toEqual({ image: dataUri('image/png', portrait) });

    server.script({ steps: 1 });
    await t.upscale({ prompt: '', image: portrait }, () => undefined);
    expect(sent()).toEqual({
      image: dataUri('image/png', portrait),
      prompt: NEUTRAL_UPSCALE_PROMPT,
      resolution: '2048',
    });
  });

  test('a pinned version is created through /v1/predictions', async () => {
    server.script({ steps: 1 });
    await tools({ models: { ...MODELS, faceSwap: `${MODELS.faceSwap}:abc123` } }).faceSwap(
      { input: portrait, swap: portrait },
      () => undefined,
    );
    expect(server.creates()).toHaveLength(1);
    expect(server.creates()[0]).toMatchObject({ path: '/v1/predictions', body: { version: 'abc123' } });
  });
});
