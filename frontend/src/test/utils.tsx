import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';

import type { SocketLike } from '../app/socket';
import { makeStore } from '../app/store';

export interface MockResponse {
  status?: number;
  body?: unknown;
}

/** Replaces global fetch: `handler` gets the method and path of each request, returns status and JSON body. */
export function mockFetch(handler: (method: string, path: string, body: unknown) => MockResponse) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url, window.location.href);
    const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
    const { status = 200, body } = handler(request.method, url.pathname, text ? JSON.parse(text) : undefined);
    return new Response(status === 204 || body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Renders `ui` at `route` with a fresh store; other paths render their path as text. */
export function renderWithApp(ui: ReactElement, { route = '/', path = '*', store = makeStore() } = {}) {
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
          <Route path="*" element={<p>Now at another page</p>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { ...result, store };
}

/** A stand-in for the socket: records listeners so the test can fire server events (and reconnects). */
export function fakeSocket() {
  const listeners = new Map<string, (payload?: unknown) => void>();
  const socket = {
    on(event: string, listener: (payload?: unknown) => void) {
      listeners.set(event, listener);
      return socket;
    },
  };
  const emit = (event: string, payload?: unknown) => act(() => listeners.get(event)?.(payload));
  return { socket: socket as unknown as SocketLike, emit };
}
