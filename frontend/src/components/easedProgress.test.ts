import { describe, expect, it } from 'vitest';

import { EASE_TIME_MS, EASED_CEILING, easedProgress } from './easedProgress';

describe('easedProgress', () => {
  it('shows the report itself at the moment it comes', () => {
    expect(easedProgress(10, 0)).toBe(10);
    expect(easedProgress(0, 0)).toBe(0);
  });

  it('moves on with the time since the report, faster at first', () => {
    const after = [1_000, 5_000, 10_000, 20_000, 40_000].map((ms) => easedProgress(10, ms));
    for (let i = 1; i < after.length; i++) expect(after[i]).toBeGreaterThan(after[i - 1]);
    expect(after[0]).toBeGreaterThan(10);
    expect(easedProgress(10, EASE_TIME_MS)).toBe(60); // 10 + 80 × (1 − 1/e), rounded down
  });

  it('never passes the ceiling, however long it waits, and never goes below the report', () => {
    expect(easedProgress(10, 10 * 60_000)).toBeGreaterThanOrEqual(EASED_CEILING - 1);
    expect(easedProgress(10, Number.MAX_SAFE_INTEGER)).toBeLessThanOrEqual(EASED_CEILING);
    expect(easedProgress(95, 60_000)).toBe(95);
    expect(easedProgress(40, -5_000)).toBe(40);
  });
});
