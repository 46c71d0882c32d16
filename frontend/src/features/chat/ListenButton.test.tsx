import { CHAT_MESSAGES } from '@contracts';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { attachSocketListeners, type SocketLike } from '../../app/socket';
import { makeStore } from '../../app/store';
import { ListenButton } from './ListenButton';

/** A player that plays at once and ends when told to. */
class FakeAudio extends EventTarget {
  static made: FakeAudio[] = [];
  constructor(readonly src: string) {
    super();
    FakeAudio.made.push(this);
  }
  play() {
    this.dispatchEvent(new Event('playing'));
    return Promise.resolve();
  }
  pause() {
    this.dispatchEvent(new Event('pause'));
  }
  end() {
    this.dispatchEvent(new Event('ended'));
  }
}

type Answer = { status: number; body: unknown };

function setup(answer: Answer) {
  const posted: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const path = new URL(request.url).pathname;
      let reply: Answer = { status: 404, body: { statusCode: 404, message: 'Not found', error: 'x' } };
      if (request.method === 'POST' && path === '/api/chats/g1/messages/m1/speech') {
        posted.push(path);
        reply = answer;
      } else if (path === '/api/jobs/j1')
        reply = {
          status: 200,
          body: { id: 'j1', kind: 'speech', status: 'queued', progress: 0, result: null, error: null },
        };
      return new Response(JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  const store = makeStore();
  const listeners = new Map<string, (payload?: unknown) => void>();
  const socket = { on: (event: string, listener: (payload?: unknown) => void) => listeners.set(event, listener) };
  attachSocketListeners(socket as unknown as SocketLike, store.dispatch);
  const emit = (event: string, payload: unknown) =>
    act(async () => {
      listeners.get(event)!(payload);
      await new Promise((resolve) => setTimeout(resolve, 30));
    });
  render(
    <Provider store={store}>
      <ListenButton girlId="g1" messageId="m1" name="Mia" />
    </Provider>,
  );
  return { emit, posted, user: userEvent.setup() };
}

const listenButton = () => screen.getByRole('button', { name: "Listen to Mia's reply" });

beforeEach(() => {
  FakeAudio.made = [];
  vi.stubGlobal('Audio', FakeAudio);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Listen on her reply', () => {
  it('waits with the job’s progress, plays her voice when it is ready, then is Listen again', async () => {
    const { emit, user } = setup({ status: 202, body: { jobId: 'j1', status: 'queued', freeLeft: 3 } });
    await user.click(listenButton());
    expect(await screen.findByRole('status')).toHaveTextContent("Getting Mia's voice ready");
    await emit('job:progress', { jobId: 'j1', kind: 'speech', progress: 40, stage: 'speaking' });
    expect(screen.getByRole('status')).toHaveTextContent('40%');
    expect(FakeAudio.made).toHaveLength(0);

    const audioUrl = '/media/private/ab/x.wav?expires=1&signature=s';
    await emit('job:completed', {
      jobId: 'j1',
      kind: 'speech',
      result: { audioUrl, girlId: 'g1', messageId: 'm1', voice: 'soft' },
    });
    const stop = await screen.findByRole('button', { name: "Stop Mia's voice" });
    expect(stop).toHaveAttribute('aria-pressed', 'true');
    expect(FakeAudio.made.map((a) => a.src)).toEqual([audioUrl]);
    expect(screen.queryByRole('status')).toBeNull();

    act(() => FakeAudio.made[0].end());
    expect(listenButton()).toHaveAttribute('aria-pressed', 'false');
  });

  it('plays stored audio at once, and Stop stops it', async () => {
    const { user, posted } = setup({ status: 200, body: { audioUrl: '/media/private/ab/y.wav' } });
    await user.click(listenButton());
    await user.click(await screen.findByRole('button', { name: "Stop Mia's voice" }));
    expect(listenButton()).toBeInTheDocument();
    expect(FakeAudio.made.map((a) => a.src)).toEqual(['/media/private/ab/y.wav']);
    expect(posted).toHaveLength(1);
  });

  it('says why it cannot (the allowance is used up), and tries again when tapped', async () => {
    const { user, posted } = setup({
      status: 402,
      body: { statusCode: 402, message: CHAT_MESSAGES.upsell, error: 'Payment Required' },
    });
    await user.click(listenButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(CHAT_MESSAGES.upsell);
    await user.click(listenButton());
    expect(posted).toHaveLength(2);
  });

  it('shows the job’s failure', async () => {
    const { emit, user } = setup({ status: 202, body: { jobId: 'j1', status: 'queued', freeLeft: 3 } });
    await user.click(listenButton());
    await screen.findByRole('status');
    await emit('job:failed', { jobId: 'j1', kind: 'speech', error: 'Her voice is not available right now.' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Her voice is not available right now.');
    expect(listenButton()).toBeEnabled();
    expect(FakeAudio.made).toHaveLength(0);
  });
});
