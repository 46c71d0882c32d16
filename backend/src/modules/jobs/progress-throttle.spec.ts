import { ProgressThrottle } from './progress-throttle';

describe('ProgressThrottle', () => {
  beforeEach(() => jest.useFakeTimers({ now: 0 }));
  afterEach(() => jest.useRealTimers());

  const make = (intervalMs: number, send = jest.fn(() => Promise.resolve())) => {
    const errors: Error[] = [];
    return { send, errors, throttle: new ProgressThrottle(send, intervalMs, (e) => errors.push(e)) };
  };

  it('sends nothing for a job that ends within the interval', async () => {
    const { send, throttle } = make(250);
    await throttle.report(5, 'starting');
    jest.advanceTimersByTime(100);
    await throttle.report(95, 'saving');
    throttle.end();
    jest.advanceTimersByTime(1000);
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the latest value once per interval, the first after one interval', async () => {
    const { send, throttle } = make(250);
    await throttle.report(5, 'starting');
    jest.advanceTimersByTime(200);
    await throttle.report(20, 'drawing');
    await throttle.report(30, 'drawing');
    jest.advanceTimersByTime(50);
    expect(send.mock.calls).toEqual([[30, 'drawing']]);
    await throttle.report(40, 'drawing');
    jest.advanceTimersByTime(249);
    expect(send).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    expect(send.mock.calls).toEqual([
      [30, 'drawing'],
      [40, 'drawing'],
    ]);
    // nothing new: nothing sent
    jest.advanceTimersByTime(1000);
    expect(send).toHaveBeenCalledTimes(2);
    // a late update after a quiet spell leaves at once
    await throttle.report(60, 'drawing');
    jest.advanceTimersByTime(0);
    expect(send).toHaveBeenLastCalledWith(60, 'drawing');
  });

  it('drops an update still waiting when the job ends', async () => {
    const { send, throttle } = make(250);
    jest.advanceTimersByTime(300);
    await throttle.report(50, 'drawing');
    jest.advanceTimersByTime(0);
    await throttle.report(95, 'saving');
    throttle.end();
    jest.advanceTimersByTime(1000);
    expect(send.mock.calls).toEqual([[50, 'drawing']]);
    await throttle.report(99, 'late');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('with an interval of 0 sends every update at once and waits for it', async () => {
    const { send, throttle } = make(0);
    await throttle.report(5, 'starting');
    await throttle.report(95, 'saving');
    expect(send.mock.calls).toEqual([
      [5, 'starting'],
      [95, 'saving'],
    ]);
  });

  it('reports a failed update without failing the job', async () => {
    const { throttle, errors } = make(
      0,
      jest.fn(() => Promise.reject(new Error('Redis is down'))),
    );
    await expect(throttle.report(5, 'starting')).resolves.toBeUndefined();
    expect(errors.map((e) => e.message)).toEqual(['Redis is down']);
  });
});
