import { type Message, type User } from '@contracts';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';

import { attachSocketListeners, type SocketLike } from '../../app/socket';
import { makeStore } from '../../app/store';
import { alice, makeGirl, makeMessage } from '../../test/fixtures';
import ChatPage from './ChatPage';

// The chat page rendered against a fetch that answers its requests, for ChatWindow*.test.tsx.

export const mia = makeGirl({ eyes: 'Blue', hair: 'Blonde', bio: 'Loves long walks.', imageUrl: '/media/mia.png' });

export const msg = makeMessage;

export const error = (statusCode: number, message: string) => ({
  status: statusCode,
  body: { statusCode, message, error: 'x' },
});

export interface Reply {
  status?: number;
  body?: unknown;
}

/** Answers the page's requests; `send` answers POST /api/girl-chat (it may wait, or throw for a network error). */
export function setup({
  user = alice as User,
  messages = [msg('ai', 'Hey you!')] as Message[],
  send = (() => ({ body: {} })) as (body: { girlId: string; newUserMessage: string }) => Reply | Promise<Reply>,
} = {}) {
  const requests: { method: string; path: string; body: unknown }[] = [];
  const me = { current: user };
  const chatLog = { current: messages };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const path = new URL(request.url, window.location.href).pathname;
    const text = request.method === 'GET' ? '' : await request.text();
    const body = text ? (JSON.parse(text) as { girlId: string; newUserMessage: string }) : undefined;
    requests.push({ method: request.method, path, body });
    let reply: Reply;
    if (path === '/api/auth/me') reply = { body: { user: me.current } };
    else if (path === '/api/girls/g1') reply = { body: mia };
    else if (path === '/api/girls/g1/others') reply = { body: [] };
    else if (path === '/api/chats/g1') reply = { body: { messages: chatLog.current, portraitJobId: null } };
    else if (path === '/api/chats/g1/memories') reply = { body: { memories: [] } };
    else if (path === '/api/girl-chat' && body) reply = await send(body);
    else reply = error(404, 'Not found');
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);

  const store = makeStore();
  const listeners = new Map<string, (payload?: unknown) => void>();
  const socket = { on: (event: string, listener: (payload?: unknown) => void) => listeners.set(event, listener) };
  attachSocketListeners(socket as unknown as SocketLike, store.dispatch);
  // RTK batches cache patches until the next animation frame: wait for one before looking
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
  const sent = () =>
    requests
      .filter((r) => r.method === 'POST' && r.path === '/api/girl-chat')
      .map((r) => (r.body as { newUserMessage: string }).newUserMessage);
  const chatGets = () => requests.filter((r) => r.method === 'GET' && r.path === '/api/chats/g1').length;
  return { store, emit, requests, sent, chatGets, me, chatLog, user: userEvent.setup() };
}

export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

export const input = () => screen.getByRole('textbox', { name: 'Message to Mia' });
export const log = () => screen.getByRole('log', { name: 'Messages with Mia' });
