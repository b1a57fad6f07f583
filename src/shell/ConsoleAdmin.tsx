/**
 * react-admin's `<Admin>` without what the console never shows: `<Admin>` (through `AdminUI`)
 * imports the default login page, whose form brings react-hook-form and the inputs onto the first
 * page, and the default layout and English messages. Same composition otherwise: AdminContext,
 * CssBaseline, CoreAdminUI with react-admin's own pages for loading, errors and auth callbacks.
 */
import { createElement, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { CssBaseline } from '@mui/material';
import { AdminContext, CoreAdminUI, LoadingPage } from 'react-admin';
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
      'dataProvider' | 'authProvider' | 'i18nProvider' | 'store' | 'queryClient' | 'theme'
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
  notification,
  children,
  ...ui
}: ConsoleAdminProps) {
  return (
    <AdminContext
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={store}
      queryClient={queryClient}
      theme={theme}
    >
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
    </AdminContext>
  );
}
