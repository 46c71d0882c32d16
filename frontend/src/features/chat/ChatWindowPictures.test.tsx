import { CHAT_MESSAGES } from '@contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { alice } from '../../test/fixtures';
import { isJobWatched } from '../jobs/watchedJobs';
import { error, input, log, msg, setup } from './testKit';

describe('chat window: pictures', () => {
  it('a picture request shows a placeholder, then the image from chat:message; a click opens it full size', async () => {
    const placeholder = { ...msg('ai', '', { loading: true }), id: 'p1' };
    const { user, emit, sent } = setup({
      send: () => ({ body: { response: '', message: placeholder, jobId: 'job-9' } }),
    });
    await screen.findByText('Hey you!');
    await user.click(screen.getByRole('button', { name: 'Bikini' }));
    await waitFor(() => expect(sent()).toEqual(['Send me a picture of you wearing a bikini on a sunny beach']));
    expect(await screen.findByText('Creating a picture…')).toBeInTheDocument();
    await waitFor(() => expect(isJobWatched('job-9')).toBe(true));

    await emit('chat:message', {
      girlId: 'g1',
      message: { ...placeholder, loading: false, image: '/media/chat-1.png' },
    });
    expect(screen.queryByText('Creating a picture…')).not.toBeInTheDocument();
    const image = within(log()).getByRole('img', { name: 'Mia' });
    expect(image).toHaveAttribute('src', '/media/chat-1.png');

    await user.click(screen.getByRole('button', { name: 'Open the picture of Mia at full size' }));
    const dialog = screen.getByRole('dialog', { name: 'Picture of Mia' });
    expect(within(dialog).getByRole('img', { name: 'Mia' })).toHaveAttribute('src', '/media/chat-1.png');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a chat picture that finishes before the send answered shows in place, without a toast', async () => {
    const placeholder = { ...msg('ai', '', { loading: true }), id: 'p3' };
    const { emit, store } = setup({ messages: [msg('ai', 'Hey you!'), msg('user', 'A pic please'), placeholder] });
    expect(await screen.findByText('Creating a picture…')).toBeInTheDocument();
    const done = { ...placeholder, loading: false, image: '/media/chat-3.png' };
    // what the server sends when a chat picture ends: the job's end, and her stored message
    await emit('job:completed', {
      jobId: 'unknown-job',
      kind: 'chat-picture',
      result: { girlId: 'g1', message: done },
    });
    await emit('chat:message', { girlId: 'g1', message: done });
    expect(within(log()).getByRole('img', { name: 'Mia' })).toHaveAttribute('src', '/media/chat-3.png');
    expect(store.getState().toasts.items).toHaveLength(0);
  });

  it("a failed chat picture refetches the conversation, which says so in the seed's words", async () => {
    const placeholder = { ...msg('ai', '', { loading: true }), id: 'p2' };
    const { emit, chatLog, chatGets } = setup({
      messages: [msg('ai', 'Hey you!'), msg('user', 'Send a photo'), placeholder],
    });
    expect(await screen.findByText('Creating a picture…')).toBeInTheDocument();
    const before = chatGets();
    chatLog.current = [
      chatLog.current[0]!,
      chatLog.current[1]!,
      { ...placeholder, loading: false, failed: true, text: CHAT_MESSAGES.replyFailed },
    ];
    await emit('job:failed', { jobId: 'job-3', kind: 'chat-picture', error: 'boom' });
    expect(await screen.findByText('Sorry, something went wrong generating image.')).toBeInTheDocument();
    expect(screen.queryByText(CHAT_MESSAGES.replyFailed)).not.toBeInTheDocument();
    expect(chatGets()).toBe(before + 1);
  });

  it('every preset sends its picture request', async () => {
    const expected = {
      Bikini: 'Send me a picture of you wearing a bikini on a sunny beach',
      School: 'Send me a picture of you as a university student on a college campus',
      Nudes: 'Send me a picture of you tasteful artistic boudoir photo, implied nudity',
      Sexy: 'Send me a picture of you in elegant lingerie, seductive pose, bedroom',
      Restaurant: 'Send me a picture of you having dinner in an upscale restaurant, candlelight',
      Feet: 'Send me a picture of you close-up of her bare feet, sitting on a sofa',
    };
    let n = 0;
    // a subscriber: six pictures are more than a free chat allows
    const { user, sent } = setup({
      user: { ...alice, isSubscribed: true, subEnd: '2099-01-01T00:00:00.000Z' },
      send: () => ({
        body: { response: '', message: { ...msg('ai', '', { loading: true }), id: `pp${++n}` }, jobId: `j${n}` },
      }),
    });
    await screen.findByText('Hey you!');
    for (const preset of Object.keys(expected)) {
      const button = screen.getByRole('button', { name: preset });
      await waitFor(() => expect(button).toBeEnabled());
      await user.click(button);
    }
    await waitFor(() => expect(sent()).toEqual(Object.values(expected)));
  });

  it("shows the server's message near the input for a refused picture (422), keeping the text", async () => {
    const policy = 'This request is not allowed: all characters must be adults.';
    const { user } = setup({ send: () => error(422, policy) });
    await screen.findByText('Hey you!');
    await user.type(input(), 'a photo of you as a teen{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(policy);
    expect(input()).toHaveValue('a photo of you as a teen');
    expect(input()).toBeEnabled();
  });
});
