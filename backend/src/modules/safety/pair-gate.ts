/**
 * A set of pairs of characters kept as bits of a table indexed by a hash of the pair: a quick "no"
 * for most words without making a string or hashing one. A pair that was never added may read as
 * present (another pair's bit), never the other way: it is only a gate before an exact look-up.
 */
const BITS = 20;

const slot = (a: number, b: number) => Math.imul((a << 16) ^ b ^ (a >>> 16), 0x9e3779b1) >>> (32 - BITS);

export class PairGate {
  private readonly bits = new Uint8Array(1 << BITS);

  /** Adds the pair of characters (UTF-16 code units) a, b. */
  add(a: number, b: number): void {
    this.bits[slot(a, b)] = 1;
  }

  /** Adds the pair of characters at i - 1 and i of the word. */
  addAt(word: string, i: number): void {
    this.add(word.charCodeAt(i - 1), word.charCodeAt(i));
  }

  has(a: number, b: number): boolean {
    return this.bits[slot(a, b)] === 1;
  }

  /** Whether the pair of characters at i - 1 and i of the word may be in the set. */
  hasAt(word: string, i: number): boolean {
    return this.bits[slot(word.charCodeAt(i - 1), word.charCodeAt(i))] === 1;
  }
}
