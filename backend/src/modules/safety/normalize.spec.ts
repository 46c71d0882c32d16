import { allMatches } from './normalize';

describe('allMatches', () => {
  const same = (re: RegExp, text: string) =>
    expect(allMatches(re, text).map((m) => [m.index, ...m])).toEqual(
      [...text.matchAll(re)].map((m) => [m.index, ...m]),
    );

  it('finds what matchAll finds, groups and positions included', () => {
    same(/(\d+)\s*(yo|years?)/gu, 'she is 12 yo, he is 40 years and 7 years');
    same(/x/g, 'no match here');
  });

  it('moves past empty matches, a surrogate pair as one character under the u flag', () => {
    same(/a*/gu, 'b😀aab😀');
    same(/a*/g, 'b😀aab');
  });

  it('leaves the pattern usable again, even from inside a loop over its own matches', () => {
    const word = /\p{L}+/gu;
    const nested = allMatches(word, 'one two').map((m) => allMatches(word, m[0] + ' x').length);
    expect(nested).toEqual([2, 2]);
    expect(word.lastIndex).toBe(0);
    expect(allMatches(word, 'again and again')).toHaveLength(3);
  });

  it('refuses a pattern without the g flag (exec would never move on)', () => {
    expect(() => allMatches(/a/u, 'aaa')).toThrow(/global/);
  });
});
