/**
 * Saved views of a list (docs/shell.md §7.14, src/components/list/SavedViewsMenu.tsx): a view
 * saved with a search and a sort is recalled in one request carrying both, renamed, deleted, and
 * kept per organisation.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localStorageStore } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { signIn, startDemoBackend } from '../../support/backend';
import { location, renderPages } from './harness';
import { recordWire, type WireCall } from './wire';

const backend = startDemoBackend();
let wire: WireCall[];
beforeEach(() => {
  wire = recordWire(backend);
});
const T = { timeout: 10000 };
const USERS = '/api/v1/users/users/';
const ORGS = {
  default: { id: '00000000-0000-0000-0000-000000000002', name: 'Default', is_default: true },
  beijing: { id: '7c9e6679-7425-40de-944b-e07fc1f90ae7', name: 'Beijing DC', is_default: false },
};

function inOrg(org: (typeof ORGS)[keyof typeof ORGS]) {
  localStorage.setItem('jms_current_org_admin', JSON.stringify({ ...org, is_root: false }));
  document.cookie = `X-JMS-ORG=${org.id}; path=/`;
}

/** The search tags shown in the header (chips in the tag search). */
const searchTags = () => [...document.querySelectorAll('.MuiChip-label')].map((c) => c.textContent);
const usersCalls = () => wire.filter((c) => c.method === 'GET' && c.path === USERS);

async function openViews() {
  await userEvent.click(screen.getByRole('button', { name: 'Saved views' }));
  return screen.findByRole('list', { name: 'Saved views' }, T);
}

async function nameIt(name: string) {
  const dialog = await screen.findByRole('dialog', {}, T);
  const field = within(dialog).getByRole('textbox', { name: /Name/ });
  await userEvent.clear(field);
  await userEvent.type(field, name);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), T);
}

describe('saved views', () => {
  it('saves, recalls, renames and deletes a view, per organisation', async () => {
    await signIn('admin', 'ChangeMe');
    inOrg(ORGS.default);
    // The console's own Store: localStorage, which outlives the page (a memory Store is torn down).
    const store = localStorageStore('1', 'jms');
    const first = renderPages('/console/users/users', { store });
    await screen.findByText(/^\d+-\d+ of \d+$/, {}, T);

    // A search and a sort (descending name) make the view.
    await userEvent.type(screen.getByRole('combobox', { name: 'Search' }), 'admin{Enter}');
    const nameHeader = screen.getByRole('columnheader', { name: /Name/ });
    await userEvent.click(within(nameHeader).getByRole('button'));
    await waitFor(() => expect(location.current).toContain('sort=name'), T);
    if (!location.current.includes('order=DESC'))
      await userEvent.click(within(nameHeader).getByRole('button'));
    await waitFor(() => {
      const last = usersCalls().at(-1)!;
      expect(last.query.get('search')).toBe('admin');
      expect(last.query.get('order')).toBe('-name');
    }, T);
    let menu = await openViews();
    expect(within(menu).getByText('No saved views on this list yet')).toBeTruthy();
    await userEvent.click(within(menu).getByRole('button', { name: 'Save current view…' }));
    await nameIt('Admins by name');
    await screen.findByText('View "Admins by name" saved', {}, T);

    // The list changes: another search, no sort.
    await userEvent.click(screen.getByRole('button', { name: 'Clear the search' }));
    await userEvent.type(screen.getByRole('combobox', { name: 'Search' }), 'user{Enter}');
    await waitFor(() => expect(usersCalls().at(-1)!.query.get('search')).toBe('user'), T);

    // Recalling the view: one request with its search and sort, and the tag on screen.
    menu = await openViews();
    const before = usersCalls().length;
    await userEvent.click(within(menu).getByRole('button', { name: 'Admins by name' }));
    await waitFor(() => {
      const last = usersCalls().at(-1)!;
      expect(last.query.get('search')).toBe('admin');
      expect(last.query.get('order')).toBe('-name');
    }, T);
    expect(usersCalls().length).toBe(before + 1);
    expect(searchTags()).toEqual(['admin']);
    expect(decodeURIComponent(location.current)).toContain('"search":"admin"');
    expect(location.current).toContain('order=DESC');

    // Rename, then delete.
    menu = await openViews();
    await userEvent.click(within(menu).getByRole('button', { name: 'Rename Admins by name' }));
    await nameIt('Admins');
    menu = await openViews();
    expect(within(menu).getByRole('button', { name: 'Admins' })).toBeTruthy();
    expect(within(menu).queryByRole('button', { name: 'Admins by name' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    first.unmount();

    // Another organisation has its own views: none here; back in the first, the view is there.
    inOrg(ORGS.beijing);
    const second = renderPages('/console/users/users', { store });
    await screen.findByText(/^\d+-\d+ of \d+$/, {}, T);
    menu = await openViews();
    expect(within(menu).getByText('No saved views on this list yet')).toBeTruthy();
    // A rename onto another view's name is refused under the field; the dialog stays open.
    for (const name of ['Ops', 'Dev']) {
      if (!screen.queryByRole('list', { name: 'Saved views' })) menu = await openViews();
      await userEvent.click(within(menu).getByRole('button', { name: 'Save current view…' }));
      await nameIt(name);
    }
    menu = await openViews();
    await userEvent.click(within(menu).getByRole('button', { name: 'Rename Dev' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename view' }, T);
    const field = within(dialog).getByRole('textbox', { name: /Name/ });
    await userEvent.clear(field);
    await userEvent.type(field, 'Ops');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Another view already has this name')).toBeTruthy();
    expect((field as HTMLInputElement).value).toBe('Ops');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), T);
    await userEvent.keyboard('{Escape}');
    second.unmount();
    inOrg(ORGS.default);
    renderPages('/console/users/users', { store });
    await screen.findByText(/^\d+-\d+ of \d+$/, {}, T);
    menu = await openViews();
    await userEvent.click(within(menu).getByRole('button', { name: 'Delete Admins' }));
    await screen.findByText('View "Admins" deleted', {}, T);
    expect(within(menu).queryByRole('button', { name: 'Admins' })).toBeNull();
    expect(within(menu).getByText('No saved views on this list yet')).toBeTruthy();
  });
});
