import type { GeneratedMedia, ProgressReporter } from './image-provider.port';

export interface VideoRequest {
  prompt: string;
  negativePrompt: string | null;
  /** the start image */
  image: Buffer;
  /** makes the output repeatable where the model takes a seed */
  seed: string;
  /** the job this runs for: a provider that bills per call keeps one call per job with it */
  jobId?: string;
}

export interface GifRequest {
  prompt: string;
  image: Buffer;
  seed: string;
  /** the job this runs for: a provider that bills per call keeps one call per job with it */
  jobId?: string;
}

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

export interface UpscaleRequest {
  prompt: string;
  image: Buffer;
  /** the job this runs for: a provider that bills per call keeps one call per job with it */
  jobId?: string;
}

/** Video, GIF, face swap, background removal and upscale: Replicate when configured, else on this machine. */
export abstract class MediaTools {
  abstract readonly name: string;
  /** an MP4 (video/mp4) moving from the start image */
  abstract video(req: VideoRequest, onProgress: ProgressReporter): Promise<GeneratedMedia>;
  /** an animated GIF (image/gif) that loops forever */
  abstract gif(req: GifRequest, onProgress: ProgressReporter): Promise<GeneratedMedia>;
  /** a PNG of `input` wearing the face of `swap`; JobFailure(MESSAGES.noFaceFirst / noFaceSecond) when one has none */
  abstract faceSwap(req: FaceSwapRequest, onProgress: ProgressReporter): Promise<GeneratedMedia>;
  /** a PNG with alpha: the subject kept, the background transparent */
  abstract removeBackground(image: Buffer, onProgress: ProgressReporter, jobId?: string): Promise<GeneratedMedia>;
  abstract upscale(req: UpscaleRequest, onProgress: ProgressReporter): Promise<GeneratedMedia>;
}
