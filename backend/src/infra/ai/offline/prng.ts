/** Small deterministic PRNG helpers (never Math.random): FNV-1a hash + mulberry32. */

export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class Rng {
  private readonly nextFloat: () => number;

  constructor(private readonly seed: string) {
    this.nextFloat = mulberry32(hashString(seed));
  }

  /** An independent stream, so extra draws in one part never shift another part. */
  fork(label: string): Rng {
    return new Rng(`${this.seed}/${label}`);
  }

  next(): number {
    return this.nextFloat();
  }

  range(min: number, max: number): number {
    return min + (max - min) * this.nextFloat();
  }

  int(min: number, max: number): number {
    return Math.floor(this.range(min, max + 1));
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.nextFloat() * items.length) % items.length];
  }

  chance(probability: number): boolean {
    return this.nextFloat() < probability;
  }
}
