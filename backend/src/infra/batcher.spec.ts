import { Batcher } from './batcher';

/** A statement that answers when told to, recording the batches it was given. */
function statement() {
  const batches: number[][] = [];
  const gates: Array<() => void> = [];
  const run = (inputs: number[]) => {
    batches.push(inputs);
    return new Promise<number[]>((resolve, reject) => {
      gates.push(() =>
        inputs.includes(13)
          ? reject(Object.assign(new Error('bad row'), { code: '23503' }))
          : resolve(inputs.map((n) => n * 10)),
      );
    });
  };
  const open = async () => {
    while (gates.length) gates.shift()!();
    await new Promise((r) => setImmediate(r));
  };
  return { run, batches, open };
}

describe('Batcher', () => {
  it('runs a call at once when idle, and gathers the calls made while batches run into one', async () => {
    const s = statement();
    const batcher = new Batcher(s.run, 2);
    const first = [batcher.call(1), batcher.call(2)];
    expect(s.batches).toEqual([[1], [2]]);
    const later = [3, 4, 5].map((n) => batcher.call(n));
    expect(s.batches).toHaveLength(2); // both slots busy: 3, 4 and 5 wait
    await s.open();
    await s.open();
    expect(s.batches).toEqual([[1], [2], [3, 4, 5]]);
    expect(await Promise.all([...first, ...later])).toEqual([10, 20, 30, 40, 50]);
  });

  it('runs one batch at a time by default: the calls made meanwhile go together in the next', async () => {
    const s = statement();
    const batcher = new Batcher(s.run);
    const calls = [1, 2, 3].map((n) => batcher.call(n));
    expect(s.batches).toEqual([[1]]);
    await s.open();
    expect(s.batches).toEqual([[1], [2, 3]]);
    await s.open();
    expect(await Promise.all(calls)).toEqual([10, 20, 30]);
  });

  it("fails only the bad row's call when a batch fails on one row's data", async () => {
    const s = statement();
    const batcher = new Batcher(s.run, 1);
    const calls = [1, 12, 13, 14].map((n) => batcher.call(n).then(String, (e: Error) => e.message));
    for (let i = 0; i < 4; i++) await s.open();
    expect(await Promise.all(calls)).toEqual(['10', '120', 'bad row', '140']);
    expect(s.batches).toEqual([[1], [12, 13, 14], [12], [13], [14]]);
  });

  it('fails every call of a batch on any other error (a connection lost), without running them again', async () => {
    const run = jest.fn((inputs: number[]) =>
      inputs.length ? Promise.reject(new Error('Connection terminated')) : Promise.resolve([]),
    );
    const batcher = new Batcher(run, 1);
    const calls = [1, 2, 3].map((n) => batcher.call(n).catch((e: Error) => e.message));
    expect(await Promise.all(calls)).toEqual([
      'Connection terminated',
      'Connection terminated',
      'Connection terminated',
    ]);
    expect(run.mock.calls).toEqual([[[1]], [[2, 3]]]);
  });
});
