import { MESSAGES } from '../../contracts';
import { parseFeedQuery } from './feed-query';

const message = (query: Record<string, unknown>) => {
  try {
    parseFeedQuery(query);
    return null;
  } catch (err) {
    return (err as { response?: { message?: string }; getStatus(): number }).getStatus() === 400
      ? (err as Error).message
      : 'not a 400';
  }
};

describe('parseFeedQuery', () => {
  it('defaults to 20 posts and reads a limit and a cursor', () => {
    expect(parseFeedQuery({})).toEqual({ limit: 20 });
    expect(parseFeedQuery({ limit: '5', cursor: 'abc', other: 'x' })).toEqual({ limit: 5, cursor: 'abc' });
    expect(parseFeedQuery({ limit: '50', cursor: '' })).toEqual({ limit: 50, cursor: '' });
  });

  it.each([
    [{ limit: 'ten' }, 'limit must be a whole number'],
    [{ limit: '1.5' }, 'limit must be a whole number'],
    [{ limit: ['1', '2'] }, 'limit must be a whole number'],
    [{ limit: '0' }, 'limit must be between 1 and 50'],
    [{ limit: '' }, 'limit must be between 1 and 50'],
    [{ limit: '51' }, 'limit must be between 1 and 50'],
    [{ cursor: ['a', 'b'] }, MESSAGES.invalidCursor],
    [{ cursor: 'x'.repeat(201) }, MESSAGES.invalidCursor],
  ])('%j answers 400 "%s"', (query, expected) => {
    expect(message(query)).toBe(expected);
  });
});
