/**
 * Renders a users list with the import and export buttons, on the real providers, against the
 * demo backend (msw) with every request recorded as it went on the wire.
 */
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import {
  AdminContext,
  ListBase,
  memoryStore,
  Notification,
  usePermissions,
  type Identifier,
} from 'react-admin';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createAuthProvider } from '../../../authProvider';
import { createDataProvider } from '../../../dataProvider';
import { setOrgSource } from '../../../dataProvider/httpClient';
import { createI18nProvider } from '../../../i18n';
import { createBackend, type Backend } from '../../../mock/backend';
import { backendHandlers } from '../../../mock/msw';
import users from '../../../resources/console/users';
import {
  resourceRoute,
  type ResourceDescriptor,
  resourcePerms,
  resourceUrls,
} from '../../../resources';
import { ExportButton, ImportButton } from '../../../src/components/importExport';
import { AuthDialogs } from '../../../src/components/session/AuthDialogs';

export const USERS = resourceRoute(users);
export const USERS_URL = users.api.list;

export interface Sent {
  method: string;
  path: string;
  query: URLSearchParams;
  body: string;
}

export function startBackend() {
  const backend: Backend = createBackend({ now: new Date('2026-11-01T08:00:00Z') });
  const server = setupServer(...backendHandlers(backend));
  let pending: Promise<Sent>[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    pending.push(
      request
        .clone()
        .text()
        .then((body) => ({
          method: request.method,
          path: url.pathname,
          query: url.searchParams,
          body,
        })),
    );
  });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    backend.reset();
    pending = [];
    setOrgSource(null);
  });
  afterAll(() => server.close());
  return {
    backend,
    server,
    sent: () => Promise.all(pending),
    /** What the backend answers this session for `path` (JSON). */
    async get<T>(path: string): Promise<T> {
      const res = await backend.handle(new Request(`http://127.0.0.1${path}`), document.cookie);
      return (await res.json()) as T;
    },
    /** A file download as the browser would fetch it (cookies, no custom headers). */
    async download(url: string): Promise<{ status: number; type: string; bytes: ArrayBuffer }> {
      const res = await backend.handle(
        new Request(new URL(url, 'http://127.0.0.1')),
        document.cookie,
      );
      return {
        status: res.status,
        type: res.headers.get('content-type') ?? '',
        bytes: await res.arrayBuffer(),
      };
    },
  };
}

export interface SavedFile {
  /** The name it is saved under (the server's). */
  name: string;
  type: string;
  bytes: ArrayBuffer;
  /** The request the file came from. */
  url: URL;
}

/**
 * The files the console hands to the browser's downloads (exports, templates) in this file's
 * tests, instead of saving them: each with the request it was fetched by.
 */
export function recordDownloads(api: ReturnType<typeof startBackend>) {
  const saved: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  const real = {
    click: HTMLAnchorElement.prototype.click,
    create: URL.createObjectURL,
    revoke: URL.revokeObjectURL,
  };
  beforeEach(() => {
    saved.length = 0;
    URL.createObjectURL = (blob: Blob) => {
      const href = `blob:http://127.0.0.1/${blobs.size}`;
      blobs.set(href, blob);
      return href;
    };
    URL.revokeObjectURL = () => undefined;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      const blob = blobs.get(this.href);
      if (!blob)
        throw new Error(`the console followed a link instead of saving a file: ${this.href}`);
      saved.push({ name: this.download, blob });
    };
  });
  afterEach(() => {
    HTMLAnchorElement.prototype.click = real.click;
    URL.createObjectURL = real.create;
    URL.revokeObjectURL = real.revoke;
  });
  return {
    count: () => saved.length,
    clear: () => void (saved.length = 0),
    /** The saved files, oldest first; the requests with `format=` are matched to them in order. */
    async files(): Promise<SavedFile[]> {
      const requests = (await api.sent()).filter(
        (r) => r.method === 'GET' && r.query.has('format'),
      );
      const skip = requests.length - saved.length;
      return Promise.all(
        saved.map(async ({ name, blob }, i) => {
          const r = requests[skip + i]!;
          return {
            name,
            type: blob.type,
            bytes: await blob.arrayBuffer(),
            url: new URL(`${r.path}?${r.query.toString()}`, 'http://127.0.0.1'),
          };
        }),
      );
    },
  };
}

/** Says when the permissions the buttons gate on have loaded (a harness element, not the app's). */
function PermissionsLoaded() {
  const { permissions, isPending } = usePermissions<string[]>();
  return isPending ? null : <p>{`Permissions loaded: ${permissions?.length ?? 0}`}</p>;
}

const noNavigation = {
  navigate: () => undefined,
  reload: () => undefined,
  currentPath: () => '/ui/',
};

export interface ListOptions {
  descriptor?: ResourceDescriptor;
  selectedIds?: Identifier[];
  filter?: Record<string, unknown>;
}

export function renderUsersList(opts: ListOptions = {}) {
  document.cookie = 'django_language=en; path=/';
  const store = memoryStore(opts.selectedIds ? { [`${USERS}.selectedIds`]: opts.selectedIds } : {});
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MemoryRouter initialEntries={['/console/users/users']}>
      <AdminContext
        dataProvider={createDataProvider(resourceUrls)}
        authProvider={createAuthProvider(resourcePerms, noNavigation)}
        i18nProvider={createI18nProvider('en')}
        store={store}
        queryClient={queryClient}
      >
        <ListBase
          resource={USERS}
          perPage={15}
          sort={{ field: 'name', order: 'ASC' }}
          filterDefaultValues={opts.filter}
          disableSyncWithLocation
        >
          <ImportButton descriptor={opts.descriptor} />
          <ExportButton descriptor={opts.descriptor} />
        </ListBase>
        <AuthDialogs />
        <Notification />
        <PermissionsLoaded />
      </AdminContext>
    </MemoryRouter>,
  );
}

/** A CSV file as a user saves it from a spreadsheet (UTF-8 with BOM, CRLF). */
export function csvFile(name: string, rows: string[][]): File {
  const text =
    '\uFEFF' +
    rows
      .map((r) => r.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(','))
      .join('\r\n');
  return new File([text], name, { type: 'text/csv' });
}
