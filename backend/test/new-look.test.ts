import sharp from 'sharp';

import type { CreateGirlResponse, Girl } from '../src/contracts';
import { call, waitForJob as waitJob } from './support/http';
import type { RunningApi } from './support/in-process';
import type { ReplicateServer } from './support/replicate-server';
import { type ReplicateStack, startReplicateStack } from './support/replicate-stack';

/** "Generate New Look" with Replicate keeps her face: her current portrait's face goes onto the new one (face swap). */
let replicate: ReplicateServer;
let api: RunningApi;
let token: string;
let stack: ReplicateStack;

beforeAll(async () => {
  stack = await startReplicateStack();
  ({ replicate, api, token } = stack);
});
afterAll(() => stack.stop());

const zoe = {
  name: 'Zoe',
  eyes: 'Hazel',
  mouth: null,
  nose: null,
  hair: 'Silver Pixie',
  body: 'Fit',
  skin: 'Ivory',
  personality: ['Witty'],
  style: 'Anime',
};

const waitForJob = (jobId: string) => waitJob(api.url, token, jobId);

const pixelsOf = async (bytes: Buffer) => sharp(bytes).removeAlpha().raw().toBuffer();
const dataUriBytes = (value: unknown) => Buffer.from(String(value).split(',')[1] ?? '', 'base64');

it("draws the new look from her traits (text to image, no reference), then puts her current portrait's face onto it", async () => {
  const portrait = await sharp({ create: { width: 48, height: 80, channels: 3, background: '#a0c4e8' } })
    .png()
    .toBuffer();
  replicate.script({ steps: 0, output: { data: portrait, ext: 'png', contentType: 'image/png' } });
  const firstBefore = replicate.created.length;
  const created = await call<CreateGirlResponse>(api.url, 'POST', '/api/girls', { token, body: zoe });
  expect(created.status).toBe(201);
  expect((await waitForJob(created.body.jobId)).status).toBe('completed');
  // her first portrait has nothing to keep: no reference and no face swap
  const first = replicate.created.slice(firstBefore);
  expect(first.map((p) => p.model)).toEqual(['black-forest-labs/flux-dev']);
  expect(first[0].input.image).toBeUndefined();
  const girl = (await call<Girl>(api.url, 'GET', `/api/girls/${created.body.girl.id}`, { token })).body;
  const old = Buffer.from(await (await fetch(api.url + girl.imageUrl!)).arrayBuffer());

  replicate.script({ steps: 0 });
  const before = replicate.created.length;
  const look = await call<{ jobId: string }>(api.url, 'POST', `/api/girls/${girl.id}/look`, { token });
  expect(look.status).toBe(202);
  expect((await waitForJob(look.body.jobId)).status).toBe('completed');

  const predictions = replicate.created.slice(before);
  expect(predictions.map((p) => p.model)).toEqual(['black-forest-labs/flux-dev', 'cdingram/face-swap']);
  // the image model draws from her traits in her stored style: her portrait is not its `image` (img2img
  // would pull pose, framing and colours back to it, and flux-dev drops the aspect ratio with an image)
  const draw = predictions[0].input;
  expect(String(draw.prompt)).toContain('Anime style');
  expect(draw.image).toBeUndefined();
  expect(draw.prompt_strength).toBeUndefined();
  expect(draw.aspect_ratio).toBe('9:16');
  // then the old portrait's face goes onto the new look
  expect((await pixelsOf(dataUriBytes(predictions[1].input.swap_image))).equals(await pixelsOf(old))).toBe(true);
  const after = (await call<Girl>(api.url, 'GET', `/api/girls/${girl.id}`, { token })).body;
  expect(after.imageUrl).not.toBe(girl.imageUrl);
});
