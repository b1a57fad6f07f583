/**
 * The shell on the demo backend: startup order on the wire, views, 403/404, the platform's URL
 * shapes and the hidden routes, for real users.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn, startDemoBackend } from '../../support/backend';
import { renderConsole } from './support';
import '../../support/catalogues';

const backend = startDemoBackend();
const LONG = { timeout: 15000 };

async function firstId(listUrl: string): Promise<string> {
  const res = await backend.handle(
    new Request(`http://127.0.0.1${listUrl}?limit=1&offset=0`),
    document.cookie,
  );
  const body = (await res.json()) as { results: { id: string | number }[] };
  return String(body.results[0]!.id);
}

/** Paths of the requests the console made, in order (query left off), and their organisation. */
function recordRequests(orgs: Map<string, string | null> = new Map()) {
  const seen: string[] = [];
  const real = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(url, 'http://127.0.0.1').pathname;
    seen.push(path);
    orgs.set(path, new Headers(init?.headers).get('X-JMS-ORG'));
    return real(input, init);
  });
  return seen;
}

afterEach(() => vi.restoreAllMocks());

describe('startup on the wire', () => {
  it('asks open settings, then the profile, then the full settings, before any page data', async () => {
    document.cookie = 'django_language=en; path=/';
    await signIn('admin', 'ChangeMe');
    const seen = recordRequests();
    renderConsole('/console/users/users');
    await screen.findByRole('table', {}, LONG);
    const at = (path: string) => seen.indexOf(path);
    expect(at('/api/v1/settings/public/open/')).toBe(0);
    expect(at('/api/v1/users/profile/')).toBeGreaterThan(at('/api/v1/settings/public/open/'));
    expect(at('/api/v1/settings/public/')).toBeGreaterThan(at('/api/v1/users/profile/'));
    expect(at('/api/v1/users/users/')).toBeGreaterThan(at('/api/v1/settings/public/'));
    // Once per page load: the layout reuses what startup loaded.
    expect(seen.filter((p) => p === '/api/v1/settings/public/')).toHaveLength(1);
    expect(seen.filter((p) => p === '/api/v1/settings/public/open/')).toHaveLength(1);
  });
});

describe('views', () => {
  it('sends a user without console organisations to their first allowed view', async () => {
    document.cookie = 'django_language=en; path=/';
    await signIn('auditor', 'Auditor@2023');
    const trail = renderConsole('/console/users/users');
    // The audit dashboard: a count per audit resource, each linking to its list.
    expect(await screen.findByRole('link', { name: /^Login logs / }, LONG)).toBeTruthy();
    expect(trail.pathname).toBe('/audit/dashboard');
  });

  it('runs a view entered later in its own organisation', async () => {
    document.cookie = 'django_language=en; path=/';
    await signIn('admin', 'ChangeMe');
    const orgs = new Map<string, string | null>();
    recordRequests(orgs);
    const trail = renderConsole('/console/dashboard');
    await screen.findByRole('link', { name: /^Users / }, LONG);
    // The dashboard's figures are asked in the current organisation.
    await waitFor(() => expect(orgs.has('/api/v1/index/')).toBe(true), LONG);
    expect(orgs.get('/api/v1/index/')).toBe('00000000-0000-0000-0000-000000000002');
    fireEvent.click(screen.getByRole('link', { name: 'System settings' }));
    await waitFor(() => expect(trail.pathname).toBe('/settings/basic'), LONG);
    // Settings run in the SystemSetting pseudo-organisation (docs/shell.md §5).
    await waitFor(() => expect(orgs.has('/api/v1/settings/setting/')).toBe(true), LONG);
    expect(orgs.get('/api/v1/settings/setting/')).toBe('00000000-0000-0000-0000-000000000004');
  });

  it('starts the home page in the remembered view when it is still allowed', async () => {
    document.cookie = 'django_language=en; path=/';
    localStorage.setItem('PreView', 'workbench');
    await signIn('admin', 'ChangeMe');
    const trail = renderConsole('/');
    expect(await screen.findByText('Welcome, Administrator', {}, LONG)).toBeTruthy();
    expect(trail.pathname).toBe('/workbench/home');
  });
});

