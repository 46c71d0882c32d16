import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { Injectable, Module, type Type } from '@nestjs/common';
import { DiscoveryModule, NestFactory } from '@nestjs/core';

import { isToolId, JOB_QUEUES, type JobKind, TOOL_IDS, type ToolId, TOOLS } from '../../contracts';
import type { FaceSwap } from '../../infra/ai/face-swap.port';
import type { ImageProvider } from '../../infra/ai/image-provider.port';
import { PredictionCanceller } from '../../infra/ai/replicate/prediction-canceller';
import { type ToolAdapterFactory, ToolAdapters } from '../../infra/ai/tools/tool-adapter.port';
import { loadToolAdapters, ToolAdapterSet } from '../../infra/ai/tools/tool-adapters';
import { LocalMediaStorage } from '../../infra/storage/local-media.storage';
import { MediaStorage } from '../../infra/storage/media-storage.port';
import { JobHandlerFor } from '../jobs/job-handler';
import { JobHandlers } from '../jobs/job-handlers';
import { ToolJob } from './tool.job';

const PNG = Buffer.from('89504e470d0a1a0a', 'hex');
const DOMAIN_KINDS = (Object.keys(JOB_QUEUES) as JobKind[]).filter((kind) => !isToolId(kind));

function domainHandler(kind: JobKind): Type {
  @Injectable()
  @JobHandlerFor(kind)
  class Handler {
    async run() {
      return {};
    }
  }
  return Handler;
}

/** Every tool's adapter answers the same PNG, saying which tool and payload it ran. */
const echo =
  (tool: ToolId): ToolAdapterFactory<ToolId> =>
  () => ({
    tool,
    run: async ({ payload, progress }) => {
      await progress(50, `running ${tool}`);
      return { data: Buffer.concat([PNG, Buffer.from(JSON.stringify(payload))]), type: 'image/png' };
    },
  });

const dir = mkdtempSync(join(tmpdir(), 'tool-job-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A worker-like app: the domain handlers, the tool job, and adapters from `factories`. */
function boot(factories: readonly ToolAdapterFactory<ToolId>[]) {
  const engines = { images: {} as ImageProvider, faceSwap: {} as FaceSwap, replicate: null };
  @Module({
    imports: [DiscoveryModule],
    providers: [
      JobHandlers,
      { provide: PredictionCanceller, useValue: {} },
      { provide: ToolAdapters, useValue: new ToolAdapterSet(factories.map((factory) => factory(engines))) },
      { provide: MediaStorage, useValue: new LocalMediaStorage(dir) },
      ToolJob,
      ...DOMAIN_KINDS.map(domainHandler),
    ],
  })
  class WorkerLike {}
  return NestFactory.createApplicationContext(WorkerLike, { logger: false, abortOnError: false });
}

describe('the tool job', () => {
  it('has an adapter for every tool of the catalogue, from its infra/ai/tools/<id>.tool.ts', async () => {
    const set = await loadToolAdapters({ images: {} as ImageProvider, faceSwap: {} as FaceSwap, replicate: null });
    expect(TOOL_IDS.filter((tool) => set.get(tool)?.tool !== tool)).toEqual([]);
    await set.onModuleDestroy();
  });

  it('names a tool of the catalogue whose file is missing', async () => {
    const engines = { images: {} as ImageProvider, faceSwap: {} as FaceSwap, replicate: null };
    const ghost = { ...TOOLS[0]!, id: 'no-such-tool' as ToolId };
    await expect(loadToolAdapters(engines, [ghost])).rejects.toThrow(
      'No adapter for the tool "no-such-tool" (add infra/ai/tools/no-such-tool.tool.ts exporting `adapter`)',
    );
  });

  it("runs every tool by its adapter, stores the output and answers it in the entry's result field", async () => {
    const app = await boot(TOOL_IDS.map(echo));
    const handlers = app.get(JobHandlers);
    const storage = app.get(MediaStorage);
    const fields: Record<string, string> = {};
    for (const tool of TOOL_IDS) {
      const stages: string[] = [];
      const ctx = {
        jobId: `j-${tool}`,
        userId: 'u',
        payload: { prompt: tool } as never,
        progress: async (p: number, stage: string) => void stages.push(`${p} ${stage}`),
      };
      const result = (await handlers.get(tool).run(ctx)) as Record<string, string>;
      const [field] = Object.keys(result);
      fields[tool] = field!;
      expect((await storage.read(result[field])).subarray(PNG.length).toString()).toBe(
        JSON.stringify({ prompt: tool }),
      );
      expect(stages).toEqual(['5 starting', `50 running ${tool}`, '95 saving']);
    }
    expect(fields).toEqual({
      'flux-generate': 'imageUrl',
      'video-generate': 'videoUrl',
      'gif-generate': 'gifUrl',
      'face-swap': 'output',
      'remove-background': 'output',
      upscale: 'imageUrl',
    });
    await app.close();
  });

  it('fails the boot naming a tool of the catalogue that has no adapter', async () => {
    await expect(boot(TOOL_IDS.filter((t) => t !== 'gif-generate').map(echo))).rejects.toThrow(
      'No adapter for the tool "gif-generate"',
    );
  });
});
