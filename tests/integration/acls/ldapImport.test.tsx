/**
 * LDAP import on the wire (docs/domain.md §10): the user list is read from the server's cache
 * (`cache_police=1`, paged, searched), asked again while the sync answers 409, "Sync now" calls
 * `cache/refresh/` first, and the import posts `{org_id, username_list}` once per chosen
 * organisation; the backend then has the users as members of each. A refused import says why and
 * keeps the picked users for another try.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ORG_DEFAULT } from '../../../mock/rbac';
import { ORG_BEIJING } from '../../../mock/seed/identity';
import { signIn, startDemoBackend } from '../../support/backend';
import { recordWire, type WireCall } from '../pages/wire';
import { renderConsole } from '../shell/support';

const backend = startDemoBackend();
let wire: WireCall[];
beforeEach(() => {
  wire = recordWire(backend);
  document.cookie = 'django_language=en; path=/';
});
const T = { timeout: 20000 };
const USERS = '/api/v1/settings/ldap/users/';

async function openDialog() {
  await signIn('admin', 'ChangeMe');
  renderConsole('/settings/auth?activeTab=LDAP');
  fireEvent.click(await screen.findByRole('button', { name: 'Import users' }, T));
  return screen.findByRole('dialog', { name: 'Import LDAP users' }, T);
}

describe('LDAP user import', () => {
  it('follows the sync, then imports two users into two organisations', async () => {
    const dialog = await openDialog();
    // The first answer is 409 (sync started): the dialog says so and asks again.
    expect(
      await within(dialog).findByText('Synchronization start, please wait.', {}, T),
    ).toBeTruthy();
    const table = await within(dialog).findByRole('table', { name: 'Import LDAP users' }, T);
    const lists = wire.filter((c) => c.method === 'GET' && c.path === USERS);
    expect(lists.length).toBeGreaterThanOrEqual(2);
    expect(Object.fromEntries(lists[0]!.query)).toEqual({
      cache_police: '1',
      offset: '0',
      limit: '10',
    });
    // Search goes to the server; the selection survives a new search.
    const search = within(dialog).getByRole('searchbox', { name: 'Search' });
    const pick = async (text: string, username: string) => {
      await userEvent.clear(search);
      await userEvent.type(search, text);
      await waitFor(
        () =>
          expect(wire.some((c) => c.path === USERS && c.query.get('search') === text)).toBe(true),
        T,
      );
      await waitFor(() => expect(within(table).queryByText('zhangwei')).toBeNull(), T);
      fireEvent.click(await within(table).findByRole('checkbox', { name: username }, T));
    };
    await pick('chen', 'bob.chen');
    await pick('wong', 'alice.wong');
    // The sync organisation (Default) is preselected; add Beijing DC.
    const orgs = within(dialog).getByRole('combobox', { name: 'Organisations' });
    fireEvent.mouseDown(orgs);
    fireEvent.click(await screen.findByRole('option', { name: 'Beijing DC' }, T));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import selected (2)' }));
    const results = await within(dialog).findByRole('region', { name: 'Import results' }, T);
    const posts = wire.filter((c) => c.method === 'POST' && c.path === `${USERS}import/`);
    expect(posts.map((p) => p.body)).toEqual([
      { org_id: ORG_DEFAULT, username_list: ['bob.chen', 'alice.wong'] },
      { org_id: ORG_BEIJING, username_list: ['bob.chen', 'alice.wong'] },
    ]);
    expect(within(results).getAllByText('Imported into Beijing DC')).toHaveLength(2);
    // The users exist and belong to both organisations.
    const store = backend.state.store;
    for (const username of ['alice.wong', 'bob.chen']) {
      const user = store.userByUsername(username)!;
      const orgIds = store.bindings.filter((b) => b.user === user.id).map((b) => b.org);
      expect(orgIds).toEqual(expect.arrayContaining([ORG_DEFAULT, ORG_BEIJING]));
    }
    // The list marks them imported.
    await waitFor(() => {
      const row = within(table).getByRole('checkbox', { name: 'alice.wong' }).closest('tr')!;
      expect(within(row as HTMLElement).getByText('Imported')).toBeTruthy();
    }, T);
  }, 60000);

  it('a refused import says why and keeps the picked users for another try', async () => {
    const dialog = await openDialog();
    const table = await within(dialog).findByRole('table', { name: 'Import LDAP users' }, T);
    fireEvent.click(within(table).getByRole('checkbox', { name: 'alice.wong' }));
    backend.faults.add({ path: `${USERS}import/`, method: 'POST', status: 400, times: 1 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import selected (1)' }));
    const results = await within(dialog).findByRole('region', { name: 'Import results' }, T);
    // The 400's field message, not only "Bad request".
    expect(within(results).getByText(/This value is not valid\./)).toBeTruthy();
    expect(within(results).getByText('Not imported into Default')).toBeTruthy();
    // Still picked: Import again, without picking anew, imports her.
    expect(within(table).getByRole('checkbox', { name: 'alice.wong' })).toHaveProperty(
      'checked',
      true,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import selected (1)' }));
    expect(await within(results).findByText('Imported into Default', {}, T)).toBeTruthy();
    const posts = wire.filter((c) => c.method === 'POST' && c.path === `${USERS}import/`);
    expect(posts.map((p) => p.body)).toEqual([
      { org_id: ORG_DEFAULT, username_list: ['alice.wong'] },
      { org_id: ORG_DEFAULT, username_list: ['alice.wong'] },
    ]);
    expect(within(dialog).getByRole('button', { name: 'Import selected (0)' })).toHaveProperty(
      'disabled',
      true,
    );
  }, 60000);

  it('Sync now refreshes the cache and follows the new sync', async () => {
    const dialog = await openDialog();
    await within(dialog).findByRole('table', { name: 'Import LDAP users' }, T);
    const before = wire.length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sync now' }));
    await waitFor(
      () =>
        expect(wire.slice(before).map((c) => `${c.method} ${c.path}`)).toEqual(
          expect.arrayContaining(['GET /api/v1/settings/ldap/cache/refresh/']),
        ),
      T,
    );
    expect(
      await within(dialog).findByText('Synchronization start, please wait.', {}, T),
    ).toBeTruthy();
    expect(await within(dialog).findByRole('table', { name: 'Import LDAP users' }, T)).toBeTruthy();
  }, 60000);
});
