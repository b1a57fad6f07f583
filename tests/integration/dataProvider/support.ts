/**
 * The demo backend behind msw, with every request the console sends recorded as it was on the
 * wire: method, path, query, headers and body. Plain msw handlers added with `server.use` (for
 * what the demo backend does not serve) are recorded too.
 */
import { resourceUrls } from '../../../resources';
import { createDataProvider, type JmsDataProvider } from '../../../dataProvider';
import { signIn } from '../../support/backend';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { createBackend, type Backend } from '../../../mock/backend';
import { backendHandlers } from '../../../mock/msw';
import { setOrgSource } from '../../../dataProvider/httpClient';

export const ORG_DEFAULT = '00000000-0000-0000-0000-000000000002';

export interface Sent {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Headers;
  body: string;
}

async function snapshot(request: Request): Promise<Sent> {
  const url = new URL(request.url);
  return {
    method: request.method,
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    headers: request.headers,
    body: await request.text(),
  };
}

export function startRecordingBackend() {
  const backend: Backend = createBackend({ now: new Date('2026-11-01T08:00:00Z') });
  const server = setupServer(...backendHandlers(backend));
  let pending: Promise<Sent>[] = [];
  server.events.on('request:start', ({ request }) => {
    pending.push(snapshot(request.clone()));
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
    /** Every request sent since the last `clear()` (or the test's start), in order. */
    async sent(): Promise<Sent[]> {
      return Promise.all(pending);
    },
    /** The API requests only (not the sign-in pages). */
    async api(): Promise<Sent[]> {
      return (await Promise.all(pending)).filter((r) => r.path.startsWith('/api/'));
    },
    clear() {
      pending = [];
    },
  };
}

/** The console's org, as the auth layer supplies it. */
export function setConsoleOrg(id = ORG_DEFAULT, xpack = true): void {
  setOrgSource({ currentOrgId: () => id, xpackEnabled: () => xpack });
}

export function cookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return null;
}

/** The three headers every API request carries (docs/wire.md §2.2). */
export function expectConsoleHeaders(req: Sent, org = ORG_DEFAULT): void {
  expect(req.headers.get('x-csrftoken'), `${req.method} ${req.path} X-CSRFToken`).toBe(
    cookie('jms_csrftoken'),
  );
  expect(req.headers.get('x-csrftoken')).toMatch(/^[0-9a-f]{64}$/);
  expect(req.headers.get('x-jms-org'), `${req.method} ${req.path} X-JMS-ORG`).toBe(org);
  expect(req.headers.get('x-tz'), `${req.method} ${req.path} X-TZ`).toBe(
    Intl.DateTimeFormat().resolvedOptions().timeZone,
  );
}

export function json(req: Sent): unknown {
  return JSON.parse(req.body);
}

/**
 * A fresh provider for a test: signed in as admin, English labels, the Default org, nothing
 * recorded.
 */
export async function adminProvider(
  wire: ReturnType<typeof startRecordingBackend>,
): Promise<JmsDataProvider> {
  document.cookie = 'django_language=en; path=/';
  await signIn('admin', 'ChangeMe');
  setConsoleOrg();
  const dp = createDataProvider(resourceUrls);
  wire.clear();
  return dp;
}
