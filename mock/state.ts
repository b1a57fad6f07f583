/**
 * Everything the demo backend holds between requests; `reset()` returns it to the seed. The seed
 * is handed in (backend.ts), so the domain modules that read this state and the seed that uses
 * some of them do not import each other.
 */
import { Sessions } from './sessions';
import { defaultSettings, type PublicSettings } from './settings';
import type { Store } from './store';

export class BackendState {
  store: Store;
  settings: PublicSettings;
  readonly sessions = new Sessions();

  /** `seed` builds a fresh store; `fixedNow` is the seed's fixed "now", if it has one (tests). */
  constructor(
    private readonly seed: () => Store,
    private readonly fixedNow?: Date,
  ) {
    this.store = seed();
    this.settings = defaultSettings();
  }

  /** The backend's clock: the seed's fixed "now" when it has one (tests), else the wall clock. */
  now(): Date {
    return this.fixedNow ?? new Date();
  }

  reset(): void {
    this.store = this.seed();
    this.settings = defaultSettings();
    this.sessions.clear();
  }
}
