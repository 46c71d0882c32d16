import { Logger } from '@nestjs/common';
import Replicate, { parseProgressFromLogs, type Prediction } from 'replicate';
import { ImageProvider, type GeneratedMedia, type ProgressReporter, type TextToImageRequest } from '../image-provider.port';
import { predictionFailure, requestFailure, somethingWentWrong } from './failures';
import { InputSchemaCache } from './input-schema';
import { firstOutputUrl, sniffImageType } from './media';
import { buildInput } from './model-input';
import { parseModelRef, type ModelRef } from './model-ref';
import { DEFAULT_RETRY, retryingFetch, type Fetch, type RetryOptions } from './retrying-fetch';

export interface ReplicateImageOptions {
  token: string;
  baseUrl: string;
  /** `owner/name` or `owner/name:version` */
  model: string;
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

/** Text to image on Replicate (Flux by default): create, poll with progress, download the output. */
export class ReplicateImageProvider extends ImageProvider {
  readonly name = 'replicate';
  private readonly log = new Logger(ReplicateImageProvider.name);
  private readonly client: Replicate;
  private readonly fetch: Fetch;
  private readonly model: ModelRef;
  private readonly schemas: InputSchemaCache;
  private readonly pollIntervalMs: number;
  private readonly timeoutMs: number;

  constructor(options: ReplicateImageOptions) {
    super();
    this.model = parseModelRef(options.model);
    this.fetch = retryingFetch(options.fetch ?? globalThis.fetch, { ...DEFAULT_RETRY, ...options.retry });
    this.client = new Replicate({ auth: options.token, baseUrl: options.baseUrl, fetch: this.fetch, useFileOutput: false });
    this.schemas = new InputSchemaCache(this.client, (err) =>
      this.log.warn(`could not read the input schema of ${options.model}; sending prompt and aspect ratio only: ${String(err)}`),
    );
    this.pollIntervalMs = options.pollIntervalMs ?? 1000;
    this.timeoutMs = options.timeoutMs ?? 10 * 60_000;
  }

  async generate(request: TextToImageRequest, onProgress: ProgressReporter): Promise<GeneratedMedia> {
    try {
      const input = buildInput(request, await this.schemas.get(this.model));
      const { owner, name, version } = this.model;
      const created = await this.client.predictions.create(version ? { version, input } : { model: `${owner}/${name}`, input });
      const done = await this.follow(created, onProgress);
      if (done.status !== 'succeeded') {
        this.log.warn(`prediction ${done.id} ${done.status}: ${String(done.error)}`);
        throw predictionFailure(done.status, done.error);
      }
      const url = firstOutputUrl(done.output);
      if (!url) throw somethingWentWrong();
      await onProgress(88, 'downloading');
      return await this.download(url);
    } catch (err) {
      const failure = requestFailure(err);
      if (failure !== err) this.log.warn(`image generation failed: ${String(err)}`);
      throw failure;
    }
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

  /** The output file (its URL expires, so the bytes are fetched now). */
  private async download(url: string): Promise<GeneratedMedia> {
    const response = await this.fetch(url);
    if (!response.ok) throw new Error(`output download answered ${response.status}`);
    const data = Buffer.from(await response.arrayBuffer());
    const type = sniffImageType(data);
    if (!type) throw new Error(`output at ${url} is not a PNG, JPEG, WebP or GIF image`);
    return { data, type };
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
