import { collapse, foldData } from './normalize';
import { PairGate } from './pair-gate';
import { BEGINS, COLLAPSED, STEM, WORD, WordTrie } from './word-trie';

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

/** Whether a character of the word is the same as the one before it (`kiid`). */
function hasRun(word: string): boolean {
  for (let i = 1; i < word.length; i++) if (word.charCodeAt(i) === word.charCodeAt(i - 1)) return true;
  return false;
}

const deletions = (w: string) => Array.from({ length: w.length }, (_, i) => w.slice(0, i) + w.slice(i + 1));

/** Listed words of this length or longer also match when misspelled by one letter. */
export const FUZZY_MIN = 6;
/** Hebrew and Arabic script letters (Persian and Urdu too), as the whole of a word. */
const ABJAD = /^[\u05d0-\u05ea\u0620-\u06d5]+$/;

/**
 * Whole words and phrases (phrases stored without spaces), stems (`word*`), their forms with runs of one
 * letter collapsed, and an index of one-letter deletions for misspellings.
 */
export class WordIndex {
  /** listed words, stems and their collapsed forms, read character by character */
  private readonly trie: WordTrie;
  private readonly fuzzy = new Map<string, string[]>();
  private readonly swapped = new Set<string>();
  /** the lengths (in code units) of those swapped forms (five letters: ten at most) */
  private readonly swappedLengths = new Uint8Array(16);
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

  constructor(words: string[], notMisspelled: string[]) {
    this.notMisspelled = new Set(notMisspelled.map((w) => foldData(w).replace(/[\s-]+/g, '')));
    const forms: [string, number][] = [];
    for (const raw of words) {
      const word = foldData(raw).replace(/[\s-]+/g, '');
      if (word.endsWith('*')) {
        forms.push([word.slice(0, -1), STEM], [collapse(word.slice(0, -1)), 0]);
        continue;
      }
      forms.push([word, WORD], [collapse(word), COLLAPSED]);
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
        for (let i = 0; i + 1 < word.length; i++)
          this.swapped.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
        this.swappedLengths[word.length] = 1;
      }
      // Hebrew and Arabic script write few vowels, so their words are short: a four-letter word with two
      // neighbouring letters after the first swapped (`ילהד` for `ילדה`)
      if (word.length === FUZZY_MIN - 2 && ABJAD.test(word)) {
        for (let i = 1; i + 1 < word.length; i++)
          this.swapped.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
        this.swappedLengths[word.length] = 1;
      }
      if ([...word].length >= FUZZY_MIN) {
        for (const key of [word, ...deletions(word)]) this.fuzzy.set(key, [...(this.fuzzy.get(key) ?? []), word]);
        this.heads.addAt(word, 1);
        this.tails.addAt(word, word.length - 1);
      }
    }
    this.trie = new WordTrie(forms);
  }

  /** Misspelling answers so far (words repeat across texts); bounded, dropped whole when full. */
  private readonly near = new Map<string, boolean>();

  has(word: string, fuzzy = true): boolean {
    if (!word) return false;
    // a word far longer than any listed one (a pasted run of letters): a stem, or its repeats collapsed
    if (word.length > this.longest + 1) {
      if (this.trie.read(word) & STEM) return true;
      const single = collapse(word);
      return single.length <= this.longest + 1 ? this.has(single, false) : (this.trie.read(single) & STEM) !== 0;
    }
    if (this.read(word) & (WORD | STEM)) return true;
    // with its runs of one letter made single (`kiiid`): a listed word, its collapsed form, or a stem
    if (hasRun(word) && this.trie.read(word, true) & (WORD | COLLAPSED | STEM)) return true;
    return fuzzy && this.misspelled(word);
  }

  /** The last word read and what the trie made of it: a word is asked whether it is listed, then whether it begins one. */
  private lastWord = '';
  private lastRead = 0;

  private read(word: string): number {
    if (word !== this.lastWord) {
      this.lastRead = this.trie.read(word);
      this.lastWord = word;
    }
    return this.lastRead;
  }

  /** Whether the word may be one edit from a listed word: it keeps the first two or the last two characters. */
  private mayBeNear(word: string): boolean {
    return word.length >= FUZZY_MIN - 1 && (this.heads.hasAt(word, 1) || this.tails.hasAt(word, word.length - 1));
  }

  /** Whether the word (or with its runs of one letter made single: `kizz`) begins a listed word or phrase. */
  begins(word: string): boolean {
    return (this.read(word) & BEGINS) !== 0 || (hasRun(word) && (this.trie.read(word, true) & BEGINS) !== 0);
  }

  /** Listed as a whole word or phrase (its repeats collapsed too), not by a stem nor misspelled. */
  listedWhole(word: string): boolean {
    const whole = BEGINS | WORD;
    return (
      (this.read(word) & whole) === whole ||
      (this.trie.read(word, true) & (BEGINS | COLLAPSED)) === (BEGINS | COLLAPSED)
    );
  }

  /** Whether the word is a listed word misspelled by one letter (words of five letters: two swapped). */
  private misspelled(word: string): boolean {
    if (word.length < FUZZY_MIN - 2 || word.length > this.longest + 1) return false;
    // the quick gates first: most words of a text are passed over without hashing them
    const swapped = this.swappedLengths[word.length] === 1 && this.swapped.has(word);
    if (word.length < FUZZY_MIN - 1 && !swapped) return false;
    if (!swapped && !(this.mayBeNear(word) && this.mayBeMisspelled(word))) return false;
    if (this.notMisspelled.has(word)) return false;
    if (swapped) return true;
    let answer = this.near.get(word);
    if (answer === undefined) {
      if (this.near.size > 10_000) this.near.clear();
      answer = this.oneEditAway(word);
      this.near.set(word, answer);
    }
    return answer;
  }

  /** Whether the word is one edit from a listed word, through the index of one-letter deletions. */
  private oneEditAway(word: string): boolean {
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
