/** Everything the demo backend holds between requests; `reset()` returns it to the seed. */
import { seedStore, type SeedOptions } from './seed';
import { Sessions } from './sessions';
import { defaultSettings, type PublicSettings } from './settings';
import type { Store } from './store';

export class BackendState {
  store: Store;
  settings: PublicSettings;
  readonly sessions = new Sessions();

  constructor(private readonly seedOptions: SeedOptions = {}) {
    this.store = seedStore(seedOptions);
    this.settings = defaultSettings();
  }

  /** The backend's clock: the seed's fixed "now" when it has one (tests), else the wall clock. */
  now(): Date {
    return this.seedOptions.now ?? new Date();
  }

  reset(): void {
    this.store = seedStore(this.seedOptions);
    this.settings = defaultSettings();
    this.sessions.clear();
  }
}
