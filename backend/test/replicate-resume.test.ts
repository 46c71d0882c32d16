import { Logger } from '@nestjs/common';

import type { TextToImageRequest } from '../src/infra/ai/image-provider.port';
import type { JobStep, PredictionLedger, RecordedPrediction } from '../src/infra/ai/replicate/prediction-ledger';
import { ReplicateImageProvider } from '../src/infra/ai/replicate/replicate-image.provider';
import { JobFailure } from '../src/infra/queue/job-failure';
import { DEFAULT_MODELS } from './fixtures/replicate';
import { ReplicateServer } from './support/replicate-server';
import { replicateSteps, toolSteps } from './support/tool-steps';

/**
 * A retry resumes its step's prediction; Replicate keeps outputs one hour, so a late retry may find
 * one whose output is gone. That one counts as not made: another is created, within two per step.
 */
class MemoryLedger implements PredictionLedger {
  readonly rows = new Map<string, RecordedPrediction>();
  private readonly key = (s: JobStep) => `${s.jobId}:${s.step}`;

  async find(step: JobStep): Promise<RecordedPrediction | null> {
    return this.rows.get(this.key(step)) ?? null;
  }

  async record(step: JobStep, id: string): Promise<void> {
    this.rows.set(this.key(step), { id, created: (this.rows.get(this.key(step))?.created ?? 0) + 1 });
  }

  exclusive<T>(_step: JobStep, work: () => Promise<T>): Promise<T> {
    return work();
  }
}

let server: ReplicateServer;
let ledger: MemoryLedger;
let jobs = 0;

beforeAll(async () => {
  Logger.overrideLogger(false);
  server = await new ReplicateServer().start();
  for (const [name, model] of Object.entries(DEFAULT_MODELS)) server.models.set(name, model);
});
afterAll(() => server.stop());
beforeEach(() => {
  ledger = new MemoryLedger();
  server.script({ steps: 1 });
});

const connection = () => ({ token: server.token, baseUrl: server.baseUrl, pollIntervalMs: 5, ledger });
const images = () => new ReplicateImageProvider({ ...connection(), model: 'black-forest-labs/flux-dev' });
const request = (jobId: string): TextToImageRequest => ({
  prompt: 'her at the beach',
  aspectRatio: '4:5',
  steps: 28,
  guidance: 3,
  interval: 2,
  referenceImage: null,
  seed: jobId,
  jobId,
});
const newJob = () => `job-resume-${++jobs}`;
const failureOf = async (promise: Promise<unknown>) => {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(JobFailure);
  return err as JobFailure;
};

test('a retry resumes a succeeded prediction whose output is still kept (no second prediction)', async () => {
  const jobId = newJob();
  const before = server.created.length;
  await images().generate(request(jobId), () => undefined);
  await images().generate(request(jobId), () => undefined);
  expect(server.created.slice(before)).toHaveLength(1);
});

test.each(['flagged', 'file'] as const)(
  'a resumed prediction whose output is gone (%s) counts as not made: another is created and its output taken',
  async (how) => {
    const jobId = newJob();
    const before = server.created.length;
    await images().generate(request(jobId), () => undefined);
    const [first] = server.created.slice(before);
    server.removeOutput(first.id, how); // `data_removed: true` on the prediction, or only its file answers 404

    const again = await images().generate(request(jobId), () => undefined);
    expect(again.data.equals(server.png)).toBe(true);
    const created = server.created.slice(before);
    expect(created).toHaveLength(2);
    expect(ledger.rows.get(`${jobId}:image`)).toEqual({ id: created[1].id, created: 2 });
  },
);

test.each(['flagged', 'file'] as const)(
  'the step has made its two: a third retry whose output is gone (%s) fails for good instead of looping',
  async (how) => {
    const jobId = newJob();
    const before = server.created.length;
    await images().generate(request(jobId), () => undefined);
    server.removeOutput(server.created.at(-1)!.id, how);
    await images().generate(request(jobId), () => undefined);
    server.removeOutput(server.created.at(-1)!.id, how);

    const failure = await failureOf(images().generate(request(jobId), () => undefined));
    expect(failure.retryable).toBe(false);
    expect(server.created.slice(before)).toHaveLength(2);
  },
);

test('the media tools too: a retried upscale whose output is gone makes one more prediction', async () => {
  const tools = toolSteps(
    replicateSteps({
      ...connection(),
      models: {
        video: 'kwaivgi/kling-v1.6-standard',
        faceSwap: 'cdingram/face-swap',
        removeBackground: '851-labs/background-remover',
        upscale: 'fermatresearch/magic-image-refiner',
      },
    }),
  );
  const jobId = newJob();
  const before = server.created.length;
  await tools.upscale({ prompt: 'crisp', image: server.png, jobId }, () => undefined);
  server.removeOutput(server.created.at(-1)!.id, 'file');
  const out = await tools.upscale({ prompt: 'crisp', image: server.png, jobId }, () => undefined);
  expect(out.type).toBe('image/png');
  expect(server.created.slice(before)).toHaveLength(2);
  expect(ledger.rows.get(`${jobId}:upscale`)?.created).toBe(2);
});
