import type { User } from '@contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { alice } from '../test/fixtures';
import { mockFetch, renderWithApp } from '../test/utils';
import { Header } from './Header';

function signedInAs(user: User | null) {
  return mockFetch((method, path) => {
    if (method === 'GET' && path === '/api/auth/me') {
      return user
        ? { status: 200, body: { user } }
        : { status: 401, body: { statusCode: 401, message: 'Not signed in', error: 'Unauthorized' } };
    }
    if (method === 'POST' && path === '/api/auth/signout') return { status: 204 };
    return { status: 404, body: { statusCode: 404, message: 'Not found', error: 'Not Found' } };
  });
}

describe('Header', () => {
  it('shows the navigation and Sign In when signed out', async () => {
    signedInAs(null);
    renderWithApp(<Header />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Create', 'Chat', 'Pics', 'Sign In', 'Feed']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(nav).getByRole('link', { name: 'Chat' })).toHaveAttribute('href', '/mygirls');
    expect(within(nav).getByRole('link', { name: 'Pics' })).toHaveAttribute('href', '/mygirls');
    expect(await screen.findByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
  });

  it('shows the username with credits and hides Sign In when signed in', async () => {
    signedInAs(alice);
    renderWithApp(<Header />);
    expect(await screen.findByText('alice')).toBeInTheDocument();
    expect(screen.getByText('5 credits')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it("shows 'Premium' instead of credits for a subscriber", async () => {
    signedInAs({ ...alice, isSubscribed: true, subEnd: '2099-01-01T00:00:00.000Z' });
    renderWithApp(<Header />);
    expect(await screen.findByText('Premium')).toBeInTheDocument();
    expect(screen.queryByText(/credits/)).not.toBeInTheDocument();
  });

  it('signs out through the API and shows Sign In again', async () => {
    let signedIn = true;
    const fetchMock = mockFetch((_method, path) => {
      if (path === '/api/auth/signout') {
        signedIn = false;
        return { status: 204 };
      }
      if (path === '/api/auth/me') {
        return signedIn
          ? { body: { user: alice } }
          : { status: 401, body: { statusCode: 401, message: 'x', error: 'y' } };
      }
      return { status: 404 };
    });
    window.localStorage.setItem('username', 'alice');
    const user = userEvent.setup();
    renderWithApp(<Header />);

    await user.click(await screen.findByRole('button', { name: 'Sign out' }));

    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByText('alice')).not.toBeInTheDocument();
    expect(window.localStorage.getItem('username')).toBeNull();
    const paths = fetchMock.mock.calls.map(
      ([request]) => `${(request as Request).method} ${new URL((request as Request).url).pathname}`,
    );
    expect(paths).toContain('POST /api/auth/signout');
  });

  it('opens the mobile menu with a button and closes it with Escape', async () => {
    signedInAs(null);
    const user = userEvent.setup();
    renderWithApp(<Header />);
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('navigation', { name: 'Main' })).toHaveLength(2);

    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('navigation', { name: 'Main' })).toHaveLength(1);
  });

  it('links the review queue only for admins', async () => {
    signedInAs({ ...alice, isAdmin: true });
    const { unmount } = renderWithApp(<Header />);
    expect(await screen.findByRole('link', { name: 'Reports' })).toHaveAttribute('href', '/admin/reports');
    unmount();
    signedInAs(alice);
    renderWithApp(<Header />);
    await screen.findByText('alice');
    expect(screen.queryByRole('link', { name: 'Reports' })).not.toBeInTheDocument();
  });
});
