import type { ToolId } from '../../../contracts';
import { faceSwap } from './face-swap.tool';
import { fluxGenerate } from './flux-generate.tool';
import { gifGenerate } from './gif-generate.tool';
import { removeBackground } from './remove-background.tool';
import { type ToolAdapter, type ToolAdapterFactory, ToolAdapters, type ToolEngines } from './tool-adapter.port';
import { upscale } from './upscale.tool';
import { videoGenerate } from './video-generate.tool';

/** Every tool's adapter factory; a tool of the catalogue without one fails the worker's boot, naming it. */
export const TOOL_ADAPTER_FACTORIES: readonly ToolAdapterFactory<ToolId>[] = [
  fluxGenerate,
  videoGenerate,
  gifGenerate,
  faceSwap,
  removeBackground,
  upscale,
];

/** The adapters built on the engines IMAGE_PROVIDER chose. */
export class ToolAdapterSet extends ToolAdapters {
  private readonly byTool = new Map<ToolId, ToolAdapter<ToolId>>();

  constructor(engines: ToolEngines, factories: readonly ToolAdapterFactory<ToolId>[] = TOOL_ADAPTER_FACTORIES) {
    super();
    for (const factory of factories) {
      const adapter = factory(engines);
      if (this.byTool.has(adapter.tool)) throw new Error(`Two adapters for the tool "${adapter.tool}"`);
      this.byTool.set(adapter.tool, adapter);
    }
  }

  get<T extends ToolId>(tool: T): ToolAdapter<T> | undefined {
    return this.byTool.get(tool) as ToolAdapter<T> | undefined;
  }
}
