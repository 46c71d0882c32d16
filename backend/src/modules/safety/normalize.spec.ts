import { allMatches, foldByDefinition, foldCharacters } from './normalize';

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

describe('foldCharacters', () => {
  // text of printable ASCII and spaces is only lower-cased
  const definition = (text: string) => (/^[\x20-\x7E\s]*$/u.test(text) ? text.toLowerCase() : foldByDefinition(text));
  const same = (text: string) => expect([text, foldCharacters(text)]).toEqual([text, definition(text)]);

  it('folds every character of the plane as the definition does, alone and between others', () => {
    for (let code = 0; code < 0x10000; code++) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const ch = String.fromCharCode(code);
      for (const text of [ch, `A${ch}b`, `Σ${ch}`, `${ch}Σ `, `${ch}\u0301`, `\u1100${ch}\u1161`]) {
        if (foldCharacters(text) !== definition(text)) same(text);
      }
    }
  });

  it('folds random mixtures of marks, Hangul letters, Greek capitals and compatibility forms as the definition does', () => {
    const alphabet = [
      ...'AÉeñÑ½ΣΑΪσς\u0301\u0308\u0327\u1100\u1161\u11a8가각ﬁＡ①٣৫๗\u200b\u00ad İıß ǅ\u1e9bᾼ',
      'ﷺ',
      '㍱',
    ];
    let seed = 7;
    const next = () => ((seed = (seed * 1103515245 + 12345) >>> 0) >>> 8) / 0x1000000;
    for (let n = 0; n < 20_000; n++) {
      let text = '';
      for (let k = 1 + Math.floor(next() * 8); k > 0; k--) text += alphabet[Math.floor(next() * alphabet.length)];
      if (foldCharacters(text) !== definition(text)) same(text);
    }
  });

  it('reads fractions as words, the whitespace before them taken in (a long run of spaces too)', () => {
    expect(foldCharacters('15 ½, 14½ and 16\n¾ niña')).toBe(
      '15 and a half, 14 and a half and 16 and three quarters ninya',
    );
    expect(foldCharacters(`${' '.repeat(30_000)}x½`)).toBe(`${' '.repeat(30_000)}x and a half`);
  });

  it('folds letters outside the plane by the definition', () => {
    expect(foldCharacters('𝐭𝐞𝐞𝐧 ①')).toBe('teen 1');
  });
});
