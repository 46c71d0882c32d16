import { type Girl, MESSAGES, PRESETS, type User } from '@contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { attachSocketListeners } from '../../app/socket';
import { Toasts } from '../../components/Toasts';
import { fakeSocket, mockFetch, type MockResponse, renderWithApp } from '../../test/utils';
import { applyJobCompleted } from '../jobs/jobEffects';
import { jobCompleted, jobFailed, jobProgress } from '../jobs/jobsSlice';
import PicsPage from './PicsPage';

const alice: User = { id: 'u1', username: 'alice', isSubscribed: false, subEnd: null, credits: 3, wallet: null };

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
  pics: [
    { id: 'p1', url: '/media/p1.png', createdAt: '2025-01-01T00:00:00.000Z' },
    { id: 'p2', url: '/media/p2.png', createdAt: '2025-01-02T00:00:00.000Z' },
  ],
  createdAt: '2025-01-01T00:00:00.000Z',
};

const newPic = { id: 'p3', url: '/media/p3.png', createdAt: '2025-01-03T00:00:00.000Z' };

interface Options {
  user?: User | null;
  girl?: MockResponse;
  generate?: MockResponse;
  remove?: MockResponse;
  /** GET /api/jobs/job-7 */
  job?: MockResponse;
}

function setup({
  user = alice,
  girl = { body: mia },
  generate = { status: 202, body: { jobId: 'job-7', status: 'queued', credits: 2 } },
  remove = { status: 204 },
  job = { status: 404, body: { statusCode: 404, message: 'No such job.', error: 'Not Found' } },
}: Options = {}) {
  const requests: { method: string; path: string; body: unknown }[] = [];
  mockFetch((method, path, body) => {
    requests.push({ method, path, body });
    if (path === '/api/auth/me') {
      return user
        ? { body: { user } }
        : { status: 401, body: { statusCode: 401, message: 'x', error: 'Unauthorized' } };
    }
    if (method === 'GET' && path === '/api/girls/g1') return girl;
    if (method === 'POST' && path === '/api/girls/g1/pics') return generate;
    if (method === 'DELETE' && path.startsWith('/api/girls/g1/pics/')) return remove;
    if (method === 'GET' && path === '/api/jobs/job-7') return job;
    return { status: 404, body: { statusCode: 404, message: 'Not found', error: 'Not Found' } };
  });
  const view = renderWithApp(
    <>
      <PicsPage />
      <Toasts />
    </>,
    { route: '/pics/g1', path: '/pics/:id' },
  );
  return { ...view, requests, user: userEvent.setup() };
}

const generateButton = () => screen.getByRole('button', { name: /Generate Custom Image|Generating\.\.\./ });

