/**
 * The console: the startup gate (shell-spec §4.1), then react-admin with the JumpServer providers,
 * one resource per descriptor and the other pages of the route map (src/shell/routes.tsx), under
 * /ui/ with browser history.
 */
import { useCallback, useMemo, useState } from 'react';
import { Admin, localStorageStore, type Store } from 'react-admin';
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { createAuthProvider, type JmsAuthProvider } from '../authProvider';
import { LOGIN_PATH } from '../authProvider/session';
import { createDataProvider, type JmsDataProvider } from '../dataProvider';
import { ProtocolNotification } from '../dataProvider/notification';
import { createQueryClient } from '../dataProvider/queryClient';
import { createI18nProvider, currentLocale } from '../i18n';
import { createStartupDeps, profileSourceOf } from './shell/browserStartup';
import { ViewGuard } from './shell/guards';
import { ConsoleLayout } from './shell/layout/ConsoleLayout';
import { withAuthDialogs } from './components/session';
import { LeavePage } from './shell/pages/Redirects';
import { AccessDenied, CatchAll, customRoutes, Home, resourceRoutes } from './shell/routes';
import { StartupGate } from './shell/StartupGate';
import { ProfileRecoveryActions } from './components/session/ProfileRecoveryActions';
import type { ShellStart } from './shell/startup';
import { useConsoleTheme } from './shell/theme';

/** The shell's layout plus the auth layer's dialogs (login required, profile failure, confirm). */
const Layout = withAuthDialogs(ConsoleLayout);

export interface ConsoleProps {
  dataProvider?: JmsDataProvider;
  authProvider?: JmsAuthProvider;
  store?: Store;
  queryClient?: QueryClient;
}

/** Providers are created once per page; tests pass their own. */
function useOnce<T>(given: T | undefined, create: () => T): T {
  const [value] = useState(() => given ?? create());
  return value;
}

export function Console(props: ConsoleProps) {
  const dataProvider = useOnce(props.dataProvider, createDataProvider);
  const authProvider = useOnce(props.authProvider, createAuthProvider);
  const store = useOnce(props.store, () => localStorageStore('1', 'jms'));
  const queryClient = useOnce(props.queryClient, createQueryClient);
  const [locale] = useState(currentLocale);
  // A language switch refetches what is on screen (server labels follow the cookie): same page.
  const i18nProvider = useOnce(undefined, () =>
    createI18nProvider(locale, () => void queryClient.invalidateQueries()),
  );
  // The language cookie is authoritative (the backend localises by it), not a remembered preference.
  useState(() => store.setItem('locale', locale));
  // Cached branding paints the first frame; the public settings' colours replace it live.
  const theme = useConsoleTheme();
  const startupDeps = useOnce(undefined, () =>
    createStartupDeps(dataProvider, authProvider, locale),
  );
  const profileSource = useOnce(undefined, () => profileSourceOf(authProvider));
  // What startup loaded is not fetched again by the layout.
  const onStarted = useCallback(
    (start: ShellStart) => queryClient.setQueryData(['settings', 'public'], start.settings),
    [queryClient],
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
      i18n={i18nProvider}
      profileSource={profileSource}
      prepareView={prepareView}
      onStarted={onStarted}
      ProfileRecovery={ProfileRecovery}
      exempt={
        <LeavePage href={LOGIN_PATH} name="routes.pages.login" env={authProvider.session.env} />
      }
    >
      <ViewGuard />
      <Admin
        title="JumpServer"
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        store={store}
        queryClient={queryClient}
        notification={ProtocolNotification}
        theme={theme}
        layout={Layout}
        dashboard={Home}
        catchAll={CatchAll}
        accessDenied={AccessDenied}
        loginPage={false}
        requireAuth
        disableTelemetry
      >
        {routes}
      </Admin>
    </StartupGate>
  );
}

export function App() {
  const [router] = useState(() =>
    createBrowserRouter([{ path: '*', element: <Console /> }], { basename: '/ui' }),
  );
  return <RouterProvider router={router} />;
}
