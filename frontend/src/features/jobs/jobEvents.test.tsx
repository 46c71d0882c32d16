import type { Message, Post } from '@contracts';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { api } from '../../app/api';
import { attachSocketListeners, type SocketLike } from '../../app/socket';
import { makeStore } from '../../app/store';
import { makeGirl } from '../../test/fixtures';
import { mockFetch } from '../../test/utils';
import { chatApi } from '../chat/chatApi';
import { feedApi } from '../feed/feedApi';
import { girlsApi } from '../girls/girlsApi';
import { recheckOnTabReturn } from './jobEvents';
import { jobQueued, selectGirlJob } from './jobsSlice';
import { useWatchJob, watchJob } from './watchedJobs';

const mia = makeGirl();
const pic = { id: 'p1', url: '/media/p1.png', createdAt: '2025-01-02T00:00:00.000Z' };
const post: Post = {
  id: 'post1',
  user: 'alice',
  imageUrl: pic.url,
  caption: '',
  girl: 'Mia',
  girlId: 'g1',
  nsfw: false,
  createdAt: pic.createdAt,
};
const waiting: Message = {
  id: 'm1',
  sender: 'ai',
  text: '',
  image: null,
  loading: true,
  premium: false,
  failed: false,
  createdAt: pic.createdAt,
};
const picsDone = { jobId: 'j2', kind: 'pics', result: { imageUrl: pic.url, girlId: 'g1', pic, post } };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/**
 * A store wired to a fake socket. Every action is recorded, those of thunks included, and every cache
 * update is counted, so an event applied twice (or not at all) shows even where the cache's own
 * de-duplication by id would hide it.
 */
async function setup() {
  const store = makeStore();
  const actions: unknown[] = [];
  const dispatch = ((action: unknown) => {
    if (typeof action === 'function')
      return (action as (d: unknown, g: unknown) => unknown)(dispatch, () => store.getState());
    actions.push(action);
    return store.dispatch(action as Parameters<typeof store.dispatch>[0]);
  }) as typeof store.dispatch;
  const listeners = new Map<string, (payload?: unknown) => void>();
  const socket = { on: (event: string, listener: (payload?: unknown) => void) => listeners.set(event, listener) };
  attachSocketListeners(socket as unknown as SocketLike, dispatch);
  await store.dispatch(girlsApi.util.upsertQueryData('girl', 'g1', mia));
  await store.dispatch(girlsApi.util.upsertQueryData('myGirls', undefined, [mia]));
  await store.dispatch(
    feedApi.util.upsertQueryData('feed', undefined, {
      pages: [{ posts: [{ ...post, id: 'old' }], nextCursor: null }],
      pageParams: [null],
    }),
  );
  await store.dispatch(chatApi.util.upsertQueryData('chat', 'g1', { messages: [waiting], portraitJobId: null }));
  actions.length = 0;
  const updates = vi.spyOn(api.util, 'updateQueryData');
  const invalidated = () => actions.filter((a) => api.util.invalidateTags.match(a)).map((a) => a.payload);
  /** how many times an update of the cache entry `key` (e.g. 'girl("g1")') was made, changed or not */
  const patches = (key: string) =>
    updates.mock.calls.filter(([endpoint, arg]) => `${String(endpoint)}(${JSON.stringify(arg)})` === key).length;
  const emit = (event: string, payload?: unknown) => listeners.get(event)!(payload);
  const girl = () => girlsApi.endpoints.girl.select('g1')(store.getState()).data!;
  const mine = () => girlsApi.endpoints.myGirls.select()(store.getState()).data!;
  const feedIds = () =>
    feedApi.endpoints.feed
      .select()(store.getState())
      .data!.pages[0]!.posts.map((p) => p.id);
  const chat = () => chatApi.endpoints.chat.select('g1')(store.getState()).data!.messages;
  return { store, dispatch, emit, girl, mine, feedIds, chat, invalidated, patches };
}

