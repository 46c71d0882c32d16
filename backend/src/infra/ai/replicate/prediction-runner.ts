import type { Logger } from '@nestjs/common';
import Replicate, { parseProgressFromLogs, type Prediction } from 'replicate';

import type { ProgressReporter } from '../image-provider.port';
import { apiStatus, predictionFailure, somethingWentWrong, transientEnd } from './failures';
import { encodeFiles } from './input-files';
import { type ModelInfo, ModelInfoCache } from './input-schema';
import { firstOutputUrl } from './media';
import { modelKey, type ModelRef } from './model-ref';
import { PredictionCreator } from './prediction-creator';
import type { JobStep, PredictionLedger, RecordedPrediction } from './prediction-ledger';
import { DEFAULT_RETRY, type Fetch, retryingFetch, type RetryOptions } from './retrying-fetch';

/** How to reach Replicate; shared by the image provider and the media tools. */
export interface ReplicateConnection {
  token: string;
  baseUrl: string;
  fetch?: Fetch;
  pollIntervalMs?: number;
  /** a prediction still running after this is canceled and the job fails (not retried) */
  timeoutMs?: number;
  retry?: Partial<RetryOptions>;
  /** where each job step's prediction id is kept; none: no resuming */
  ledger?: PredictionLedger;
}

const FINISHED = new Set(['succeeded', 'failed', 'canceled', 'aborted']);
/** predictions one step of a job may create: the first, and one more after a transient end */
export const MAX_PREDICTIONS_PER_STEP = 2;
/** the log's 0..100% is reported as 10..85 */
const PROGRESS_FROM = 10;
const PROGRESS_SPAN = 75;

