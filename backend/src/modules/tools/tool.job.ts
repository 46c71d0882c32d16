import { Inject, Injectable } from '@nestjs/common';

import { type JobResult, TOOL_IDS, toolById, type ToolId } from '../../contracts';
import { type ToolAdapter, ToolAdapters } from '../../infra/ai/tools/tool-adapter.port';
import { MediaStorage } from '../../infra/storage/media-storage.port';
import { type JobContext, type JobHandlerFamily, JobHandlersFor, type RegisteredHandler } from '../jobs/job-handler';

/**
 * The job of every tool of the catalogue (queue: its entry's): its adapter makes the output (progress
 * 5..90), which is stored and answered in the entry's result field, private to its owner (never on the feed).
 */
@Injectable()
@JobHandlersFor(TOOL_IDS)
export class ToolJob implements JobHandlerFamily<ToolId> {
  constructor(
    @Inject(ToolAdapters) private readonly adapters: ToolAdapters,
    @Inject(MediaStorage) private readonly storage: MediaStorage,
  ) {}

  handlerFor<T extends ToolId>(kind: T): RegisteredHandler<T> {
    const adapter = this.adapters.get(kind);
    if (!adapter) throw new Error(`No adapter for the tool "${kind}" (add one under infra/ai/tools)`);
    return { run: (ctx) => this.run(kind, adapter, ctx) };
  }

  private async run<T extends ToolId>(kind: T, adapter: ToolAdapter<T>, ctx: JobContext<T>): Promise<JobResult<T>> {
    await ctx.progress(5, 'starting');
    const media = await adapter.run({
      jobId: ctx.jobId,
      payload: ctx.payload,
      read: (url) => this.storage.read(url),
      progress: (p, stage) => ctx.progress(Math.min(90, Math.max(5, Math.round(p))), stage),
    });
    await ctx.progress(95, 'saving');
    const url = await this.storage.put(media.data, media.type, { private: true });
    return { [toolById(kind).resultField]: url } as JobResult<T>;
  }
}
