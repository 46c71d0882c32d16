import type { User } from '@contracts';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { alice } from '../../test/fixtures';
import { mockFetch, renderWithApp } from '../../test/utils';
import CreatePage from './CreatePage';

function setup(user: User = alice) {
  mockFetch((method, path) => {
    if (path === '/api/auth/me') return { body: { user } };
    if (method === 'POST' && path === '/api/girls/policy-check') return { body: { refused: [] } };
    return { status: 404, body: { statusCode: 404, message: 'Not found', error: 'Not Found' } };
  });
  renderWithApp(<CreatePage />, { route: '/create', path: '/create' });
  return { user: userEvent.setup() };
}

const question = () => screen.getByRole('heading', { level: 2 });
const nameBox = () => screen.getByRole('textbox', { name: 'What do you want to call me?' });

describe("the wizard's name step", () => {
  it('does not take a blank name: the step says so, and the message goes once she has one', async () => {
    const { user } = setup();
    await screen.findByRole('heading', { level: 2 });
    await user.type(nameBox(), '   ');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please give her a name.')).toBeInTheDocument();
    expect(question()).toHaveTextContent('What do you want to call me?');
    await user.type(nameBox(), 'Mia');
    expect(screen.queryByText('Please give her a name.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'How are my eyes?' })).toBeInTheDocument();
  });

  it('counts her name from 80 % of its limit and says when it is reached', async () => {
    setup();
    await screen.findByRole('heading', { level: 2 });
    expect(screen.getByTestId('limit-counter')).toHaveTextContent('Up to 200 characters.');
    fireEvent.change(nameBox(), { target: { value: 'a'.repeat(160) } });
    expect(screen.getByTestId('limit-counter')).toHaveTextContent('160 / 200');
    fireEvent.change(nameBox(), { target: { value: 'a'.repeat(200) } });
    expect(screen.getByTestId('limit-counter')).toHaveTextContent('200 / 200: limit reached');
    expect(nameBox()).toHaveAccessibleDescription('200 / 200: limit reached');
  });

  it('says so when a paste was cut to fit, until the name is shorter again', async () => {
    setup();
    await screen.findByRole('heading', { level: 2 });
    fireEvent.change(nameBox(), { target: { value: 'a'.repeat(190) } });
    // the browser keeps the first 200 characters of the paste (maxLength); the counter says the rest was cut
    fireEvent.paste(nameBox(), { clipboardData: { getData: () => 'b'.repeat(50) } });
    fireEvent.change(nameBox(), { target: { value: 'a'.repeat(190) + 'b'.repeat(10) } });
    expect(screen.getByTestId('limit-counter')).toHaveTextContent(
      '200 / 200: limit reached, the rest of what you pasted was cut',
    );
    expect(nameBox()).toHaveAttribute('maxlength', '200');
    fireEvent.change(nameBox(), { target: { value: 'a'.repeat(170) } });
    expect(screen.getByTestId('limit-counter')).toHaveTextContent(/^170 \/ 200$/);
  });
});
