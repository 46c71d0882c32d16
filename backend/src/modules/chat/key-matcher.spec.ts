import { KeyMatcher } from './key-matcher';

describe('KeyMatcher', () => {
  it('finds every key that occurs, overlapping and nested ones too', () => {
    const keys = ['he', 'she', 'his', 'hers', 'sister', 'is', 'zebra', ''];
    expect([...new KeyMatcher(keys).found('ushers visit his sister')].sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('matches as written (the caller lower-cases for keys that ignore case)', () => {
    const matcher = new KeyMatcher(['Anna', 'café', '🌙 moon']);
    expect([...matcher.found('anna went to the café under the 🌙 moon')]).toEqual([1, 2]);
  });

  it('finds nothing in an empty text or with no keys', () => {
    expect(new KeyMatcher(['a']).found('').size).toBe(0);
    expect(new KeyMatcher([]).found('anything').size).toBe(0);
  });
});
