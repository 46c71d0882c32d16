import { setFlagsFromString } from 'node:v8';

/**
 * V8 doubles its young generation each time a scavenge finds much of it alive, up to 32 MB. Booting (some
 * 3,000 modules, the content policy's tables) looks like that to it, and the idle memory reducer never gives
 * those pages back: the API and the worker sat at 170 and 157 MB idle, of which 32 MB was an empty young
 * generation. While they boot it stays at its first size; once they serve, it grows again as load asks
 * (bench/README.md, "memory"). Imported first by main.api.ts and main.worker.ts.
 */
setFlagsFromString('--semi-space-growth-factor=1');

/** Called once the process is up: from here on the young generation grows with the load, as V8 decides. */
export function bootHeapDone(): void {
  setFlagsFromString('--semi-space-growth-factor=2');
}
