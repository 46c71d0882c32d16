import { Injectable, Module, type Type } from '@nestjs/common';
import { DiscoveryModule, NestFactory } from '@nestjs/core';

import { JOB_QUEUES, type JobKind } from '../../contracts';
import { PredictionCanceller } from '../../infra/ai/replicate/prediction-canceller';
import { JobHandlerFor } from './job-handler';
import { JobHandlers } from './job-handlers';

const ALL_KINDS = Object.keys(JOB_QUEUES) as JobKind[];

function handlerFor(kind: JobKind): Type {
  @Injectable()
  @JobHandlerFor(kind)
  class Handler {
    async run() {
      return { kind };
    }
  }
  return Handler;
}

/** A worker-like app with a handler for each of `kinds` (JobHandlers reads them at boot). */
function boot(kinds: JobKind[]) {
  @Module({
    imports: [DiscoveryModule],
    providers: [JobHandlers, { provide: PredictionCanceller, useValue: {} }, ...kinds.map(handlerFor)],
  })
  class WorkerLike {}
  return NestFactory.createApplicationContext(WorkerLike, { logger: false, abortOnError: false });
}

describe('job handlers found at boot', () => {
  it('finds the handler of every kind of the catalogue by its @JobHandlerFor', async () => {
    const app = await boot(ALL_KINDS);
    const handlers = app.get(JobHandlers);
    for (const kind of ALL_KINDS)
      await expect(
        handlers.get(kind).run({ jobId: 'j', userId: 'u', payload: {} as never, progress: async () => undefined }),
      ).resolves.toEqual({ kind });
    await app.close();
  });

  it('fails the boot naming a kind of the catalogue that has no handler', async () => {
    await expect(boot(ALL_KINDS.filter((k) => k !== 'upscale'))).rejects.toThrow(
      'No job handler for the job kind "upscale"',
    );
  });

  it('fails the boot when two handlers claim one kind', async () => {
    await expect(boot([...ALL_KINDS, 'pics'])).rejects.toThrow('Two job handlers for the job kind "pics"');
  });
});
