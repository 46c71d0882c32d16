import type { Logger } from '@nestjs/common';
import Replicate, { parseProgressFromLogs, type Prediction } from 'replicate';
import type { ProgressReporter } from '../image-provider.port';
import { apiStatus, predictionFailure, somethingWentWrong } from './failures';
import { encodeFiles } from './input-files';
import { ModelInfoCache, type ModelInfo } from './input-schema';
import { firstOutputUrl } from './media';
import { modelKey, type ModelRef } from './model-ref';
import type { PredictionLedger } from './prediction-ledger';
import { DEFAULT_RETRY, retryingFetch, type Fetch, type RetryOptions } from './retrying-fetch';

/** How to reach Replicate; shared by the image provider and the media tools. */
export interface ReplicateConnection {
  token: string;
  baseUrl: string;
  fetch?: Fetch;
  pollIntervalMs?: number;
  /** a prediction still running after this is canceled and the job fails (not retried) */
  timeoutMs?: number;
  retry?: Partial<RetryOptions>;
  /** where each job's prediction id is kept (one prediction per job); none: no resuming */
  ledger?: PredictionLedger;
}

const FINISHED = new Set(['succeeded', 'failed', 'canceled', 'aborted']);
/** the log's 0..100% is reported as 10..85 */
const PROGRESS_FROM = 10;
const PROGRESS_SPAN = 75;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * One Replicate client with the retrying fetch: reads each model's version and input schema once,
 * runs a prediction to its end with progress (one per job: a retry resumes the job's prediction),
 * maps a failed one to a JobFailure, downloads outputs.
 */
export class PredictionRunner {
  readonly fetch: Fetch;
  private readonly client: Replicate;
  private readonly models: ModelInfoCache;
  private readonly pollIntervalMs: number;
  private readonly timeoutMs: number;
  private readonly ledger: PredictionLedger | null;
  /** models that answered 404 on the model route (community models): created by version from then on */
  private readonly byVersion = new Set<string>();

  constructor(
    options: ReplicateConnection,
    private readonly log: Logger,
    /** what is sent when a model's schema cannot be read, for the warning */
    fallback: string,
  ) {
    this.fetch = retryingFetch(options.fetch ?? globalThis.fetch, { ...DEFAULT_RETRY, ...options.retry });
    this.client = new Replicate({ auth: options.token, baseUrl: options.baseUrl, fetch: this.fetch, useFileOutput: false });
    this.models = new ModelInfoCache(this.client, (err, model) =>
      this.log.warn(`could not read the input schema of ${modelKey(model)}; sending ${fallback} only: ${String(err)}`),
    );
    this.pollIntervalMs = options.pollIntervalMs ?? 1000;
    this.timeoutMs = options.timeoutMs ?? 10 * 60_000;
    this.ledger = options.ledger ?? null;
  }

  /** The model's version and input schema, read once per process. */
  model(model: ModelRef): Promise<ModelInfo> {
    return this.models.get(model);
  }

  /**
   * Follows the job's prediction to its end and answers its first output URL. The job's earlier
   * prediction is resumed when it is still running or has succeeded; else one is created (files
   * over 1 MB uploaded) and its id recorded at once.
   */
  async run(model: ModelRef, input: Record<string, unknown>, onProgress: ProgressReporter, jobId?: string): Promise<string> {
    const prediction = (jobId && (await this.resume(jobId))) || (await this.create(model, input, jobId));
    const done = await this.follow(prediction, onProgress);
    if (done.status !== 'succeeded') {
      this.log.warn(`prediction ${done.id} ${done.status}: ${String(done.error)}`);
      throw predictionFailure(done.status, done.error);
    }
    const url = firstOutputUrl(done.output);
    if (!url) throw somethingWentWrong();
    return url;
  }

  /** Asks Replicate to stop a prediction (a given-up job's); errors are logged, not thrown. */
  async cancel(predictionId: string): Promise<void> {
    await this.client.predictions.cancel(predictionId).then(
      () => this.log.log(`prediction ${predictionId} canceled`),
      (err: unknown) => this.log.warn(`could not cancel prediction ${predictionId}: ${String(err)}`),
    );
  }

  /** Cancels the prediction unless it is known to have ended (a given-up job's: it may still be running, billed). */
  async cancelIfRunning(predictionId: string): Promise<void> {
    const status = await this.client.predictions.get(predictionId).then(
      (p) => p.status,
      () => null,
    );
    if (status === null || !FINISHED.has(status)) await this.cancel(predictionId);
  }

  /** The job's earlier prediction, when it is still running or has succeeded (one that ended otherwise is tried again). */
  private async resume(jobId: string): Promise<Prediction | null> {
    const id = await this.ledger?.find(jobId);
    if (!id) return null;
    let found: Prediction;
    try {
      found = await this.client.predictions.get(id);
    } catch (err) {
      if (apiStatus(err) === 404) return null;
      throw err;
    }
    if (found.status !== 'succeeded' && FINISHED.has(found.status)) return null;
    this.log.log(`job ${jobId} resumes prediction ${id} (${found.status})`);
    return found;
  }

  private async create(model: ModelRef, input: Record<string, unknown>, jobId: string | undefined): Promise<Prediction> {
    const encoded = await encodeFiles(input, async (file) => (await this.client.files.create(file)).urls.get);
    const created = await this.createPrediction(model, encoded);
    if (jobId && this.ledger) {
      try {
        await this.ledger.record(jobId, created.id);
      } catch (err) {
        await this.cancel(created.id); // a prediction the job cannot find again is never left running
        throw err;
      }
    }
    return created;
  }

  /**
   * Official models run on the model route (`POST /models/{owner}/{name}/predictions`, no
   * version); community models answer 404 there, so on a 404 the model's latest version (read
   * once with its schema) is used through `POST /predictions { version }`, and the model is
   * remembered as one created by version. A pinned `owner/name:version` always goes by version.
   */
  private async createPrediction(model: ModelRef, input: Record<string, unknown>): Promise<Prediction> {
    const key = modelKey(model);
    if (!model.version && !this.byVersion.has(key)) {
      try {
        return await this.client.predictions.create({ model: `${model.owner}/${model.name}`, input });
      } catch (err) {
        if (apiStatus(err) !== 404) throw err;
        this.byVersion.add(key);
      }
    }
    const { version } = await this.models.get(model);
    if (!version) throw new Error(`no version of ${key} could be read`);
    return this.client.predictions.create({ version, input });
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
        throw somethingWentWrong(false); // not retried: a retry would pay for a second prediction
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
