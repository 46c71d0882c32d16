import { randomBytes } from 'node:crypto';

import { Logger } from '@nestjs/common';
import sharp from 'sharp';
import { DataSource } from 'typeorm';

import type { ApiError } from '../src/contracts';
import { parseModelRef } from '../src/infra/ai/replicate/model-ref';
import { JobsTableLedger } from '../src/infra/ai/replicate/prediction-ledger';
import { PredictionRunner } from '../src/infra/ai/replicate/prediction-runner';
import { call } from './support/http';
import type { RunningApi } from './support/in-process';
import type { ReplicateServer } from './support/replicate-server';
import { type ReplicateStack, startReplicateStack } from './support/replicate-stack';
import { connectSocket, until } from './support/sockets';

/** The tool routes, queue and worker with Replicate configured (a local server speaking its API). */
let replicate: ReplicateServer;
let api: RunningApi;
let token: string;
let stack: ReplicateStack;
let picture: Buffer;

beforeAll(async () => {
  stack = await startReplicateStack();
  ({ replicate, api, token } = stack);
  picture = await sharp({ create: { width: 90, height: 120, channels: 3, background: '#b04a7a' } })
    .jpeg()
    .toBuffer();
});
afterAll(() => stack.stop());

const dataUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`;
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#4a7ab0' } })
    .png()
    .toBuffer();
const post = (path: string, body: unknown, headers?: Record<string, string>) =>
  call<ApiError & Record<string, string>>(api.url, 'POST', path, { token, body, headers });
/** the input of the last prediction created */
const inputOf = () => replicate.created.at(-1)!.input as Record<string, string>;
/** the predictions created from here on */
const createdSince = (before: number) => replicate.created.slice(before);
/** the job of a prediction, and every step's prediction that job recorded */
const jobOf = async (predictionId: string) =>
  (
    (await api.app
      .get(DataSource)
      .query('SELECT job_id FROM job_predictions WHERE prediction_id = $1', [predictionId])) as { job_id: string }[]
  ).map((r) => r.job_id);
const stepsOf = async (jobId: string) =>
  (await api.app
    .get(DataSource)
    .query('SELECT step, prediction_id, created FROM job_predictions WHERE job_id = $1 ORDER BY step', [jobId])) as {
    step: string;
    prediction_id: string;
    created: number;
  }[];
const failureOf = async (socket: Awaited<ReturnType<typeof connectSocket>>, jobId: string) => {
  await until(() => socket.failed.some((e) => e.jobId === jobId), 30_000, 'the failure');
  return socket.failed.find((e) => e.jobId === jobId)?.error;
};

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
    const res = await post(
      '/api/face-swap',
      { input_image: dataUrl(target), swap_image: dataUrl(face), consent: true },
      { prefer: 'wait=60' },
    );
    expect(res.status).toBe(200);
    expect(res.body.output).toMatch(/^\/media\/private\/.+\.png\?expires=\d+&signature=/);

    // a community model (`is_official: false`): created by its latest version, the model route never tried
    expect(replicate.creates().map((r) => r.path)).toEqual(['/v1/predictions']);
    expect(createdSince(before)).toHaveLength(1);
    expect(Object.keys(inputOf()).sort()).toEqual(['input_image', 'swap_image']);
    const sent = await Promise.all(
      [inputOf().input_image, inputOf().swap_image].map((uri) =>
        sharp(Buffer.from(uri.split(',')[1], 'base64')).metadata(),
      ),
    );
    expect(sent.map((m) => [m.width, m.height])).toEqual([
      [120, 160],
      [60, 80],
    ]);

    const stored = await sharp(Buffer.from(await (await fetch(api.url + res.body.output)).arrayBuffer())).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(['png', 90, 120]);
    const feed = await call<{ posts: { imageUrl: string }[] }>(api.url, 'GET', '/api/feed?limit=50');
    expect(feed.body.posts.map((p) => p.imageUrl)).not.toContain(res.body.output);
  });

  it('fails with the safety message (422 under Prefer: wait), at once, when the model blocks the output', async () => {
    replicate.script({ steps: 0, outcome: 'failed', error: 'NSFW content detected in the output' });
    const before = replicate.created.length;
    const image = dataUrl(await png(64, 64));
    const res = await post(
      '/api/face-swap',
      { input_image: image, swap_image: image, consent: true },
      { prefer: 'wait=60' },
    );
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      statusCode: 422,
      message: 'The image was blocked by the safety filter.',
      error: 'Unprocessable Entity',
    });
    // portraits of girls made by earlier tests may still be drawn meanwhile: count the face swaps
    expect(createdSince(before).filter((p) => p.model === 'cdingram/face-swap')).toHaveLength(1); // not retried
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

  it("says 'Oops! Something went wrong.' at once when the model itself fails: one prediction, never a second bill", async () => {
    replicate.script({ steps: 0, outcome: 'failed', error: 'CUDA error: out of memory' });
    const before = replicate.created.length;
    const socket = await connectSocket(api.url, token);
    const res = await post('/api/remove-background', { image: dataUrl(await png(64, 64)) });
    expect(await failureOf(socket, res.body.jobId)).toBe('Oops! Something went wrong.');
    expect(createdSince(before)).toHaveLength(1);
    socket.close();
  });

  it.each([
    ['failed', 'E1000: Unknown Error. Try retrying your prediction.'],
    ['aborted', ''],
  ] as const)(
    'a prediction %s for a transient reason is run once more, and no more (two predictions at most)',
    async (outcome, error) => {
      replicate.script({ steps: 0, outcome, error });
      const before = replicate.created.length;
      const socket = await connectSocket(api.url, token);
      const res = await post('/api/remove-background', { image: dataUrl(await png(64, 64)) });
      expect(await failureOf(socket, res.body.jobId)).toBe('Oops! Something went wrong.');
      const created = createdSince(before);
      expect(created).toHaveLength(2);
      expect(await stepsOf(res.body.jobId)).toEqual([
        { step: 'removeBackground', prediction_id: created[1].id, created: 2 },
      ]);
      socket.close();
    },
  );
});

describe('one prediction per job', () => {
  it('a retry after a failed poll resumes the same prediction instead of creating another', async () => {
    replicate.script({ steps: 1, pollGarbage: 1 }); // the first poll meets a proxy's HTML page
    const before = replicate.created.length;
    const res = await post('/api/remove-background', { image: dataUrl(await png(64, 64)) }, { prefer: 'wait=60' });
    expect(res.status).toBe(200);
    expect(res.body.output).toMatch(/^\/media\/private\/.+\.png\?expires=\d+&signature=/);
    const created = createdSince(before);
    expect(created).toHaveLength(1);
    expect(
      replicate.requests.filter((r) => r.method === 'GET' && r.path === `/v1/predictions/${created[0].id}`).length,
    ).toBeGreaterThanOrEqual(2);
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
    const jobs = await jobOf(id);
    expect(jobs).toHaveLength(1);
    expect(await stepsOf(jobs[0])).toEqual([{ step: 'removeBackground', prediction_id: id, created: 1 }]);
    await until(() => replicate.canceled(id), 10_000, 'the cancel');
    expect(replicate.cancels()).toEqual([id]);
  });

  it('two attempts of one job running at once (a lost lock) share one prediction: the second waits, then resumes it', async () => {
    replicate.script({ steps: 2 });
    const res = await post('/api/remove-background', { image: dataUrl(await png(64, 64)) }, { prefer: 'wait=60' });
    expect(res.status).toBe(200);
    const [jobId] = await jobOf(replicate.created.at(-1)!.id);
    const runner = new PredictionRunner(
      {
        token: replicate.token,
        baseUrl: replicate.baseUrl,
        pollIntervalMs: 5,
        ledger: new JobsTableLedger(api.app.get(DataSource)),
      },
      new Logger('race'),
      'nothing',
    );
    const model = parseModelRef('851-labs/background-remover');
    const before = replicate.created.length;
    const step = { jobId, step: 'race' };
    const urls = await Promise.all(
      [1, 2].map(() => runner.run(model, { image: dataUrl(picture) }, () => undefined, step)),
    );
    const created = createdSince(before);
    expect(created).toHaveLength(1);
    expect(urls[0]).toBe(urls[1]);
    expect((await stepsOf(jobId)).find((s) => s.step === 'race')).toEqual({
      step: 'race',
      prediction_id: created[0].id,
      created: 1,
    });
  });

  it('upscale from a prompt: each of its two predictions is kept with the job; a retry resumes each, a give-up cancels the one running', async () => {
    replicate.script({ steps: 1 });
    replicate.scriptModel('fermatresearch/magic-image-refiner', { steps: 1, pollGarbage: 1_000 });
    const before = replicate.created.length;
    const res = await post('/api/upscale', { prompt: 'a lighthouse at dusk' }, { prefer: 'wait=60' });
    expect(res.status).toBe(503);

    const created = createdSince(before);
    expect(created.map((c) => c.model)).toEqual(['black-forest-labs/flux-dev', 'fermatresearch/magic-image-refiner']);
    const [picture, upscale] = created;
    const [jobId] = await jobOf(upscale.id);
    expect(await stepsOf(jobId)).toEqual([
      { step: 'image', prediction_id: picture.id, created: 1 },
      { step: 'upscale', prediction_id: upscale.id, created: 1 },
    ]);
    // every attempt after the first resumed the picture's prediction (succeeded) instead of drawing it again
    expect(
      replicate.requests.filter((r) => r.method === 'GET' && r.path === `/v1/predictions/${picture.id}`).length,
    ).toBeGreaterThanOrEqual(2);
    await until(() => replicate.canceled(upscale.id), 10_000, 'the cancel');
    expect(replicate.cancels()).toEqual([upscale.id]);
  });
});

describe('image to image', () => {
  it('an upload over 1 MB reaches flux-dev through the files API as `image`, with `prompt_strength`', async () => {
    replicate.script({ steps: 1 });
    const big = await sharp(randomBytes(900 * 900 * 3), { raw: { width: 900, height: 900, channels: 3 } })
      .png()
      .toBuffer();
    const files = replicate.files.length;
    const res = await post(
      '/api/flux-generate',
      { prompt: 'in a garden', aspectRatio: '1:1', imageBase64: dataUrl(big) },
      { prefer: 'wait=60' },
    );
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
    const res = await post(
      '/api/flux-generate',
      { prompt: 'in a garden', aspectRatio: '1:1', imageBase64: dataUrl(await png(64, 64)) },
      { prefer: 'wait=60' },
    );
    expect(res.status).toBe(200);
    expect(replicate.files.length).toBe(files);
    expect(inputOf().image).toMatch(/^data:image\/png;base64,/);
  });
});
