import { collapse, foldData } from './normalize';
import { PairGate } from './pair-gate';

/** Damerau (optimal string alignment) distance, stopping early: true when at most one edit apart. */
export function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (i === a.length || i === b.length) return Math.abs(a.length - b.length) <= 1;
  const rest = (x: number, y: number) => a.slice(x) === b.slice(y);
  if (a.length === b.length)
    return rest(i + 1, i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && rest(i + 2, i + 2));
  return a.length > b.length ? rest(i + 1, i) : rest(i, i + 1);
}

const deletions = (w: string) => Array.from({ length: w.length }, (_, i) => w.slice(0, i) + w.slice(i + 1));

/** Listed words of this length or longer also match when misspelled by one letter. */
export const FUZZY_MIN = 6;

/**
 * Whole words and phrases (phrases stored without spaces), stems (`word*`), their forms with runs of one
 * letter collapsed, and an index of one-letter deletions for misspellings.
 */
export class WordIndex {
  private readonly exact = new Set<string>();
  private readonly collapsed = new Set<string>();
  private readonly fuzzy = new Map<string, string[]>();
  private readonly swapped = new Set<string>();
  /** stems (`word*`): a word that begins with one is listed; looked up by each listed stem length */
  private readonly stems = new Set<string>();
  private readonly stemLengths: number[];
  /** Every beginning of a listed word or phrase: words are only joined with the next when they can begin one. */
  readonly prefixes = new Set<string>();
  private readonly notMisspelled: Set<string>;
  /** No word longer than this is one edit from a listed word: a long token is never split into deletions. */
  private longest = 0;
  /** Every pair of neighbouring characters in a word that may be misspelled: a quick no for most words. */
  private readonly pairs = new PairGate();
  /**
   * The first two and the last two characters of every word that may be misspelled: one edit to a word
   * of six letters or more leaves its first two or its last two as they were.
   */
  private readonly heads = new PairGate();
  private readonly tails = new PairGate();
  /** The first two characters of every listed word, stem, phrase and their forms: where a look-up may begin. */
  private readonly starts = new PairGate();
  /** A listed form of one letter: then no word is passed over by its first two. */
  private shortForms = false;

  constructor(words: string[], notMisspelled: string[]) {
    this.notMisspelled = new Set(notMisspelled);
    for (const raw of words) {
      const word = foldData(raw).replace(/[\s-]+/g, '');
      for (const form of new Set([word, collapse(word)])) {
        for (let i = 1; i <= form.length; i++) this.prefixes.add(form.slice(0, i).replace(/\*$/, ''));
        if (form.replace(/\*$/, '').length >= 2) this.starts.addAt(form, 1);
        else this.shortForms = true;
      }
      if (word.endsWith('*')) {
        this.stems.add(word.slice(0, -1));
        continue;
      }
      this.exact.add(word);
      this.collapsed.add(collapse(word));
      this.longest = Math.max(this.longest, word.length);
      // five-letter words: only two neighbouring letters swapped (`chlid`)
      // a phrase with a short word in it (`kind am`) is too close to ordinary words to guess at misspellings
      if (
        raw
          .trim()
          .split(/\s+/)
          .some((part) => part.length < 4)
      )
        continue;
      if (word.length >= FUZZY_MIN - 1) for (let i = 1; i < word.length; i++) this.pairs.addAt(word, i);
      if ([...word].length === FUZZY_MIN - 1) {
        for (let i = 0; i + 1 < word.length; i++) {
          const swapped = word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
          this.swapped.add(swapped);
          this.starts.addAt(swapped, 1);
        }
      }
      if ([...word].length >= FUZZY_MIN) {
        for (const key of [word, ...deletions(word)]) this.fuzzy.set(key, [...(this.fuzzy.get(key) ?? []), word]);
        this.heads.addAt(word, 1);
        this.tails.addAt(word, word.length - 1);
      }
    }
    this.stemLengths = [...new Set([...this.stems].map((stem) => stem.length))].sort((a, b) => a - b);
  }

