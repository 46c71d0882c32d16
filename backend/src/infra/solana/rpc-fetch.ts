/** How long one RPC call may take before it counts as a failure. */
export const RPC_TIMEOUT_MS = 10_000;

interface FailureLike {
  message?: unknown;
  cause?: { message?: unknown; code?: unknown };
}

/**
 * fetch for the RPC client: a deadline per call (web3.js sets none), and failures rethrown as plain
 * Errors with their cause. web3.js only reports errors that are `instanceof Error` of its own realm
 * and otherwise never settles the call, so a foreign error (e.g. from another VM context) would hang.
 */
export const rpcFetch: typeof fetch = async (input, init) => {
  try {
    return await fetch(input, { ...init, signal: AbortSignal.timeout(RPC_TIMEOUT_MS) });
  } catch (error) {
    const { message, cause } = (error ?? {}) as FailureLike;
    const reason = [cause?.code, cause?.message].find((v) => typeof v === 'string' || typeof v === 'number');
    throw new Error(`${String(message ?? error)}${reason ? `: ${String(reason)}` : ''}`);
  }
};
