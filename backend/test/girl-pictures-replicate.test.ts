import sharp from 'sharp';

import type { CreateGirlResponse, Girl, PicsAccepted } from '../src/contracts';
import { call, waitForJob as waitJob } from './support/http';
import type { RunningApi } from './support/in-process';
import type { ReplicateServer } from './support/replicate-server';
import { type ReplicateStack, startReplicateStack } from './support/replicate-stack';
import { until } from './support/sockets';

/**
 * Her pictures (Pics, chat pictures, portraits after the first) are text to image from her traits and
 * the scene: her portrait is never flux-dev's `image` (image to image would pull pose, framing and
 * colours back to it, and drop the aspect ratio); her face is held by the face swap.
 */
let replicate: ReplicateServer;
let api: RunningApi;
let token: string;
let stack: ReplicateStack;
let girl: Girl;
let portrait: Buffer;

beforeAll(async () => {
  stack = await startReplicateStack();
  ({ replicate, api, token } = stack);
  portrait = await sharp({ create: { width: 72, height: 128, channels: 3, background: '#c98f75' } })
    .png()
    .toBuffer();
  // her first portrait: drawn from her traits alone
  replicate.script({ steps: 0, output: { data: portrait, ext: 'png', contentType: 'image/png' } });
  const before = replicate.created.length;
  const created = await call<CreateGirlResponse>(api.url, 'POST', '/api/girls', {
    token,
    body: {
      name: 'Lena',
      eyes: 'Brown',
      mouth: '',
      nose: null,
      hair: 'Black Bob',
      body: 'Slim',
      skin: 'Fair',
      personality: ['Shy'],
      style: 'Realistic',
    },
  });
  expect(created.status).toBe(201);
  expect((await waitForJob(created.body.jobId)).status).toBe('completed');
  expect(replicate.created.slice(before).map((p) => p.model)).toEqual(['black-forest-labs/flux-dev']);
  girl = (await call<Girl>(api.url, 'GET', `/api/girls/${created.body.girl.id}`, { token })).body;
  expect(girl.imageUrl).toBeTruthy();
});
afterAll(() => stack.stop());

const waitForJob = (jobId: string) => waitJob(api.url, token, jobId);

/** The predictions of one picture of her: flux-dev text to image, then the face swap with her portrait. */
async function expectTextToImageWithHeldFace(before: number, ratio: string) {
  await until(() => replicate.created.length >= before + 2, 30_000, 'the picture and its face swap');
  const [picture, swap] = replicate.created.slice(before);
  expect([picture.model, swap.model]).toEqual(['black-forest-labs/flux-dev', 'cdingram/face-swap']);
  expect(picture.input).not.toHaveProperty('image');
  expect(picture.input).not.toHaveProperty('prompt_strength');
  expect(picture.input).toMatchObject({ aspect_ratio: ratio });
  expect(String(picture.input.prompt)).toMatch(/black bob hair/i); // her traits
  const face = await sharp(Buffer.from(String(swap.input.swap_image).split(',')[1], 'base64')).metadata();
  expect([face.width, face.height]).toEqual([72, 128]); // her portrait holds the face
}

it('a Pics picture', async () => {
  replicate.script({ steps: 0 });
  const before = replicate.created.length;
  const res = await call<PicsAccepted>(api.url, 'POST', `/api/girls/${girl.id}/pics`, {
    token,
    body: { preset: 'Sexy' },
  });
  expect(res.status).toBe(202);
  expect((await waitForJob(res.body.jobId)).status).toBe('completed');
  await expectTextToImageWithHeldFace(before, '9:16');
});

it('a chat picture', async () => {
  replicate.script({ steps: 0 });
  const before = replicate.created.length;
  const res = await call(api.url, 'POST', '/api/girl-chat', {
    token,
    body: { girlId: girl.id, newUserMessage: 'send me a pic of you at the beach' },
  });
  expect(res.status).toBeLessThan(300);
  await expectTextToImageWithHeldFace(before, '9:16');
});

it('a new look (a portrait after the first)', async () => {
  replicate.script({ steps: 0, output: { data: portrait, ext: 'png', contentType: 'image/png' } });
  const before = replicate.created.length;
  const look = await call<{ jobId: string }>(api.url, 'POST', `/api/girls/${girl.id}/look`, { token });
  expect(look.status).toBe(202);
  expect((await waitForJob(look.body.jobId)).status).toBe('completed');
  await expectTextToImageWithHeldFace(before, '9:16');
});
