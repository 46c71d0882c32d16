import { toolById, type User } from '@contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { Toasts } from '../../components/Toasts';
import { mockFetch, renderWithApp } from '../../test/utils';
import { jobCompleted } from '../jobs/jobsSlice';
import ToolPage from '../tools/ToolPage';
import { OPT_IN_TEXT } from './NotificationsOptIn';

const alice: User = { id: 'u1', username: 'alice', isSubscribed: false, subEnd: null, credits: 5, wallet: null };
const KEY = 'BOnR4qOdxX2Gsu1_nuZdNp5q8jvOeWZ_AvXQnbrQdVXv5PFxjdkDI-6Dgq2k6o7ZDeeoVpWxPNdp9gvfzBmqvkw';
const subscriptionJson = {
  endpoint: 'https://push.example.com/abc',
  expirationTime: null,
  keys: { p256dh: 'p', auth: 'a' },
};

/** A browser with the Push API: permission `permission` until asked, answering `answer`. */
function pushBrowser(answer: NotificationPermission = 'granted') {
  const notification = { permission: 'default' as NotificationPermission, requestPermission: vi.fn() };
  notification.requestPermission.mockImplementation(async () => (notification.permission = answer));
  const subscribe = vi.fn(async () => ({ toJSON: () => subscriptionJson, options: {} }));
  const registration = { pushManager: { getSubscription: vi.fn(async () => null), subscribe } };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  return { notification, subscribe };
}

function setup(publicKey: string | null = KEY) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  mockFetch((method, path, body) => {
    if (path === '/api/auth/me') return { body: { user: alice } };
    if (path === '/api/push/key') return { body: { publicKey } };
    sent.push({ method, path, body });
    return { status: 204 };
  });
  const view = renderWithApp(<Toasts />);
  const finishJob = () =>
    act(() => {
      view.store.dispatch(jobCompleted({ jobId: 'j1', kind: 'flux-generate', result: { imageUrl: '/media/x.png' } }));
    });
  return { ...view, sent, finishJob, user: userEvent.setup() };
}

const offer = () => screen.queryByRole('region', { name: 'Notifications offer' });
const settle = () => act(() => new Promise((r) => setTimeout(r, 50)));

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the offer of notifications', () => {
  it('is not made on page load, only once a job has finished; turning them on subscribes and tells the server', async () => {
    const { notification, subscribe } = pushBrowser();
    const { finishJob, sent, user } = setup();
    await settle();
    expect(offer()).toBeNull();

    finishJob();
    const card = await screen.findByRole('region', { name: 'Notifications offer' });
    expect(card).toHaveTextContent(OPT_IN_TEXT.title);
    await user.click(within(card).getByRole('button', { name: OPT_IN_TEXT.turnOn }));

    expect(await screen.findByText(OPT_IN_TEXT.on)).toBeInTheDocument();
    expect(notification.requestPermission).toHaveBeenCalledTimes(1);
    const [options] = subscribe.mock.calls[0] as unknown as [
      { userVisibleOnly: boolean; applicationServerKey: Uint8Array },
    ];
    expect(options.userVisibleOnly).toBe(true);
    expect(options.applicationServerKey).toHaveLength(65);
    expect(options.applicationServerKey[0]).toBe(4);
    expect(sent).toEqual([{ method: 'POST', path: '/api/push/subscriptions', body: subscriptionJson }]);
    expect(offer()).toBeNull();
  });

  it("'Not now' is remembered: no offer after the next job, nor in the next visit", async () => {
    const { notification } = pushBrowser();
    const first = setup();
    first.finishJob();
    await first.user.click(await screen.findByRole('button', { name: OPT_IN_TEXT.notNow }));
    expect(offer()).toBeNull();
    expect(notification.requestPermission).not.toHaveBeenCalled();
    first.unmount();

    const again = setup();
    again.finishJob();
    await settle();
    expect(offer()).toBeNull();
    expect(again.sent).toEqual([]);
  });

  it('is never made when the server has push off, or the browser has already answered', async () => {
    pushBrowser();
    const off = setup(null);
    off.finishJob();
    await settle();
    expect(offer()).toBeNull();
    off.unmount();

    const { notification } = pushBrowser();
    notification.permission = 'denied';
    const denied = setup();
    denied.finishJob();
    await settle();
    expect(offer()).toBeNull();
  });
});

describe('a notification opens the page of its result', () => {
  it('a tool page opened at ?job=<id> shows that job (asked of the server)', async () => {
    mockFetch((_method, path) => {
      if (path === '/api/auth/me') return { body: { user: alice } };
      if (path === '/api/jobs/job-9')
        return {
          body: {
            id: 'job-9',
            kind: 'flux-generate',
            status: 'completed',
            progress: 100,
            result: { imageUrl: '/media/ab/from-push.webp' },
            error: null,
          },
        };
      return { status: 404, body: { statusCode: 404, message: 'Not Found', error: 'Not Found' } };
    });
    renderWithApp(<ToolPage tool={toolById('flux-generate')} />, { route: '/generate-image?job=job-9' });
    const result = await screen.findByRole('region', { name: 'Generated image' });
    expect(within(result).getByRole('img', { name: 'Generated image' })).toHaveAttribute(
      'src',
      '/media/ab/from-push.webp',
    );
  });
});
