import type { Girl } from '@contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { makeGirl } from '../../test/fixtures';
import { mockFetch, renderWithApp } from '../../test/utils';
import HomePage from './HomePage';

const girl = (i: number): Girl => makeGirl({ id: `g${i}`, name: `Girl ${i}`, imageUrl: `/media/g${i}.png` });

describe('home page', () => {
  it('leads from each girl of the hero to her chat', async () => {
    mockFetch((_method, path) => {
      if (path === '/api/girls/random') return { body: Array.from({ length: 8 }, (_, i) => girl(i)) };
      return { status: 401, body: { statusCode: 401, message: 'Please sign in to continue.', error: 'Unauthorized' } };
    });
    renderWithApp(<HomePage />);
    for (let i = 0; i < 4; i++) {
      expect(await screen.findByRole('link', { name: `Chat with Girl ${i}` })).toHaveAttribute('href', `/chat/g${i}`);
    }
  });
});
