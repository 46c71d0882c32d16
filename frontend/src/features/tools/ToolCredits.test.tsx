import { MESSAGES } from '@contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { setupTool, toolPage } from './testKit';

/** The one meter on the tool pages: the 402 upsell as on the Pics page, and the header's credits fetched again. */
describe('tool pages: credits', () => {
  it('shows the upsell for a 402 (no free generation left), as the Pics page does, and fetches the credits again', async () => {
    const body = { statusCode: 402, message: MESSAGES.noCredits, error: 'Payment Required' };
    const { user, meCalls } = setupTool(toolPage('flux-generate'), {
      routes: { 'POST /api/flux-generate': { status: 402, body } },
    });
    await user.type(await screen.findByLabelText('Prompt'), 'something');
    const before = meCalls();
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.noCredits);
    expect(within(alert).getByRole('link', { name: 'Upgrade to premium' })).toHaveAttribute('href', '/subscriptions');
    await vi.waitFor(() => expect(meCalls()).toBeGreaterThan(before));
  });

  it('a queued job took a credit: the header fetches the credits again', async () => {
    const { user, meCalls } = setupTool(toolPage('flux-generate'));
    await user.type(await screen.findByLabelText('Prompt'), 'something');
    const before = meCalls();
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await vi.waitFor(() => expect(meCalls()).toBeGreaterThan(before));
  });
});
