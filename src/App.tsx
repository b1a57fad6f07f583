/**
 * The console: the startup gate (docs/shell.md §4), then react-admin with the JumpServer providers,
 * one resource per descriptor and the other pages of the route map (src/shell/routes.tsx), under
 * /ui/ with browser history.
 */
import { useCallback, useMemo, useState } from 'react';
import { createBrowserRouter, RouterProvider, type Location } from 'react-router';
import { LOGIN_PATH } from '../authProvider/session';
import { ProtocolNotification } from '../dataProvider/notification';
import { AUTH_CHECK_KEY } from '../dataProvider/queryClient';
import { profileSourceOf } from './shell/browserStartup';
import {
  createConsoleRuntime,
  type ConsoleProviders,
  type ConsoleRuntime,
} from './shell/consoleRuntime';
import { ConsoleAdmin } from './shell/ConsoleAdmin';
import { ViewGuard } from './shell/guards';
import { LatestLocationContext, type RouterWatch } from './shell/latestLocation';
import { ConsoleLayout } from './shell/layout/ConsoleLayout';
import { withAuthDialogs } from './components/session/AuthDialogs';
import { LeavePage } from './shell/pages/Redirects';
import { AccessDenied, CatchAll, customRoutes, Home, resourceRoutes } from './shell/routes';
import { StartupGate } from './shell/StartupGate';
import { ProfileRecoveryActions } from './components/session/ProfileRecoveryActions';
import type { ShellStart } from './shell/startup';
import { useConsoleTheme } from './shell/theme';
import { warmUpPage } from './shell/warmUp';

/** The shell's layout plus the auth layer's dialogs (login required, profile failure, confirm). */
const Layout = withAuthDialogs(ConsoleLayout);

export interface ConsoleProps extends ConsoleProviders {
  /**
   * The page load's console, made (and its startup begun) before rendering; tests pass providers.
   */
  runtime?: ConsoleRuntime;
}

/** Made once per page; tests pass their own. */
function useOnce<T>(given: T | undefined, create: () => T): T {
  const [value] = useState(() => given ?? create());
  return value;
}

export function Console({ runtime: given, ...providers }: ConsoleProps) {
  const runtime = useOnce(given, () => createConsoleRuntime(providers));
  const { dataProvider, authProvider, store, queryClient, i18nProvider, startupDeps } = runtime;
  // Cached branding paints the first frame; the public settings' colours replace it live. The
  // Store's `theme` key picks light or dark (docs/shell.md §1.5).
  const theme = useConsoleTheme('light');
  const darkTheme = useConsoleTheme('dark');
  const profileSource = useOnce(undefined, () => profileSourceOf(authProvider));
  // What startup loaded is not fetched again by the layout; what the first page needs goes now.
  const onStarted = useCallback(
    (start: ShellStart, pathname: string) => {
      queryClient.setQueryData(['settings', 'public'], start.settings);
      // Startup has just found the session signed in: react-admin's routes draw the layout without
      // waiting for their own check of it, which still runs as they mount.
      queryClient.setQueryData([...AUTH_CHECK_KEY, {}], true);
      warmUpPage(queryClient, dataProvider, start, pathname);
    },
    [queryClient, dataProvider],
  );
  const prepareView = useCallback(
    (view: Parameters<typeof authProvider.session.prepareView>[0]) =>
      authProvider.session.prepareView(view),
    [authProvider],
  );
  // The ways out of a failing profile, on the startup screen (before react-admin renders).
  const ProfileRecovery = useOnce(
    undefined,
    () =>
      function StartupProfileRecovery({
        onRetry,
        location,
      }: {
        onRetry: () => void;
        location: { pathname: string; search: string };
      }) {
        return (
          <ProfileRecoveryActions
            session={authProvider.session}
            translate={i18nProvider.translate}
            location={location}
            onRecovered={onRetry}
          />
        );
      },
  );
  const routes = useMemo(() => [...resourceRoutes(), ...customRoutes()], []);
  return (
    <StartupGate
      deps={startupDeps}
      run={runtime.startup}
      i18n={i18nProvider}
      store={store}
      profileSource={profileSource}
      prepareView={prepareView}
      onStarted={onStarted}
      ProfileRecovery={ProfileRecovery}
      exempt={
        <LeavePage href={LOGIN_PATH} name="routes.pages.login" env={authProvider.session.env} />
      }
    >
      <ViewGuard />
      <ConsoleAdmin
        title="JumpServer"
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        store={store}
        queryClient={queryClient}
        notification={ProtocolNotification}
        theme={theme}
        darkTheme={darkTheme}
        layout={Layout}
        dashboard={Home}
        catchAll={CatchAll}
        accessDenied={AccessDenied}
        requireAuth
        disableTelemetry
      >
        {routes}
      </ConsoleAdmin>
    </StartupGate>
  );
}

export function App({ runtime }: { runtime?: ConsoleRuntime }) {
  const [router] = useState(() =>
    createBrowserRouter([{ path: '*', element: <Console runtime={runtime} /> }], {
      basename: '/ui',
    }),
  );
  const watch = useMemo<RouterWatch>(
    () => ({
      latest: () => router.state.location,
      listen: (listener) => {
        let last = router.state.location;
        // The router's locations carry its basename; the console's paths do not.
        const inConsole = (l: Location) => ({
          ...l,
          pathname: l.pathname.replace(/^\/ui(?=\/|$)/, '') || '/',
        });
        return router.subscribe(({ location }) => {
          if (location === last) return;
          const from = last;
          listener(inConsole((last = location)), inConsole(from));
        });
      },
    }),
    [router],
  );
  return (
    <LatestLocationContext.Provider value={watch}>
      <RouterProvider router={router} />
    </LatestLocationContext.Provider>
  );
}
