import { call, signUp, uniqueName } from './support/http';
import { type RunningApi, startApi } from './support/in-process';

describe('the queue dashboard at /admin/queues', () => {
  const adminName = uniqueName('qadmin');
  let api: RunningApi;
  beforeAll(async () => {
    api = await startApi({ ADMIN_USERNAMES: adminName });
  });
  afterAll(() => api.close());

  it('is 401 without a session and 403 for a user who is not an admin', async () => {
    const anonymous = await call<{ message: string }>(api.url, 'GET', '/admin/queues');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe('Please sign in to continue.');
    const { token } = await signUp(api.url);
    const user = await call<{ message: string }>(api.url, 'GET', '/admin/queues/api/queues', { token });
    expect(user.status).toBe(403);
    expect(user.body.message).toBe('Only admins can open the queue dashboard.');
  });

  it('shows both queues to an admin, who can retry failed jobs and clean a queue', async () => {
    const { token } = await signUp(api.url, adminName);
    const page = await call<string>(api.url, 'GET', '/admin/queues', { token });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const queues = await call<{ queues: { name: string; allowRetries: boolean; readOnlyMode: boolean }[] }>(
      api.url,
      'GET',
      '/admin/queues/api/queues',
      { token },
    );
    expect(queues.status).toBe(200);
    expect(queues.body.queues.map((q) => q.name).sort()).toEqual(['images', 'media']);
    expect(queues.body.queues.every((q) => q.allowRetries && !q.readOnlyMode)).toBe(true);
    const origin = { origin: api.url };
    expect(
      (await call(api.url, 'PUT', '/admin/queues/api/queues/images/retry/failed', { token, headers: origin })).status,
    ).toBe(200);
    expect(
      (await call(api.url, 'PUT', '/admin/queues/api/queues/media/clean/completed', { token, headers: origin })).status,
    ).toBe(200);
  });
});
