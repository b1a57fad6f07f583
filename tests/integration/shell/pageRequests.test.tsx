/**
 * The page load's one round (issue 20): the page's metadata and first rows leave with the settings
 * and the profile, before any of their answers, and the console then uses those answers without
 * asking again, whether the list's parameters come from the address or from the Store.
 */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createAuthProvider } from '../../../authProvider';
import { forgetEarly } from '../../../dataProvider/earlyFetch';
import { setOrgSource } from '../../../dataProvider/httpClient';
import { resourcePerms } from '../../../resources';
import { Console } from '../../../src/App';
import { startConsole } from '../../../src/shell/consoleRuntime';
import { sendPageReads, sendStartupReads } from '../../../src/shell/earlyRequests';
import { signIn, startDemoBackend } from '../../support/backend';
import { recordWire } from '../pages/wire';

const backend = startDemoBackend();
const noNavigation = { navigate: () => undefined, currentPath: () => '/ui/' };
const T = { timeout: 10000 };

/** Holds the profile's answer until released, recording what reached the backend meanwhile. */
function holdProfile() {
  let release: () => void = () => undefined;
  const released = new Promise<void>((r) => (release = r));
  const handle = backend.handle.bind(backend);
  backend.handle = async (request, cookies) => {
    if (new URL(request.url).pathname === '/api/v1/users/profile/') await released;
    return handle(request, cookies);
  };
  return release;
}

/** Starts the console as the entry script does: the first round sent, then the console. */
function start(path: string, store = memoryStore()) {
  // A page load has no auth session yet: the previous test's one no longer names the org.
  setOrgSource(null);
  const [pathname, search = ''] = path.split('?');
  const location = { pathname: pathname!, search: search ? `?${search}` : '' };
  sendPageReads(location, (resource) => store.getItem(`${resource}.listParams`));
  sendStartupReads(location.pathname);
  const runtime = startConsole(
    location,
    { store, authProvider: createAuthProvider(resourcePerms, noNavigation) },
    { pageReadsSent: true },
  );
  render(
    <MemoryRouter initialEntries={[path]}>
      <Console runtime={runtime} />
    </MemoryRouter>,
  );
}

const sent = (wire: ReturnType<typeof recordWire>, method: string, path: string) =>
  wire.filter((c) => c.method === method && c.path === path);

