import type { ApiError, FeedPage, Girl, PicsAccepted } from '../src/contracts';
import { girlsWorld } from './support/girls-world';
import { call, signUp } from './support/http';
import { connectSocket, until } from './support/sockets';

const world = girlsWorld();
const { runWorker, createGirl, waitForJob, credits } = world;
// a worker from the start: each test's pictures are made while it runs, none left over for the next
beforeAll(() => runWorker());

describe('pictures and credits', () => {
  it('20 parallel requests with 5 credits give exactly five 202 and fifteen 402, and credits end at 0', async () => {
    const { token } = await signUp(world.api.url);
    const { girl } = await createGirl(token);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call<PicsAccepted & ApiError>(world.api.url, 'POST', `/api/girls/${girl.id}/pics`, {
          token,
          body: { preset: 'Bikini' },
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 202)).toHaveLength(5);
    const refused = answers.filter((a) => a.status === 402);
    expect(refused).toHaveLength(15);
    expect(refused[0].body.message).toBe(
      "You've run out of free image generations. Upgrade to premium for unlimited generations.",
    );
    expect(
      answers
        .filter((a) => a.status === 202)
        .map((a) => a.body.credits)
        .sort(),
    ).toEqual([0, 1, 2, 3, 4]);
    expect(await credits(token)).toBe(0);
  });

  it('subscribers use no credits', async () => {
    const { token, user } = await signUp(world.api.url);
    await world.db.query(`UPDATE users SET sub_end = now() + interval '1 month' WHERE id = $1`, [user.id]);
    const { girl } = await createGirl(token);
    for (let i = 0; i < 3; i++) {
      const res = await call<PicsAccepted>(world.api.url, 'POST', `/api/girls/${girl.id}/pics`, { token, body: {} });
      expect(res.status).toBe(202);
      expect(res.body.credits).toBe(5);
    }
    expect(await credits(token)).toBe(5);
  });

  it('a finished picture joins her gallery and the feed, pushed to the owner and to everyone', async () => {
    await runWorker();
    const { token } = await signUp(world.api.url);
    const { girl } = await createGirl(token);
    const owner = await connectSocket(world.api.url, token);
    const visitor = await connectSocket(world.api.url);
    const feedPosts: unknown[] = [];
    visitor.socket.on('feed:post', (e) => feedPosts.push(e.post));

    const res = await call<PicsAccepted>(world.api.url, 'POST', `/api/girls/${girl.id}/pics`, {
      token,
      body: { preset: 'Sexy', modifiers: 'in a red dress' },
    });
    expect(res.body.credits).toBe(4);
    await until(() => owner.completed.some((e) => e.jobId === res.body.jobId), 30_000, 'the picture');
    const done = owner.completed.find((e) => e.jobId === res.body.jobId)!;
    expect(done.kind).toBe('pics');
    await until(() => feedPosts.length > 0, 5_000, 'feed:post');
    expect(feedPosts[0]).toMatchObject({ user: '', girl: 'Mia', girlId: girl.id, caption: '', nsfw: true });

    const after = (await call<Girl>(world.api.url, 'GET', `/api/girls/${girl.id}`)).body;
    expect(after.pics).toHaveLength(1);
    const feed = (await call<FeedPage>(world.api.url, 'GET', '/api/feed?limit=5')).body;
    expect(feed.posts[0]).toMatchObject({ girlId: girl.id, nsfw: true, imageUrl: after.pics[0].url });

    // deleting takes it out of her list and off the public feed
    expect(
      (await call(world.api.url, 'DELETE', `/api/girls/${girl.id}/pics/${after.pics[0].id}`, { token })).status,
    ).toBe(204);
    expect((await call<Girl>(world.api.url, 'GET', `/api/girls/${girl.id}`)).body.pics).toHaveLength(0);
    const feedAfter = (await call<FeedPage>(world.api.url, 'GET', '/api/feed?limit=50')).body;
    expect(feedAfter.posts.map((p) => p.imageUrl)).not.toContain(after.pics[0].url);
    expect(
      (await call(world.api.url, 'DELETE', `/api/girls/${girl.id}/pics/${after.pics[0].id}`, { token })).status,
    ).toBe(404);
    owner.close();
    visitor.close();
  });

  it('a job that finally fails gives the credit back, once', async () => {
    await runWorker();
    const { token } = await signUp(world.api.url);
    const { girl } = await createGirl(token);
    const res = await call<PicsAccepted>(world.api.url, 'POST', `/api/girls/${girl.id}/pics`, { token, body: {} });
    await world.db.query('DELETE FROM girls WHERE id = $1', [girl.id]); // gone before her picture is saved
    const job = await waitForJob(token, res.body.jobId);
    expect(job).toMatchObject({ status: 'failed', error: 'No AI Girl found.' });
    expect(await credits(token)).toBe(5);
  });
});

describe('the feed', () => {
  it('pages newest first by keyset, without repeats', async () => {
    const { user } = await signUp(world.api.url);
    for (let i = 0; i < 7; i++) {
      await world.db.query(`INSERT INTO feed_posts (user_id, girl_name, image_url) VALUES ($1, 'Unknown', $2)`, [
        user.id,
        `/media/p${i}.png`,
      ]);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: FeedPage = (
        await call<FeedPage>(world.api.url, 'GET', `/api/feed?limit=3${cursor ? `&cursor=${cursor}` : ''}`)
      ).body;
      expect(page.posts.length).toBeLessThanOrEqual(3);
      seen.push(...page.posts.map((p) => p.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBeGreaterThanOrEqual(7);
    expect((await call(world.api.url, 'GET', '/api/feed?cursor=garbage')).status).toBe(400);
  });
});
