import { randomBytes } from 'node:crypto';

import { Logger } from '@nestjs/common';
import sharp from 'sharp';

import { MESSAGES } from '../src/contracts';
import type { TextToImageRequest } from '../src/infra/ai/image-provider.port';
import { type ReplicateImageOptions, ReplicateImageProvider } from '../src/infra/ai/replicate/replicate-image.provider';
import { JobFailure } from '../src/infra/queue/job-failure';
import { FLUX_DEV } from './fixtures/replicate';
import { type InputProperties, ReplicateServer, schemasOf, versionOf } from './support/replicate-server';

/** Shaped like flux-1.1-pro's: image_prompt and safety_tolerance, no guidance nor steps. */
const FLUX_PRO: InputProperties = {
  prompt: { type: 'string' },
  aspect_ratio: { allOf: [{ $ref: '#/components/schemas/aspect_ratio' }] },
  image_prompt: { type: 'string', format: 'uri' },
  seed: { type: 'integer' },
  output_format: { allOf: [{ $ref: '#/components/schemas/output_format' }] },
  safety_tolerance: { type: 'integer', minimum: 1, maximum: 6, default: 2 },
  prompt_upsampling: { type: 'boolean' },
};
const ENUMS = { aspect_ratio: ['1:1', '16:9', '9:16', '4:5', '3:2', '2:3'], output_format: ['webp', 'jpg', 'png'] };

const REQUEST: TextToImageRequest = {
  prompt: 'a portrait of a woman with red hair',
  aspectRatio: '4:5',
  steps: 28,
  guidance: 3.5,
  interval: 2,
  referenceImage: null,
  seed: 'job-1',
};

let server: ReplicateServer;

beforeAll(async () => {
  Logger.overrideLogger(false); // the provider's warnings are expected here
  server = await new ReplicateServer().start();
  server.models.set('black-forest-labs/flux-dev', { official: true, schemas: FLUX_DEV });
  server.models.set('black-forest-labs/flux-1.1-pro', { official: true, schemas: schemasOf(FLUX_PRO, ENUMS) });
  server.models.set('someone/community-flux', { schemas: FLUX_DEV });
  server.models.set('someone/no-schema', { schemas: null });
});
afterAll(() => server.stop());

function provider(options: Partial<ReplicateImageOptions> = {}) {
  return new ReplicateImageProvider({
    token: server.token,
    baseUrl: server.baseUrl,
    model: 'black-forest-labs/flux-dev',
    pollIntervalMs: 5,
    retry: { baseDelayMs: 5 },
    ...options,
  });
}

async function failureOf(promise: Promise<unknown>): Promise<JobFailure> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(JobFailure);
  return err as JobFailure;
}

const inputOf = (body: unknown): Record<string, unknown> => (body as { input: Record<string, unknown> }).input;

test('a prediction is followed to the end with rising progress and its PNG downloaded', async () => {
  server.script({ steps: 4 });
  const progress: Array<[number, string]> = [];
  const image = await provider().generate(REQUEST, (p, stage) => void progress.push([p, stage]));

  expect(image.type).toBe('image/png');
  expect(image.data.equals(server.png)).toBe(true);
  const values = progress.map(([p]) => p);
  expect(values.length).toBeGreaterThanOrEqual(4);
  values.slice(1).forEach((v, i) => expect(v).toBeGreaterThan(values[i]));
  expect(progress.filter(([, s]) => s === 'generating').map(([p]) => p)).toEqual([29, 48, 66, 85]);
  const create = server.creates()[0];
  expect(create.path).toBe('/v1/models/black-forest-labs/flux-dev/predictions');
  expect(create.headers.authorization).toBe('Bearer r8_test');
});

test('only the inputs the model accepts are sent, fitted to its schema, and never the safety switches', async () => {
  server.script({ steps: 1 });
  const p = provider();
  await p.generate({ ...REQUEST, steps: 80 }, () => undefined);
  await p.generate({ ...REQUEST, steps: 80 }, () => undefined);

  const [first, second] = server.creates().map((r) => inputOf(r.body));
  expect(Object.keys(first).sort()).toEqual([
    'aspect_ratio',
    'guidance',
    'num_inference_steps',
    'output_format',
    'prompt',
    'seed',
  ]);
  expect(first).toMatchObject({
    prompt: REQUEST.prompt,
    aspect_ratio: '4:5',
    num_inference_steps: 50,
    guidance: 3.5,
    output_format: 'png',
  });
  expect(Number.isInteger(first.seed) && (first.seed as number) >= 0 && (first.seed as number) < 2 ** 32).toBe(true);
  expect(second).toEqual(first); // same request, same seed
  // the schema is read once per model
  expect(server.requests.filter((r) => r.path === '/v1/models/black-forest-labs/flux-dev')).toHaveLength(1);
});

