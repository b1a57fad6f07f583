/**
 * Light, dark or as the system (docs/shell.md §1.5). react-admin draws the dark theme while its
 * Store key `theme` says 'dark', the light one while it says 'light', and follows the system's
 * `prefers-color-scheme` live while the key is absent. Each user's own choice is kept in the Store
 * as `themeChoice.<user id>` and put into that key once the user is known, so the next page load
 * (and its startup screens, drawn before anyone is known) opens in the same theme. Both outlive the
 * sign-out, which clears the rest of the Store (keptOnSignOut.ts).
 */
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useStore, useStoreContext, type Store } from 'react-admin';
import { useProfile } from './layout/shellData';
import type { ThemeMode } from './theme';

export type ThemeChoice = ThemeMode | 'system';
export const THEME_CHOICES: readonly ThemeChoice[] = ['light', 'dark', 'system'];

/** react-admin's key: the mode its ThemeProvider draws. */
export const THEME_KEY = 'theme';
export const CHOICE_PREFIX = 'themeChoice.';
export const themeChoiceKey = (userId: string) => `${CHOICE_PREFIX}${userId}`;

const DARK_QUERY = '(prefers-color-scheme: dark)';

function systemMode(): ThemeMode {
  return typeof matchMedia === 'function' && matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

function subscribeSystem(listener: () => void): () => void {
  if (typeof matchMedia !== 'function') return () => undefined;
  const query = matchMedia(DARK_QUERY);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

const modeOrNull = (stored: unknown): ThemeMode | null =>
  stored === 'light' || stored === 'dark' ? stored : null;

/** A stored value as a mode: anything but 'light' or 'dark' (absent, stale) follows the system. */
export function modeOf(stored: unknown, system: ThemeMode): ThemeMode {
  return modeOrNull(stored) ?? system;
}

/**
 * The mode react-admin will draw, read from the Store itself: for screens drawn before react-admin
 * (the startup gate), so they open in the theme the console will have.
 */
export function useStoredMode(store: Store | undefined): ThemeMode {
  const system = useSyncExternalStore(subscribeSystem, systemMode, () => 'light' as const);
  const subscribe = useCallback(
    (listener: () => void) => store?.subscribe(THEME_KEY, listener) ?? (() => undefined),
    [store],
  );
  // A mode or null, never the stored object itself: a snapshot must compare equal while unchanged.
  const stored = useSyncExternalStore(subscribe, () =>
    modeOrNull(store?.getItem<unknown>(THEME_KEY)),
  );
  return stored ?? system;
}

/** Puts a choice into react-admin's key; 'system' removes it, so the system's scheme is followed. */
export function applyChoice(store: Store, choice: ThemeChoice): void {
  const stored = store.getItem<unknown>(THEME_KEY);
  if (choice === 'system') {
    if (stored !== undefined) store.removeItem(THEME_KEY);
  } else if (stored !== choice) {
    store.setItem(THEME_KEY, choice);
  }
}

function choiceOf(stored: unknown): ThemeChoice {
  return THEME_CHOICES.includes(stored as ThemeChoice) ? (stored as ThemeChoice) : 'system';
}

/**
 * The signed-in user's choice and its setter; while mounted, the choice is what react-admin draws
 * (a user who never chose follows the system).
 */
export function useThemeChoice(): [ThemeChoice, (next: ThemeChoice) => void] {
  const profile = useProfile();
  const store = useStoreContext();
  const [stored, setStored] = useStore<unknown>(themeChoiceKey(profile.id), 'system');
  const choice = choiceOf(stored);
  useEffect(() => applyChoice(store, choice), [store, choice]);
  return [choice, setStored];
}
