import { ESTIMATE_EVERY_MS, estimateProgress } from './progress-estimate';

describe('progress estimated while a model runs', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('moves from the start of its span towards the end as the last run took, and stops when told', () => {
    const seen: number[] = [];
    const stop = estimateProgress((p) => void seen.push(p), 'removing background', { from: 20, to: 80 }, 2000);
    jest.advanceTimersByTime(2000);
    expect(seen).toEqual([20 + 15, 20 + 30, 20 + 45, 20 + 57]);
    stop();
    jest.advanceTimersByTime(10 * ESTIMATE_EVERY_MS);
    expect(seen).toHaveLength(4);
  });

  it('waits just short of the end of its span when this run is slower than the last', () => {
    const seen: number[] = [];
    const stop = estimateProgress((p) => void seen.push(p), 'removing background', { from: 20, to: 80 }, 1000);
    jest.advanceTimersByTime(5000);
    stop();
    expect(seen.slice(-3)).toEqual([77, 77, 77]);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
  });

  it('keeps going when a report fails', async () => {
    let calls = 0;
    const stop = estimateProgress(() => Promise.reject(new Error(`lost ${++calls}`)), 'x', { from: 0, to: 10 }, 1000);
    jest.advanceTimersByTime(3 * ESTIMATE_EVERY_MS);
    await Promise.resolve();
    stop();
    expect(calls).toBe(3);
  });
});