test('a model with image_prompt and no guidance gets the reference image and no guidance', async () => {
  server.script({ steps: 1, outputAsList: false });
  const p = provider({ model: 'black-forest-labs/flux-1.1-pro' });
  const image = await p.generate({ ...REQUEST, referenceImage: server.png }, () => undefined);

  expect(image.data.equals(server.png)).toBe(true);
  const input = inputOf(server.creates()[0].body);
  expect(Object.keys(input).sort()).toEqual(['aspect_ratio', 'image_prompt', 'output_format', 'prompt', 'seed']);
  expect(input.image_prompt).toBe(`data:image/png;base64,${server.png.toString('base64')}`);
  expect(input).not.toHaveProperty('safety_tolerance');
  expect(input).not.toHaveProperty('disable_safety_checker');
});

test('without a schema only prompt and aspect ratio are sent; the model is read once', async () => {
  server.script({ steps: 1 });
  const p = provider({ model: 'someone/no-schema' });
  await p.generate({ ...REQUEST, referenceImage: server.png }, () => undefined);
  await p.generate(REQUEST, () => undefined);

  for (const create of server.creates())
    expect(inputOf(create.body)).toEqual({ prompt: REQUEST.prompt, aspect_ratio: '4:5' });
  expect(server.requests.filter((r) => r.path === '/v1/models/someone/no-schema')).toHaveLength(1);
});

test('flux-dev draws from the uploaded image: `image` and `prompt_strength`', async () => {
  server.script({ steps: 1 });
  await provider().generate({ ...REQUEST, referenceImage: server.png }, () => undefined);

  const input = inputOf(server.creates()[0].body);
  expect(input.image).toBe(`data:image/png;base64,${server.png.toString('base64')}`);
  expect(input.prompt_strength).toBe(0.8);
  expect(input).toMatchObject({ prompt: REQUEST.prompt, output_format: 'png' });
});

