import type { Logger } from '@nestjs/common';
import Replicate, { parseProgressFromLogs, type Prediction } from 'replicate';
import type { ProgressReporter } from '../image-provider.port';
import { predictionFailure, somethingWentWrong } from './failures';
import { InputSchemaCache, type InputSchema } from './input-schema';
import { firstOutputUrl } from './media';
import { modelKey, type ModelRef } from './model-ref';
import { DEFAULT_RETRY, retryingFetch, type Fetch, type RetryOptions } from './retrying-fetch';

/** How to reach Replicate; shared by the image provider and the media tools. */
export interface ReplicateConnection {
  token: string;
  baseUrl: string;
  fetch?: Fetch;
  pollIntervalMs?: number;
  /** a prediction still running after this is canceled and the job fails (retryable) */
  timeoutMs?: number;
  retry?: Partial<RetryOptions>;
}

const FINISHED = new Set(['succeeded', 'failed', 'canceled', 'aborted']);
/** the log's 0..100% is reported as 10..85 */
const PROGRESS_FROM = 10;
const PROGRESS_SPAN = 75;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * One Replicate client with the retrying fetch: reads input schemas (once per model), runs a
 * prediction to its end with progress, maps a failed one to a JobFailure, downloads outputs.
 */
export class PredictionRunner {
  readonly fetch: Fetch;
  private readonly client: Replicate;
  private readonly schemas: InputSchemaCache;
  private readonly pollIntervalMs: number;
  private readonly timeoutMs: number;

  constructor(
    options: ReplicateConnection,
    private readonly log: Logger,
    /** what is sent when a model's schema cannot be read, for the warning */
    fallback: string,
  ) {
    this.fetch = retryingFetch(options.fetch ?? globalThis.fetch, { ...DEFAULT_RETRY, ...options.retry });
    this.client = new Replicate({ auth: options.token, baseUrl: options.baseUrl, fetch: this.fetch, useFileOutput: false });
    this.schemas = new InputSchemaCache(this.client, (err, model) =>
      this.log.warn(`could not read the input schema of ${modelKey(model)}; sending ${fallback} only: ${String(err)}`),
    );
    this.pollIntervalMs = options.pollIntervalMs ?? 1000;
    this.timeoutMs = options.timeoutMs ?? 10 * 60_000;
  }

  schema(model: ModelRef): Promise<InputSchema | null> {
    return this.schemas.get(model);
  }

  /** Creates the prediction, follows it to the end and answers its first output URL. */
  async run(model: ModelRef, input: Record<string, unknown>, onProgress: ProgressReporter): Promise<string> {
    const { owner, name, version } = model;
    const created = await this.client.predictions.create(version ? { version, input } : { model: `${owner}/${name}`, input });
    const done = await this.follow(created, onProgress);
    if (done.status !== 'succeeded') {
      this.log.warn(`prediction ${done.id} ${done.status}: ${String(done.error)}`);
      throw predictionFailure(done.status, done.error);
    }
    const url = firstOutputUrl(done.output);
    if (!url) throw somethingWentWrong();
    return url;
  }

  /** The output file's bytes (its URL expires, so they are fetched now). */
  async download(url: string): Promise<Buffer> {
    const response = await this.fetch(url);
    if (!response.ok) throw new Error(`output download answered ${response.status}`);
    return Buffer.from(await response.arrayBuffer());
  }

  /** Polls until the prediction ends, reporting the progress its log shows. */
  private async follow(prediction: Prediction, onProgress: ProgressReporter): Promise<Prediction> {
    const deadline = Date.now() + this.timeoutMs;
    let reported = -1;
    let current = prediction;
    for (;;) {
      const progress = progressOf(current);
      if (progress !== null && progress > reported) {
        reported = progress;
        await onProgress(progress, 'generating');
      }
      if (FINISHED.has(current.status)) return current;
      if (Date.now() > deadline) {
        await this.client.predictions.cancel(current.id).catch(() => undefined);
        this.log.warn(`prediction ${current.id} timed out after ${this.timeoutMs} ms`);
        throw somethingWentWrong();
      }
      await sleep(this.pollIntervalMs);
      current = await this.client.predictions.get(current.id);
    }
  }
}

/** The log's last progress bar (`  4%|▍    | 1/28 [...]`) mapped to 10..85, or null. */
export function progressOf(prediction: Prediction): number | null {
  // tqdm redraws its bar with \r; the SDK's parser reads whole lines
  const parsed = parseProgressFromLogs((prediction.logs ?? '').replace(/\r/g, '\n'));
  if (!parsed) return null;
  const share = parsed.total > 0 ? parsed.current / parsed.total : parsed.percentage;
  return Math.round(PROGRESS_FROM + PROGRESS_SPAN * Math.min(1, Math.max(0, share)));
}
