/**
 * Which of many keys occur in a text, in one pass (Aho-Corasick over UTF-16 code units): time linear
 * in the text plus the keys' total length, however many keys there are and however they overlap.
 */
export class KeyMatcher {
  /** node * 0x10000 + code unit → child node; node 0 is the root */
  private readonly next = new Map<number, number>();
  private readonly edges: number[][] = [[]];
  private readonly fail: number[] = [0];
  /** the keys (their indexes) that end at a node */
  private readonly ends: number[][] = [[]];
  /** the nearest node down the fail links where a key ends (0: none) */
  private readonly endLink: number[] = [0];

  constructor(keys: readonly string[]) {
    keys.forEach((key, i) => {
      if (key) this.ends[this.insert(key)].push(i);
    });
    this.link();
  }

  /** The indexes of the keys that occur in `text`. */
  found(text: string): Set<number> {
    const hits = new Set<number>();
    const seen = new Uint8Array(this.fail.length);
    let node = 0;
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      while (node && !this.next.has(node * 0x10000 + code)) node = this.fail[node];
      node = this.next.get(node * 0x10000 + code) ?? 0;
      // every node's keys are reported once: the walk down its end links stops at one already seen
      for (let n = node; n && !seen[n]; n = this.endLink[n]) {
        seen[n] = 1;
        for (const key of this.ends[n]) hits.add(key);
      }
    }
    return hits;
  }

  private insert(key: string): number {
    let node = 0;
    for (let i = 0; i < key.length; i++) {
      const edge = node * 0x10000 + key.charCodeAt(i);
      let child = this.next.get(edge);
      if (child === undefined) {
        child = this.fail.length;
        this.next.set(edge, child);
        this.edges[node].push(key.charCodeAt(i));
        this.edges.push([]);
        this.fail.push(0);
        this.ends.push([]);
        this.endLink.push(0);
      }
      node = child;
    }
    return node;
  }

  /** Fail and end links, breadth first. */
  private link(): void {
    const queue = [0];
    for (let head = 0; head < queue.length; head++) {
      const node = queue[head];
      for (const code of this.edges[node]) {
        const child = this.next.get(node * 0x10000 + code)!;
        let f = this.fail[node];
        while (f && !this.next.has(f * 0x10000 + code)) f = this.fail[f];
        const target = node ? (this.next.get(f * 0x10000 + code) ?? 0) : 0;
        this.fail[child] = target;
        this.endLink[child] = this.ends[target].length ? target : this.endLink[target];
        queue.push(child);
      }
    }
  }
}