describe('pages a user may not see', () => {
  it('shows the 403 page for a route whose permission is missing', async () => {
    document.cookie = 'django_language=en; path=/';
    await signIn('user', 'User@2023');
    const trail = renderConsole('/tickets/flow');
    expect(await screen.findByText('No permission to view this page', {}, LONG)).toBeTruthy();
    expect(trail.pathname).toBe('/tickets/flow');
  });

  it('sends unknown paths to the 404 page', async () => {
    document.cookie = 'django_language=zh-hans; path=/';
    await signIn('admin', 'ChangeMe');
    const trail = renderConsole('/console/users/nothing-here');
    expect(await screen.findByText('请求错误，无法访问此页面', {}, LONG)).toBeTruthy();
    expect(trail.pathname).toBe('/404');
  });
});

describe("the platform's URLs", () => {
  it("turns react-admin's show link into the detail page", async () => {
    document.cookie = 'django_language=en; path=/';
    await signIn('admin', 'ChangeMe');
    const id = await firstId('/api/v1/users/users/');
    const trail = renderConsole(`/console/users/users/${id}/show`);
    await waitFor(() => expect(trail.pathname).toBe(`/console/users/users/${id}`), LONG);
  });

  it('sends a resource without a detail page from :id to its update page', async () => {
    document.cookie = 'django_language=en; path=/';
    await signIn('admin', 'ChangeMe');
    const id = await firstId('/api/v1/assets/labels/');
    const trail = renderConsole(`/console/assets/labels/${id}`);
    await waitFor(() => expect(trail.pathname).toBe(`/console/assets/labels/${id}/update`), LONG);
  });

  it("sends an asset kind's :id to the asset detail, not to the update form", async () => {
    document.cookie = 'django_language=en; path=/';
    await signIn('admin', 'ChangeMe');
    const id = await firstId('/api/v1/assets/hosts/');
    const trail = renderConsole(`/console/assets/hosts/${id}`);
    await waitFor(() => expect(trail.pathname).toBe(`/console/assets/assets/${id}`), LONG);
    expect(await screen.findByRole('tab', { name: 'Basic info' }, LONG)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it("leads an old bookmark of the Vue console to this console's page, query kept", async () => {
    document.cookie = 'django_language=en; path=/';
    await signIn('admin', 'ChangeMe');
    const trail = renderConsole('/console/perms/host-acls?search=db');
    await waitFor(() => expect(trail.pathname).toBe('/console/perms/login-asset-acls'), LONG);
    expect(trail.search).toBe('?search=db');
    // The list searches what the bookmark searched: its search tag shows the text.
    expect(await screen.findByText('db', {}, LONG)).toBeTruthy();
  });

  it('opens an old session link on the session detail', async () => {
    document.cookie = 'django_language=en; path=/';
    await signIn('admin', 'ChangeMe');
    const trail = renderConsole('/terminal/sessions/0f2c');
    await waitFor(() => expect(trail.pathname).toBe('/audit/sessions/sessions/0f2c'), LONG);
  });

  it("opens a task log in the backend's log viewer", async () => {
    document.cookie = 'django_language=en; path=/';
    await signIn('admin', 'ChangeMe');
    const trail = renderConsole('/ops/celery/task/7e1d/log');
    await waitFor(
      () => expect(trail.navigations).toEqual(['/core/ops/celery/task/7e1d/log/?type=celery']),
      LONG,
    );
  });

  it('shows the generic page of a route whose screen a later issue builds', async () => {
    document.cookie = 'django_language=en; path=/';
    await signIn('admin', 'ChangeMe');
    renderConsole('/console/accounts/account-template');
    const table = await screen.findByRole('table', {}, LONG);
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
  });
});
