import { CHAT_MESSAGES, type Girl, type Message, type User } from '@contracts';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

import { attachSocketListeners } from '../../app/socket';
import { makeStore } from '../../app/store';
import { settleUndoable } from '../toasts/undoable';
import ChatPage from './ChatPage';

const alice: User = {
  id: 'u1',
  username: 'alice',
  isSubscribed: true,
  subEnd: '2099-01-01T00:00:00.000Z',
  credits: 5,
  wallet: null,
};
const mia: Girl = {
  id: 'g1',
  owner: 'alice',
  name: 'Mia',
  eyes: 'Blue',
  mouth: null,
  nose: null,
  hair: 'Blonde',
  body: null,
  skin: null,
  personality: ['Playful'],
  style: 'Realistic',
  bio: null,
  imageUrl: '/media/mia.png',
  voice: 'soft',
  pics: [],
  createdAt: '2025-01-01T00:00:00.000Z',
};

function msg(id: string, sender: 'user' | 'ai', text: string, extra: Partial<Message> = {}): Message {
  const versions = sender === 'ai' ? { alternatives: [text], choice: 0 } : { alternatives: [], choice: 0 };
  return {
    id,
    sender,
    text,
    image: null,
    loading: false,
    premium: false,
    failed: false,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...versions,
    ...extra,
  };
}

type Handler = (
  method: string,
  path: string,
  body: unknown,
) => { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }> | undefined;

