import { describe, expect, it, vi } from 'vitest';
import type { Girl, Post } from '@contracts';
import { api } from '../../app/api';
import { attachSocketListeners, type SocketLike } from '../../app/socket';
import { makeStore } from '../../app/store';
import { feedApi } from '../feed/feedApi';
import { girlsApi } from '../girls/girlsApi';
import { jobQueued, selectGirlJob } from './jobsSlice';
import { watchJob } from './watchedJobs';

const mia: Girl = {
  id: 'g1',
  owner: 'alice',
  name: 'Mia',
  eyes: null,
  mouth: null,
  nose: null,
  hair: null,
  body: null,
  skin: null,
  personality: ['Playful'],
  style: 'Realistic',
  bio: null,
  imageUrl: null,
  pics: [],
  createdAt: '2025-01-01T00:00:00.000Z',
};

const pic = { id: 'p1', url: '/media/p1.png', createdAt: '2025-01-02T00:00:00.000Z' };
const post: Post = { id: 'post1', user: 'alice', imageUrl: pic.url, caption: '', girl: 'Mia', girlId: 'g1', nsfw: false, createdAt: pic.createdAt };

async function setup() {
  const store = makeStore();
  const listeners = new Map<string, (payload?: unknown) => void>();
  const socket = { on: (event: string, listener: (payload?: unknown) => void) => listeners.set(event, listener) };
  const dispatch = vi.fn(store.dispatch);
  attachSocketListeners(socket as unknown as SocketLike, dispatch as unknown as typeof store.dispatch);
  await store.dispatch(girlsApi.util.upsertQueryData('girl', 'g1', mia));
  await store.dispatch(girlsApi.util.upsertQueryData('myGirls', undefined, [mia]));
  const invalidated = () =>
    dispatch.mock.calls.map(([a]) => a).filter((a) => api.util.invalidateTags.match(a)).map((a) => a.payload);
  const emit = (event: string, payload: unknown) => listeners.get(event)!(payload);
  const girl = () => girlsApi.endpoints.girl.select('g1')(store.getState()).data!;
  const mine = () => girlsApi.endpoints.myGirls.select()(store.getState()).data!;
  return { store, emit, girl, mine, invalidated };
}

describe('push events update the cache', () => {
  it('a finished portrait becomes her image, and the credits refetch', async () => {
    const { store, emit, girl, mine, invalidated } = await setup();
    emit('job:completed', { jobId: 'j1', kind: 'portrait', result: { imageUrl: '/media/new.png', girlId: 'g1' } });
    expect(girl().imageUrl).toBe('/media/new.png');
    expect(mine()[0]!.imageUrl).toBe('/media/new.png');
    expect(invalidated()).toContainEqual(['Me']);
    expect(selectGirlJob(store.getState(), 'g1', 'portrait')?.jobId).toBe('j1');
  });

  it('a finished picture joins her gallery once, and the credits refetch', async () => {
    const { emit, girl, mine, invalidated } = await setup();
    const event = { jobId: 'j2', kind: 'pics', result: { imageUrl: pic.url, girlId: 'g1', pic, post } };
    emit('job:completed', event);
    emit('job:completed', event);
    expect(girl().pics).toEqual([pic]);
    expect(mine()[0]!.pics).toEqual([pic]);
    expect(invalidated()).toContainEqual(['Me']);
  });

  it('a failed picture refetches the credits (the credit is given back)', async () => {
    const { emit, invalidated } = await setup();
    emit('job:failed', { jobId: 'j3', kind: 'pics', error: 'boom' });
    expect(invalidated()).toContainEqual(['Me']);
  });

  it('feed:post goes on top of a loaded feed, once, and is ignored when the feed is not loaded', async () => {
    const { store, emit } = await setup();
    emit('feed:post', { post });
    expect(feedApi.endpoints.feed.select()(store.getState()).data).toBeUndefined();

    await store.dispatch(
      feedApi.util.upsertQueryData('feed', undefined, {
        pages: [{ posts: [{ ...post, id: 'old' }], nextCursor: null }],
        pageParams: [null],
      }),
    );
    emit('feed:post', { post });
    emit('feed:post', { post });
    const pages = feedApi.endpoints.feed.select()(store.getState()).data!.pages;
    expect(pages[0]!.posts.map((p) => p.id)).toEqual(['post1', 'old']);
  });

  it('remembers which girl a queued job is about', async () => {
    const { store } = await setup();
    store.dispatch(jobQueued({ jobId: 'j9', kind: 'pics', girlId: 'g1' }));
    expect(selectGirlJob(store.getState(), 'g1', 'pics')).toMatchObject({ jobId: 'j9', job: { status: 'queued' } });
    expect(selectGirlJob(store.getState(), 'g2', 'pics')).toBeUndefined();
  });

  it('skips the toast of a job the page on screen already shows', async () => {
    const { store, emit } = await setup();
    const unwatch = watchJob('j5');
    emit('job:completed', { jobId: 'j5', kind: 'portrait', result: { imageUrl: '/media/a.png', girlId: 'g1' } });
    emit('job:failed', { jobId: 'j5', kind: 'portrait', error: 'boom' });
    expect(store.getState().toasts.items).toHaveLength(0);
    unwatch();
    emit('job:completed', { jobId: 'j6', kind: 'portrait', result: { imageUrl: '/media/b.png', girlId: 'g1' } });
    expect(store.getState().toasts.items).toHaveLength(1);
  });
});