describe('pics page', () => {
  it('shows the title, the credits left, the presets and the gallery for the owner', async () => {
    setup();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Generate Pictures for Mia' })).toBeInTheDocument();
    expect(screen.getByText(/Free generations left:/)).toHaveTextContent('Free generations left: 3');
    expect(screen.getByPlaceholderText('e.g., in a red dress, outdoors')).toBeInTheDocument();
    for (const preset of PRESETS) expect(screen.getByRole('button', { name: preset })).toBeEnabled();
    expect(
      within(screen.getByRole('region', { name: 'Latest picture' })).getByRole('img', { name: 'Mia' }),
    ).toHaveAttribute('src', '/media/p2.png');
    expect(screen.getAllByRole('button', { name: /Delete picture/ })).toHaveLength(2);
  });

  it('hides the credits line for a subscriber', async () => {
    setup({ user: { ...alice, isSubscribed: true, subEnd: '2099-01-01T00:00:00.000Z' } });
    await screen.findByRole('heading', { level: 1, name: 'Generate Pictures for Mia' });
    expect(screen.queryByText(/Free generations left/)).not.toBeInTheDocument();
  });

  it('disables every button while a picture is generated, then shows it', async () => {
    const { user, requests, store } = setup();
    await screen.findByRole('heading', { level: 1, name: 'Generate Pictures for Mia' });
    await user.type(screen.getByLabelText('Extra details (optional)'), ' in a red dress ');
    await user.click(screen.getByRole('button', { name: 'Bikini' }));

    expect(await screen.findByRole('button', { name: 'Generating...' })).toBeDisabled();
    for (const preset of PRESETS) expect(screen.getByRole('button', { name: preset })).toBeDisabled();
    for (const button of screen.getAllByRole('button', { name: /Delete picture/ })) expect(button).toBeDisabled();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      preset: 'Bikini',
      modifiers: 'in a red dress',
      share: true,
    });
    expect(await screen.findByText(/Free generations left:/)).toHaveTextContent('Free generations left: 2');
    // the details went with that picture: the box is empty, so the next scene is only that scene
    expect(screen.getByLabelText('Extra details (optional)')).toHaveValue('');
    expect(screen.getByLabelText('Extra details (optional)')).toHaveAccessibleDescription(
      'Added to the next picture (custom or a scene), then cleared. Up to 300 characters.',
    );

    act(() => {
      store.dispatch(jobProgress({ jobId: 'job-7', kind: 'pics', progress: 40, stage: 'Generating' }));
    });
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('Generating')).toBeInTheDocument();

    act(() => {
      const event = {
        jobId: 'job-7',
        kind: 'pics' as const,
        result: {
          imageUrl: newPic.url,
          girlId: 'g1',
          pic: newPic,
          post: {
            id: 'post1',
            user: 'alice',
            imageUrl: newPic.url,
            caption: '',
            girl: 'Mia',
            girlId: 'g1',
            nsfw: false,
            createdAt: newPic.createdAt,
          },
        },
      };
      store.dispatch(jobCompleted(event));
      applyJobCompleted(store.dispatch, event);
    });
    expect(generateButton()).toHaveTextContent('Generate Custom Image');
    expect(generateButton()).toBeEnabled();
    expect(
      within(screen.getByRole('region', { name: 'Latest picture' })).getByRole('img', { name: 'Mia' }),
    ).toHaveAttribute('src', '/media/p3.png');
    expect(screen.getAllByRole('button', { name: /Delete picture/ })).toHaveLength(3);
  });

  it('asks about a running picture again after a socket reconnect, and shows it if it was finished meanwhile', async () => {
    const girl: MockResponse = { body: mia };
    const job: MockResponse = {
      body: { id: 'job-7', kind: 'pics', status: 'queued', progress: 0, result: null, error: null },
    };
    const { user, store } = setup({ girl, job });
    await screen.findByRole('heading', { level: 1, name: 'Generate Pictures for Mia' });
    await user.click(screen.getByRole('button', { name: 'Bikini' }));
    expect(await screen.findByRole('button', { name: 'Generating...' })).toBeDisabled();

    const { socket, emit } = fakeSocket();
    attachSocketListeners(socket, store.dispatch);
    emit('connect');
    // its job:completed was pushed while the socket was down; then the socket connects again
    job.body = {
      id: 'job-7',
      kind: 'pics',
      status: 'completed',
      progress: 100,
      error: null,
      result: { imageUrl: newPic.url, girlId: 'g1', pic: newPic, post: null },
    };
    girl.body = { ...mia, pics: [...mia.pics, newPic] };
    emit('connect');
    await waitFor(() => expect(generateButton()).toHaveTextContent('Generate Custom Image'));
    expect(generateButton()).toBeEnabled();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Latest picture' })).getByRole('img', { name: 'Mia' }),
    ).toHaveAttribute('src', newPic.url);
  });

  it('shows the job failure text', async () => {
    const { user, store } = setup();
    await screen.findByRole('heading', { level: 1, name: 'Generate Pictures for Mia' });
    await user.click(generateButton());
    await screen.findByRole('button', { name: 'Generating...' });
    act(() => {
      store.dispatch(jobFailed({ jobId: 'job-7', kind: 'pics', error: MESSAGES.safetyBlocked }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.safetyBlocked);
    expect(generateButton()).toBeEnabled();
  });

  it('shows the out-of-credits message with a link to premium on a 402', async () => {
    const { user } = setup({
      generate: { status: 402, body: { statusCode: 402, message: MESSAGES.noCredits, error: 'Payment Required' } },
    });
    await screen.findByRole('heading', { level: 1, name: 'Generate Pictures for Mia' });
    await user.click(generateButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      "You've run out of free image generations. Upgrade to premium for unlimited generations.",
    );
    expect(within(alert).getByRole('link')).toHaveAttribute('href', '/subscriptions');
    expect(generateButton()).toBeEnabled();
  });

  it('says at once that the free generations are used up, before any click, and sends nothing', async () => {
    const { user, requests } = setup({ user: { ...alice, credits: 0 } });
    await screen.findByRole('heading', { level: 1, name: 'Generate Pictures for Mia' });
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.noCredits);
    await user.click(screen.getByRole('button', { name: 'Bikini' }));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it("shows the server's message, or 'Error generating image.' without one", async () => {
    const { user } = setup({ generate: { status: 500 } });
    await screen.findByRole('heading', { level: 1, name: 'Generate Pictures for Mia' });
    await user.click(generateButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Error generating image.');
  });

  const deletes = (requests: { method: string; path: string }[]) =>
    requests.filter((r) => r.method === 'DELETE').map((r) => r.path);

  it('deletes a picture from the gallery at once, and asks the server when its Undo toast goes', async () => {
    const { user, requests } = setup();
    await screen.findByRole('heading', { level: 1, name: 'Generate Pictures for Mia' });
    await user.click(screen.getByRole('button', { name: 'Delete picture 1' })); // newest first: p2
    await waitFor(() => expect(screen.getAllByRole('button', { name: /Delete picture/ })).toHaveLength(1));
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Picture deleted');
    expect(deletes(requests)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(deletes(requests)).toEqual(['/api/girls/g1/pics/p2']));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('puts a picture back with Undo, and never asks the server', async () => {
    const { user, requests } = setup();
    await screen.findByRole('heading', { level: 1, name: 'Generate Pictures for Mia' });
    await user.click(screen.getByRole('button', { name: 'Delete picture 1' }));
    await waitFor(() => expect(screen.getAllByRole('button', { name: /Delete picture/ })).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getAllByRole('button', { name: /Delete picture/ })).toHaveLength(2);
    expect(screen.queryByText('Picture deleted')).not.toBeInTheDocument();
    expect(deletes(requests)).toEqual([]);
  });

  it('puts a picture back when the delete fails', async () => {
    const { user } = setup({
      remove: { status: 403, body: { statusCode: 403, message: 'Not yours.', error: 'Forbidden' } },
    });
    await screen.findByRole('heading', { level: 1, name: 'Generate Pictures for Mia' });
    await user.click(screen.getByRole('button', { name: 'Delete picture 1' }));
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not yours.');
    await waitFor(() => expect(screen.getAllByRole('button', { name: /Delete picture/ })).toHaveLength(2));
  });

  it("shows someone else's girl read-only", async () => {
    setup({ user: { ...alice, username: 'bob' } });
    await screen.findByRole('heading', { level: 1, name: 'Generate Pictures for Mia' });
    expect(screen.queryByRole('button', { name: /Generate Custom Image/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete picture/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'Mia' }).length).toBeGreaterThan(1);
  });

  it("says 'User not logged in.' to a visitor and 'No AI Girl found.' for a missing girl", async () => {
    setup({ user: null });
    expect(await screen.findByText('User not logged in.')).toBeInTheDocument();
  });

  it("says 'No AI Girl found.' on a 404", async () => {
    setup({ girl: { status: 404, body: { statusCode: 404, message: MESSAGES.girlNotFound, error: 'Not Found' } } });
    expect(await screen.findByText('No AI Girl found.')).toBeInTheDocument();
  });
});