  /** Whether the word begins with a stem: read up to where it stops being the beginning of any listed word. */
  private hasStem(word: string): boolean {
    for (const length of this.stemLengths) {
      if (length > word.length) return false;
      const start = word.slice(0, length);
      if (this.stems.has(start)) return true;
      if (!this.prefixes.has(start)) return false;
    }
    return false;
  }

  /** Misspelling answers so far (words repeat across texts); bounded, dropped whole when full. */
  private readonly near = new Map<string, boolean>();

  has(word: string, fuzzy = true): boolean {
    if (!word) return false;
    // a word far longer than any listed one (a pasted run of letters): its repeats collapsed, else stems only
    if (word.length > this.longest + 1) {
      const single = collapse(word);
      return single.length <= this.longest + 1 ? this.has(single, false) : this.hasStem(single);
    }
    // a word that begins no listed word, stem or misspelling of one is not listed: most words, at once
    if (word.length < FUZZY_MIN - 1 && !this.prefixes.has(word[0])) return false;
    if (!this.mayStart(word) && !(fuzzy && this.mayBeNear(word))) return false;
    return this.lookup(word, fuzzy);
  }

  /**
   * Whether the word, or it with its runs of one letter made single, may begin a listed word, stem or
   * phrase (or a five-letter word with two letters swapped): by its first two characters, no string made.
   */
  private mayStart(word: string): boolean {
    if (word.length < 2 || this.shortForms) return true;
    const a = word.charCodeAt(0);
    let k = 1;
    while (k < word.length && word.charCodeAt(k) === a) k++;
    if (k === word.length) return true;
    return this.starts.has(a, word.charCodeAt(1)) || this.starts.has(a, word.charCodeAt(k));
  }

  /** Whether the word may be one edit from a listed word: it keeps the first two or the last two characters. */
  private mayBeNear(word: string): boolean {
    return word.length >= FUZZY_MIN - 1 && (this.heads.hasAt(word, 1) || this.tails.hasAt(word, word.length - 1));
  }

  /** Whether the word (or with its runs of one letter made single: `kizz`) begins a listed word or phrase. */
  begins(word: string): boolean {
    if (!this.mayStart(word)) return false;
    return this.prefixes.has(word) || this.prefixes.has(collapse(word));
  }

  /** Listed as a whole word or phrase (its repeats collapsed too), not by a stem nor misspelled. */
  listedWhole(word: string): boolean {
    return this.exact.has(word) || this.collapsed.has(collapse(word));
  }

  private lookup(word: string, fuzzy: boolean): boolean {
    if (this.exact.has(word) || this.hasStem(word)) return true;
    const single = collapse(word);
    if (single !== word && (this.collapsed.has(single) || this.exact.has(single) || this.hasStem(single))) return true;
    if (!fuzzy || word.length < FUZZY_MIN - 1 || word.length > this.longest + 1 || this.notMisspelled.has(word))
      return false;
    if (this.swapped.has(word)) return true;
    if (!this.mayBeNear(word)) return false;
    if (!this.mayBeMisspelled(word)) return false;
    let answer = this.near.get(word);
    if (answer === undefined) {
      if (this.near.size > 10_000) this.near.clear();
      answer = this.misspelled(word);
      this.near.set(word, answer);
    }
    return answer;
  }

  /** Whether the word is one edit from a listed word, through the index of one-letter deletions. */
  private misspelled(word: string): boolean {
    for (const key of [word, ...deletions(word)]) {
      for (const listed of this.fuzzy.get(key) ?? []) if (withinOneEdit(word, listed)) return true;
    }
    return false;
  }

  /**
   * One edit changes at most three of a word's pairs of neighbouring characters (a swap), so a word
   * within one edit of a listed word has all but three of its pairs among the listed words' pairs.
   */
  private mayBeMisspelled(word: string): boolean {
    let missing = 0;
    for (let i = 1; i < word.length; i++) if (!this.pairs.hasAt(word, i) && ++missing > 3) return false;
    return true;
  }
}
