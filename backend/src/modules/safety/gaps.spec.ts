import { foldGaps } from './gaps';

/** The patterns foldGaps stands in for. */
const SPACE_RUN = /(?<![\s._*~'/^·•-])(?:[._*~'/^·•-]+\s|\s[._*~'/^·•-]|\s\s|[^\S ])[\s._*~'/^·•-]*/gu;
const SEP_RUN = /([._*~'/^·•-])[._*~'/^·•-]+/gu;
const byPatterns = (text: string) =>
  text.replace(SPACE_RUN, (run) => (run.includes('.') && !run.startsWith(' ') ? '. ' : ' ')).replace(SEP_RUN, '$1');

describe('foldGaps', () => {
  it('makes each run of separators and whitespace one character, keeping a full stop that ends a sentence', () => {
    expect(foldGaps('end.  Next  one \n two t..e pre-teen a . b')).toBe('end. Next one two t.e pre-teen a b');
    expect(foldGaps('plain words stay')).toBe('plain words stay');
  });

  it('reads every text as the patterns it stands in for, on 5,000 random texts', () => {
    const alphabet = ['a', 'б', '学', ' ', ' ', '.', '-', '_', '·', '\n', '\t', '\u00a0', '\u3000', ',', "'", '😀'];
    let seed = 3;
    const next = (n: number) => Math.floor((((seed = (seed * 1103515245 + 12345) >>> 0) >>> 8) / 0x1000000) * n);
    for (let n = 0; n < 5000; n++) {
      let text = '';
      for (let k = next(30); k > 0; k--) text += alphabet[next(alphabet.length)];
      expect([text, foldGaps(text)]).toEqual([text, byPatterns(text)]);
    }
  });
});
