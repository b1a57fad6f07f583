/**
 * Integration tests talk to the real demo backend through msw: the same handlers the dev server
 * runs, with the browser's cookie jar played by document.cookie.
 */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createBackend, type Backend } from '../../mock/backend';
import { backendHandlers } from '../../mock/msw';

/** Starts msw around the demo backend for the current test file; the store is reset after each test. */
export function startDemoBackend(): Backend {
  const backend = createBackend({ now: new Date('2026-11-01T08:00:00Z') });
  const server = setupServer(...backendHandlers(backend));
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    backend.reset();
  });
  afterAll(() => server.close());
  return backend;
}

/** Signs in through the backend's own login form, leaving its cookies in document.cookie. */
export async function signIn(username: string, password: string, opts: { keepSignedIn?: boolean } = {}): Promise<void> {
  const page = await fetch('/core/auth/login/');
  const html = await page.text();
  const csrf = /name="csrfmiddlewaretoken" value="([^"]+)"/.exec(html)?.[1];
  if (!csrf) throw new Error('login page has no CSRF token');
  const form = new URLSearchParams({ username, password, csrfmiddlewaretoken: csrf, next: '/ui/' });
  if (opts.keepSignedIn) form.set('auto_login', 'on');
  const res = await fetch('/core/auth/login/', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: form,
    redirect: 'manual',
  });
  if (res.status !== 302) throw new Error(`sign-in as ${username} failed with ${res.status}`);
}
