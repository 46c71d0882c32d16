import type { MediaType } from '../../storage/media-storage.port';
import type { GeneratedMedia, ProgressReporter } from '../image-provider.port';
import type { InputSchema } from './input-schema';
import { sniffMediaType } from './media';
import { modelInput, type ModelInputs } from './model-inputs';
import type { ModelRef } from './model-ref';
import type { JobStep } from './prediction-ledger';
import type { PredictionRunner } from './prediction-runner';

export interface ModelRun {
  model: ModelRef;
  /** what to send, given the model's input schema (null when it could not be read) */
  input: (schema: InputSchema | null) => ModelInputs;
  /** the output types taken; any other fails the run */
  accepted: readonly MediaType[];
  onProgress: ProgressReporter;
  /** the job's step this prediction is kept under (a retry resumes it, a give-up cancels it) */
  step?: JobStep;
}

/** One Replicate model run for a media output: the prediction (kept per job step), then its output downloaded. */
export class ReplicateModels {
  constructor(private readonly runner: PredictionRunner) {}

  async predict({ model, input, accepted, onProgress, step }: ModelRun): Promise<GeneratedMedia> {
    const { schema } = await this.runner.model(model);
    const { url, data } = await this.runner.output(model, modelInput(input(schema), schema), onProgress, step);
    const type = sniffMediaType(data);
    if (!type || !accepted.includes(type))
      throw new Error(`output at ${url} is ${type ?? 'of an unknown type'}, not ${accepted.join(' or ')}`);
    return { data, type };
  }
}
