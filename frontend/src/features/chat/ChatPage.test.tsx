import { type Girl, MESSAGES, type User } from '@contracts';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { makeStore } from '../../app/store';
import { alice, makeGirl } from '../../test/fixtures';
import { mockFetch, type MockResponse } from '../../test/utils';
import { applyJobCompleted } from '../jobs/jobEffects';
import { jobCompleted, jobFailed, jobProgress } from '../jobs/jobsSlice';
import ChatPage from './ChatPage';

const mia = makeGirl({
  eyes: 'Blue',
  hair: 'Blonde',
  personality: ['Playful', 'Witty'],
  bio: 'Loves long walks.',
  pics: [{ id: 'p1', url: '/media/p1.png', createdAt: '2025-01-01T00:00:00.000Z' }],
});

const others: Girl[] = [
  { ...mia, id: 'g2', name: 'Ava', imageUrl: '/media/ava.png', owner: 'bob' },
  { ...mia, id: 'g3', name: 'Zoe', imageUrl: '/media/zoe.png', owner: 'bob' },
];

const greeting = {
  id: 'm1',
  sender: 'ai',
  text: 'Hey you!',
  image: null,
  loading: false,
  premium: false,
  createdAt: '2025-01-01T00:00:00.000Z',
};

function setup({
  girl = { body: mia } as MockResponse,
  user = alice as User | null,
  state = { portraitJobId: 'job-1' } as unknown,
  look = { status: 202, body: { jobId: 'job-2', status: 'queued' } } as MockResponse,
  chat = { body: { messages: [greeting], portraitJobId: null } } as MockResponse,
} = {}) {
  const requests: string[] = [];
  mockFetch((method, path) => {
    requests.push(`${method} ${path}`);
    if (path === '/api/auth/me')
      return user ? { body: { user } } : { status: 401, body: { statusCode: 401, message: 'x', error: 'y' } };
    if (path === '/api/girls/g1') return girl;
    if (path === '/api/chats/g1') return chat;
    if (path === '/api/chats/g1/memories') return { body: { memories: [] } };
    if (path === '/api/girl-bio') return { body: { bio: 'A sunny soul who loves the sea.' } };
    if (path === '/api/girls/g1/others') return { body: others };
    if (path === '/api/girls/g1/look') return look;
    if (path === '/api/jobs/job-1')
      return { body: { id: 'job-1', kind: 'portrait', status: 'active', progress: 10, result: null, error: null } };
    if (path === '/api/jobs/job-7')
      return { body: { id: 'job-7', kind: 'portrait', status: 'active', progress: 30, result: null, error: null } };
    return { status: 404, body: { statusCode: 404, message: 'Not found', error: 'Not Found' } };
  });
  const store = makeStore();
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[{ pathname: '/chat/g1', state }]}>
        <Routes>
          <Route path="/chat/:id" element={<ChatPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { store, requests, user: userEvent.setup() };
}

