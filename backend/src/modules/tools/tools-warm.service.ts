import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';

import { AppConfig } from '../../config/app-config';
import { warmsTools } from '../../config/config.schema';
import { TOOL_IDS } from '../../contracts';
import { ToolAdapters } from '../../infra/ai/tools/tool-adapter.port';

/**
 * The worker's warm-up of the on-device tool models (TOOLS_WARM, see `warmsTools`): once the app is
 * up, each adapter that has a `warm` runs it, one after another (two models loading at once would
 * share the cores). Nothing waits for it: the worker takes jobs at once (a job that comes first queues
 * behind the model's loading, as it would have anyway). A failure is only logged: the first job then
 * loads the model itself.
 */
@Injectable()
export class ToolsWarmService implements OnApplicationBootstrap {
  private readonly logger = new Logger('ToolsWarm');
  /** the warm-up under way, or done (for whoever needs to wait for it: tests, the benchmark) */
  warming: Promise<void> = Promise.resolve();

  constructor(
    @Inject(AppConfig) private readonly config: AppConfig,
    @Inject(ToolAdapters) private readonly adapters: ToolAdapters,
  ) {}

  onApplicationBootstrap() {
    if (warmsTools(this.config.settings)) this.warming = this.warm();
  }

  private async warm(): Promise<void> {
    for (const tool of TOOL_IDS) {
      const adapter = this.adapters.get(tool);
      if (!adapter?.warm) continue;
      const started = Date.now();
      try {
        await adapter.warm();
        this.logger.log(`${tool}: model warm in ${Date.now() - started} ms`);
      } catch (err) {
        this.logger.warn(`${tool}: warm-up failed, its first job will load the model: ${(err as Error).message}`);
      }
    }
  }
}
