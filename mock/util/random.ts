/** A small seeded PRNG so the demo data is the same on every run. */

const HEX = '0123456789abcdef';

export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0 || 0x9e3779b9;
  }

  /** mulberry32 */
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  sample<T>(items: readonly T[], n: number): T[] {
    const copy = [...items];
    const out: T[] = [];
    while (out.length < n && copy.length) out.push(copy.splice(Math.floor(this.next() * copy.length), 1)[0]!);
    return out;
  }

  /** `n` distinct items of a large pool without copying it (sample() copies and splices). */
  some<T>(items: readonly T[], n: number): T[] {
    const count = Math.min(n, items.length);
    if (count * 4 > items.length) return this.sample(items, count);
    const picked = new Set<number>();
    while (picked.size < count) picked.add(Math.floor(this.next() * items.length));
    return [...picked].map((i) => items[i]!);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  uuid(): string {
    // Same draws and digits as Array.from(...).join(''), without the per-digit arrays (seeding makes ~10^5 ids).
    let hex = '';
    for (let i = 0; i < 32; i++) hex += HEX[Math.floor(this.next() * 16)];
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${'89ab'[this.int(0, 3)]}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  }
}