test('a reference image over 1 MB goes through the files API, and the prediction gets its URL', async () => {
  server.script({ steps: 1 });
  const big = await sharp(randomBytes(800 * 800 * 3), { raw: { width: 800, height: 800, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  expect(big.length).toBeGreaterThan(1_000_000);
  const filesBefore = server.files.length;
  await provider().generate({ ...REQUEST, referenceImage: big }, () => undefined);

  const uploaded = server.files.slice(filesBefore);
  expect(uploaded).toHaveLength(1);
  expect(uploaded[0]).toMatchObject({ size: big.length, contentType: 'image/png' });
  const body = JSON.stringify(server.creates()[0].body);
  expect(body.length).toBeLessThan(10_000); // no data URI inline
  expect(inputOf(server.creates()[0].body).image).toBe(`${server.baseUrl}/files/${uploaded[0].id}`);
});

test('a community model (`is_official: false`) runs by its latest version, the model route never tried', async () => {
  server.script({ steps: 1 });
  const p = provider({ model: 'someone/community-flux' });
  const createdBefore = server.created.length;
  await p.generate(REQUEST, () => undefined);
  await p.generate(REQUEST, () => undefined);

  expect(server.creates().map((r) => r.path)).toEqual(['/v1/predictions', '/v1/predictions']);
  for (const create of server.creates())
    expect(create.body).toMatchObject({
      version: versionOf('someone/community-flux'),
      input: { prompt: REQUEST.prompt },
    });
  expect(server.created.slice(createdBefore)).toHaveLength(2);
  expect(server.requests.filter((r) => r.path === '/v1/models/someone/community-flux')).toHaveLength(1);
});

test('a model Replicate does not have fails at once, not retried, and nothing is created', async () => {
  server.script({ steps: 1 });
  const failure = await failureOf(provider({ model: 'someone/no-such-model' }).generate(REQUEST, () => undefined));
  expect(failure.message).toBe(MESSAGES.toolFailed);
  expect(failure.retryable).toBe(false);
  expect(server.creates().map((r) => r.path)).toEqual(['/v1/models/someone/no-such-model/predictions']);
});

test('without a job to resume it, a prediction whose polls keep failing is canceled (never left running, billed)', async () => {
  server.script({ steps: 1, pollGarbage: 1_000 });
  const before = server.created.length;
  const failure = await failureOf(provider({ retry: { tries: 2, baseDelayMs: 5 } }).generate(REQUEST, () => undefined));
  expect(failure.retryable).toBe(true);
  const [created] = server.created.slice(before);
  expect(server.cancels()).toEqual([created.id]);
});

test('a pinned version is created through /v1/predictions with its version', async () => {
  server.script({ steps: 1 });
  await provider({ model: 'black-forest-labs/flux-dev:abc123' }).generate(REQUEST, () => undefined);

  expect(server.requests.some((r) => r.path === '/v1/models/black-forest-labs/flux-dev/versions/abc123')).toBe(true);
  const create = server.creates()[0];
  expect(create.path).toBe('/v1/predictions');
  expect(create.body).toMatchObject({ version: 'abc123', input: { output_format: 'png' } });
});

test.each([
  ['failed', 'CUDA error: out of memory', false],
  ['failed', 'E1000: Unknown Error', true],
  ['aborted', '', true],
] as const)(
  'a prediction %s (%s) is the generic message, retried: %s (only a transient end is worth a second bill)',
  async (outcome, error, retryable) => {
    server.script({ outcome, error });
    const failure = await failureOf(provider().generate(REQUEST, () => undefined));
    expect(failure.message).toBe(MESSAGES.toolFailed);
    expect(failure.retryable).toBe(retryable);
  },
);

test.each([
  'NSFW content detected. Try running it again, or try a different prompt.',
  'Failed to generate image: output flagged as sensitive (E005)',
])('a blocked output (%s) is the safety message, not retried', async (error) => {
  server.script({ outcome: 'failed', error });
  const failure = await failureOf(provider().generate(REQUEST, () => undefined));
  expect(failure.message).toBe(MESSAGES.safetyBlocked);
  expect(failure.retryable).toBe(false);
});

test('a 429 is waited out as Retry-After asks, then the prediction runs', async () => {
  server.script({ steps: 1, rateLimitCreates: 1, retryAfter: '1' });
  const started = Date.now();
  const image = await provider().generate(REQUEST, () => undefined);

  expect(image.type).toBe('image/png');
  expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  expect(server.creates()).toHaveLength(2);
});

test('a 503 while polling is retried', async () => {
  server.script({ steps: 2, pollErrors: 2 });
  const image = await provider().generate(REQUEST, () => undefined);
  expect(image.data.equals(server.png)).toBe(true);
});

test('429s that outlast the back-off fail retryably after exactly the configured tries (no retries on top from the SDK)', async () => {
  server.script({ rateLimitCreates: 100, retryAfter: '0' });
  const failure = await failureOf(provider({ retry: { tries: 3, baseDelayMs: 5 } }).generate(REQUEST, () => undefined));
  expect(failure.message).toBe(MESSAGES.toolFailed);
  expect(failure.retryable).toBe(true);
  expect(server.creates()).toHaveLength(3);
});

test('a prediction running past the time limit is canceled and fails for good (a retry would bill a second one)', async () => {
  server.script({ steps: 10_000 });
  const failure = await failureOf(provider({ timeoutMs: 50 }).generate(REQUEST, () => undefined));
  expect(failure.retryable).toBe(false);
  expect(server.requests.some((r) => r.method === 'POST' && r.path.endsWith('/cancel'))).toBe(true);
});

test('a rejected token (4xx) fails at once, not retried', async () => {
  server.script({ steps: 1 });
  const failure = await failureOf(provider({ token: 'r8_wrong' }).generate(REQUEST, () => undefined));
  expect(failure.message).toBe(MESSAGES.toolFailed);
  expect(failure.retryable).toBe(false);
  expect(server.creates()).toHaveLength(1);
});

test('a bad model id is refused at construction', () => {
  expect(() => provider({ model: 'flux-dev' })).toThrow(/REPLICATE_IMAGE_MODEL/);
});
