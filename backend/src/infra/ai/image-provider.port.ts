import type { AspectRatio } from '../../contracts';
import type { MediaType } from '../storage/media-storage.port';

export interface TextToImageRequest {
  prompt: string;
  aspectRatio: AspectRatio;
  steps: number;
  guidance: number;
  interval: number;
  /** an image the person uploaded (the image tool), when the model takes one; never her portrait (see GirlPictures) */
  referenceImage: Buffer | null;
  /** makes the output repeatable: the same request and seed give the same picture */
  seed: string;
  /** the job this runs for: a provider that bills per call keeps one call per job with it */
  jobId?: string;
  /** who is pictured (a girl's id), where a provider can hold a face by it: her pictures share one face */
  identity?: string;
}

export interface GeneratedMedia {
  data: Buffer;
  type: MediaType;
}

export type ProgressReporter = (progress: number, stage: string) => Promise<void> | void;

/** Text to image: Replicate when configured, else the offline renderer. */
export abstract class ImageProvider {
  abstract readonly name: string;
  /** true when the provider draws a girl's face from `identity` itself, so no face swap is needed to hold it */
  readonly holdsFace: boolean = false;
  abstract generate(request: TextToImageRequest, onProgress: ProgressReporter): Promise<GeneratedMedia>;
}
