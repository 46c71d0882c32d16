import type { FeedPage, Girl, PicsAccepted, User } from '../src/contracts';
import { girlsWorld } from './support/girls-world';
import { call, signUp } from './support/http';

const world = girlsWorld();
const { runWorker, createGirl, waitForJob } = world;
beforeAll(() => runWorker());

const onFeed = async (url: string) =>
  (await call<FeedPage>(world.api.url, 'GET', '/api/feed?limit=50')).body.posts.some((p) => p.imageUrl === url);

describe('sharing a picture on the public feed', () => {
  it('is the default; a picture kept off stays in the gallery only; its owner takes a post off and shares it again', async () => {
    const { token } = await signUp(world.api.url);
    const other = await signUp(world.api.url);
    const { girl, jobId } = await createGirl(token);
    await waitForJob(token, jobId);
    const make = async (body: object) => {
      const res = await call<PicsAccepted>(world.api.url, 'POST', `/api/girls/${girl.id}/pics`, { token, body });
      expect(res.status).toBe(202);
      await waitForJob(token, res.body.jobId);
    };
    await make({ preset: 'Bikini' });
    await make({ preset: 'Club', share: false });
    expect(
      (await call(world.api.url, 'POST', `/api/girls/${girl.id}/pics`, { token, body: { share: 'no' } })).status,
    ).toBe(400);

    const [shared, kept] = (await call<Girl>(world.api.url, 'GET', `/api/girls/${girl.id}`)).body.pics;
    expect([shared.shared, kept.shared]).toEqual([true, false]);
    expect(await onFeed(shared.url)).toBe(true);
    expect(await onFeed(kept.url)).toBe(false);

    const patch = (who: string, id: string, body: object) =>
      call<{ shared: boolean }>(world.api.url, 'PATCH', `/api/feed/${id}`, { token: who, body });
    expect((await patch(other.token, shared.postId!, { shared: false })).status).toBe(404);
    expect((await patch(token, shared.postId!, {})).status).toBe(400);
    expect((await patch(token, shared.postId!, { shared: false })).status).toBe(200);
    expect(await onFeed(shared.url)).toBe(false);
    expect((await patch(token, kept.postId!, { shared: true })).status).toBe(200);
    expect(await onFeed(kept.url)).toBe(true);
    const after = (await call<Girl>(world.api.url, 'GET', `/api/girls/${girl.id}`)).body.pics;
    expect(after.map((p) => p.shared)).toEqual([false, true]);
  });

  it('names who posted only when they chose a public name: never their username', async () => {
    const { token, user } = await signUp(world.api.url);
    const { girl, jobId } = await createGirl(token);
    await waitForJob(token, jobId);
    const res = await call<PicsAccepted>(world.api.url, 'POST', `/api/girls/${girl.id}/pics`, { token, body: {} });
    await waitForJob(token, res.body.jobId);
    const post = async () =>
      (await call<FeedPage>(world.api.url, 'GET', '/api/feed?limit=50')).body.posts.find((p) => p.girlId === girl.id)!;
    expect(await post()).toMatchObject({ user: '', girl: 'Mia' });

    const name = (body: object, who = token) =>
      call<{ user: User }>(world.api.url, 'PUT', '/api/users/me/public-name', { token: who, body });
    // hidden formatting is taken out, as from a girl's name
    const set = await name({ publicName: '  \u202EStar Gazer\u200B ' });
    expect(set.status).toBe(200);
    expect(set.body.user.publicName).toBe('Star Gazer');
    expect(await post()).toMatchObject({ user: 'Star Gazer' });
    expect(JSON.stringify(await post())).not.toContain(user.username);

    expect((await name({ publicName: 'x'.repeat(41) })).status).toBe(400);
    expect((await name({ publicName: 42 })).status).toBe(400);
    expect((await call(world.api.url, 'PUT', '/api/users/me/public-name', { body: { publicName: 'a' } })).status).toBe(
      401,
    );
    // blank is none again
    expect((await name({ publicName: '   ' })).body.user.publicName).toBeNull();
    expect(await post()).toMatchObject({ user: '' });
  });
});
