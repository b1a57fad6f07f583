/** Shared pieces of the auth integration tests: a recorded browser, the wire, a rendered admin. */
import { resourcePerms, resourceUrls } from '../../../resources';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  AdminContext,
  memoryStore,
  Notification,
  ResourceDefinitionContextProvider,
  type Store,
} from 'react-admin';
import { MemoryRouter } from 'react-router';
import { afterEach, vi } from 'vitest';
import {
  createAuthProvider,
  stopSessionMark,
  type BrowserEnv,
  type JmsAuthProvider,
} from '../../../authProvider';
import { createDataProvider } from '../../../dataProvider';
import { createI18nProvider } from '../../../i18n';
import { totp } from '../../../mock/util/totp';
import { AuthDialogs } from '../../../src/components/session';

export const ORG_DEFAULT = '00000000-0000-0000-0000-000000000002';
export const ORG_SYSTEM = '00000000-0000-0000-0000-000000000004';
export const ORG_ROOT = '00000000-0000-0000-0000-000000000000';
export const ORG_BEIJING = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
export const ORG_TOKYO = '16fd2706-8baf-433b-82eb-8c7fada847da';

const created: JmsAuthProvider[] = [];

/** An auth provider for this test; its listeners and timers end with the test. */
export function authProviderFor(env: BrowserEnv): JmsAuthProvider {
  const provider = createAuthProvider(resourcePerms, env);
  created.push(provider);
  return provider;
}

afterEach(() => {
  stopSessionMark();
  created.splice(0).forEach((p) => p.session.detach());
});

/** A browser whose navigations and reloads are written down instead of happening. */
export function recordedBrowser(path = '/ui/console/users/users') {
  const navigated: string[] = [];
  const reloaded: string[] = [];
  const env: BrowserEnv = {
    navigate: (url) => void navigated.push(url),
    reload: (consolePath) => void reloaded.push(consolePath),
    currentPath: () => path,
  };
  return { env, navigated, reloaded };
}

export interface WireCall {
  method: string;
  path: string;
  search: string;
  org: string | null;
  body: unknown;
}

/** Every request the page sends, as the backend receives it. */
export function recordWire(): WireCall[] {
  const calls: WireCall[] = [];
  const original = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      location.href,
    );
    const headers = new Headers(
      init?.headers ?? (input instanceof Request ? input.headers : undefined),
    );
    let body: unknown = init?.body;
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        /* form bodies stay strings */
      }
    }
    calls.push({
      method: (init?.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      search: url.search,
      org: headers.get('X-JMS-ORG'),
      body,
    });
    return original(input, init);
  });
  return calls;
}

/** Signs a TOTP user in: password step, then the code step of the backend's login pages. */
export async function signInWithOtp(
  username: string,
  password: string,
  secret: string,
): Promise<void> {
  const html = await (await fetch('/core/auth/login/')).text();
  const csrf = /name="csrfmiddlewaretoken" value="([^"]+)"/.exec(html)![1]!;
  const form = new URLSearchParams({ username, password, csrfmiddlewaretoken: csrf, next: '/ui/' });
  const step1 = await fetch('/core/auth/login/', {
    method: 'POST',
    body: form,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    redirect: 'manual',
  });
  if (step1.status !== 302) throw new Error(`password step failed: ${step1.status}`);
  const mfaHtml = await (await fetch('/core/auth/login/mfa/')).text();
  const csrf2 = /name="csrfmiddlewaretoken" value="([^"]+)"/.exec(mfaHtml)![1]!;
  const code = new URLSearchParams({
    code: totp(secret),
    mfa_type: 'otp',
    csrfmiddlewaretoken: csrf2,
  });
  const step2 = await fetch('/core/auth/login/mfa/', {
    method: 'POST',
    body: code,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    redirect: 'manual',
  });
  if (step2.status !== 302) throw new Error(`code step failed: ${step2.status}`);
}

export interface Rendered {
  authProvider: JmsAuthProvider;
  store: Store;
  queryClient: QueryClient;
}

/**
 * Renders `children` inside react-admin with the real providers and <AuthDialogs/>, the way the
 * layout mounts them, in English.
 */
export function renderWithAuth(
  children: ReactNode,
  opts: { env?: BrowserEnv; path?: string; authProvider?: JmsAuthProvider; store?: Store } = {},
): Rendered {
  const authProvider = opts.authProvider ?? authProviderFor(opts.env ?? recordedBrowser().env);
  const store = opts.store ?? memoryStore();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter initialEntries={[opts.path ?? '/console/users/users']}>
      <AdminContext
        authProvider={authProvider}
        dataProvider={createDataProvider(resourceUrls)}
        i18nProvider={createI18nProvider('en')}
        store={store}
        queryClient={queryClient}
      >
        <ResourceDefinitionContextProvider
          definitions={{ 'console/users/users': { name: 'console/users/users', hasList: true } }}
        >
          <AuthDialogs />
          <Notification />
          {children}
        </ResourceDefinitionContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
  return { authProvider, store, queryClient };
}
