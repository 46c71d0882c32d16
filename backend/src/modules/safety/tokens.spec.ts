import { tokenize } from './tokens';

/** Reads the text alone: a text of another length first, so nothing of the last text is reused. */
const fresh = (text: string) => {
  tokenize(`${text}  `);
  return tokenize(text);
};

describe('tokenize', () => {
  it('reads a text of the same length as the last one exactly as it would read it alone', () => {
    // pairs as the policy makes them: leetspeak numbers read (same length), adult phrases blanked, anything else
    const pairs: [string, string][] = [
      ['she is f1ft33n, a sch00lgirl', 'she is fifteen, a sch00lgirl'],
      ['kid gloves and a teen', '           and a teen'],
      ['a b c', 'abc  '],
      ['abc  ', 'a b c'],
      ['0n 4lti yasinda', 'on alti yasinda'],
      ['x', 'y'],
      ['日本語の文', '日本 の文'],
      ['𝒜bc d', 'ab 𝒞d'],
    ];
    for (let seed = 1; seed <= 200; seed++) {
      // random same-length pairs over letters, digits, symbols and spaces
      const rand = (n: number) => Math.floor(Math.abs(Math.sin(seed * 9301 + n * 49297)) * 1e6);
      const chars = 'ab1 @.é日';
      const a = Array.from({ length: 30 }, (_, i) => chars[rand(i) % chars.length]).join('');
      const b = [...a].map((c, i) => (rand(i + 100) % 4 === 0 ? chars[rand(i + 200) % chars.length] : c)).join('');
      pairs.push([a, b]);
    }
    for (const [first, second] of pairs) {
      const alone = JSON.stringify(fresh(second));
      fresh(first);
      expect([second, JSON.stringify(tokenize(second))]).toEqual([second, alone]);
    }
  });
});
