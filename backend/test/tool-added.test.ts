/**
 * Adding a tool is its catalogue entry (contracts/tools.ts) and its file infra/ai/tools/<id>.tool.ts,
 * nothing else (ARCHITECTURE.md "Adding a tool"). A throwaway tool, both made here, gets its route and
 * its validation, its body limit, its page path, its job kind on its queue, its handler and its result
 * through the real pipeline: the API and the worker in this process, on Postgres and Redis.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import type { INestApplicationContext } from '@nestjs/common';
import sharp from 'sharp';

import { type ApiError, isPagePath, JOB_QUEUES, type JobKind, TOOL_IDS } from '../src/contracts';
import { call, signUp, waitForJob } from './support/http';
import { type RunningApi, startApi, startWorker } from './support/in-process';

const ID = 'mirror-test';

// the catalogue entry: what adding it to TOOL_CATALOGUE does, before anything reads the catalogue
jest.mock('../src/contracts/tools', () => {
  const actual = jest.requireActual<typeof import('../src/contracts/tools')>('../src/contracts/tools');
  const { DATA_URL, imageField, storedImage } = jest.requireActual<typeof import('../src/contracts/tool-descriptor')>(
    '../src/contracts/tool-descriptor',
  );
  const entry = {
    id: 'mirror-test',
    apiPath: 'mirror-test',
    pagePath: 'mirror-test',
    label: 'Mirror',
    fields: { image: imageField(DATA_URL) },
    missing: 'Please upload an image to mirror!',
    needs: { rule: 'all', fields: ['image'] },
    queue: 'media',
    toPayload: (body: import('../src/contracts/tool-descriptor').ToolBodyReader) => ({
      imageUrl: storedImage(body, 'image'),
    }),
    resultField: 'output',
    resultExample: { output: '/media/ab/ab12….png' },
    form: {
      title: 'Mirror',
      subtitle: 'Left becomes right.',
      inputs: [{ kind: 'image', field: 'image', label: 'Upload an image' }],
      submit: { idle: 'Mirror', busy: 'Mirroring...' },
      progress: 'Mirror',
      result: {
        kind: 'image',
        label: 'Mirrored image',
        alt: 'Mirrored image',
        busy: 'Mirroring...',
        empty: 'Your mirrored image will appear here.',
        missing: 'No valid output received.',
        download: { file: 'mirrored.png', label: 'Download Image' },
      },
    },
  } as unknown as (typeof actual.TOOLS)[number];
  Object.assign(actual.TOOL_CATALOGUE, { [entry.id]: entry });
  (actual.TOOLS as (typeof entry)[]).push(entry);
  actual.TOOL_IDS.push(entry.id);
  return actual;
});

// the tool's file, as its author would write it
const TOOL_FILE = join(__dirname, `../src/infra/ai/tools/${ID}.tool.ts`);
const TOOL_SOURCE = `import sharp from 'sharp';

import type { GeneratedMedia, ProgressReporter } from '../image-provider.port';

interface Run {
  payload: { imageUrl: string };
  read: (url: string) => Promise<Buffer>;
  progress: ProgressReporter;
}

/** The uploaded image, mirrored left to right. */
export const adapter = () => ({
  tool: '${ID}',
  async run({ payload, read, progress }: Run): Promise<GeneratedMedia> {
    await progress(50, 'mirroring');
    return { data: await sharp(await read(payload.imageUrl)).flop().png().toBuffer(), type: 'image/png' };
  },
});
`;

let api: RunningApi;
let worker: INestApplicationContext;
let token: string;

beforeAll(async () => {
  writeFileSync(TOOL_FILE, TOOL_SOURCE);
  api = await startApi();
  worker = await startWorker();
  token = (await signUp(api.url)).token;
});
afterAll(async () => {
  rmSync(TOOL_FILE, { force: true });
  await worker?.close();
  await api?.close();
});

/** 40x20: red on the left, blue on the right. */
const halves = () =>
  sharp({ create: { width: 40, height: 20, channels: 3, background: '#f00' } })
    .composite([{ input: { create: { width: 20, height: 20, channels: 3, background: '#00f' } }, left: 20, top: 0 }])
    .png()
    .toBuffer();
const dataUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`;
const post = (body: unknown, headers?: Record<string, string>) =>
  call<ApiError & Record<string, string>>(api.url, 'POST', `/api/${ID}`, { token, body, headers });

/** The colour of the output's top-left pixel. */
async function leftPixel(url: string): Promise<number[]> {
  const bytes = Buffer.from(await (await fetch(api.url + url)).arrayBuffer());
  const { data } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  return [...data.subarray(0, 3)];
}

describe('a tool added by its catalogue entry and its <id>.tool.ts', () => {
  it('is a job kind on its queue and has a page path', () => {
    expect(TOOL_IDS).toContain(ID);
    expect(JOB_QUEUES[ID as JobKind]).toBe('media');
    expect(isPagePath(`/${ID}`)).toBe(true);
  });

  it('has its route: a session needed, its own missing-fields message, its body limit', async () => {
    expect((await call(api.url, 'POST', `/api/${ID}`, { body: {} })).status).toBe(401);
    const empty = await post({});
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Please upload an image to mirror!');
    const tooLarge = await post({ image: dataUrl(Buffer.alloc(11 * 1024 * 1024, 1)) });
    expect(tooLarge.status).toBe(413);
  });

  it('runs through the worker: queued, its adapter run, its result stored and answered in its result field', async () => {
    const queued = await post({ image: dataUrl(await halves()) });
    expect(queued.status).toBe(202);
    const job = await waitForJob(api.url, token, queued.body.jobId);
    expect(job.status).toBe('completed');
    const { output } = job.result as { output: string };
    expect(output).toMatch(/^\/media\/private\//);
    expect(await leftPixel(output)).toEqual([0, 0, 255]);

    const waited = await post({ image: dataUrl(await halves()) }, { prefer: 'wait=60' });
    expect(waited.status).toBe(200);
    expect(await leftPixel(waited.body.output)).toEqual([0, 0, 255]);
  });
});
