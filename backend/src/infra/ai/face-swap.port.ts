import type { GeneratedMedia, ProgressReporter } from './image-provider.port';

export interface FaceSwapRequest {
  /** the picture whose face is replaced */
  input: Buffer;
  /** the picture the new face comes from */
  swap: Buffer;
  /** the job this runs for: a provider that bills per call keeps one call per job with it */
  jobId?: string;
  /** the job goes on without the swap when it fails (her face hold): nothing is left running for a retry to resume */
  optional?: boolean;
}

/**
 * One face put on a picture: the face-swap tool's step (tools/face-swap.tool.ts, Replicate's model or
 * the on-device swapper), which her face hold uses too.
 */
export abstract class FaceSwap {
  /** a PNG of `input` wearing the face of `swap`; JobFailure(MESSAGES.noFaceFirst / noFaceSecond) when one has none */
  abstract swap(req: FaceSwapRequest, onProgress: ProgressReporter): Promise<GeneratedMedia>;
}
