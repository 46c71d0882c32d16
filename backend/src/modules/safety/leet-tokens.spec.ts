import { leetTokens } from './leet-tokens';

/** The pattern the scanner stands in for. */
const LEET_TOKEN = /(?<![a-z0-9])(?=[a-z@$!|+]{0,11}[0-9])[a-z0-9@$!|+]{2,12}(?![a-z0-9])/g;
const byPattern = (text: string) =>
  [...text.matchAll(LEET_TOKEN)].map((m): [number, number] => [m.index, m.index + m[0].length]);

describe('leetTokens', () => {
  it('finds Latin words with a digit in them', () => {
    expect(leetTokens('she is s1xt33n, 15 and f0urt33n!')).toEqual([
      [7, 14],
      [16, 18],
      [23, 32],
    ]);
  });

  it('finds exactly what the pattern finds, on 5,000 random texts', () => {
    const alphabet = [...'ab1 9@$!|+.Zé-'];
    let seed = 9;
    const next = (n: number) => Math.floor((((seed = (seed * 1103515245 + 12345) >>> 0) >>> 8) / 0x1000000) * n);
    for (let n = 0; n < 5000; n++) {
      let text = '';
      for (let k = next(40); k > 0; k--) text += alphabet[next(alphabet.length)];
      expect([text, leetTokens(text)]).toEqual([text, byPattern(text)]);
    }
  });
});
