/**
 * What one page load of the console is made of, made once: the providers, their caches and the
 * startup steps. In the browser they are made before React's first render and startup begins at
 * once (`startConsole`), so its requests go out while the first frame is drawn rather than after
 * it; tests pass providers of their own and let the startup gate begin startup when it mounts.
 */
import { resourcePerms, resourceUrls } from '../../resources';
import type { QueryClient } from '@tanstack/react-query';
import { localStorageStore, type I18nProvider, type Store } from 'react-admin';
import { createAuthProvider, type JmsAuthProvider } from '../../authProvider';
import { createDataProvider, type JmsDataProvider } from '../../dataProvider';
import { createQueryClient } from '../../dataProvider/queryClient';
import { createI18nProvider, currentLocale, type Locale } from '../../i18n';
import { createStartupDeps } from './browserStartup';
import { beginStartup, type StartupDeps, type StartupRun } from './startup';
import { sendPageReads } from './earlyRequests';
import { keepingPreferencesOnReset } from './keptOnSignOut';

export interface ConsoleProviders {
  dataProvider?: JmsDataProvider;
  authProvider?: JmsAuthProvider;
  store?: Store;
  queryClient?: QueryClient;
}

export interface ConsoleRuntime extends Required<ConsoleProviders> {
  locale: Locale;
  i18nProvider: I18nProvider;
  startupDeps: StartupDeps;
  /** The startup begun for this page load, if it was begun before rendering. */
  startup: StartupRun | null;
}

export function createConsoleRuntime(given: ConsoleProviders = {}): ConsoleRuntime {
  const dataProvider = given.dataProvider ?? createDataProvider(resourceUrls);
  const authProvider = given.authProvider ?? createAuthProvider(resourcePerms);
  // Signing out clears the Store but for the theme and saved views (docs/shell.md §1.5, §7.14).
  const store = keepingPreferencesOnReset(given.store ?? localStorageStore('1', 'jms'));
  const queryClient = given.queryClient ?? createQueryClient();
  const locale = currentLocale();
  // A language switch refetches what is on screen (server labels follow the cookie): same page.
  const i18nProvider = createI18nProvider(locale, () => void queryClient.invalidateQueries());
  // The language cookie is authoritative (the backend localises by it), not a remembered preference.
  store.setItem('locale', locale);
  return {
    dataProvider,
    authProvider,
    store,
    queryClient,
    locale,
    i18nProvider,
    startupDeps: createStartupDeps(dataProvider, authProvider, locale),
    startup: null,
  };
}

/**
 * The browser's console for the page at `pathname` (relative to /ui/), its startup under way and
 * the page's own first requests (metadata, rows) sent with startup's, unless the entry script
 * sent them already (`pageReadsSent`).
 */
export function startConsole(
  location: { pathname: string; search: string },
  given: ConsoleProviders = {},
  { pageReadsSent = false } = {},
): ConsoleRuntime {
  const runtime = createConsoleRuntime(given);
  const { dataProvider, store, authProvider, locale } = runtime;
  const startupDeps = createStartupDeps(
    dataProvider,
    authProvider,
    locale,
    pageReadsSent
      ? undefined
      : () => sendPageReads(location, (resource) => store.getItem(`${resource}.listParams`)),
  );
  return { ...runtime, startupDeps, startup: beginStartup(startupDeps, location.pathname) };
}
