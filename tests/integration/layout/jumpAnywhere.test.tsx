/**
 * Jump anywhere in the whole console against the demo backend: the pages a user may open, the
 * record searches on the wire, the keyboard, and the recent destinations kept per user.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { localStorageStore, type Store } from 'react-admin';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createBackend } from '../../../mock/backend';
import { backendHandlers } from '../../../mock/msw';
import { signIn } from '../../support/backend';
import { renderConsole } from './renderConsole';

const backend = createBackend({ now: new Date('2026-11-01T08:00:00Z') });
const server = setupServer(...backendHandlers(backend));
/** `path?query` of every API GET the console sent in the current test. */
const wire: string[] = [];
server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  if (request.method === 'GET' && url.pathname.startsWith('/api/'))
    wire.push(`${url.pathname}${url.search}`);
});
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  backend.reset();
  wire.length = 0;
});
afterAll(() => server.close());

const SEARCHED = [
  '/api/v1/users/users/',
  '/api/v1/users/groups/',
  '/api/v1/assets/assets/',
  '/api/v1/accounts/accounts/',
  '/api/v1/perms/asset-permissions/',
  '/api/v1/tickets/tickets/',
];

/** The searches sent with `search=<text>`, by list URL. */
const searchesFor = (text: string) =>
  wire.filter((u) => new URL(u, 'http://x').searchParams.get('search') === text);

/** The browser's cookies dropped: the next sign-in starts a new session. */
function signOut() {
  cleanup();
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}

async function openAs(username: string, password: string, path: string, store?: Store) {
  document.cookie = 'django_language=en; path=/';
  await signIn(username, password);
  const trail = renderConsole(path, undefined, store);
  await screen.findByRole('button', { name: 'Jump anywhere' }, { timeout: 10000 });
  return trail;
}

async function openPalette() {
  await userEvent.keyboard('{Control>}k{/Control}');
  const dialog = await screen.findByRole('dialog', { name: 'Jump anywhere' });
  const box = within(dialog).getByRole('combobox', { name: 'Search pages and records' });
  await waitFor(() => expect(document.activeElement).toBe(box));
  return { dialog, box };
}

/** Every record search for the text in the box has answered. */
const settled = (dialog: HTMLElement) =>
  waitFor(() => expect(within(dialog).getByRole('status').textContent).not.toMatch(/Searching/));

const group = (dialog: HTMLElement, name: string) => within(dialog).getByRole('group', { name });
const optionNames = (scope: HTMLElement) =>
  within(scope)
    .queryAllByRole('option')
    .map((o) =>
      // The option's name: its text but the description (hidden from the name).
      [...o.children]
        .filter((c) => !c.hasAttribute('aria-hidden'))
        .map((c) => c.textContent)
        .join(''),
    );

