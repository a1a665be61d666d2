/**
 * mulberry32: a tiny 32-bit PRNG with good enough spread for demo data. Same seed, same sequence,
 * on every platform (only 32-bit integer maths), which is what makes the demo reproducible.
 */
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
  private readonly next: () => number;
  constructor(seed: number) {
    this.next = mulberry32(seed);
  }
  /** Uniform in [0, 1). */
  float(): number {
    return this.next();
  }
  /** Uniform in [min, max). */
  range(min: number, max: number): number {
    return min + (max - min) * this.next();
  }
  /** Integer uniform in [min, max] (both included). */
  int(min: number, max: number): number {
    return min + Math.floor((max - min + 1) * this.next());
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  /** Lower-case hex string of `n` digits (device uuids, serial numbers). */
  hex(n: number): string {
    let s = '';
    while (s.length < n) s += Math.floor(this.next() * 16).toString(16);
    return s;
  }
}

/**
 * A stable number in [0, 1) from a string: FNV-1a then a final avalanche. The live simulator uses it
 * to derive per-device model parameters from stored values (uuids), so that it needs no seed and
 * continues the history with exactly the parameters the seed used.
 */
export function hashUnit(text: string, salt = ''): number {
  let h = 0x811c9dc5;
  const s = `${salt}:${text}`;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return (h >>> 0) / 4294967296;
}

/** `hashUnit` scaled into [min, max). */
export const hashRange = (text: string, salt: string, min: number, max: number) =>
  min + (max - min) * hashUnit(text, salt);
