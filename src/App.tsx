/** The console: react-admin with the JumpServer providers and one resource per descriptor. */
import { useState } from 'react';
import { Admin, localStorageStore, Resource, type Store } from 'react-admin';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { createAuthProvider, type JmsAuthProvider } from '../authProvider';
import { createDataProvider, type JmsDataProvider } from '../dataProvider';
import { createI18nProvider, currentLocale } from '../i18n';
import { descriptors, resourceRoute } from '../resources';
import { GenericList } from './pages/GenericList';
import { theme } from './shell/theme';

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
  const queryClient = useOnce(props.queryClient, () => new QueryClient());
  const [locale] = useState(currentLocale);
  const i18nProvider = useOnce(undefined, () => createI18nProvider(locale));
  // The language cookie is authoritative (the backend localises by it), not a remembered preference.
  useState(() => store.setItem('locale', locale));
  return (
    <Admin
      title="JumpServer"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={store}
      queryClient={queryClient}
      theme={theme}
      loginPage={false}
      requireAuth
      disableTelemetry
    >
      {descriptors.map((d) => (
        <Resource
          key={d.name}
          name={resourceRoute(d)}
          list={GenericList}
          options={{ label: `resources.${d.name}.name` }}
          recordRepresentation={d.recordRepresentation}
        />
      ))}
    </Admin>
  );
}

const router = createBrowserRouter([{ path: '*', element: <Console /> }], { basename: '/ui' });

export function App() {
  return <RouterProvider router={router} />;
}