describe('Jump anywhere', () => {
  it('opens with Ctrl+K and with the header button, listing every page the admin may open', async () => {
    await openAs('admin', 'ChangeMe', '/console/users/users');
    const { dialog } = await openPalette();
    const pages = optionNames(group(dialog, 'Pages'));
    // Pages of several views, not only the current one's menu.
    for (const page of [
      'Users',
      'Login logs',
      'My assets',
      'Basic settings',
      'Personal information',
    ])
      expect(pages).toContain(page);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Jump anywhere' }));
    expect(await screen.findByRole('dialog', { name: 'Jump anywhere' })).toBeTruthy();
  });

  it("searches the main lists through their search, once typing pauses, and opens a record's page", async () => {
    const trail = await openAs('admin', 'ChangeMe', '/console/users/users');
    const { dialog, box } = await openPalette();
    await userEvent.type(box, 'a');
    // One character searches pages only.
    expect(within(dialog).getByRole('status').textContent).toMatch(/two or more characters/);
    await userEvent.type(box, 'dministrat');
    const users = await within(dialog).findByRole('group', { name: 'Users' });
    expect(optionNames(users)).toContain('Administrator');
    await waitFor(() => expect(searchesFor('administrat')).toHaveLength(SEARCHED.length));
    // Each list asked once, for the text typing stopped at, as its list page asks.
    expect(
      searchesFor('administrat')
        .map((u) => u.split('?')[0])
        .sort(),
    ).toEqual([...SEARCHED].sort());
    expect(searchesFor('administrat')).toContain(
      '/api/v1/users/users/?limit=5&offset=0&order=name&search=administrat',
    );
    expect(wire.filter((u) => /[?&]search=a(&|$)/.test(u))).toEqual([]);

    // Arrows to the record, Enter opens its detail page.
    const admin = within(users).getByRole('option', { name: 'Administrator' });
    const options = within(dialog).getAllByRole('option');
    for (let i = 0; i < options.indexOf(admin); i++) await userEvent.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(admin.id);
    expect(admin.getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{Enter}');
    const me = backend.state.store.rows('users.users').find((u) => u.username === 'admin')!;
    await waitFor(() => expect(trail.location.pathname).toBe(`/console/users/users/${me.id}`));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows only the answer to the text typed last', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    let served: () => void = () => undefined;
    const stale = new Promise<void>((r) => (served = r));
    // The first search's answer for users comes last.
    server.use(
      http.get('*/api/v1/users/users/', async ({ request }) => {
        if (new URL(request.url).searchParams.get('search') !== 'Administrator') return;
        await held;
        served();
      }),
    );
    await openAs('admin', 'ChangeMe', '/console/users/users');
    const { dialog, box } = await openPalette();
    await userEvent.type(box, 'Administrator');
    await waitFor(() => expect(searchesFor('Administrator')).toHaveLength(SEARCHED.length));
    await userEvent.clear(box);
    await userEvent.type(box, 'Org Admin');
    const users = await within(dialog).findByRole('group', { name: 'Users' });
    expect(optionNames(users)).toEqual(['Org Admin']);
    // The older text's answer is served now; the list still shows the newer text's.
    release();
    await stale;
    await settled(dialog);
    expect(optionNames(group(dialog, 'Users'))).toEqual(['Org Admin']);
  });

  it('moves with the arrows round the list and finds pages by title and path', async () => {
    const trail = await openAs('admin', 'ChangeMe', '/console/users/users');
    const { dialog, box } = await openPalette();
    await userEvent.type(box, 'user groups');
    await settled(dialog);
    const first = within(group(dialog, 'Pages')).getAllByRole('option')[0]!;
    expect(optionNames(group(dialog, 'Pages'))[0]).toBe('User groups');
    expect(box.getAttribute('aria-activedescendant')).toBe(first.id);
    await userEvent.keyboard('{ArrowUp}');
    const all = within(dialog).getAllByRole('option');
    expect(box.getAttribute('aria-activedescendant')).toBe(all[all.length - 1]!.id);
    await userEvent.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(first.id);

    await userEvent.clear(box);
    await userEvent.type(box, 'audit/audits/login-logs');
    await settled(dialog);
    expect(optionNames(group(dialog, 'Pages'))[0]).toBe('Login logs');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(trail.location.pathname).toBe('/audit/audits/login-logs'));
  });

  it('lists the recent destinations first when the box is empty, for the user who went there', async () => {
    // The browser's Store, as the console keeps it (it outlives a page).
    const store = localStorageStore('1', 'jms');
    const trail = await openAs('admin', 'ChangeMe', '/console/users/users', store);
    await userEvent.type((await openPalette()).box, 'login logs');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(trail.location.pathname).toBe('/audit/audits/login-logs'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    let { dialog } = await openPalette();
    const groups = within(dialog).getAllByRole('group');
    expect(groups[0]!.getAttribute('aria-labelledby')).toBe(
      group(dialog, 'Recent').getAttribute('aria-labelledby'),
    );
    expect(optionNames(group(dialog, 'Recent'))).toEqual(['Login logs']);

    // Another user on the same browser has recents of their own.
    signOut();
    await openAs('user', 'User@2023', '/workbench/home', store);
    ({ dialog } = await openPalette());
    expect(within(dialog).queryByRole('group', { name: 'Recent' })).toBeNull();
    await userEvent.keyboard('{Escape}');

    signOut();
    await openAs('admin', 'ChangeMe', '/console/users/users', store);
    ({ dialog } = await openPalette());
    expect(optionNames(group(dialog, 'Recent'))).toEqual(['Login logs']);
  });

  it('offers a user with fewer rights only their pages, and searches only lists they may see', async () => {
    await openAs('user', 'User@2023', '/workbench/home');
    const { dialog, box } = await openPalette();
    const pages = optionNames(group(dialog, 'Pages'));
    expect(pages).toContain('My assets');
    for (const page of ['Users', 'Login logs', 'Basic settings', 'Asset permissions'])
      expect(pages).not.toContain(page);
    await userEvent.type(box, 'users');
    await settled(dialog);
    expect(within(dialog).queryByRole('option', { name: 'Users' })).toBeNull();
    const asked = searchesFor('users').map((u) => u.split('?')[0]);
    for (const url of SEARCHED.slice(0, 5)) expect(asked).not.toContain(url);
  });
});
