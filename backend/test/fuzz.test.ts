import type { CreateGirlResponse } from '../src/contracts';
import { call, signUp } from './support/http';
import { type RunningApi, startApi } from './support/in-process';

interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}
interface FuzzResult {
  sent: number;
  counts: Record<string, number>;
  failures: (FuzzRequest & { status: number | string })[];
}
// the generator and runner of `npm run fuzz`, shared as they are
// eslint-disable-next-line @typescript-eslint/no-require-imports
const fuzz = require('../../bench/fuzz/requests.cjs') as {
  makeRequests(
    doc: unknown,
    ctx: { users: { token: string }[]; ids: string[]; origin: string },
    count: number,
    seed: number,
  ): Iterable<FuzzRequest>;
  runFuzz(opts: {
    base: string;
    requests: Iterable<FuzzRequest>;
    concurrency: number;
    timeMs: number;
  }): Promise<FuzzResult>;
};

const COUNT = Number(process.env.FUZZ_TEST_REQUESTS) || 1_500;

let api: RunningApi;
beforeAll(async () => {
  // limits raised: the run explores what lies behind them (the limits have their own tests)
  api = await startApi({
    JOBS_PER_MINUTE: '0',
    CHAT_MESSAGES_PER_MINUTE: '0',
    SIGNIN_FAILURES_PER_USERNAME: '0',
    CHAT_WORD_DELAY_MS: '0',
    SOLANA_RPC_URL: 'http://127.0.0.1:9',
  });
});
afterAll(() => api.close());

it(`${COUNT} hostile requests from the OpenAPI document get no 500, and the API still answers`, async () => {
  const users = [await signUp(api.url), await signUp(api.url)];
  const ids: string[] = [];
  for (const u of users) {
    const made = await call<CreateGirlResponse>(api.url, 'POST', '/api/girls', {
      token: u.token,
      body: { name: 'Mia', personality: ['Playful'] },
    });
    if (made.status !== 201)
      throw new Error(`making a girl for the fuzz answered ${made.status}: ${JSON.stringify(made.body)}`);
    ids.push(made.body.girl.id, made.body.jobId);
  }
  const doc = (await call(api.url, 'GET', '/api/docs-json')).body;
  const requests = fuzz.makeRequests(
    doc,
    { users, ids, origin: 'http://localhost:3000' },
    COUNT,
    Number(process.env.FUZZ_SEED) || 11,
  );
  const result = await fuzz.runFuzz({ base: api.url, requests, concurrency: 16, timeMs: 120_000 });
  const errors = result.failures.filter((f) => typeof f.status !== 'number' || (f.status >= 500 && f.status !== 503));
  expect(errors).toEqual([]);
  expect(result.sent).toBe(COUNT);
  expect((await call(api.url, 'GET', '/api/health')).status).toBe(200);
}, 180_000);
