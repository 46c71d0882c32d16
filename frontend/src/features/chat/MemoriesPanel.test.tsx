import { type Memory, MESSAGES } from '@contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { mockFetch, renderWithApp } from '../../test/utils';
import { MemoriesPanel } from './MemoriesPanel';

const learned = (id: string, text: string, overrides: Partial<Memory> = {}): Memory => ({
  id,
  text,
  kind: 'person',
  pinned: false,
  sourceMessageId: `msg-${id}`,
  sourceAt: '2026-05-03T10:00:00.000Z',
  updatedAt: '2026-05-03T10:00:00.000Z',
  ...overrides,
});

/** A server holding `memories` for girl g1: answers the panel's calls and records them. */
function server(memories: Memory[], { failList = 0 } = {}) {
  const state = { memories: [...memories], failList };
  const calls: { method: string; path: string; body: unknown }[] = [];
  mockFetch((method, path, body) => {
    calls.push({ method, path, body });
    const id = path.split('/')[5];
    if (method === 'GET' && path === '/api/chats/g1/memories') {
      if (state.failList-- > 0) return { status: 503, body: { statusCode: 503, message: 'The server is busy.' } };
      return { body: { memories: state.memories } };
    }
    if (method === 'POST') {
      const { text } = body as { text: string };
      if (/15/.test(text)) return { status: 422, body: { statusCode: 422, message: MESSAGES.adultsOnly } };
      const own: Memory = {
        ...learned('new', text),
        kind: 'note',
        pinned: true,
        sourceMessageId: null,
        sourceAt: null,
      };
      state.memories = [own, ...state.memories];
      return { status: 201, body: own };
    }
    if (method === 'PATCH') {
      state.memories = state.memories.map((m) => (m.id === id ? { ...m, ...(body as Partial<Memory>) } : m));
      return { body: state.memories.find((m) => m.id === id) };
    }
    if (method === 'DELETE') {
      state.memories = state.memories.filter((m) => m.id !== id);
      return { status: 204 };
    }
    return { status: 404, body: { statusCode: 404, message: 'Not found' } };
  });
  return { state, calls };
}

const list = () => screen.getByRole('list', { name: 'What she remembers' });
const show = () => renderWithApp(<MemoriesPanel girlId="g1" />);

afterEach(() => vi.unstubAllGlobals());

describe('What she remembers', () => {
  it('lists what she learned with the date of the message it came from, and what the person added', async () => {
    server([
      learned('a', 'Sister: Anna', { pinned: true }),
      learned('b', 'I am allergic to cats', { kind: 'note', sourceAt: null, sourceMessageId: null }),
    ]);
    show();
    expect(screen.getByRole('status')).toHaveTextContent('Loading what she remembers');
    const items = within(await screen.findByRole('list', { name: 'What she remembers' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Pinned Sister: Anna');
    expect(items[0]).toHaveTextContent('From your message of');
    expect(items[0].querySelector('time')).toHaveAttribute('dateTime', '2026-05-03T10:00:00.000Z');
    expect(items[1]).toHaveTextContent('I am allergic to cats');
    expect(items[1]).toHaveTextContent('Added by you');
  });

  it('says when she remembers nothing yet', async () => {
    server([]);
    show();
    expect(await screen.findByText(/Nothing yet\. Tell her about yourself/)).toBeInTheDocument();
  });

  it('shows a failed load with a way to try again', async () => {
    server([learned('a', 'Lives in: Denver')], { failList: 1 });
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent('The server is busy.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Lives in: Denver')).toBeInTheDocument();
  });

  it('adds one of the person’s own with the keyboard, and shows a refusal', async () => {
    const { calls } = server([]);
    const user = userEvent.setup();
    show();
    const field = await screen.findByLabelText('Add something for her to remember');
    await user.type(field, 'She was 15 in this story{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.adultsOnly);
    await user.clear(field);
    await user.type(field, 'Our song is Yellow{Enter}');
    // the list replaces the empty state once the added memory comes back
    const added = await screen.findByRole('list', { name: 'What she remembers' });
    expect(await within(added).findByText('Our song is Yellow')).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { text: 'She was 15 in this story' },
      { text: 'Our song is Yellow' },
    ]);
  });

  it('edits in place (Enter saves, Escape cancels), pins, unpins and deletes', async () => {
    const { calls } = server([learned('a', 'Sister: Anna'), learned('b', 'Dog: Rex')]);
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Edit "Sister: Anna"' }));
    const field = screen.getByRole('textbox', { name: 'Edit memory' });
    expect(field).toHaveFocus();
    await user.type(field, ' Maria{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Edit memory' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit "Sister: Anna"' })).toHaveFocus();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Edit "Sister: Anna"' }));
    await user.type(screen.getByRole('textbox', { name: 'Edit memory' }), ' Maria{Enter}');
    expect(await within(list()).findByText('Sister: Anna Maria')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit "Sister: Anna Maria"' })).toHaveFocus();

    screen.getByRole('button', { name: 'Pin "Dog: Rex"' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Unpin "Dog: Rex"' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unpin "Dog: Rex"' }));
    await screen.findByRole('button', { name: 'Pin "Dog: Rex"' });

    await user.click(screen.getByRole('button', { name: 'Delete "Dog: Rex"' }));
    await waitFor(() => expect(screen.queryByText('Dog: Rex')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method !== 'GET').map((c) => [c.method, c.path, c.body])).toEqual([
      ['PATCH', '/api/chats/g1/memories/a', { text: 'Sister: Anna Maria' }],
      ['PATCH', '/api/chats/g1/memories/b', { pinned: true }],
      ['PATCH', '/api/chats/g1/memories/b', { pinned: false }],
      ['DELETE', '/api/chats/g1/memories/b', undefined],
    ]);
  });
});
