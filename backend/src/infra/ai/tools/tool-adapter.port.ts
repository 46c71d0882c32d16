import type { ToolId, ToolPayload } from '../../../contracts';
import type { GeneratedMedia, ImageProvider, ProgressReporter } from '../image-provider.port';
import type { MediaTools } from '../media-tools.port';
import type { ReplicateModels } from '../replicate/replicate-models';

/** One run of a tool's job, as its adapter sees it. */
export interface ToolRun<T extends ToolId> {
  jobId: string;
  payload: ToolPayload<T>;
  /** the bytes of a stored input (a media URL of the payload) */
  read: (url: string) => Promise<Buffer>;
  /** the job's progress: 5..90 is the adapter's share (the job starts and saves around it) */
  progress: ProgressReporter;
}

/** What a tool does with its job's payload: one output, which the job stores and answers as its result. */
export interface ToolAdapter<T extends ToolId> {
  readonly tool: T;
  run(run: ToolRun<T>): Promise<GeneratedMedia>;
}

/**
 * What an adapter may build on, already chosen by IMAGE_PROVIDER: the image provider, the media
 * tools, and Replicate's model runner (null when tools run on this machine) for a tool with a model of
 * its own: its `<id>.tool.ts` picks its Replicate or offline step by it.
 */
export interface ToolEngines {
  images: ImageProvider;
  media: MediaTools;
  replicate: ReplicateModels | null;
}

export type ToolAdapterFactory<T extends ToolId> = (engines: ToolEngines) => ToolAdapter<T>;

/** Every tool's adapter, by tool id. */
export abstract class ToolAdapters {
  abstract get<T extends ToolId>(tool: T): ToolAdapter<T> | undefined;
}
