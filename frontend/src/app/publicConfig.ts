import type { PublicConfig } from '@contracts';

let loading: Promise<PublicConfig> | null = null;

/**
 * The public settings (the wallet's Solana cluster and RPC) as the API serves them at run time
 * (GET /api/config), so one image runs on any cluster. Read once, when the wallet is first needed;
 * a failure is not kept, so the next need asks again.
 */
export function loadPublicConfig(): Promise<PublicConfig> {
  loading ??= fetch('/api/config', { credentials: 'same-origin', headers: { Accept: 'application/json' } })
    .then(async (res) => {
      if (!res.ok) throw new Error(`GET /api/config answered ${res.status}`);
      const config = (await res.json()) as PublicConfig;
      if (typeof config?.solana?.rpcUrl !== 'string') throw new Error('GET /api/config: no solana.rpcUrl');
      return config;
    })
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

/** Test hook: forget what was read. */
export function resetPublicConfig(): void {
  loading = null;
}
