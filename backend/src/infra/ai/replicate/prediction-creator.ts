import type { Logger } from '@nestjs/common';
import type Replicate from 'replicate';
import type { Prediction } from 'replicate';

import { apiStatus, somethingWentWrong } from './failures';
import type { ModelInfoCache } from './input-schema';
import { modelKey, type ModelRef } from './model-ref';

/**
 * What Replicate's model route (`POST /models/{owner}/{name}/predictions`) answers for a model it
 * does not run there: 404 in recent reports, 422 "Invalid version or not permitted" in older ones.
 */
const NOT_ON_MODEL_ROUTE = new Set([404, 422]);

/** Replicate's `Cancel-After` header: a duration in whole seconds (`600s`), at least one. */
export const cancelAfter = (ms: number) => `${Math.max(1, Math.ceil(ms / 1000))}s`;

/**
 * Creates predictions, each with `Cancel-After` set to the step's deadline so that Replicate itself
 * stops (and stops billing) a prediction this process no longer follows. The SDK's
 * `predictions.create` takes no headers, so the create goes through its `request` (same auth, same
 * retrying fetch, same ApiError on a non-2xx answer).
 */
export class PredictionCreator {
  /** official-looking models whose model route refused them: created by version from then on */
  private readonly byVersion = new Set<string>();

  constructor(
    private readonly client: Replicate,
    private readonly models: ModelInfoCache,
    private readonly log: Logger,
    /** the step's deadline: a prediction still running after it is canceled */
    private readonly deadlineMs: number,
  ) {}

  /**
   * A pinned `owner/name:version` goes by version. Otherwise the model read decides: a model that
   * says it is not official (`is_official: false`) is created by its latest version whatever its
   * model route would answer; an official one (or one whose read failed) on the model route, and
   * when that answers 404 or 422 it falls back, once and logged, to its latest version.
   */
  async create(model: ModelRef, input: Record<string, unknown>): Promise<Prediction> {
    const key = modelKey(model);
    if (!model.version && !this.byVersion.has(key) && (await this.models.get(model)).official !== false) {
      try {
        return await this.post(`/models/${model.owner}/${model.name}/predictions`, { input });
      } catch (err) {
        const status = apiStatus(err);
        if (status === null || !NOT_ON_MODEL_ROUTE.has(status)) throw err;
        this.log.warn(`${key} answered ${status} on the model route; created by its latest version instead`);
        this.byVersion.add(key);
      }
    }
    const { version, missing } = await this.models.get(model);
    if (missing) {
      this.log.error(`Replicate has no model ${key}: check its setting (REPLICATE_*_MODEL)`);
      throw somethingWentWrong(false); // a wrong setting does not mend itself
    }
    if (!version) throw new Error(`no version of ${key} could be read`);
    return this.post('/predictions', { version, input });
  }

  private async post(route: string, data: Record<string, unknown>): Promise<Prediction> {
    const response = await this.client.request(route, {
      method: 'POST',
      headers: { 'Cancel-After': cancelAfter(this.deadlineMs) },
      data,
    });
    return (await response.json()) as Prediction;
  }
}
