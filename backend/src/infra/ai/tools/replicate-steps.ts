import { Logger } from '@nestjs/common';

import type { Settings } from '../../../config/config.schema';
import { loadSharp } from '../../lazy-sharp';
import type { MediaType } from '../../storage/media-storage.port';
import type { GeneratedMedia, ProgressReporter } from '../image-provider.port';
import { requestFailure } from '../replicate/failures';
import type { InputSchema } from '../replicate/input-schema';
import type { ModelInputs } from '../replicate/model-inputs';
import { type ModelRef, parseModelRef } from '../replicate/model-ref';
import { PredictionRunner, type ReplicateConnection } from '../replicate/prediction-runner';
import { ReplicateModels } from '../replicate/replicate-models';

const TOOL_TIMEOUT_MS = 15 * 60_000;

/** The settings that name a tool's Replicate model (`owner/name` or `owner/name:version`). */
export type ModelSetting = Extract<keyof Settings, `REPLICATE_${string}_MODEL`>;

export interface ReplicateStep {
  model: ModelRef;
  /** the job's step the prediction is kept under ('video'): a retry resumes it, a give-up cancels it */
  step: string;
  /** what to send, given the model's input schema (null when it could not be read) */
  input: (schema: InputSchema | null) => ModelInputs;
  /** the output types taken; any other fails the step */
  accepted: readonly MediaType[];
  onProgress: ProgressReporter;
  jobId: string | undefined;
  /** the job goes on without this step when it fails (nothing is left running for a retry) */
  optional?: boolean;
}

/**
 * What a tool's Replicate step runs on (IMAGE_PROVIDER chose Replicate and a token is set): its model,
 * read from its setting when its adapter is made (a bad id fails the boot, naming the setting), one
 * prediction per job step, and any error turned into the job's failure.
 */
export class ReplicateSteps {
  private readonly log = new Logger('ReplicateTools');

  /** On a connection: a tool's prediction still running after 15 minutes is canceled (video models take minutes). */
  static connect(connection: ReplicateConnection, settings: Partial<Record<ModelSetting, string>>): ReplicateSteps {
    const runner = new PredictionRunner(
      { ...connection, timeoutMs: connection.timeoutMs ?? TOOL_TIMEOUT_MS },
      new Logger('ReplicateTools'),
      'the documented inputs',
    );
    return new ReplicateSteps(new ReplicateModels(runner), settings);
  }

  constructor(
    private readonly models: ReplicateModels,
    private readonly settings: Partial<Record<ModelSetting, string>>,
  ) {}

  model(setting: ModelSetting): ModelRef {
    return parseModelRef(this.settings[setting] ?? '', setting);
  }

  /** Runs the model on its input and downloads the output, which must be one of `accepted`. */
  predict({
    model,
    step,
    input,
    accepted,
    onProgress,
    jobId,
    optional = false,
  }: ReplicateStep): Promise<GeneratedMedia> {
    return this.models.predict({
      model,
      input,
      accepted,
      onProgress,
      step: jobId ? { jobId, step, optional } : undefined,
    });
  }

  /** Any error as the job's failure: safety blocks are final, 4xx answers too, the rest retryable. */
  async attempt(what: string, work: () => Promise<GeneratedMedia>): Promise<GeneratedMedia> {
    try {
      return await work();
    } catch (err) {
      const failure = requestFailure(err);
      if (failure !== err) this.log.warn(`${what} failed: ${String(err)}`);
      throw failure;
    }
  }
}

/** The images a model may answer with (re-encoded as PNG by `asPng`). */
export const IMAGE_OUTPUTS: readonly MediaType[] = ['image/png', 'image/jpeg', 'image/webp'];

/**
 * The spec saves face swap, background removal and upscale results as .png (face-swapped.png,
 * output.png, upscaled-image.png), so a model's JPEG or WebP is re-encoded (transparency kept).
 */
export async function asPng(media: GeneratedMedia): Promise<GeneratedMedia> {
  const sharp = await loadSharp();
  if (media.type === 'image/png') return media;
  return { data: await sharp(media.data).png().toBuffer(), type: 'image/png' };
}
