import { PUBLIC_NAME_MAX } from '@contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { mockFetch, renderWithApp } from '../../test/utils';
import { PublicName } from './PublicName';

afterEach(() => vi.unstubAllGlobals());

describe('PublicName', () => {
  it('saves the name, says the limit from 80 % of it, and never cuts what is typed', async () => {
    const sent: unknown[] = [];
    mockFetch((method, path, body) => {
      if (method === 'PUT' && path === '/api/users/me/public-name') {
        sent.push(body);
        return { body: { user: { publicName: 'Star' } } };
      }
      return { status: 404, body: { message: 'Not found' } };
    });
    renderWithApp(<PublicName current={null} />);
    const input = screen.getByLabelText('Name shown with your feed posts');
    expect(screen.queryByText(`0 / ${PUBLIC_NAME_MAX}`)).toBeNull();

    fireEvent.change(input, { target: { value: 'x'.repeat(PUBLIC_NAME_MAX + 2) } });
    expect((input as HTMLInputElement).value).toHaveLength(PUBLIC_NAME_MAX + 2);
    expect(screen.getByText(`${PUBLIC_NAME_MAX + 2} / ${PUBLIC_NAME_MAX}`)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save public name' })).toHaveProperty('disabled', true);

    fireEvent.change(input, { target: { value: '  Star ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save public name' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('show this name'));
    expect(sent).toEqual([{ publicName: 'Star' }]);

    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save public name' }));
    await waitFor(() => expect(sent).toEqual([{ publicName: 'Star' }, { publicName: null }]));
  });
});