describe('each push event is applied in one place, once', () => {
  it('a finished portrait becomes her image, and the credits refetch', async () => {
    const { store, emit, girl, mine, invalidated } = await setup();
    emit('job:completed', { jobId: 'j1', kind: 'portrait', result: { imageUrl: '/media/new.png', girlId: 'g1' } });
    expect(girl().imageUrl).toBe('/media/new.png');
    expect(mine()[0]!.imageUrl).toBe('/media/new.png');
    expect(invalidated()).toContainEqual(['Me']);
    expect(selectGirlJob(store.getState(), 'g1', 'portrait')?.jobId).toBe('j1');
  });

  it('a finished picture: job:completed fills her gallery, feed:post the feed, each exactly once', async () => {
    const { emit, girl, mine, feedIds, invalidated, patches } = await setup();
    // what the server sends for one pics job
    emit('job:completed', picsDone);
    emit('feed:post', { post });
    expect(girl().pics).toEqual([pic]);
    expect(mine()[0]!.pics).toEqual([pic]);
    expect(feedIds()).toEqual(['post1', 'old']);
    expect(patches('girl("g1")')).toBe(1);
    expect(patches('myGirls(undefined)')).toBe(1);
    expect(patches('feed(undefined)')).toBe(1);
    expect(patches('chat("g1")')).toBe(0);
    expect(invalidated().filter((tags) => JSON.stringify(tags) === '["Me"]')).toHaveLength(1);
  });

  it('the same end heard twice (a repeated push, or a re-check after the push) is applied once, with one toast', async () => {
    const { store, emit, girl, patches } = await setup();
    emit('job:completed', picsDone);
    emit('job:completed', picsDone);
    expect(girl().pics).toEqual([pic]);
    expect(patches('girl("g1")')).toBe(1);
    expect(store.getState().toasts.items).toHaveLength(1);
  });

  it('a chat picture: chat:message fills her waiting message, once; job:completed only ends the job', async () => {
    const { store, emit, chat, patches } = await setup();
    const done = { ...waiting, loading: false, image: '/media/chat.png' };
    emit('job:completed', { jobId: 'j7', kind: 'chat-picture', result: { girlId: 'g1', message: done } });
    emit('chat:message', { girlId: 'g1', message: done });
    expect(chat()).toMatchObject([{ id: 'm1', loading: false, image: '/media/chat.png' }]);
    expect(patches('chat("g1")')).toBe(1);
    expect(store.getState().jobs.byId.j7?.status).toBe('completed');
  });

  it('any failed job refetches the credits (the credit is given back); a failed chat picture, the chat too', async () => {
    const { emit, invalidated } = await setup();
    emit('job:failed', { jobId: 'j3', kind: 'pics', error: 'boom' });
    emit('job:failed', { jobId: 'j4', kind: 'chat-picture', error: 'boom' });
    emit('job:failed', { jobId: 'j5', kind: 'upscale', error: 'boom' });
    expect(invalidated()).toEqual([['Me'], ['Me'], ['Chat'], ['Me']]);
  });

  it('feed:post goes on top of a loaded feed, and is ignored when the feed is not loaded', async () => {
    const { store, emit, feedIds } = await setup();
    emit('feed:post', { post });
    expect(feedIds()).toEqual(['post1', 'old']);
    store.dispatch(api.util.resetApiState());
    emit('feed:post', { post: { ...post, id: 'post2' } });
    expect(feedApi.endpoints.feed.select()(store.getState()).data).toBeUndefined();
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

  it("takes back the ready toast when a page that shows the job comes after it ended (the wizard's portrait)", async () => {
    const { store, emit } = await setup();
    emit('job:completed', { jobId: 'j7', kind: 'portrait', result: { imageUrl: '/media/c.png', girlId: 'g1' } });
    emit('job:completed', { jobId: 'j8', kind: 'pics', result: picsDone.result });
    expect(store.getState().toasts.items.map((t) => t.title)).toEqual(['Your image is ready', 'Your image is ready']);
    const Shows = ({ jobId }: { jobId: string }) => {
      useWatchJob(jobId);
      return null;
    };
    render(
      <Provider store={store}>
        <Shows jobId="j7" />
      </Provider>,
    );
    expect(store.getState().toasts.items).toHaveLength(1);
    expect(store.getState().toasts.items[0].id).toBe('job:j8');
  });
});

describe('re-checking running jobs', () => {
  it('when the tab comes back, asks about each running job and ends the one that finished meanwhile', async () => {
    const asked: string[] = [];
    mockFetch((_method, path) => {
      asked.push(path);
      return {
        body: { id: 'j8', kind: 'pics', status: 'completed', progress: 100, result: picsDone.result, error: null },
      };
    });
    const { store, dispatch, girl } = await setup();
    store.dispatch(jobQueued({ jobId: 'j8', kind: 'pics', girlId: 'g1' }));
    store.dispatch(jobQueued({ jobId: 'done', kind: 'pics', girlId: 'g1' }));
    store.dispatch({ type: 'jobs/jobFailed', payload: { jobId: 'done', kind: 'pics', error: 'x' } });
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    const stop = recheckOnTabReturn(dispatch);
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(store.getState().jobs.byId.j8?.status).toBe('completed'));
    expect(asked).toEqual(['/api/jobs/j8']);
    expect(girl().pics).toEqual([pic]);
    stop();
    visibility.mockRestore();
  });
});
