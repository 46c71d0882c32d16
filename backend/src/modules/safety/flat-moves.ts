/**
 * The moves of a trie's nodes, flat in typed arrays: node n's moves are [first[n], first[n + 1]) of
 * `char` / `to`, sorted by character, searched without hashing (a binary search for the nodes with many).
 */
export class FlatMoves {
  private readonly first: Int32Array;
  private readonly char: Uint16Array;
  private readonly to: Int32Array;

  /** From each node's moves by character code. */
  constructor(next: readonly Map<number, number>[]) {
    const edges = next.map((moves) => [...moves].sort((a, b) => a[0] - b[0]));
    this.first = new Int32Array(next.length + 1);
    for (let n = 0; n < next.length; n++) this.first[n + 1] = this.first[n] + edges[n].length;
    this.char = Uint16Array.from(edges.flat().map(([ch]) => ch));
    this.to = Int32Array.from(edges.flat().map(([, to]) => to));
  }

  /** The node reached from `node` by `ch`, or 0 when it has no such move. */
  move(node: number, ch: number): number {
    let lo = this.first[node];
    let hi = this.first[node + 1];
    while (hi - lo > 8) {
      const mid = (lo + hi) >> 1;
      if (this.char[mid] <= ch) lo = mid;
      else hi = mid;
    }
    for (let e = lo; e < hi; e++) {
      const c = this.char[e];
      if (c === ch) return this.to[e];
      if (c > ch) return 0;
    }
    return 0;
  }
}