describe("startup's one round of requests", () => {
  it('sends the metadata and the first rows with the profile, and asks for neither again', async () => {
    await signIn('admin', 'ChangeMe');
    const release = holdProfile();
    const wire = recordWire(backend);
    start('/console/users/users');
    // The profile is not answered yet: everything else of the first round is already out.
    await expect.poll(() => sent(wire, 'GET', '/api/v1/users/users/').length, T).toBe(1);
    expect(sent(wire, 'OPTIONS', '/api/v1/users/users/')).toHaveLength(1);
    expect(sent(wire, 'GET', '/api/v1/settings/public/')).toHaveLength(1);
    expect(sent(wire, 'GET', '/api/v1/settings/public/open/')).toHaveLength(1);
    expect(Object.fromEntries(sent(wire, 'GET', '/api/v1/users/users/')[0]!.query)).toEqual({
      limit: '15',
      offset: '0',
      order: 'name',
    });
    release();
    const table = await screen.findByRole('table', {}, T);
    await within(table).findByText('Administrator', {}, T);
    expect(sent(wire, 'GET', '/api/v1/users/users/')).toHaveLength(1);
    expect(sent(wire, 'OPTIONS', '/api/v1/users/users/')).toHaveLength(1);
    expect(sent(wire, 'GET', '/api/v1/users/profile/')).toHaveLength(1);
    expect(sent(wire, 'GET', '/api/v1/settings/public/')).toHaveLength(1);
    expect(sent(wire, 'GET', '/api/v1/settings/public/open/')).toHaveLength(1);
  });

  it("an asset list with its side tree: the tree's roots and the first rows leave with the profile, each once", async () => {
    await signIn('admin', 'ChangeMe');
    const release = holdProfile();
    const wire = recordWire(backend);
    start('/console/assets/assets');
    // The profile is not answered yet: the rows, the metadata and the tree are already out.
    await expect.poll(() => sent(wire, 'GET', '/api/v1/assets/assets/').length, T).toBe(1);
    expect(sent(wire, 'OPTIONS', '/api/v1/assets/assets/')).toHaveLength(1);
    const roots = sent(wire, 'GET', '/api/v1/assets/nodes/children/tree/');
    expect(roots.map((c) => Object.fromEntries(c.query))).toEqual([{ assets: '0' }]);
    expect(Object.fromEntries(sent(wire, 'GET', '/api/v1/assets/assets/')[0]!.query)).toEqual({
      limit: '15',
      offset: '0',
      order: 'name',
    });
    release();
    await screen.findByText(/^1-\d+ of \d+$/, {}, T);
    await screen.findByRole('tree', {}, T);
    expect(sent(wire, 'GET', '/api/v1/assets/assets/')).toHaveLength(1);
    expect(sent(wire, 'OPTIONS', '/api/v1/assets/assets/')).toHaveLength(1);
    expect(sent(wire, 'GET', '/api/v1/assets/nodes/children/tree/')).toHaveLength(1);
    expect(sent(wire, 'GET', '/api/v1/users/profile/')).toHaveLength(1);
  });

  it('sends them with startup when the entry script did not (the console started alone)', async () => {
    await signIn('admin', 'ChangeMe');
    const release = holdProfile();
    const wire = recordWire(backend);
    const runtime = startConsole(
      { pathname: '/console/users/users', search: '' },
      { store: memoryStore(), authProvider: createAuthProvider(resourcePerms, noNavigation) },
    );
    render(
      <MemoryRouter initialEntries={['/console/users/users']}>
        <Console runtime={runtime} />
      </MemoryRouter>,
    );
    await expect.poll(() => sent(wire, 'GET', '/api/v1/users/users/').length, T).toBe(1);
    expect(sent(wire, 'OPTIONS', '/api/v1/users/users/')).toHaveLength(1);
    release();
    await screen.findByText(/^1-\d+ of \d+$/, {}, T);
    expect(sent(wire, 'GET', '/api/v1/users/users/')).toHaveLength(1);
    expect(sent(wire, 'OPTIONS', '/api/v1/users/users/')).toHaveLength(1);
  });

  it("takes the list's parameters from the Store as the list does: one request", async () => {
    await signIn('admin', 'ChangeMe');
    const wire = recordWire(backend);
    const store = memoryStore({
      'console/users/users.listParams': {
        filter: {},
        sort: 'username',
        order: 'DESC',
        page: 1,
        perPage: 30,
      },
    });
    start('/console/users/users', store);
    await screen.findByText(/^1-\d+ of \d+$/, {}, T);
    const lists = sent(wire, 'GET', '/api/v1/users/users/');
    expect(lists).toHaveLength(1);
    expect(Object.fromEntries(lists[0]!.query)).toEqual({
      limit: '30',
      offset: '0',
      order: '-username',
    });
  });

  it('turning the page asks for the rows only: not the metadata, not the profile', async () => {
    await signIn('admin', 'ChangeMe');
    const wire = recordWire(backend);
    start('/console/users/users?perPage=5&page=1');
    await screen.findByText(/^1-5 of \d+$/, {}, T);
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await screen.findByText(/^6-10 of \d+$/, {}, T);
    const lists = sent(wire, 'GET', '/api/v1/users/users/');
    expect(lists.map((c) => c.query.get('offset'))).toEqual(['0', '5']);
    expect(sent(wire, 'OPTIONS', '/api/v1/users/users/')).toHaveLength(1);
    expect(sent(wire, 'GET', '/api/v1/users/profile/')).toHaveLength(1);
  });

  it("a list loaded again in the tab (a reload, an organisation switch back) reads its metadata from the tab's cache", async () => {
    await signIn('admin', 'ChangeMe');
    const wire = recordWire(backend);
    for (let load = 1; load <= 3; load++) {
      start('/console/users/users');
      const table = await screen.findByRole('table', {}, T);
      await within(table).findByText('Administrator', {}, T);
      expect(sent(wire, 'GET', '/api/v1/users/users/')).toHaveLength(load);
      // Leaving the page: the next load starts from nothing but the tab's storage.
      cleanup();
      forgetEarly();
    }
    expect(sent(wire, 'OPTIONS', '/api/v1/users/users/')).toHaveLength(1);
  });

  it('a settings page loaded afresh reads the profile and the settings once', async () => {
    await signIn('admin', 'ChangeMe');
    // The previous page ran in an ordinary organisation; settings run in SystemSetting.
    document.cookie = 'X-JMS-ORG=00000000-0000-0000-0000-000000000002; path=/';
    const wire = recordWire(backend);
    start('/settings/orgs');
    await screen.findByText(/^1-\d+ of \d+$/, {}, T);
    expect(sent(wire, 'GET', '/api/v1/users/profile/')).toHaveLength(1);
    expect(sent(wire, 'GET', '/api/v1/settings/public/')).toHaveLength(1);
    expect(sent(wire, 'GET', '/api/v1/settings/public/open/')).toHaveLength(1);
  });
});
