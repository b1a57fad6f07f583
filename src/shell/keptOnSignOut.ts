/**
 * The Store keys that belong to the person rather than the session: the theme (docs/shell.md §1.5)
 * and the saved views (docs/shell.md §7.14). react-admin resets the Store when the user signs out;
 * these survive.
 */
import type { Store } from 'react-admin';
import { SAVED_VIEWS_PREFIX } from '../components/list/savedViews';
import { CHOICE_PREFIX, THEME_KEY } from './themeMode';

const KEPT_PREFIXES = [CHOICE_PREFIX, SAVED_VIEWS_PREFIX];

/** The Store, but its reset keeps the person's keys. */
export function keepingPreferencesOnReset(store: Store): Store {
  return {
    ...store,
    reset() {
      const kept: Record<string, unknown> = { [THEME_KEY]: store.getItem<unknown>(THEME_KEY) };
      for (const prefix of KEPT_PREFIXES) Object.assign(kept, store.listItems?.(prefix));
      store.reset();
      for (const [key, value] of Object.entries(kept))
        if (value !== undefined) store.setItem(key, value);
    },
  };
}
