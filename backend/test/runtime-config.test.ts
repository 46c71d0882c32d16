import { waitForMigrations } from '../src/infra/database/prepare-database';
import { call } from './support/http';
import { type RunningApi, startApi } from './support/in-process';

/** What Kubernetes and the browser ask of the API at start: liveness, the public settings, the migrations. */
describe('GET /api/livez and GET /api/config', () => {
  let api: RunningApi;
  beforeAll(async () => {
    api = await startApi({
      SOLANA_RPC_URL: 'https://rpc.example.com/?api-key=server-only-key',
      PUBLIC_SOLANA_RPC_URL: 'https://api.mainnet-beta.solana.com',
    });
  });
  afterAll(() => api?.close());

  it('answers liveness without asking Postgres or Redis', async () => {
    const res = await call<{ status: string }>(api.url, 'GET', '/api/livez');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('hands the browser its RPC at run time, never the server key, and the CSP allows exactly that RPC', async () => {
    const res = await call<unknown>(api.url, 'GET', '/api/config');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ solana: { cluster: 'mainnet-beta', rpcUrl: 'https://api.mainnet-beta.solana.com' } });
    expect(JSON.stringify(res.body)).not.toContain('server-only-key');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain('https://api.mainnet-beta.solana.com wss://api.mainnet-beta.solana.com');
    expect(csp).not.toContain('rpc.example.com');
  });

  it('lists both routes in the OpenAPI document', async () => {
    const res = await call<{ paths: Record<string, unknown> }>(api.url, 'GET', '/api/docs-json');
    expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining(['/api/livez', '/api/config']));
  });
});

describe('MIGRATE_ON_BOOT=false', () => {
  it('waits for a migrated database and goes on at once', async () => {
    await expect(waitForMigrations(process.env.DATABASE_URL!, 5_000)).resolves.toBeUndefined();
  });

  it('stops, naming why, when the migrations never come', async () => {
    const missing = new URL(process.env.DATABASE_URL!);
    missing.pathname = '/aigirls_never_migrated_x';
    await expect(waitForMigrations(missing.toString(), 500, 100)).rejects.toThrow(
      /MIGRATE_ON_BOOT=false and the database is not migrated after 0.5 s/,
    );
  });
});
