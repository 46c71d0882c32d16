import { DiscoveryService } from '@nestjs/core';

/**
 * One kind of half-done work the reconciler finishes (stranded jobs, chat replies whose writer died).
 * `run` finishes what it finds, each item exactly once, and answers how many it finished.
 */
export interface ReconcileSweep {
  readonly name: string;
  run(): Promise<number>;
}

const RECONCILE_SWEEP = DiscoveryService.createDecorator<true>();

/**
 * Marks a provider (of any module of the worker) as a sweep the reconciler runs on every pass, after
 * the stranded jobs: found at boot (JobReconcilerService), so the jobs module names no other module.
 */
export function ReconcileSweepProvider(): (target: new (...args: never[]) => ReconcileSweep) => void {
  return (target) => RECONCILE_SWEEP(true)(target);
}

/** Every provider marked @ReconcileSweepProvider, in the order the container holds them. */
export function discoverSweeps(discovery: DiscoveryService): ReconcileSweep[] {
  return discovery
    .getProviders({ metadataKey: RECONCILE_SWEEP.KEY })
    .filter((wrapper) => wrapper.instance)
    .map((wrapper) => wrapper.instance as ReconcileSweep);
}
