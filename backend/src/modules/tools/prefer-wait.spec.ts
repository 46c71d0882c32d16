import { preferWaitSeconds } from './prefer-wait';

describe('Prefer: wait', () => {
  it.each([
    [undefined, 0],
    ['', 0],
    ['wait=10', 10],
    ['respond-async, wait=5', 5],
    ['wait=600', 60],
    ['return=minimal', 0],
  ])('%s -> %d seconds', (header, seconds) => {
    expect(preferWaitSeconds(header)).toBe(seconds);
  });
});
