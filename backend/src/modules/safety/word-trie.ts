import { FlatMoves } from './flat-moves';

/**
 * The listed words, stems and their collapsed forms as a trie over UTF-16 code units, in flat typed
 * arrays: a word is read character by character from the start, so a look-up makes no string, hashes
 * none, and stops at the first character no listed form goes on with (most words: the first or second).
 */

/** What ends at a node: a listed word, a stem (`word*`: any word that goes on from here is listed), a word's collapsed form. */
export const WORD = 1;
export const STEM = 2;
export const COLLAPSED = 4;
/** Added by `read` when the whole word was read: it begins a listed form (or is one). */
export const BEGINS = 8;

export class WordTrie {
  /** the start's moves by character code (0: none) */
  private readonly root = new Int32Array(0x10000);
  /** each node's moves but the start's */
  private readonly moves: FlatMoves;
  private readonly ends: Uint8Array;

  /** Each form with what ends where it ends (0: only its beginnings matter). */
  constructor(forms: Iterable<[string, number]>) {
    const next: Map<number, number>[] = [new Map<number, number>()];
    const ends: number[] = [0];
    for (const [form, end] of forms) {
      let node = 0;
      for (let i = 0; i < form.length; i++) {
        const ch = form.charCodeAt(i);
        let to = next[node].get(ch);
        if (to === undefined) {
          to = next.length;
          next.push(new Map<number, number>());
          ends.push(0);
          next[node].set(ch, to);
        }
        node = to;
      }
      ends[node] |= end;
    }
    this.moves = new FlatMoves(next);
    this.ends = Uint8Array.from(ends);
    for (const [ch, to] of next[0]) this.root[ch] = to;
  }

  /** Whether the word is one of the forms marked WORD. */
  has(word: string): boolean {
    return (this.read(word) & WORD) !== 0;
  }

  /**
   * Reads the word from the start (`collapse`: each run of one character read once, as `collapse` makes
   * it): BEGINS and what ends there when a listed form begins with the whole word, STEM when a stem
   * ends anywhere along the way, 0 when neither (and for no word at all).
   */
  read(word: string, collapse = false): number {
    if (!word) return 0;
    let node = 0;
    let stem = 0;
    for (let i = 0; i < word.length; i++) {
      const ch = word.charCodeAt(i);
      if (collapse && i > 0 && ch === word.charCodeAt(i - 1)) continue;
      node = node === 0 ? this.root[ch] : this.moves.move(node, ch);
      if (node === 0) return stem;
      stem |= this.ends[node] & STEM;
    }
    return this.ends[node] | stem | BEGINS;
  }
}
