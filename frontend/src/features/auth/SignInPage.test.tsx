import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { alice } from '../../test/fixtures';
import { mockFetch, renderWithApp } from '../../test/utils';
import SignInPage from './SignInPage';

function renderPage() {
  return renderWithApp(<SignInPage />, { route: '/signin', path: '/signin' });
}

describe('SignInPage', () => {
  it("says 'Please fill in all fields' for blank fields without calling the server", async () => {
    const fetchMock = mockFetch(() => ({ status: 500 }));
    const user = userEvent.setup();
    renderPage();

    await user.type(screen.getByLabelText('Username'), '   ');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields');
    // only the session question of the page itself, no sign-in
    const asked = fetchMock.mock.calls.map(
      ([input]) => new URL(String(input instanceof Request ? input.url : input), 'http://x').pathname,
    );
    expect(asked.filter((path) => path !== '/api/auth/me')).toEqual([]);
  });

  it('sends a signed-in visitor on to their girls', async () => {
    mockFetch((_method, path) => (path === '/api/auth/me' ? { body: { user: alice } } : { status: 404 }));
    renderPage();
    expect(await screen.findByText('Now at another page')).toBeInTheDocument();
  });

  it('promises the free allowance the server keeps', async () => {
    mockFetch(() => ({
      status: 401,
      body: { statusCode: 401, message: 'Please sign in to continue.', error: 'Unauthorized' },
    }));
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(
      screen.getByText(
        'Free to start: 5 image credits, and 5 messages from each girl (her greeting and pictures count).',
      ),
    ).toBeInTheDocument();
  });

  it("shows the server's message on a 401", async () => {
    const fetchMock = mockFetch(() => ({
      status: 401,
      body: { statusCode: 401, message: 'Incorrect password. Please try again.', error: 'Unauthorized' },
    }));
    const user = userEvent.setup();
    renderPage();

    await user.type(screen.getByLabelText('Username'), 'alice');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect password. Please try again.');
    const posts = fetchMock.mock.calls.map(([input]) => input as Request).filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(1);
    const request = posts[0];
    expect(new URL(request.url).pathname).toBe('/api/auth/signin');
    expect(request.method).toBe('POST');
    expect(request.credentials).toBe('include');
  });

  it('falls back to a generic message when the answer has none', async () => {
    mockFetch(() => ({ status: 502, body: 'Bad gateway' }));
    const user = userEvent.setup();
    renderPage();

    await user.type(screen.getByLabelText('Username'), 'alice');
    await user.type(screen.getByLabelText('Password'), 'password123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred. Please try again.');
  });

  it('switches to sign-up, posts to /auth/signup and goes to /mygirls on success', async () => {
    const calls: string[] = [];
    mockFetch((method, path, body) => {
      calls.push(`${method} ${path}`);
      if (path === '/api/auth/signup') {
        expect(body).toEqual({ username: 'alice', password: 'password123' });
        return { status: 201, body: { user: alice, token: 'not-stored' } };
      }
      if (path === '/api/auth/me')
        return {
          status: 401,
          body: { statusCode: 401, message: 'Please sign in to continue.', error: 'Unauthorized' },
        };
      return { status: 200, body: [] };
    });
    const user = userEvent.setup();
    renderPage();

    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByRole('heading', { name: 'Create Account' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Username'), ' alice ');
    await user.type(screen.getByLabelText('Password'), 'password123');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByText('Now at another page')).toBeInTheDocument();
    expect(calls.filter((c) => c.startsWith('POST'))).toEqual(['POST /api/auth/signup']);
    expect(window.localStorage.getItem('username')).toBe('alice');
    expect(Object.values(window.localStorage).join(' ')).not.toContain('not-stored');
  });

  it("says 'Could not create account…' when a sign-up fails with no reason from the server, and the server's reason when it gives one", async () => {
    let answer: { status: number; body: unknown } = { status: 502, body: '' };
    mockFetch((_method, path) => (path === '/api/auth/signup' ? answer : { status: 401, body: {} }));
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await user.type(screen.getByLabelText('Username'), 'alice');
    await user.type(screen.getByLabelText('Password'), 'password123');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not create account. Please try a different username.',
    );
    answer = {
      status: 409,
      body: { statusCode: 409, message: 'Username already exists. Please choose another one.', error: 'Conflict' },
    };
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Username already exists. Please choose another one.'),
    );
  });

  it('shows busy text while waiting', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    mockFetch(() => ({
      status: 404,
      body: { statusCode: 404, message: 'Account not found. Please sign up first.', error: 'Not Found' },
    }));
    const slowFetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (...args: Parameters<typeof fetch>) => {
      await gate;
      return slowFetch(...args);
    });
    const user = userEvent.setup();
    renderPage();

    await user.type(screen.getByLabelText('Username'), 'nobody');
    await user.type(screen.getByLabelText('Password'), 'password123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const busy = await screen.findByRole('button', { name: 'Signing in...' });
    expect(busy).toBeDisabled();
    release();
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Account not found. Please sign up first.'),
    );
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });
});
