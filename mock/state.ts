/** Everything the demo backend holds between requests; `reset()` returns it to the seed. */
import { seedStore, type SeedOptions } from './seed';
import { Sessions } from './sessions';
import { defaultSettings, type PublicSettings } from './settings';
import type { Store } from './store';

/**
 * The seed of each set of options, kept for the resets: a test backend starts again from the seed
 * after every test, and copying a seed costs a third of making it (~0.4 s of CPU). Only a seed with
 * a fixed clock is kept; without one, the rows' dates follow the moment they were seeded.
 */
const seeds = new Map<string, Store>();

function freshStore(opts: SeedOptions): Store {
  if (!opts.now) return seedStore(opts);
  const key = `${opts.seed ?? ''}|${opts.scale ?? ''}|${opts.now.getTime()}`;
  let seeded = seeds.get(key);
  if (!seeded) seeds.set(key, (seeded = seedStore(opts)));
  return seeded.copy();
}

export class BackendState {
  store: Store;
  settings: PublicSettings;
  readonly sessions = new Sessions();

  constructor(private readonly seedOptions: SeedOptions = {}) {
    this.store = freshStore(seedOptions);
    this.settings = defaultSettings();
  }

  /** The backend's clock: the seed's fixed "now" when it has one (tests), else the wall clock. */
  now(): Date {
    return this.seedOptions.now ?? new Date();
  }

  reset(): void {
    this.store = freshStore(this.seedOptions);
    this.settings = defaultSettings();
    this.sessions.clear();
  }
}
