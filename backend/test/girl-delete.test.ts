import type { FeedPage, Girl, PicsAccepted } from '../src/contracts';
import { girlsWorld } from './support/girls-world';
import { call, signUp } from './support/http';

const world = girlsWorld();
const { runWorker, createGirl, waitForJob } = world;
beforeAll(() => runWorker());

const status = async (path: string) => (await fetch(world.api.url + path)).status;

describe('deleting a girl', () => {
  it("takes her chats (everyone's), pictures, feed posts and files with her, for her owner only", async () => {
    const owner = await signUp(world.api.url);
    const other = await signUp(world.api.url);
    const { girl, jobId } = await createGirl(owner.token);
    await waitForJob(owner.token, jobId);
    const pics = await call<PicsAccepted>(world.api.url, 'POST', `/api/girls/${girl.id}/pics`, {
      token: owner.token,
      body: { preset: 'Club' },
    });
    expect(pics.status).toBe(202);
    await waitForJob(owner.token, pics.body.jobId);
    const made = (await call<Girl>(world.api.url, 'GET', `/api/girls/${girl.id}`)).body;
    const files = [made.imageUrl!, ...made.pics.map((p) => p.url)];
    expect(files).toHaveLength(2);
    for (const file of files) expect(await status(file)).toBe(200);
    await call(world.api.url, 'GET', `/api/chats/${girl.id}`, { token: other.token });
    const said = await call(world.api.url, 'POST', '/api/girl-chat', {
      token: other.token,
      body: { girlId: girl.id, newUserMessage: 'Hello there' },
    });
    expect(said.status).toBe(200);

    // nobody else may, and not without a session
    expect((await call(world.api.url, 'DELETE', `/api/girls/${girl.id}`, { token: other.token })).status).toBe(404);
    expect((await fetch(`${world.api.url}/api/girls/${girl.id}`, { method: 'DELETE' })).status).toBe(401);
    expect((await call(world.api.url, 'GET', `/api/girls/${girl.id}`)).status).toBe(200);

    expect((await call(world.api.url, 'DELETE', `/api/girls/${girl.id}`, { token: owner.token })).status).toBe(204);
    expect((await call(world.api.url, 'GET', `/api/girls/${girl.id}`)).status).toBe(404);
    expect((await call(world.api.url, 'GET', `/api/chats/${girl.id}`, { token: other.token })).status).toBe(404);
    const feed = (await call<FeedPage>(world.api.url, 'GET', '/api/feed?limit=50')).body;
    expect(feed.posts.filter((p) => p.girlId === girl.id || files.includes(p.imageUrl))).toEqual([]);
    const rows = await world.db.query(
      `SELECT (SELECT count(*) FROM chat_messages WHERE girl_id = $1)::int AS messages,
              (SELECT count(*) FROM pictures WHERE girl_id = $1)::int AS pictures,
              (SELECT count(*) FROM feed_posts WHERE image_url = ANY($2))::int AS posts`,
      [girl.id, files],
    );
    expect(rows.rows[0]).toEqual({ messages: 0, pictures: 0, posts: 0 });
    // the storage is freed
    for (const file of files) expect(await status(file)).toBe(404);
    // and again: she is gone
    expect((await call(world.api.url, 'DELETE', `/api/girls/${girl.id}`, { token: owner.token })).status).toBe(404);
  });
});
