import { Logger } from '@nestjs/common';

import type { TextToImageRequest } from '../src/infra/ai/image-provider.port';
import { type ReplicateImageOptions, ReplicateImageProvider } from '../src/infra/ai/replicate/replicate-image.provider';
import { DEFAULT_MODELS, FLUX_DEV } from './fixtures/replicate';
import { ReplicateServer, versionOf } from './support/replicate-server';
import { replicateSteps, toolSteps } from './support/tool-steps';

/** Where a prediction is created (model route or by version), and the Cancel-After every create carries. */
const REQUEST: TextToImageRequest = {
  prompt: 'a woman with red hair at a cafe',
  aspectRatio: '4:5',
  steps: 28,
  guidance: 3,
  interval: 2,
  referenceImage: null,
  seed: 'job-1',
};

let server: ReplicateServer;
let warn: jest.SpyInstance;

beforeAll(async () => {
  Logger.overrideLogger(false);
  server = await new ReplicateServer().start();
  for (const [name, model] of Object.entries(DEFAULT_MODELS)) server.models.set(name, model);
  // a community model whose model route answers 422 "Invalid version or not permitted" (older reports)
  server.models.set('someone/old-community', { official: false, modelRoute: 422, schemas: FLUX_DEV });
  // models read as official whose model route still refuses them
  server.models.set('someone/official-404', { official: true, modelRoute: 404, schemas: FLUX_DEV });
  server.models.set('someone/official-422', { official: true, modelRoute: 422, schemas: FLUX_DEV });
});
afterAll(() => server.stop());
beforeEach(() => {
  warn = jest.spyOn(Logger.prototype, 'warn');
});
afterEach(() => warn.mockRestore());

const provider = (options: Partial<ReplicateImageOptions> = {}) =>
  new ReplicateImageProvider({
    token: server.token,
    baseUrl: server.baseUrl,
    model: 'black-forest-labs/flux-dev',
    pollIntervalMs: 5,
    retry: { baseDelayMs: 5 },
    ...options,
  });
const paths = () => server.creates().map((r) => r.path);
const warned = () => (warn.mock.calls as unknown[][]).map((c) => String(c[0]));

describe('community models', () => {
  test('one whose model route answers 422 runs by its latest version: the route is never tried', async () => {
    server.script({ steps: 1 });
    const image = await provider({ model: 'someone/old-community' }).generate(REQUEST, () => undefined);
    expect(image.data.equals(server.png)).toBe(true);
    expect(paths()).toEqual(['/v1/predictions']);
    expect(server.creates()[0].body).toMatchObject({ version: versionOf('someone/old-community') });
  });

  test('the default community models (face swap, background removal, upscale) go by version at once', async () => {
    server.script({ steps: 1 });
    const tools = toolSteps(
      replicateSteps({
        token: server.token,
        baseUrl: server.baseUrl,
        pollIntervalMs: 5,
        models: {
          video: 'kwaivgi/kling-v1.6-standard',
          faceSwap: 'cdingram/face-swap',
          removeBackground: '851-labs/background-remover',
          upscale: 'fermatresearch/magic-image-refiner',
        },
      }),
    );
    await tools.faceSwap({ input: server.png, swap: server.png }, () => undefined);
    await tools.removeBackground(server.png, () => undefined);
    await tools.upscale({ prompt: 'crisp', image: server.png }, () => undefined);
    expect(paths()).toEqual(['/v1/predictions', '/v1/predictions', '/v1/predictions']);
  });
});

describe('models read as official', () => {
  test('run on the model route', async () => {
    server.script({ steps: 1 });
    await provider().generate(REQUEST, () => undefined);
    expect(paths()).toEqual(['/v1/models/black-forest-labs/flux-dev/predictions']);
  });

  test.each([404, 422])(
    'whose model route answers %s fall back once to their latest version, and say so in the log',
    async (status) => {
      server.script({ steps: 1 });
      const model = `someone/official-${status}`;
      const p = provider({ model });
      const image = await p.generate(REQUEST, () => undefined);
      expect(image.data.equals(server.png)).toBe(true);
      expect(paths()).toEqual([`/v1/models/${model}/predictions`, '/v1/predictions']);
      expect(server.creates()[1].body).toMatchObject({ version: versionOf(model) });
      expect(warned().some((m) => m.includes(model) && m.includes(String(status)))).toBe(true);

      // remembered: the next one goes by version at once
      await p.generate(REQUEST, () => undefined);
      expect(paths()).toEqual([`/v1/models/${model}/predictions`, '/v1/predictions', '/v1/predictions']);
    },
  );
});

describe('Cancel-After', () => {
  test("every create carries the step's deadline, on the model route and by version", async () => {
    server.script({ steps: 1 });
    const before = server.created.length;
    await provider({ timeoutMs: 90_000 }).generate(REQUEST, () => undefined);
    await provider({ model: 'someone/old-community', timeoutMs: 45_500 }).generate(REQUEST, () => undefined);
    await provider().generate(REQUEST, () => undefined); // the image provider's default: 10 minutes
    expect(server.creates().map((r) => r.headers['cancel-after'])).toEqual(['90s', '46s', '600s']);
    expect(server.created.slice(before).map((c) => c.cancelAfter)).toEqual(['90s', '46s', '600s']);
  });

  test("the media tools' deadline (15 minutes) on each create, a 429'd try and its retry included", async () => {
    server.script({ steps: 1, rateLimitCreates: 1, retryAfter: '0' });
    const tools = toolSteps(
      replicateSteps({
        token: server.token,
        baseUrl: server.baseUrl,
        pollIntervalMs: 5,
        retry: { baseDelayMs: 5 },
        models: {
          video: 'kwaivgi/kling-v1.6-standard',
          faceSwap: 'cdingram/face-swap',
          removeBackground: '851-labs/background-remover',
          upscale: 'fermatresearch/magic-image-refiner',
        },
      }),
    );
    await tools.removeBackground(server.png, () => undefined);
    expect(server.creates().map((r) => r.headers['cancel-after'])).toEqual(['900s', '900s']);
  });
});
