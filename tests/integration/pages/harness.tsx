/**
 * Renders the generic screens of every registered descriptor inside react-admin, on the platform's
 * URLs (<route>, /create, /:id, /:id/update), against the demo backend (msw).
 */
import { useEffect } from 'react';
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { Admin, Layout, memoryStore, Resource, type Store } from 'react-admin';
// react-admin imports react-router-dom: the same module instance must provide the router here.
import { MemoryRouter, Route, useLocation } from 'react-router';
import { createAuthProvider } from '../../../authProvider';
import { createDataProvider } from '../../../dataProvider';
import { createI18nProvider, type Locale } from '../../../i18n';
import { descriptors, resourceRoute, resourcePerms, resourceUrls } from '../../../resources';
import { GenericCreate, GenericEdit } from '../../../src/pages/GenericForm';
import { GenericList } from '../../../src/pages/GenericList';
import { GenericShow } from '../../../src/pages/GenericShow';
import { screenComponent } from '../../../src/shell/screens';
import type { Screen } from '../../../src/shell/routeModel';
import { theme } from '../../../src/shell/theme';
import { withAuthDialogs } from '../../../src/components/session';
import '../../support/catalogues';

// The generic screens loaded with the harness, not on demand: each test renders at once.
const GENERIC = {
  list: GenericList,
  show: GenericShow,
  create: GenericCreate,
  edit: GenericEdit,
};

// The user-confirm dialog (secrets) lives beside the layout, as in the console.
const PagesLayout = withAuthDialogs(Layout);

const noNavigation = {
  navigate: () => undefined,
  reload: () => undefined,
  currentPath: () => '/ui/',
};

/** The current location, for assertions on URLs. */
export const location = { current: '' };
function LocationProbe() {
  const l = useLocation();
  useEffect(() => {
    location.current = l.pathname + l.search;
  }, [l]);
  return null;
}

export function renderPages(path: string, opts: { locale?: Locale; store?: Store } = {}) {
  const locale = opts.locale ?? 'en';
  document.cookie = `django_language=${locale === 'zh' ? 'zh-hans' : locale}; path=/`;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MemoryRouter initialEntries={[path]}>
      <LocationProbe />
      <Admin
        dataProvider={createDataProvider(resourceUrls)}
        authProvider={createAuthProvider(resourcePerms, noNavigation)}
        i18nProvider={createI18nProvider(locale)}
        store={opts.store ?? memoryStore()}
        queryClient={queryClient}
        layout={PagesLayout}
        // The console's theme, as App passes it (its Checkbox defaults name the row checkboxes).
        theme={theme}
        loginPage={false}
        requireAuth
        disableTelemetry
      >
        {descriptors.map((d) => {
          const screen = (name: Screen) => screenComponent(d, name, GENERIC);
          const Edit = screen('edit');
          return (
            <Resource
              key={d.name}
              name={resourceRoute(d)}
              list={screen('list')!}
              create={screen('create') ?? undefined}
              edit={screen('show')!}
            >
              {Edit && <Route path=":id/update" element={<Edit />} />}
            </Resource>
          );
        })}
      </Admin>
    </MemoryRouter>,
  );
}
