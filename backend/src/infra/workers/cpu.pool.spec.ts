import { CpuPool } from './cpu.pool';

/** A base64-looking text of `n` characters (what a data URL carries). */
const base64 = (n: number, seed: string) => (seed + 'QUJDRA+/'.repeat(n / 8)).slice(0, n);

describe('CpuPool: a large JSON body', () => {
  const pool = new CpuPool(1);
  afterAll(() => pool.close());

  /** The text sent in pieces (each its own memory, as a socket's are), its length declared or not. */
  const streamed = async (text: string, declared: 'declared' | 'undeclared' = 'declared') => {
    const bytes = Buffer.from(text);
    const stream = pool.stream(declared === 'declared' ? bytes.length : null);
    for (let at = 0; at < bytes.length; at += 65_536) stream.append(Buffer.from(bytes.subarray(at, at + 65_536)));
    return stream.finish();
  };

  const bodies: [string, unknown][] = [
    [
      'two data URLs, one nested in an array',
      {
        image: `data:image/png;base64,${base64(400_000, 'a')}`,
        more: [{ swap: `data:image/jpeg;base64,${base64(300_000, 'b')}` }, 'small'],
        prompt: 'a cat',
      },
    ],
    ['a long key and a long value', { [base64(300_000, 'k')]: base64(300_000, 'v') }],
    ['a long string with escapes', { text: `"quoted" \\ ${'x'.repeat(300_000)} \n end` }],
    ['a long string in another script', { text: 'Привет мир '.repeat(30_000) }],
    ['a long string that ends in backslashes', { text: `${'y'.repeat(300_000)}\\\\`, after: 'z' }],
    ['an array of long strings at the top', [base64(270_000, 'c'), base64(270_000, 'd')]],
  ];

  it.each(bodies)('arrives exactly as JSON.parse reads it: %s', async (_, body) => {
    const text = JSON.stringify(body);
    await expect(pool.json(Buffer.from(text))).resolves.toEqual({ body, field: null });
    await expect(streamed(text)).resolves.toEqual({ body, field: null });
    await expect(streamed(text, 'undeclared')).resolves.toEqual({ body, field: null });
  });

  it('refuses a streamed body longer or shorter than it declared', async () => {
    const text = JSON.stringify({ image: base64(300_000, 'g') });
    for (const size of [text.length - 1, text.length + 1]) {
      const stream = pool.stream(size);
      stream.append(Buffer.from(text));
      await expect(stream.finish()).resolves.toEqual({ refused: 'parse' });
    }
  });

  it('refuses a long body that is not JSON, wherever the long string lies', async () => {
    const long = base64(300_000, 'e');
    for (const text of [`{"a": "${long}",}`, `{"a": x"${long}"}`, `{"a": "${long}"`, `["${long}" "b"]`])
      await expect(streamed(text)).resolves.toEqual({ refused: 'parse' });
  });

  it('still names a field with a forbidden character next to a long string', async () => {
    const text = JSON.stringify({ image: base64(300_000, 'f'), name: 'bad\u0000name' });
    await expect(pool.json(Buffer.from(text))).resolves.toMatchObject({ field: 'name' });
  });
});
