import { Logger } from '@nestjs/common';

import { AppConfig } from '../../config/app-config';
import { parseSettings } from '../../config/config.schema';
import type { ToolId } from '../../contracts';
import { type ToolAdapter, ToolAdapters } from '../../infra/ai/tools/tool-adapter.port';
import { ToolsWarmService } from './tools-warm.service';

class Adapters extends ToolAdapters {
  constructor(private readonly byTool: Partial<Record<ToolId, ToolAdapter<ToolId>>>) {
    super();
  }
  get<T extends ToolId>(tool: T) {
    return this.byTool[tool] as ToolAdapter<T> | undefined;
  }
}

const run = () => Promise.reject(new Error('not run here'));
const config = (env: Record<string, string | undefined>) => new AppConfig(parseSettings(env), null);

describe('the worker warming the on-device tool models', () => {
  it("warms each adapter that can be warmed, without holding up the worker's boot", async () => {
    let finish = () => {};
    const warm = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const adapters = new Adapters({
      'remove-background': { tool: 'remove-background', run, warm },
      upscale: { tool: 'upscale', run },
    });
    const service = new ToolsWarmService(config({ TOOLS_WARM: 'on' }), adapters);
    expect(service.onApplicationBootstrap()).toBeUndefined();
    expect(warm).toHaveBeenCalledTimes(1);
    finish();
    await service.warming;
  });

  it('does nothing when TOOLS_WARM is off (or NODE_ENV is test)', async () => {
    const warm = jest.fn(() => Promise.resolve());
    const adapters = new Adapters({ 'remove-background': { tool: 'remove-background', run, warm } });
    for (const env of [{ TOOLS_WARM: 'off' }, { NODE_ENV: 'test' }]) {
      const service = new ToolsWarmService(config(env), adapters);
      service.onApplicationBootstrap();
      await service.warming;
    }
    expect(warm).not.toHaveBeenCalled();
  });

  it('logs a warm-up that fails and goes on to the next', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const failing = jest.fn(() => Promise.reject(new Error('no model file')));
    const next = jest.fn(() => Promise.resolve());
    const adapters = new Adapters({
      'face-swap': { tool: 'face-swap', run, warm: failing },
      'remove-background': { tool: 'remove-background', run, warm: next },
    });
    const service = new ToolsWarmService(config({ TOOLS_WARM: 'on' }), adapters);
    service.onApplicationBootstrap();
    await expect(service.warming).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('face-swap: warm-up failed, its first job will load the model: no model file'),
    );
    expect(next).toHaveBeenCalled();
    warn.mockRestore();
  });
});
