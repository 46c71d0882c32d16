import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Girl } from '@contracts';
import { mockFetch, renderWithApp } from '../../test/utils';
import HomePage from './HomePage';

const girl = (i: number): Girl => ({
  id: `g${i}`,
  owner: 'alice',
  name: `Girl ${i}`,
  eyes: null,
  mouth: null,
  nose: null,
  hair: null,
  body: null,
  skin: null,
  personality: ['Playful'],
  style: 'Realistic',
  bio: null,
  imageUrl: `/media/g${i}.png`,
  pics: [],
  createdAt: '2025-01-01T00:00:00.000Z',
});

describe('home page', () => {
  it("leads from each girl of the hero to her chat", async () => {
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
