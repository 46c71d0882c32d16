import { glue, joinSpelled, spelledWords } from './spelled';

/** The patterns the scanners stand in for: what they must find, on any text. */
const CHAR = '[\\p{L}\\p{N}@$]';
const GAP = "[\\s._*~'/^·•-]";
// three characters or more spelled out, or two digits a space apart (`you're 1 7`); not from the letter after an apostrophe (`she's`)
const SPELLED = new RegExp(
  `(?<!${CHAR})(?<!${CHAR}')(?:${CHAR}(?:${GAP}{1,2}${CHAR}){2,40}|[0-9] [0-9])(?!${CHAR})`,
  'gu',
);
const GAPS = new RegExp(`${GAP}+`, 'gu');
const patternJoin = (t: string) => t.replace(SPELLED, (run) => run.replace(GAPS, ''));
const patternWords = (t: string) => (t.match(SPELLED) ?? []).map((run) => run.replace(GAPS, ''));
const patternGlue = (t: string) => t.replace(/(?<=[\p{L}\p{N}@$!|])[._*~'/^·•-]+(?=[\p{L}\p{N}@$!|])/gu, '');

/** Random text over the characters that matter: letters of several scripts, digits, symbols, separators, spaces, surrogates. */
const ALPHABET = [
  'a',
  'b',
  'я',
  'λ',
  '学',
  'ก',
  '1',
  '@',
  '$',
  '!',
  '|',
  '+',
  ' ',
  '  ',
  '.',
  '-',
  '_',
  '·',
  '\n',
  '\u00a0',
  ',',
  '𝐭',
  '😀',
  '\ud800',
  '\udc00',
  'é',
  "'",
];
function random(seed: number, length: number): string {
  let s = seed;
  const next = () => ((s = (s * 1103515245 + 12345) >>> 0) >>> 8) / 0x1000000;
  let out = '';
  // runs of single characters apart are the case that matters: weight them
  while (out.length < length)
    out += next() < 0.5 ? ALPHABET[Math.floor(next() * ALPHABET.length)] : `${ALPHABET[Math.floor(next() * 8)]} `;
  return out;
}

describe('spelled-out words and glued separators', () => {
  it('read spelled-out words as the pattern does', () => {
    expect(joinSpelled('a t e e n, t.e.e.n and t e e nager')).toBe('ateen, teen and tee nager');
    expect(spelledWords('she is a t e e n')).toEqual(['ateen']);
    expect(spelledWords('x y')).toEqual([]);
    expect(joinSpelled("you're 1 7, she's t e e n")).toBe("you're 17, she's teen");
    expect(spelledWords('1  7 and 1.7')).toEqual([]);
  });

  it('glue separators only between word characters', () => {
    expect(glue('pre-teen sch.ool a - b t_e_e_n .x')).toBe('preteen school a - b teen .x');
  });

  it('find exactly what the patterns find on 3,000 random texts', () => {
    for (let seed = 1; seed <= 3000; seed++) {
      const text = random(seed, 1 + (seed % 120));
      expect([seed, joinSpelled(text)]).toEqual([seed, patternJoin(text)]);
      expect([seed, spelledWords(text)]).toEqual([seed, patternWords(text)]);
      expect([seed, glue(text)]).toEqual([seed, patternGlue(text)]);
    }
  });

  it('split a run longer than 41 characters as the pattern does', () => {
    const long = Array.from({ length: 100 }, (_, i) => String.fromCharCode(97 + (i % 26))).join(' ');
    expect(spelledWords(long)).toEqual(patternWords(long));
    expect(spelledWords(long).map((w) => w.length)).toEqual([41, 41, 18]);
  });
});
