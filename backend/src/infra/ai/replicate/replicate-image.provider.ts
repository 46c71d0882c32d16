import { Logger } from '@nestjs/common';

import {
  type GeneratedMedia,
  ImageProvider,
  type ProgressReporter,
  type TextToImageRequest,
} from '../image-provider.port';
import { requestFailure } from './failures';
import { sniffImageType } from './media';
import { buildInput } from './model-input';
import { type ModelRef, parseModelRef } from './model-ref';
import { PredictionRunner, type ReplicateConnection } from './prediction-runner';

export { progressOf } from './prediction-runner';

export interface ReplicateImageOptions extends ReplicateConnection {
  /** `owner/name` or `owner/name:version` */
  model: string;
}

/** Text to image on Replicate (Flux by default): create, poll with progress, download the output. */
export class ReplicateImageProvider extends ImageProvider {
  readonly name = 'replicate';
  private readonly log = new Logger(ReplicateImageProvider.name);
  private readonly runner: PredictionRunner;
  private readonly model: ModelRef;

  constructor(options: ReplicateImageOptions) {
    super();
    this.model = parseModelRef(options.model);
    this.runner = new PredictionRunner(options, this.log, 'prompt and aspect ratio');
  }

  async generate(request: TextToImageRequest, onProgress: ProgressReporter): Promise<GeneratedMedia> {
    try {
      const input = buildInput(request, (await this.runner.model(this.model)).schema);
      const { url, data } = await this.runner.output(
        this.model,
        input,
        onProgress,
        request.jobId ? { jobId: request.jobId, step: 'image' } : undefined,
      );
      const type = sniffImageType(data);
      if (!type) throw new Error(`output at ${url} is not a PNG, JPEG, WebP or GIF image`);
      return { data, type };
    } catch (err) {
      const failure = requestFailure(err);
      if (failure !== err) this.log.warn(`image generation failed: ${String(err)}`);
      throw failure;
    }
  }
}