/** The output file is no longer kept (Replicate deletes outputs after an hour). */
export class OutputGone extends Error {
  override readonly name = 'OutputGone';
  constructor(url: string) {
    super(`output ${url} is gone`);
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * One Replicate client with the retrying fetch: reads each model's version and input schema once,
 * runs a prediction to its end with progress (a retry resumes the job step's prediction),
 * maps a failed one to a JobFailure, downloads outputs.
 */
export class PredictionRunner {
  readonly fetch: Fetch;
  private readonly client: Replicate;
  private readonly models: ModelInfoCache;
  private readonly pollIntervalMs: number;
  private readonly timeoutMs: number;
  private readonly ledger: PredictionLedger | null;
  private readonly creator: PredictionCreator;

  constructor(
    options: ReplicateConnection,
    private readonly log: Logger,
    /** what is sent when a model's schema cannot be read, for the warning */
    fallback: string,
  ) {
    this.fetch = retryingFetch(options.fetch ?? globalThis.fetch, { ...DEFAULT_RETRY, ...options.retry });
    this.client = new Replicate({
      auth: options.token,
      baseUrl: options.baseUrl,
      fetch: this.fetch,
      useFileOutput: false,
    });
    this.models = new ModelInfoCache(this.client, (err, model) =>
      this.log.warn(`could not read the input schema of ${modelKey(model)}; sending ${fallback} only: ${String(err)}`),
    );
    this.pollIntervalMs = options.pollIntervalMs ?? 1000;
    this.timeoutMs = options.timeoutMs ?? 10 * 60_000;
    this.ledger = options.ledger ?? null;
    this.creator = new PredictionCreator(this.client, this.models, this.log, this.timeoutMs);
  }

  /** The model's version and input schema, read once per process. */
  model(model: ModelRef): Promise<ModelInfo> {
    return this.models.get(model);
  }

  /**
   * Follows the step's prediction to its end and answers its first output URL. The step's earlier
   * prediction (a retry's) is resumed while it runs or once it succeeded. One that ended without
   * output is run again only when it ended for a transient reason (see transientEnd) and the step
   * has created fewer than MAX_PREDICTIONS_PER_STEP; otherwise the job fails for good, so a model
   * that fails is never billed once per attempt. A new prediction's id is recorded at once (files
   * over 1 MB uploaded first). When following it fails (the API keeps failing), a prediction no
   * retry can resume (no job, no ledger, an optional step) is canceled; the others are left for
   * the retry to resume or the give-up to cancel.
   */
  async run(
    model: ModelRef,
    input: Record<string, unknown>,
    onProgress: ProgressReporter,
    job?: JobStep,
  ): Promise<string> {
    return (await this.attempt(model, input, onProgress, job)).url;
  }

  /**
   * As `run`, then the output's bytes (its URL expires, so they are fetched now). Replicate keeps
   * outputs one hour: a resumed prediction whose output is gone (its file answers 404, or it says
   * `data_removed`) counts as not made, and another is created within MAX_PREDICTIONS_PER_STEP.
   */
  async output(
    model: ModelRef,
    input: Record<string, unknown>,
    onProgress: ProgressReporter,
    job?: JobStep,
  ): Promise<{ url: string; data: Buffer }> {
    const first = await this.attempt(model, input, onProgress, job);
    await onProgress(88, 'downloading');
    try {
      return { url: first.url, data: await this.download(first.url) };
    } catch (err) {
      if (!(err instanceof OutputGone) || !first.resumed || !job) throw err;
      this.log.warn(`job ${job.jobId}: the output of prediction ${first.id} for ${job.step} is gone`);
      const again = await this.attempt(model, input, onProgress, job, first.id);
      await onProgress(88, 'downloading');
      return { url: again.url, data: await this.download(again.url) };
    }
  }

  /** `dead`: a prediction of the step whose output is gone, never resumed again. */
  private async attempt(
    model: ModelRef,
    input: Record<string, unknown>,
    onProgress: ProgressReporter,
    job?: JobStep,
    dead?: string,
  ): Promise<{ url: string; id: string; resumed: boolean }> {
    const ledger = this.ledger;
    const { prediction, created, resumed } =
      job && ledger
        ? await ledger.exclusive(job, () => this.start(model, input, job, ledger, dead))
        : { prediction: await this.create(model, input, job), created: 1, resumed: false };
    const done = await this.follow(prediction, onProgress).catch(async (err: unknown) => {
      // a prediction no retry will resume is not left running (and billed) when following it fails
      if (!job || !this.ledger || job.optional) await this.cancel(prediction.id);
      throw err;
    });
    if (done.status !== 'succeeded') {
      const retry = transientEnd(done.status, done.error) && created < MAX_PREDICTIONS_PER_STEP;
      this.log.warn(`prediction ${done.id} ${done.status}${retry ? '' : ' (not retried)'}: ${String(done.error)}`);
      throw predictionFailure(done.status, done.error, retry);
    }
    const url = firstOutputUrl(done.output);
    if (!url) throw somethingWentWrong();
    return { url, id: done.id, resumed };
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

  /** The step's earlier prediction resumed, or a new one created and recorded; with how many the step has created. */
  private async start(
    model: ModelRef,
    input: Record<string, unknown>,
    job: JobStep,
    ledger: PredictionLedger,
    dead?: string,
  ): Promise<{ prediction: Prediction; created: number; resumed: boolean }> {
    const earlier = await ledger.find(job);
    const resumed = earlier ? await this.resume(earlier, job, dead) : null;
    if (resumed) return { prediction: resumed, created: earlier?.created ?? 1, resumed: true };
    return { prediction: await this.create(model, input, job), created: (earlier?.created ?? 0) + 1, resumed: false };
  }

  /**
   * The step's earlier prediction when it is still running or has succeeded with its output kept;
   * null when a new one may be created (it is gone, its output is gone, or it ended for a transient
   * reason, with tries left); else the job's final failure is thrown.
   */
  private async resume(earlier: RecordedPrediction, job: JobStep, dead?: string): Promise<Prediction | null> {
    const tryLeft = earlier.created < MAX_PREDICTIONS_PER_STEP;
    let found: Prediction;
    try {
      found = await this.client.predictions.get(earlier.id);
    } catch (err) {
      if (apiStatus(err) === 404 && tryLeft) return null;
      throw err;
    }
    if (found.status === 'succeeded' && (found.data_removed || found.id === dead)) {
      this.log.warn(`job ${job.jobId}: the output of prediction ${found.id} for ${job.step} is gone`);
      if (tryLeft) return null; // counts as not made
      throw somethingWentWrong(false); // the step's predictions are spent
    }
    if (found.status === 'succeeded' || !FINISHED.has(found.status)) {
      this.log.log(`job ${job.jobId} resumes prediction ${found.id} (${found.status}) for ${job.step}`);
      return found;
    }
    if (transientEnd(found.status, found.error) && tryLeft) return null;
    this.log.warn(`job ${job.jobId}: prediction ${found.id} for ${job.step} ${found.status}; no other is created`);
    throw predictionFailure(found.status, found.error, false);
  }

  private async create(model: ModelRef, input: Record<string, unknown>, job: JobStep | undefined): Promise<Prediction> {
    const encoded = await encodeFiles(input, async (file) => (await this.client.files.create(file)).urls.get);
    const created = await this.creator.create(model, encoded);
    if (job && this.ledger) {
      try {
        await this.ledger.record(job, created.id);
      } catch (err) {
        await this.cancel(created.id); // a prediction the job cannot find again is never left running
        throw err;
      }
    }
    return created;
  }

  /** The output file's bytes (its URL expires, so they are fetched now). */
  async download(url: string): Promise<Buffer> {
    const response = await this.fetch(url);
    if (response.status === 404 || response.status === 410) throw new OutputGone(url);
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
