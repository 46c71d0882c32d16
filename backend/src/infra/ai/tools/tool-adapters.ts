import { type ToolDescriptor, type ToolId, TOOLS } from '../../../contracts';
import { type ToolAdapter, type ToolAdapterFactory, ToolAdapters, type ToolEngines } from './tool-adapter.port';

/**
 * The adapter factory of a tool of the catalogue: the `adapter` export of its file,
 * `infra/ai/tools/<id>.tool.ts` (found by the tool's id: a tool is added by its catalogue entry and
 * that file). A tool without one fails the worker's boot, naming it.
 */
export async function adapterFactoryOf(tool: ToolDescriptor): Promise<ToolAdapterFactory<ToolId>> {
  const file = `./${tool.id}.tool`;
  const found = (await import(file).catch((err: unknown) => {
    // the file itself is missing (not a module it imports)
    if (String((err as { message?: unknown } | null)?.message).includes(`'${file}'`)) return {};
    throw err;
  })) as { adapter?: ToolAdapterFactory<ToolId> };
  if (typeof found.adapter !== 'function')
    throw new Error(
      `No adapter for the tool "${tool.id}" (add infra/ai/tools/${tool.id}.tool.ts exporting \`adapter\`)`,
    );
  return found.adapter;
}

/** The adapters of every tool of the catalogue, built on the engines IMAGE_PROVIDER chose. */
export async function loadToolAdapters(engines: ToolEngines, tools: readonly ToolDescriptor[] = TOOLS) {
  const factories = await Promise.all(tools.map(adapterFactoryOf));
  return new ToolAdapterSet(factories.map((factory) => factory(engines)));
}

export class ToolAdapterSet extends ToolAdapters {
  private readonly byTool = new Map<ToolId, ToolAdapter<ToolId>>();

  constructor(adapters: readonly ToolAdapter<ToolId>[]) {
    super();
    for (const adapter of adapters) {
      if (this.byTool.has(adapter.tool)) throw new Error(`Two adapters for the tool "${adapter.tool}"`);
      this.byTool.set(adapter.tool, adapter);
    }
  }

  get<T extends ToolId>(tool: T): ToolAdapter<T> | undefined {
    return this.byTool.get(tool) as ToolAdapter<T> | undefined;
  }

  /** Stops the adapters' helper processes, if they run (Nest calls this at shutdown). */
  async onModuleDestroy(): Promise<void> {
    const closing = [...this.byTool.values()].flatMap((adapter) => (adapter.close ? [adapter.close()] : []));
    await Promise.all(closing);
  }
}
