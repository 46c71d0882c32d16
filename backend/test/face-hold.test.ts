import sharp from 'sharp';
import { DataSource } from 'typeorm';

import type { CreateGirlResponse, Girl, PicsAccepted } from '../src/contracts';
import { call, waitForJob as waitJob } from './support/http';
import type { RunningApi } from './support/in-process';
import type { ReplicateServer } from './support/replicate-server';
import { type ReplicateStack, startReplicateStack } from './support/replicate-stack';

/** With Replicate, her portrait's face is swapped onto each new picture of her (FACE_HOLD, on by default). */
let replicate: ReplicateServer;
let api: RunningApi;
let token: string;
let stack: ReplicateStack;

beforeAll(async () => {
  stack = await startReplicateStack();
  ({ replicate, api, token } = stack);
});
afterAll(() => stack.stop());

const mia = {
  name: 'Mia',
  eyes: 'Green',
  mouth: '',
  nose: null,
  hair: 'Auburn Curls',
  body: 'Curvy',
  skin: 'Olive',
  personality: ['Playful'],
  style: 'Realistic',
};

const waitForJob = (jobId: string) => waitJob(api.url, token, jobId);

const pixelsOf = async (bytes: Buffer) => sharp(bytes).removeAlpha().raw().toBuffer();

it('sends her portrait to the face-swap model with each new picture of her', async () => {
  // her portrait: a picture the image model draws
  const portrait = await sharp({ create: { width: 64, height: 96, channels: 3, background: '#d09a7a' } })
    .png()
    .toBuffer();
  replicate.script({ steps: 0, output: { data: portrait, ext: 'png', contentType: 'image/png' } });
  const created = await call<CreateGirlResponse>(api.url, 'POST', '/api/girls', { token, body: mia });
  expect(created.status).toBe(201);
  expect((await waitForJob(created.body.jobId)).status).toBe('completed');
  const girl = (await call<Girl>(api.url, 'GET', `/api/girls/${created.body.girl.id}`, { token })).body;
  expect(girl.imageUrl).toBeTruthy();
  const stored = Buffer.from(await (await fetch(api.url + girl.imageUrl!)).arrayBuffer());

  // a new picture of her: the image model, then the face swap with her portrait as the face
  replicate.script({ steps: 0 });
  const before = replicate.created.length;
  const res = await call<PicsAccepted>(api.url, 'POST', `/api/girls/${girl.id}/pics`, {
    token,
    body: { preset: 'Sexy' },
  });
  expect(res.status).toBe(202);
  const job = await waitForJob(res.body.jobId);
  expect(job.status).toBe('completed');

  const predictions = replicate.created.slice(before);
  expect(predictions.map((p) => p.model)).toEqual(['black-forest-labs/flux-dev', 'cdingram/face-swap']);
  const input = predictions[1].input as Record<string, string>;
  const face = Buffer.from(input.swap_image.split(',')[1], 'base64');
  expect((await pixelsOf(face)).equals(await pixelsOf(stored))).toBe(true);
  // the picture that was swapped is the one the image model drew (the server's 8x8 PNG), not the portrait
  const target = await sharp(Buffer.from(input.input_image.split(',')[1], 'base64')).metadata();
  expect([target.width, target.height]).toEqual([8, 8]);
});

it('keeps the drawn picture when the face swap cannot be followed, and cancels that prediction (nothing left running, billed)', async () => {
  const portrait = await sharp({ create: { width: 64, height: 96, channels: 3, background: '#c08a6a' } })
    .png()
    .toBuffer();
  replicate.script({ steps: 0, output: { data: portrait, ext: 'png', contentType: 'image/png' } });
  const created = await call<CreateGirlResponse>(api.url, 'POST', '/api/girls', {
    token,
    body: { ...mia, name: 'Nora' },
  });
  expect((await waitForJob(created.body.jobId)).status).toBe('completed');

  replicate.script({ steps: 0 });
  replicate.scriptModel('cdingram/face-swap', { steps: 1, pollGarbage: 1_000 });
  const before = replicate.created.length;
  const res = await call<PicsAccepted>(api.url, 'POST', `/api/girls/${created.body.girl.id}/pics`, {
    token,
    body: { preset: 'Sexy' },
  });
  const job = await waitForJob(res.body.jobId);
  expect(job.status).toBe('completed');

  const predictions = replicate.created.slice(before);
  expect(predictions.map((p) => p.model)).toEqual(['black-forest-labs/flux-dev', 'cdingram/face-swap']);
  expect(replicate.canceled(predictions[1].id)).toBe(true);
  expect(replicate.cancels()).toEqual([predictions[1].id]);
  const steps = (await api.app
    .get(DataSource)
    .query('SELECT step, prediction_id FROM job_predictions WHERE job_id = $1 ORDER BY step', [
      res.body.jobId,
    ])) as unknown[];
  expect(steps).toEqual([
    { step: 'faceSwap', prediction_id: predictions[1].id },
    { step: 'image', prediction_id: predictions[0].id },
  ]);
});
