import { CHAT_MESSAGES, MESSAGES } from '@contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { api } from '../../app/api';
import { alice } from '../../test/fixtures';
import { deferred, error, input, log, msg, type Reply, setup } from './testKit';

// pictures in the chat: ChatWindowPictures.test.tsx
describe('chat window', () => {
  it('shows the conversation: hers on the left with her avatar, yours on the right', async () => {
    setup({ messages: [msg('ai', 'Hey you!'), msg('user', 'Hi Mia')] });
    expect(await screen.findByText('Hey you!')).toBeInTheDocument();
    const items = within(log()).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual(['Mia: Hey you!', 'You: Hi Mia']);
    expect(items[0]!.querySelector('img')).toHaveAttribute('src', '/media/mia.png');
  });

  it('Enter sends; Shift+Enter adds a new line', async () => {
    const reply = msg('ai', 'Nice to see you!');
    const { user, sent } = setup({ send: () => ({ body: { response: reply.text, message: reply } }) });
    await screen.findByText('Hey you!');
    await user.type(input(), 'Hello{Shift>}{Enter}{/Shift}there');
    expect(input()).toHaveValue('Hello\nthere');
    expect(sent()).toEqual([]);
    await user.type(input(), '{Enter}');
    await waitFor(() => expect(sent()).toEqual(['Hello\nthere']));
    expect(input()).toHaveValue('');
    expect(await screen.findByText('Nice to see you!')).toBeInTheDocument();
    expect(within(log()).getByText(/Hello/)).toBeInTheDocument();
  });

  it('ignores a blank message: no request', async () => {
    const { user, sent } = setup();
    await screen.findByText('Hey you!');
    await user.type(input(), '   {Enter}');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(sent()).toEqual([]);
  });

  it('shows her typing, then her reply growing in place from chat:token, then the stored text', async () => {
    const answer = deferred<Reply>();
    const { user, emit, sent } = setup({ send: () => answer.promise });
    await screen.findByText('Hey you!');
    await user.type(input(), 'How are you?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent()).toEqual(['How are you?']));

    // between send and the first token: three dots, and Send is disabled
    expect(screen.getByText('Mia is typing…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(within(log()).getByText('How are you?')).toBeInTheDocument();

    await emit('chat:token', { girlId: 'g1', messageId: 'r1', delta: 'I am ' });
    expect(screen.queryByText('Mia is typing…')).not.toBeInTheDocument();
    await emit('chat:token', { girlId: 'g1', messageId: 'r1', delta: 'great' });
    const growing = within(log()).getAllByRole('listitem').at(-1)!;
    expect(growing).toHaveTextContent('Mia: I am great');
    await emit('chat:token', { girlId: 'g1', messageId: 'r1', delta: ', thanks' });
    expect(within(log()).getAllByRole('listitem').at(-1)).toHaveTextContent('Mia: I am great, thanks');

    const final = { ...msg('ai', 'I am great, thanks!'), id: 'r1' };
    await emit('chat:message', { girlId: 'g1', message: final });
    answer.resolve({ body: { response: final.text, message: final } });
    expect(await screen.findByText('I am great, thanks!')).toBeInTheDocument();
    const items = within(log()).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual(['Mia: Hey you!', 'You: How are you?', 'Mia: I am great, thanks!']);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled());
  });

  it('on a 402 shows the upsell with a link to /subscriptions and disables the input, keeping the text', async () => {
    const { user } = setup({ send: () => error(402, CHAT_MESSAGES.upsell) });
    await screen.findByText('Hey you!');
    await user.type(input(), 'One more?{Enter}');
    const upsell = await screen.findByText(CHAT_MESSAGES.upsell);
    expect(within(upsell.closest('li')!).getByRole('link', { name: 'Get Premium' })).toHaveAttribute(
      'href',
      '/subscriptions',
    );
    expect(input()).toBeDisabled();
    expect(input()).toHaveValue('One more?');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(screen.getByText(/Free chats end after 5 messages from her/)).toBeInTheDocument();
    // the message was not stored: it is not shown in the conversation
    expect(within(log()).queryByText('One more?')).not.toBeInTheDocument();
  });

  it('a picture refused for credits (402) shows the credits upsell; text messages still go', async () => {
    const { user } = setup({ send: () => error(402, MESSAGES.noCredits) });
    await screen.findByText('Hey you!');
    await user.type(input(), 'Send me a pic{Enter}');
    const upsell = await screen.findByText(MESSAGES.noCredits);
    expect(within(upsell.closest('li')!).getByRole('link', { name: 'Get Premium' })).toHaveAttribute(
      'href',
      '/subscriptions',
    );
    expect(input()).toBeEnabled();
    expect(input()).toHaveValue('Send me a pic');
    expect(screen.queryByText(CHAT_MESSAGES.upsell)).not.toBeInTheDocument();
  });

  it('shows the upsell to a free user whose chat holds 5 AI messages; it goes away once subscribed', async () => {
    const five = [
      msg('ai', 'a1'),
      msg('user', 'u'),
      msg('ai', 'a2'),
      msg('ai', 'a3'),
      msg('ai', 'a4'),
      msg('ai', 'a5'),
    ];
    const { store, me, sent, user } = setup({ messages: five });
    expect(await screen.findByText(CHAT_MESSAGES.upsell)).toBeInTheDocument();
    expect(input()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Bikini' })).toBeDisabled();

    me.current = { ...alice, isSubscribed: true, subEnd: '2099-01-01T00:00:00.000Z' };
    await act(async () => {
      store.dispatch(api.util.invalidateTags(['Me']));
    });
    await waitFor(() => expect(input()).toBeEnabled());
    expect(screen.queryByText(CHAT_MESSAGES.upsell)).not.toBeInTheDocument();
    await user.type(input(), 'Still here?{Enter}');
    await waitFor(() => expect(sent()).toEqual(['Still here?']));
  });

  it('never limits a subscriber', async () => {
    const five = [msg('ai', 'a1'), msg('ai', 'a2'), msg('ai', 'a3'), msg('ai', 'a4'), msg('ai', 'a5'), msg('ai', 'a6')];
    setup({ user: { ...alice, isSubscribed: true, subEnd: '2099-01-01T00:00:00.000Z' }, messages: five });
    await screen.findByText('a6');
    expect(screen.queryByText(CHAT_MESSAGES.upsell)).not.toBeInTheDocument();
    expect(input()).toBeEnabled();
  });

  it('says so when the server cannot be reached', async () => {
    const { user } = setup({
      send: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await screen.findByText('Hey you!');
    await user.type(input(), 'Hello?{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('the server could not be reached');
    expect(input()).toHaveValue('Hello?');
  });

  it('refetches the conversation after a socket reconnect', async () => {
    const { emit, chatLog, chatGets } = setup();
    await screen.findByText('Hey you!');
    await emit('connect', undefined);
    chatLog.current = [...chatLog.current, msg('ai', 'Are you still there?')];
    const before = chatGets();
    await emit('connect', undefined);
    expect(await screen.findByText('Are you still there?')).toBeInTheDocument();
    expect(chatGets()).toBeGreaterThan(before);
  });

  it('keeps a reply being written through a reconnect: the refetch blanks nothing, later tokens join without repeats', async () => {
    const { emit, chatLog, chatGets } = setup({ messages: [msg('ai', 'Hey you!'), msg('user', 'Tell me a story')] });
    const refetched = async (count: number) => {
      await waitFor(() => expect(chatGets()).toBe(count));
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    };
    await screen.findByText('Hey you!');
    await emit('connect', undefined);
    await emit('chat:token', { girlId: 'g1', messageId: 'r9', delta: 'Once upon', offset: 0 });
    await emit('chat:token', { girlId: 'g1', messageId: 'r9', delta: ' a time', offset: 9 });
    const reply = () => within(log()).getAllByRole('listitem').at(-1)!;
    expect(reply()).toHaveTextContent('Mia: Once upon a time');

    // the server flushed only the first piece when the refetch read it
    chatLog.current = [...chatLog.current, { ...msg('ai', 'Once upon', { loading: true }), id: 'r9' }];
    const gets = chatGets();
    await emit('connect', undefined);
    await refetched(gets + 1);
    expect(reply()).toHaveTextContent('Mia: Once upon a time');
    // a piece the refetch already had, then new ones
    await emit('chat:token', { girlId: 'g1', messageId: 'r9', delta: ' a time', offset: 9 });
    await emit('chat:token', { girlId: 'g1', messageId: 'r9', delta: ', there', offset: 16 });
    expect(reply()).toHaveTextContent('Mia: Once upon a time, there');

    // pieces missed while offline: the text so far is fetched, then the tokens go on from there
    chatLog.current = [
      chatLog.current[0]!,
      chatLog.current[1]!,
      { ...msg('ai', 'Once upon a time, there was a cat', { loading: true }), id: 'r9' },
    ];
    await emit('chat:token', { girlId: 'g1', messageId: 'r9', delta: ' who', offset: 33 });
    await refetched(gets + 2);
    expect(reply()).toHaveTextContent('Mia: Once upon a time, there was a cat');
    await emit('chat:token', { girlId: 'g1', messageId: 'r9', delta: ' who', offset: 33 });
    await emit('chat:token', { girlId: 'g1', messageId: 'r9', delta: ' sang.', offset: 37 });
    expect(reply()).toHaveTextContent('Mia: Once upon a time, there was a cat who sang.');
  });

  it('does not count her failed replies toward the free limit', async () => {
    const failed = (n: number) => msg('ai', CHAT_MESSAGES.replyFailed, { failed: true, id: `f${n}` });
    const messages = [
      msg('ai', 'a1'),
      msg('user', 'u'),
      failed(1),
      msg('user', 'u'),
      failed(2),
      msg('user', 'u'),
      msg('ai', 'a2'),
      msg('ai', 'a3'),
      msg('ai', 'a4'),
    ];
    setup({ messages });
    await screen.findByText('a4');
    expect(within(log()).getAllByText(CHAT_MESSAGES.replyFailed)).toHaveLength(2);
    expect(screen.queryByText(CHAT_MESSAGES.upsell)).not.toBeInTheDocument();
    expect(input()).toBeEnabled();
  });
});
