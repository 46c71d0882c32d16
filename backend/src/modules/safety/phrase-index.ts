import { foldData } from './normalize';
import { tokenize } from './tokens';
import { withinOneEdit } from './word-index';
import { WORD, WordTrie } from './word-trie';

/** The words of a listed phrase as text is read: folded and tokenized. */
const wordsOf = (phrase: string) => tokenize(foldData(phrase.toLowerCase())).map((t) => t.word);
/**
 * Whether a word of a phrase may be guessed at, by its length and that of the phrase's other words
 * together: the shorter the word, the more of the phrase must stand as listed. A word of three letters
 * or more with five letters of the rest (`menor * edad`), of five or more with three (`ergen kız`), of
 * two with eight (`menor e edad`); never a word of one letter, nor a phrase with little else in it (French
 * `au collège` is middle school; English `a college` is not).
 */
function mayBeOpen(word: number, rest: number): boolean {
  return (word >= 3 && rest >= 5) || (word >= 5 && rest >= 3) || (word === 2 && rest >= 8);
}

/**
 * Listed phrases of two or three words with one word misspelled by one letter (`menor e edad`, `vị thàh
 * niên`, `reşti olmayan`): each phrase is kept once per word, with that word left open (`menor * edad`);
 * the words read in its place must be one edit from it. Words that begin no phrase are passed over at once.
 */
export class PhraseIndex {
  private readonly open = new Map<string, string[]>();
  /** Every word of a listed phrase, read letter by letter: a run of tokens that holds none is not looked up. */
  private readonly words: WordTrie;

  /** adult words one edit from a listed phrase, written without spaces (`gradschool`) */
  private readonly notMisspelled: Set<string>;

  constructor(phrases: string[], notMisspelled: string[] = []) {
    this.notMisspelled = new Set(notMisspelled.map((w) => foldData(w).replace(/[\s-]+/g, '')));
    const held = new Set<string>();
    for (const phrase of phrases) {
      const words = wordsOf(phrase);
      if (words.length < 2 || words.length > 3 || words.some((w) => !w)) continue;
      for (const [k, word] of words.entries()) {
        const rest = words.filter((_, i) => i !== k);
        if (!mayBeOpen(word.length, rest.join('').length)) continue;
        const key = words.map((w, i) => (i === k ? '*' : w)).join(' ');
        this.open.set(key, [...(this.open.get(key) ?? []), word]);
        for (const w of rest) held.add(w);
      }
    }
    this.words = new WordTrie([...held].map((w): [string, number] => [w, WORD]));
  }

  /** The last word asked about: words are asked in turn, as the second of a pair and then as the first. */
  private lastWord = '';
  private lastHeld = false;

  /** Whether the word is a word of a listed phrase. */
  holds(word: string): boolean {
    if (word !== this.lastWord) {
      this.lastHeld = this.words.has(word);
      this.lastWord = word;
    }
    return this.lastHeld;
  }

  /** Whether the words are a listed phrase with exactly one of them one edit away from its listed word. */
  near(words: readonly string[]): boolean {
    if (this.notMisspelled.has(words.join(''))) return false;
    for (let k = 0; k < words.length; k++) {
      const listed = this.open.get(words.map((w, i) => (i === k ? '*' : w)).join(' '));
      if (listed?.some((w) => w !== words[k] && withinOneEdit(words[k], w))) return true;
    }
    return false;
  }
}
