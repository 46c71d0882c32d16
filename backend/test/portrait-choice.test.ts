import type { ApiError, Girl, PicsAccepted } from '../src/contracts';
import { girlsWorld } from './support/girls-world';
import { call, signUp } from './support/http';

// A new look keeps her earlier portraits in her gallery, and any of her pictures can be her portrait again.
const world = girlsWorld();
const { runWorker, createGirl, waitForJob } = world;

const girlOf = async (token: string, id: string) =>
  (await call<Girl>(world.api.url, 'GET', `/api/girls/${id}`, { token })).body;

describe('her portraits', () => {
  it('keeps the portrait a new look replaces as one of her pictures, once', async () => {
    const { token } = await signUp(world.api.url);
    await runWorker();
    const { girl, jobId } = await createGirl(token);
    await waitForJob(token, jobId);
    const first = await girlOf(token, girl.id);
    expect(first.imageUrl).toMatch(/^\/media\//);
    expect(first.pics).toEqual([]);

    const look = await call<{ jobId: string }>(world.api.url, 'POST', `/api/girls/${girl.id}/look`, { token });
    expect(look.status).toBe(202);
    await waitForJob(token, look.body.jobId);
    const after = await girlOf(token, girl.id);
    expect(after.imageUrl).not.toBe(first.imageUrl);
    expect(after.pics.map((p) => p.url)).toEqual([first.imageUrl]);
  });

  it('makes one of her pictures her portrait again (owner only), the replaced one staying in her gallery', async () => {
    const owner = await signUp(world.api.url);
    const other = await signUp(world.api.url);
    await runWorker();
    const { girl, jobId } = await createGirl(owner.token);
    await waitForJob(owner.token, jobId);
    const pics = await call<PicsAccepted>(world.api.url, 'POST', `/api/girls/${girl.id}/pics`, {
      token: owner.token,
      body: { share: false },
    });
    expect(pics.status).toBe(202);
    await waitForJob(owner.token, pics.body.jobId);
    const before = await girlOf(owner.token, girl.id);
    expect(before.pics).toHaveLength(1);
    const [pic] = before.pics;

    const path = `/api/girls/${girl.id}/portrait`;
    // someone else's girl is not found, and nothing changes
    const refused = await call<ApiError>(world.api.url, 'PUT', path, { token: other.token, body: { picId: pic.id } });
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('No AI Girl found.');
    const notHers = await call<ApiError>(world.api.url, 'PUT', path, {
      token: owner.token,
      body: { picId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(notHers.status).toBe(404);
    expect(notHers.body.message).toBe('This picture is not in her gallery.');
    const bad = await call<ApiError>(world.api.url, 'PUT', path, { token: owner.token, body: { picId: 'x' } });
    expect(bad.status).toBe(400);
    expect((await girlOf(owner.token, girl.id)).imageUrl).toBe(before.imageUrl);

    const made = await call<Girl>(world.api.url, 'PUT', path, { token: owner.token, body: { picId: pic.id } });
    expect(made.status).toBe(200);
    expect(made.body.imageUrl).toBe(pic.url);
    expect(made.body.pics.map((p) => p.url).sort()).toEqual([pic.url, before.imageUrl].sort());
    // her first portrait can be her portrait again the same way
    const kept = made.body.pics.find((p) => p.url === before.imageUrl)!;
    const back = await call<Girl>(world.api.url, 'PUT', path, { token: owner.token, body: { picId: kept.id } });
    expect(back.body.imageUrl).toBe(before.imageUrl);
    expect(back.body.pics).toHaveLength(2);
  });
});
