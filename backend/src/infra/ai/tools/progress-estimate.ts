import type { ProgressReporter } from '../image-provider.port';

/** How often an estimate is reported while a step runs. */
export const ESTIMATE_EVERY_MS = 500;
/** An estimate never goes past this share of its span: a run slower than the last waits there. */
const CEILING = 0.95;

export interface Span {
  from: number;
  to: number;
}

/**
 * While a step with no progress of its own runs (a model's inference in its helper): every
 * ESTIMATE_EVERY_MS, progress from `span.from` towards `span.to` in proportion to the time it has run
 * against the time it took last (`expectedMs`). Returns the function that stops it. A tick's report
 * that fails is dropped: it is only an estimate, and the step's own next report says what went wrong.
 */
export function estimateProgress(report: ProgressReporter, stage: string, span: Span, expectedMs: number) {
  const started = Date.now();
  const timer = setInterval(() => {
    const share = Math.min(CEILING, (Date.now() - started) / Math.max(1, expectedMs));
    Promise.resolve(report(Math.round(span.from + (span.to - span.from) * share), stage)).catch(() => undefined);
  }, ESTIMATE_EVERY_MS);
  return () => clearInterval(timer);
}
