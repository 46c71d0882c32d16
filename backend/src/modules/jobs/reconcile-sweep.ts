/**
 * One kind of half-done work the reconciler finishes (stranded jobs, chat replies whose writer died).
 * `run` finishes what it finds, each item exactly once, and answers how many it finished.
 */
export interface ReconcileSweep {
  readonly name: string;
  run(): Promise<number>;
}

/** The sweeps the reconciler runs on every pass, in order (see JobsWorkerModule). */
export const RECONCILE_SWEEPS = Symbol('RECONCILE_SWEEPS');
