import sharp from 'sharp';

import type { CreateGirlResponse, JobView, Message, User } from '../src/contracts';
import { call, signUp, waitForJob } from './support/http';
import type { RunningApi } from './support/in-process';
import type { ReplicateServer } from './support/replicate-server';
import { type ReplicateStack, startReplicateStack } from './support/replicate-stack';

/**
 * One meter: a job that finally fails gives its credit back exactly once, also when the provider
 * failed for a transient reason and the job was tried again first (Replicate stack, local server).
 */
let replicate: ReplicateServer;
let api: RunningApi;
let stack: ReplicateStack;

beforeAll(async () => {
  stack = await startReplicateStack();
  ({ replicate, api } = stack);
});
afterAll(() => stack.stop());

const credits = async (token: string) =>
  (await call<{ user: User }>(api.url, 'GET', '/api/auth/me', { token })).body.user.credits;

const png = async () =>
  `data:image/png;base64,${(
    await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c48' } })
      .png()
      .toBuffer()
  ).toString('base64')}`;

/** A fresh user (5 credits) with a girl whose free first portrait is done. */
async function girlOf() {
  const { token } = await signUp(api.url);
  replicate.script({ steps: 0 });
  const created = await call<CreateGirlResponse>(api.url, 'POST', '/api/girls', {
    token,
    body: { name: 'Ava', hair: 'Black Bob', personality: ['Warm'], style: 'Realistic' },
  });
  expect(created.status).toBe(201);
  expect((await waitForJob(api.url, token, created.body.jobId)).status).toBe('completed');
  return { token, girlId: created.body.girl.id };
}

type Start = (token: string, girlId: string) => Promise<string>;
const jobOf = async (token: string, path: string, body?: unknown, method = 'POST') => {
  const res = await call<{ jobId: string }>(api.url, method, path, { token, body });
  expect([200, 202]).toContain(res.status);
  return res.body.jobId;
};

const WAYS: [string, Start][] = [
  ['Pics', (token, girlId) => jobOf(token, `/api/girls/${girlId}/pics`, {})],
  ['New Look', (token, girlId) => jobOf(token, `/api/girls/${girlId}/look`)],
  [
    'a chat picture',
    (token, girlId) => jobOf(token, '/api/girl-chat', { girlId, newUserMessage: 'Send me a picture of you' }),
  ],
  ['the image tool', (token) => jobOf(token, '/api/flux-generate', { prompt: 'a red kite', aspectRatio: '1:1' })],
  ['background removal', async (token) => jobOf(token, '/api/remove-background', { image: await png() })],
  ['the upscaler', async (token) => jobOf(token, '/api/upscale', { prompt: 'sharper', imageBase64: await png() })],
];

describe.each(WAYS)('%s', (_name, start) => {
  it('fails after a retry and gives the credit back exactly once', async () => {
    const { token, girlId } = await girlOf();
    const before = await credits(token);
    // a transient failure: the job is tried again, then fails for good
    replicate.script({ steps: 0, outcome: 'failed', error: 'E1000: Unknown Error. Try retrying your prediction.' });
    const seen = replicate.created.length;
    const jobId = await start(token, girlId);
    expect(await credits(token)).toBe(before - 1);
    const job: JobView = await waitForJob(api.url, token, jobId);
    expect(job.status).toBe('failed');
    expect(replicate.created.length - seen).toBeGreaterThanOrEqual(2);
    expect(await credits(token)).toBe(before);
    // the reconciler's sweep and late events change nothing
    await new Promise((r) => setTimeout(r, 3_000));
    expect(await credits(token)).toBe(before);
    replicate.script({ steps: 0 });
  });
});

it('a failed chat picture ends as a failed message and is not charged', async () => {
  const { token, girlId } = await girlOf();
  replicate.script({ steps: 0, outcome: 'failed', error: 'E1000: Unknown Error. Try retrying your prediction.' });
  const jobId = await jobOf(token, '/api/girl-chat', { girlId, newUserMessage: 'Send me a photo' });
  expect((await waitForJob(api.url, token, jobId)).status).toBe('failed');
  const chat = await call<{ messages: Message[] }>(api.url, 'GET', `/api/chats/${girlId}`, { token });
  expect(chat.body.messages.at(-1)).toMatchObject({ loading: false, image: null });
  expect(await credits(token)).toBe(5);
  replicate.script({ steps: 0 });
});
