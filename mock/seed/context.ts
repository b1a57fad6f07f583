/** What every seeding step shares: the PRNG, the fixed "now", the volume scale and the store. */
import type { Store } from '../store';
import type { Org, Row } from '../types';
import { Random } from '../util/random';

const DAY = 86_400_000;

export class SeedContext {
  readonly rnd: Random;

  constructor(
    seed: number,
    readonly now: Date,
    readonly scale: number,
    readonly store: Store,
  ) {
    this.rnd = new Random(seed);
  }

  /** A bulk volume at scale 1, multiplied by MOCK_SCALE. */
  bulk(n: number): number {
    return Math.round(n * this.scale);
  }

  uuid(): string {
    return this.rnd.uuid();
  }

  /** An ISO instant `daysAgo` days before now, at a random second of that day. */
  daysAgo(daysAgo: number): string {
    return new Date(
      this.now.getTime() - daysAgo * DAY - this.rnd.int(0, 86_399) * 1000,
    ).toISOString();
  }

  /** A random ISO instant within the last `days` days. */
  within(days: number): string {
    return new Date(this.now.getTime() - this.rnd.int(0, days * 86_400 - 1) * 1000).toISOString();
  }

  /** An ISO instant relative to now, `days` days ahead (negative: in the past). */
  inDays(days: number): string {
    return new Date(this.now.getTime() + days * DAY).toISOString();
  }

  plusSeconds(iso: string, seconds: number): string {
    return new Date(Date.parse(iso) + seconds * 1000).toISOString();
  }

  /** Adds rows under every given catalogue key (the same objects, as subclass tables share rows). */
  add(keys: string | readonly string[], ...rows: Row[]): void {
    for (const key of typeof keys === 'string' ? [keys] : keys) this.store.rows(key).push(...rows);
  }

  get orgs(): Org[] {
    return this.store.orgs;
  }

  /** Organisations weighted for bulk data: most rows live in Default. */
  pickOrg(): Org {
    const r = this.rnd.next();
    const orgs = this.orgs;
    return r < 0.7 ? orgs[0]! : r < 0.9 ? orgs[1]! : orgs[2]!;
  }

  ip(prefix = '10'): string {
    return `${prefix}.${this.rnd.int(0, 254)}.${this.rnd.int(0, 254)}.${this.rnd.int(1, 254)}`;
  }

  publicIp(): string {
    return `${this.rnd.pick([36, 58, 101, 114, 119, 123, 202, 211, 221])}.${this.rnd.int(1, 254)}.${this.rnd.int(1, 254)}.${this.rnd.int(1, 254)}`;
  }

  /** A password-like secret drawn from the seed (never a real credential). */
  secret(length = 16): string {
    const chars = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789!@#%^*-_';
    let out = '';
    for (let i = 0; i < length; i++) out += chars[Math.floor(this.rnd.next() * chars.length)];
    return out;
  }
}
