import type { CharacterBook } from '@contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { mockFetch, renderWithApp } from '../../test/utils';
import { LorebookEditor } from './LorebookEditor';

const ADULTS = 'This request is not allowed: all characters must be adults.';
const imported: CharacterBook = {
  name: 'Seraphina lore',
  scan_depth: 4,
  extensions: { chub: { path: 'x' } },
  entries: [
    {
      id: 7,
      keys: ['glade'],
      content: 'The glade is hidden.',
      extensions: { depth: 4 },
      enabled: true,
      insertion_order: 10,
      probability: 50,
    },
    { id: 9, keys: ['river'], content: 'The river is cold.', extensions: {}, enabled: true, insertion_order: 20 },
  ],
};

function setup(
  book: CharacterBook | null,
  put: (body: { book: CharacterBook | null }) => { status?: number; body?: unknown } = (b) => ({ body: b }),
) {
  const puts: { book: CharacterBook | null }[] = [];
  const fetchMock = mockFetch((method, path, body) => {
    if (path !== '/api/girls/g1/lorebook') return { status: 404, body: { statusCode: 404, message: 'Not found' } };
    if (method === 'GET') return { body: { book } };
    puts.push(body as { book: CharacterBook | null });
    return put(body as { book: CharacterBook | null });
  });
  renderWithApp(<LorebookEditor girlId="g1" />);
  return { puts, fetchMock, user: userEvent.setup() };
}

describe('LorebookEditor', () => {
  it('asks for nothing until opened, then shows the empty state and adds an entry by keyboard', async () => {
    const { puts, fetchMock, user } = setup(null);
    expect(fetchMock).not.toHaveBeenCalled();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Lorebook' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Lorebook' })).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    expect(await screen.findByText(/No entries yet/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add entry' }));
    const form = screen.getByRole('form', { name: 'New entry' });
    expect(within(form).getByLabelText('Keys (comma-separated)')).toHaveFocus();
    await user.keyboard('lantern,  silver light , ');
    await user.tab();
    await user.keyboard('She carries a silver lantern.');
    await user.click(within(form).getByLabelText(/Selective/));
    await user.type(within(form).getByLabelText('Secondary keys (comma-separated)'), 'night');
    await user.click(within(form).getByLabelText(/Case-sensitive/));
    await user.clear(within(form).getByLabelText('Insertion order'));
    await user.type(within(form).getByLabelText('Insertion order'), '5');
    await user.selectOptions(within(form).getByLabelText('Position'), 'after_char');
    await user.click(within(form).getByRole('button', { name: 'Done' }));

    const list = screen.getByRole('list', { name: 'Lorebook entries' });
    expect(within(list).getByText('lantern, silver light')).toBeInTheDocument();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save lorebook' }));
    expect(await screen.findByText('Lorebook saved.')).toBeInTheDocument();
    expect(puts).toEqual([
      {
        book: {
          extensions: {},
          entries: [
            {
              id: 1,
              keys: ['lantern', 'silver light'],
              content: 'She carries a silver lantern.',
              extensions: {},
              enabled: true,
              insertion_order: 5,
              constant: false,
              selective: true,
              secondary_keys: ['night'],
              case_sensitive: true,
              position: 'after_char',
            },
          ],
        },
      },
    ]);
  });

  it("edits and deletes entries, keeping every field it does not edit and the book's own", async () => {
    const { puts, user } = setup(imported);
    await user.click(screen.getByRole('button', { name: 'Lorebook' }));
    await user.click(await screen.findByRole('button', { name: 'Edit glade' }));
    const content = screen.getByLabelText('Content');
    await user.clear(content);
    await user.type(content, 'The glade moves at night.');
    await user.click(screen.getByLabelText(/Constant/));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await user.click(screen.getByRole('button', { name: 'Delete river' }));
    expect(screen.queryByText('The river is cold.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save lorebook' }));
    await screen.findByText('Lorebook saved.');
    expect(puts[0].book).toEqual({
      ...imported,
      entries: [
        {
          ...imported.entries[0],
          content: 'The glade moves at night.',
          constant: true,
          selective: false,
          secondary_keys: [],
          case_sensitive: false,
          position: 'before_char',
        },
      ],
    });
  });

  it("shows the server's refusal with the entry it names, and keeps the changes", async () => {
    const { user } = setup(imported, () => ({
      status: 422,
      body: { statusCode: 422, message: ADULTS, error: 'Unprocessable Entity', field: 'book.entries[1].content' },
    }));
    await user.click(screen.getByRole('button', { name: 'Lorebook' }));
    await user.click(await screen.findByRole('button', { name: 'Delete glade' }));
    await user.click(screen.getByRole('button', { name: 'Save lorebook' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`Entry 2: ${ADULTS}`);
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save lorebook' })).toBeEnabled();
  });

  it('says what is missing before saving, and Escape leaves the form', async () => {
    const { puts, user } = setup(null);
    await user.click(screen.getByRole('button', { name: 'Lorebook' }));
    await user.click(await screen.findByRole('button', { name: 'Add entry' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.getByRole('alert')).toHaveTextContent('the content cannot be empty');
    await user.type(screen.getByLabelText('Content'), 'Something.');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Add at least one key, or make the entry constant.');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByText(/No entries yet/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save lorebook' })).toBeDisabled();
    expect(puts).toEqual([]);
  });

  it('says so when her lorebook cannot be loaded', async () => {
    mockFetch(() => ({ status: 404, body: { statusCode: 404, message: 'This girl does not exist.' } }));
    renderWithApp(<LorebookEditor girlId="g1" />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Lorebook' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This girl does not exist.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