function setup(messages: Message[], handle: Handler = () => undefined) {
  const requests: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const path = new URL(request.url, window.location.href).pathname;
      const text = request.method === 'GET' ? '' : await request.text();
      const body: unknown = text ? JSON.parse(text) : undefined;
      requests.push({ method: request.method, path, body });
      let reply = await handle(request.method, path, body);
      if (!reply) {
        if (path === '/api/auth/me') reply = { body: { user: alice } };
        else if (path === '/api/girls/g1') reply = { body: mia };
        else if (path === '/api/girls/g1/others') reply = { body: [] };
        else if (path === '/api/chats/g1') reply = { body: { messages, portraitJobId: null } };
        else reply = { status: 404, body: { statusCode: 404, message: 'Not found', error: 'x' } };
      }
      const status = reply.status ?? 200;
      return new Response(status === 204 || reply.body === undefined ? null : JSON.stringify(reply.body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  const store = makeStore();
  const listeners = new Map<string, (payload?: unknown) => void>();
  attachSocketListeners(
    { on: (event: string, l: (payload?: unknown) => void) => listeners.set(event, l) },
    store.dispatch,
  );
  const emit = (event: string, payload: unknown) =>
    act(async () => {
      listeners.get(event)!(payload);
      await new Promise((resolve) => setTimeout(resolve, 30));
    });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/chat/g1']}>
        <Routes>
          <Route path="/chat/:id" element={<ChatPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { store, emit, requests, user: userEvent.setup() };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const log = () => screen.getByRole('log', { name: 'Messages with Mia' });

describe('regenerating and browsing her versions', () => {
  it('streams a new version into her last reply and shows 2/2, browsable with ‹ ›', async () => {
    const answer = deferred<{ body: unknown }>();
    const { user, emit, requests } = setup(
      [msg('a1', 'ai', 'Hey you!'), msg('u1', 'user', 'Hi Mia'), msg('a2', 'ai', 'First version')],
      (method, path) =>
        path === '/api/chats/g1/regenerate'
          ? answer.promise
          : method === 'PUT'
            ? {
                body: {
                  message: msg('a2', 'ai', 'First version', {
                    alternatives: ['First version', 'Second one'],
                    choice: 0,
                  }),
                },
              }
            : undefined,
    );
    await screen.findByText('First version');
    // only her last reply can be regenerated
    expect(within(log()).getAllByRole('button', { name: "Regenerate Mia's reply" })).toHaveLength(1);
    expect(screen.queryByLabelText(/^Version/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: "Regenerate Mia's reply" }));
    expect(screen.queryByText('First version')).not.toBeInTheDocument();
    await emit('chat:token', { girlId: 'g1', messageId: 'a2', delta: 'Second', offset: 0 });
    await emit('chat:token', { girlId: 'g1', messageId: 'a2', delta: ' one', offset: 6 });
    expect(within(log()).getByText('Second one')).toBeInTheDocument();
    answer.resolve({
      body: {
        message: msg('a2', 'ai', 'Second one', { alternatives: ['First version', 'Second one'], choice: 1 }),
        failed: false,
      },
    });
    expect(await screen.findByLabelText('Version 2 of 2')).toHaveTextContent('2/2');
    expect(screen.getByRole('button', { name: 'Next version' })).toBeDisabled();

    screen.getByRole('button', { name: 'Previous version' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('First version')).toBeInTheDocument();
    expect(screen.getByLabelText('Version 1 of 2')).toBeInTheDocument();
    await waitFor(() =>
      expect(requests.filter((r) => r.method === 'PUT')).toEqual([
        { method: 'PUT', path: '/api/chats/g1/messages/a2/choice', body: { index: 0 } },
      ]),
    );
  });

  it('shows the upsell when a regenerate is refused for the free limit, and keeps her reply', async () => {
    const { user } = setup([msg('a1', 'ai', 'Hey you!')], (_m, path) =>
      path === '/api/chats/g1/regenerate'
        ? { status: 402, body: { statusCode: 402, message: CHAT_MESSAGES.upsell, error: 'Payment Required' } }
        : undefined,
    );
    await screen.findByText('Hey you!');
    await user.click(screen.getByRole('button', { name: "Regenerate Mia's reply" }));
    expect(await screen.findByText(CHAT_MESSAGES.upsell)).toBeInTheDocument();
    expect(await screen.findByText('Hey you!')).toBeInTheDocument();
  });
});

describe('editing the last message', () => {
  it('edits inline: Escape cancels, Enter saves and her reply is written anew', async () => {
    const answer = deferred<{ body: unknown }>();
    const { user, requests } = setup(
      [
        msg('a1', 'ai', 'Hey you!'),
        msg('u1', 'user', 'Hi Mia'),
        msg('a2', 'ai', 'Hello!'),
        msg('u2', 'user', 'I like jazz'),
        msg('a3', 'ai', 'Me too!'),
      ],
      (method) => (method === 'PATCH' ? answer.promise : undefined),
    );
    await screen.findByText('Me too!');
    // only the person's last message can be edited
    expect(within(log()).getAllByRole('button', { name: 'Edit your message' })).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Edit your message' }));
    const box = screen.getByRole('textbox', { name: 'Edit your message' });
    expect(box).toHaveFocus();
    await user.clear(box);
    await user.type(box, 'I like blues{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Edit your message' })).not.toBeInTheDocument();
    expect(screen.getByText('I like jazz')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit your message' }));
    await user.clear(screen.getByRole('textbox', { name: 'Edit your message' }));
    await user.type(screen.getByRole('textbox', { name: 'Edit your message' }), 'I like blues{Enter}');
    expect(screen.getByText('I like blues')).toBeInTheDocument();
    expect(screen.queryByText('Me too!')).not.toBeInTheDocument();
    answer.resolve({
      body: { message: msg('u2', 'user', 'I like blues'), reply: msg('a3', 'ai', 'Blues is soulful!'), failed: false },
    });
    expect(await screen.findByText('Blues is soulful!')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'PATCH')).toEqual([
      { method: 'PATCH', path: '/api/chats/g1/messages/u2', body: { text: 'I like blues' } },
    ]);
  });

  it('edits a message just sent, by the id the server gave it', async () => {
    const { user, requests } = setup([msg('a1', 'ai', 'Hey you!')], (method, path) => {
      if (path === '/api/girl-chat')
        return { body: { response: 'Hi!', message: msg('a2', 'ai', 'Hi!'), asked: msg('u9', 'user', 'Hello') } };
      if (method === 'PATCH')
        return {
          body: { message: msg('u9', 'user', 'Hello there'), reply: msg('a2', 'ai', 'Hi there!'), failed: false },
        };
      return undefined;
    });
    await screen.findByText('Hey you!');
    await user.type(screen.getByRole('textbox', { name: 'Message to Mia' }), 'Hello{Enter}');
    await screen.findByText('Hi!');
    await user.click(screen.getByRole('button', { name: 'Edit your message' }));
    await user.type(screen.getByRole('textbox', { name: 'Edit your message' }), ' there{Enter}');
    expect(await screen.findByText('Hi there!')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'PATCH').map((r) => r.path)).toEqual(['/api/chats/g1/messages/u9']);
  });
});

describe('deleting a message', () => {
  it('hides it at once with Undo on a toast; the server is asked only when the toast goes', async () => {
    const { user, store, requests } = setup(
      [msg('a1', 'ai', 'Hey you!'), msg('u1', 'user', 'Hi Mia'), msg('a2', 'ai', 'Hello!')],
      (method) => (method === 'DELETE' ? { status: 204 } : undefined),
    );
    await screen.findByText('Hi Mia');
    const mine = within(log()).getByText('Hi Mia').closest('li')!;
    await user.click(within(mine).getByRole('button', { name: 'Delete this message' }));
    expect(screen.queryByText('Hi Mia')).not.toBeInTheDocument();
    const toast = store.getState().toasts.items.at(-1)!;
    expect(toast).toMatchObject({ title: 'Message deleted', undoable: true });

    act(() => settleUndoable(toast.id, true));
    expect(await screen.findByText('Hi Mia')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'DELETE')).toEqual([]);

    await user.click(
      within(within(log()).getByText('Hi Mia').closest('li')!).getByRole('button', { name: 'Delete this message' }),
    );
    act(() => settleUndoable(store.getState().toasts.items.at(-1)!.id, false));
    await waitFor(() =>
      expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual(['/api/chats/g1/messages/u1']),
    );
    expect(screen.queryByText('Hi Mia')).not.toBeInTheDocument();
  });
});
