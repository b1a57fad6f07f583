/**
 * react-admin's `<Admin>` without what the console never shows: `<Admin>` (through `AdminUI`)
 * imports the default login page, whose form brings react-hook-form and the inputs onto the first
 * page, and the default layout and English messages. Same composition otherwise: AdminContext,
 * CssBaseline, CoreAdminUI with react-admin's own pages for loading, errors and auth callbacks.
 * One addition: the resources' definitions are known from the first render (see below).
 */
import {
  Children,
  createElement,
  isValidElement,
  useMemo,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from 'react';
import { CssBaseline } from '@mui/material';
import {
  AdminContext,
  CoreAdminUI,
  LoadingPage,
  type Resource,
  ResourceDefinitionContextProvider,
  type ResourceDefinitions,
  type ResourceProps,
} from 'react-admin';
import { onDemand } from './onDemand';

// Shown only on an error, a failed sign-in or the auth callback route: loaded then.
const AuthCallback = onDemand(
  () => import('./raScreens').then(({ AuthCallback }) => ({ AuthCallback })),
  'AuthCallback',
);
const AuthenticationError = onDemand(
  () => import('./raScreens').then(({ AuthenticationError }) => ({ AuthenticationError })),
  'AuthenticationError',
);
const ErrorPage = onDemand(() => import('./raScreens').then(({ Error }) => ({ Error })), 'Error');
const AdminError: NonNullable<UIProps['error']> = (props) => <ErrorPage {...props} />;

type ContextProps = ComponentProps<typeof AdminContext>;
type UIProps = ComponentProps<typeof CoreAdminUI>;

export interface ConsoleAdminProps
  extends
    Pick<
      ContextProps,
      | 'dataProvider'
      | 'authProvider'
      | 'i18nProvider'
      | 'store'
      | 'queryClient'
      | 'theme'
      | 'darkTheme'
    >,
    Pick<
      UIProps,
      | 'title'
      | 'layout'
      | 'dashboard'
      | 'catchAll'
      | 'accessDenied'
      | 'requireAuth'
      | 'disableTelemetry'
    > {
  notification: ComponentType;
  children: ReactNode;
}

export function ConsoleAdmin({
  dataProvider,
  authProvider,
  i18nProvider,
  store,
  queryClient,
  theme,
  darkTheme,
  notification,
  children,
  ...ui
}: ConsoleAdminProps) {
  const definitions = useMemo(() => resourceDefinitions(children), [children]);
  return (
    <AdminContext
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={store}
      queryClient={queryClient}
      theme={theme}
      darkTheme={darkTheme}
    >
      <ResourceDefinitionContextProvider definitions={definitions}>
        <CssBaseline enableColorScheme>
          <CoreAdminUI
            {...ui}
            loginPage={false}
            authCallbackPage={AuthCallback}
            authenticationError={AuthenticationError}
            error={AdminError}
            loading={LoadingPage}
          >
            {children}
          </CoreAdminUI>
          {createElement(notification)}
        </CssBaseline>
      </ResourceDefinitionContextProvider>
    </AdminContext>
  );
}

/**
 * What react-admin registers for each `<Resource>` child, computed as it does. It registers them in
 * an effect after the first render, and that state change drew the whole console a second time
 * before the landing list could show; provided up front (this provider is the one nearest to
 * CoreAdminUI), that registration finds the same definitions and changes nothing.
 */
function resourceDefinitions(children: ReactNode): ResourceDefinitions {
  const definitions: ResourceDefinitions = {};
  Children.forEach(children, (child) => {
    if (!isValidElement<ResourceProps>(child)) return;
    const { registerResource } = child.type as Partial<typeof Resource>;
    if (!registerResource) return;
    const definition = registerResource(child.props);
    definitions[definition.name] = definition;
  });
  return definitions;
}