describe('chat page profile', () => {
  it("says 'Your girl is coming...' while loading, then shows her profile and other girls", async () => {
    setup({ girl: { body: { ...mia, imageUrl: '/media/mia.png' } }, state: null });
    expect(screen.getByText('Your girl is coming...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mia' })).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'Mia' })[0]).toHaveAttribute('src', '/media/mia.png');
    const chips = within(screen.getByRole('list', { name: 'Personality' })).getAllByRole('listitem');
    expect(chips.map((c) => c.textContent)).toEqual(['Playful', 'Witty']);
    expect(screen.getByText('Loves long walks.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Generate New Look' })).toBeEnabled();
    expect(screen.getByRole('heading', { name: 'Chat with Mia' })).toBeInTheDocument();

    expect(await screen.findByRole('heading', { name: 'Talk to Other Girls' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ava' })).toHaveAttribute('href', '/chat/g2');
  });

  it('shows the portrait progress from push, then her portrait', async () => {
    const { store } = setup();
    expect(await screen.findByText('Her portrait is on its way...')).toBeInTheDocument();
    act(() => {
      store.dispatch(jobProgress({ jobId: 'job-1', kind: 'portrait', progress: 55, stage: 'Generating' }));
    });
    expect(screen.getByRole('progressbar', { name: 'Portrait of Mia' })).toHaveAttribute('aria-valuenow', '55');
    expect(screen.getByRole('button', { name: 'Generating...' })).toBeDisabled();

    act(() => {
      const event = {
        jobId: 'job-1',
        kind: 'portrait' as const,
        result: { imageUrl: '/media/portrait.png', girlId: 'g1' },
      };
      store.dispatch(jobCompleted(event));
      applyJobCompleted(store.dispatch, event);
    });
    expect(await screen.findByRole('button', { name: 'Generate New Look' })).toBeEnabled();
    expect(screen.getAllByRole('img', { name: 'Mia' })[0]).toHaveAttribute('src', '/media/portrait.png');
  });

  it('shows a failed portrait job and stays usable', async () => {
    const { store, user, requests } = setup();
    await screen.findByText('Her portrait is on its way...');
    act(() => {
      store.dispatch(jobFailed({ jobId: 'job-1', kind: 'portrait', error: MESSAGES.safetyBlocked }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.safetyBlocked);
    expect(screen.getByText('Her portrait could not be made.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Generate New Look' }));
    // asked first: Cancel sends nothing, the dialog's own button queues it
    const ask = screen.getByRole('alertdialog', { name: 'Give Mia a new look?' });
    expect(ask).toHaveTextContent('Her current portrait stays in her gallery');
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(requests).not.toContain('POST /api/girls/g1/look');
    await user.click(screen.getByRole('button', { name: 'Generate New Look' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Generate New Look' }));
    expect(requests).toContain('POST /api/girls/g1/look');
    expect(await screen.findByRole('button', { name: 'Generating...' })).toBeDisabled();
  });

  it('a new look refused for credits (402) shows the upsell with the way to premium', async () => {
    const look = {
      status: 402,
      body: { statusCode: 402, message: MESSAGES.noCredits, error: 'Payment Required' },
    } as MockResponse;
    const { user } = setup({ state: null, look });
    await user.click(await screen.findByRole('button', { name: 'Generate New Look' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Generate New Look' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.noCredits);
    expect(within(alert).getByRole('link', { name: 'Upgrade to premium' })).toHaveAttribute('href', '/subscriptions');
  });

  it("says 'No AI Girl found. Please create one first.' on a 404", async () => {
    setup({ girl: { status: 404, body: { statusCode: 404, message: MESSAGES.girlNotFound, error: 'Not Found' } } });
    expect(await screen.findByText('No AI Girl found. Please create one first.')).toBeInTheDocument();
  });

  it('shows no owner buttons to someone else', async () => {
    setup({
      user: { ...alice, username: 'bob' },
      state: null,
      girl: { body: { ...mia, imageUrl: '/media/mia.png', bio: null } },
    });
    await screen.findByRole('heading', { level: 1, name: 'Mia' });
    expect(await screen.findByText('Hey you!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generate New Look' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generate Bio' })).not.toBeInTheDocument();
  });

  it("follows the portrait job the chat's opening queued, and asks for no new look itself", async () => {
    const { store, requests } = setup({
      state: null,
      chat: { body: { messages: [greeting], portraitJobId: 'job-7' } },
    });
    expect(await screen.findByText('Her portrait is on its way...')).toBeInTheDocument();
    // the job's snapshot (GET /api/jobs/job-7) says where it stands
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Portrait of Mia' })).toHaveAttribute('aria-valuenow', '30'),
    );
    act(() => {
      store.dispatch(jobProgress({ jobId: 'job-7', kind: 'portrait', progress: 80, stage: 'Generating' }));
    });
    expect(screen.getByRole('progressbar', { name: 'Portrait of Mia' })).toHaveAttribute('aria-valuenow', '80');
    expect(requests).not.toContain('POST /api/girls/g1/look');
  });

  it('Generate Bio: only for her owner while her bio is empty; shows the new bio', async () => {
    const { user, requests } = setup({
      state: null,
      girl: { body: { ...mia, imageUrl: '/media/mia.png', bio: null } },
    });
    await user.click(await screen.findByRole('button', { name: 'Generate Bio' }));
    expect(requests).toContain('POST /api/girl-bio');
    expect(await screen.findByText('A sunny soul who loves the sea.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generate Bio' })).not.toBeInTheDocument();
  });

  it('shows no Generate Bio when she already has a bio', async () => {
    setup({ state: null, girl: { body: { ...mia, imageUrl: '/media/mia.png' } } });
    await screen.findByRole('button', { name: 'Generate New Look' });
    expect(screen.queryByRole('button', { name: 'Generate Bio' })).not.toBeInTheDocument();
  });

  it('asks a visitor who is not signed in to sign in before chatting', async () => {
    setup({ user: null, state: null, girl: { body: { ...mia, imageUrl: '/media/mia.png' } } });
    expect(await screen.findByText('Sign in to chat with Mia.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
  });
});
