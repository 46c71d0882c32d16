import type { ToolId, ToolPayload } from '../../../contracts';
import type { FaceSwap } from '../face-swap.port';
import type { GeneratedMedia, ImageProvider, ProgressReporter } from '../image-provider.port';
import type { ReplicateSteps } from './replicate-steps';

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
  /** loads what it runs on this machine (an on-device model, in its helper), at the worker's boot: its first job is then not slower */
  warm?(): Promise<void>;
  /** stops what it runs beside the process (an on-device model's helper), at shutdown */
  close?(): Promise<void>;
}

/**
 * What an adapter may build on, already chosen by IMAGE_PROVIDER: the image provider, Replicate's
 * steps (null when tools run on this machine: its `<id>.tool.ts` picks its Replicate or offline step
 * by it), and the face swap step (shared with her face hold).
 */
export interface ToolEngines {
  images: ImageProvider;
  replicate: ReplicateSteps | null;
  faceSwap: FaceSwap;
}

/** The one export of `infra/ai/tools/<id>.tool.ts`, named `adapter`: its tool's adapter, on the engines. */
export type ToolAdapterFactory<T extends ToolId> = (engines: ToolEngines) => ToolAdapter<T>;

/** Every tool's adapter, by tool id. */
export abstract class ToolAdapters {
  abstract get<T extends ToolId>(tool: T): ToolAdapter<T> | undefined;
}
