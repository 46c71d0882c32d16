import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { AgeGate } from './AgeGate';

const NOTICE = 'This site contains content for adults only.';

describe('AgeGate', () => {
  it('shows only the notice on a first visit', () => {
    render(
      <AgeGate>
        <p>The app</p>
      </AgeGate>,
    );
    expect(screen.getByRole('heading', { name: NOTICE })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'I am 18 or older' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave' })).toBeInTheDocument();
    expect(screen.queryByText('The app')).not.toBeInTheDocument();
  });

  it('lets the visitor in after confirming, and remembers it', async () => {
    const user = userEvent.setup();
    const { unmount } = render(
      <AgeGate>
        <p>The app</p>
      </AgeGate>,
    );
    await user.click(screen.getByRole('button', { name: 'I am 18 or older' }));
    expect(screen.getByText('The app')).toBeInTheDocument();
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
    expect(window.localStorage.getItem('ageConfirmed')).toBe('true');

    unmount();
    render(
      <AgeGate>
        <p>The app</p>
      </AgeGate>,
    );
    expect(screen.getByText('The app')).toBeInTheDocument();
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
  });

  it('Leave shows a goodbye page and never the app', async () => {
    const user = userEvent.setup();
    render(
      <AgeGate>
        <p>The app</p>
      </AgeGate>,
    );
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(screen.getByRole('heading', { name: 'Goodbye' })).toBeInTheDocument();
    expect(screen.queryByText('The app')).not.toBeInTheDocument();
    expect(window.localStorage.getItem('ageConfirmed')).toBeNull();
  });
});
