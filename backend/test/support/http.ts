import type { ApiError, AuthResponse, JobView } from '../../src/contracts';

export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** A small JSON client, the way any non-browser client would call the API. */
export async function call<T = unknown>(
  base: string,
  method: string,
  path: string,
  opts: { body?: unknown; token?: string; cookie?: string; headers?: Record<string, string>; raw?: string } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.body !== undefined || opts.raw !== undefined) headers['content-type'] = 'application/json';
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.cookie) headers.cookie = opts.cookie;
  const res = await fetch(base + path, {
    method,
    headers,
    body: opts.raw ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body)),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: body as T, headers: res.headers };
}

let counter = 0;
export const uniqueName = (base = 'user') => `${base}_${process.pid}_${Date.now() % 100000}_${counter++}`.slice(0, 32);

export async function signUp(
  base: string,
  username = uniqueName(),
  password = 'correct horse battery',
): Promise<AuthResponse> {
  const res = await call<AuthResponse | ApiError>(base, 'POST', '/api/auth/signup', { body: { username, password } });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as AuthResponse;
}

/** Polls GET /api/jobs/:id until the job has ended (completed or failed); throws with its last view after `ms`. */
export async function waitForJob(url: string, token: string, jobId: string, ms = 60_000): Promise<JobView> {
  let job: JobView | undefined;
  const end = Date.now() + ms;
  while (Date.now() < end) {
    job = (await call<JobView>(url, 'GET', `/api/jobs/${jobId}`, { token })).body;
    if (job.status === 'completed' || job.status === 'failed') return job;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`job ${jobId} did not end: ${JSON.stringify(job)}`);
}
