import { collapse, foldData } from './normalize';
import { WordIndex } from './word-index';

/** The index's exact answers by sets of strings, as a reference. */
function reference(words: string[]) {
  const exact = new Set<string>();
  const collapsed = new Set<string>();
  const stems: string[] = [];
  const prefixes = new Set<string>();
  for (const word of words) {
    for (const form of [word, collapse(word)])
      for (let i = 1; i <= form.length; i++) prefixes.add(form.slice(0, i).replace(/\*$/, ''));
    if (word.endsWith('*')) stems.push(word.slice(0, -1));
    else {
      exact.add(word);
      collapsed.add(collapse(word));
    }
  }
  const stem = (w: string) => stems.some((s) => w.startsWith(s) || collapse(w).startsWith(s));
  return {
    has: (w: string) =>
      exact.has(w) ||
      stem(w) ||
      (collapse(w) !== w && (collapsed.has(collapse(w)) || exact.has(collapse(w)) || stem(collapse(w)))),
    begins: (w: string) => prefixes.has(w) || prefixes.has(collapse(w)),
    listedWhole: (w: string) => exact.has(w) || collapsed.has(collapse(w)),
  };
}

describe('WordIndex', () => {
  // as text is read: folded (`девочк*` holds Latin look-alikes once folded)
  const words = ['teen', 'teeny', 'kid', 'kiddo', 'school*', 'ab*', 'девочк*', 'ребенок', '小学生', 'oops'].map(
    foldData,
  );
  const index = new WordIndex(words, []);
  const ref = reference(words);

  it('answers as sets of words, stems and collapsed forms would, for words around the listed ones', () => {
    let seed = 5;
    const next = (n: number) => Math.floor((((seed = (seed * 1103515245 + 12345) >>> 0) >>> 8) / 0x1000000) * n);
    const tried = ['', 'a', 'ab', 'teeeen', 'kiiid', 'schoolgirl', 'schoo', 'opps', 'ooops', 'девочка', '小学'].map(
      foldData,
    );
    for (let n = 0; n < 5000; n++) {
      const base = words[next(words.length)].replace(/\*$/, '');
      const cut = base.slice(0, next(base.length + 1));
      // a piece of a listed word, a letter doubled, something after it
      const k = next(cut.length + 1);
      const doubled = next(2) ? cut.slice(0, k) + cut.slice(k - 1, k) + cut.slice(k) : cut;
      tried.push(doubled + (next(3) ? '' : 'xyzo'[next(4)]));
    }
    for (const w of tried) {
      expect([w, index.has(w, false), index.begins(w), index.listedWhole(w)]).toEqual([
        w,
        ref.has(w),
        ref.begins(w),
        ref.listedWhole(w),
      ]);
    }
  });

  it('reads a word one letter off a listed word of six letters or more, and five-letter words with two swapped', () => {
    const fuzzy = new WordIndex(['preteen', 'child'], ['preteens']);
    expect([fuzzy.has('pretean'), fuzzy.has('chlid'), fuzzy.has('prteen'), fuzzy.has('preteens')]).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect([fuzzy.has('pretean', false), fuzzy.has('chidl', false)]).toEqual([false, false]);
  });
});
