/**
 * Relation tabs, dialog forms and list tabs on the wire (issue 12): what a user group's member
 * picker and remove send, a gateway's create and update in its domain's dialog (with a server
 * 400 on its field), an account's secret encrypted from the asset's dialog, a list tab's query.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ORG_DEFAULT } from '../../../mock/rbac';
import { signIn, startDemoBackend } from '../../support/backend';
import { location, renderPages } from './harness';
import { backendGet, recordWire, type WireCall } from './wire';

const backend = startDemoBackend();
let wire: WireCall[];
beforeEach(() => {
  wire = recordWire(backend);
});

type Row = Record<string, unknown>;
type Page = { count: number; results: Row[] };
const T = { timeout: 10000 };
const SLOW = 60_000;
const calls = (method: string, path: string) =>
  wire.filter((c) => c.method === method && c.path === path);
const RELATIONS = '/api/v1/users/users-groups-relations/';

async function pickOption(label: string, option: string) {
  const input = await screen.findByRole('combobox', { name: label }, T);
  fireEvent.mouseDown(input);
  const listbox = await screen.findByRole('listbox', {}, T);
  fireEvent.click(await within(listbox).findByRole('option', { name: option }, T));
}

describe('relation tabs', () => {
  it("a user group's members: the picker posts membership rows, remove deletes one per user", async () => {
    await signIn('admin', 'ChangeMe');
    const groups = await backendGet<Page>(backend, '/api/v1/users/groups/?limit=50&offset=0');
    const group = groups.results.find((g) => Number(g.users_amount) >= 2)!;
    const members = new Set(
      (group.users as unknown[]).map((u) => String(typeof u === 'object' ? (u as Row).id : u)),
    );
    const users = await backendGet<Row[]>(
      backend,
      `/api/v1/users/users/?ids=${[...members].join(',')}`,
    );
    const everyone = await backendGet<Page>(backend, '/api/v1/users/users/?limit=100&offset=0');
    const outsider = everyone.results.find((u) => !members.has(String(u.id)))!;
    renderPages(`/console/users/groups/${String(group.id)}/users`);

    // The members tab lists the group's users by their ids.
    const byIds = () => calls('GET', '/api/v1/users/users/').filter((c) => c.query.has('ids'));
    await waitFor(() => expect(byIds().length).toBeGreaterThan(0), T);
    const read = byIds()[0]!;
    expect(read.query.get('ids')!.split(',').sort()).toEqual([...members].sort());

    fireEvent.click(await screen.findByRole('button', { name: 'Add' }, T));
    const picker = await screen.findByRole('dialog', { name: 'Add' }, T);
    await userEvent.type(within(picker).getByRole('textbox', { name: 'Search' }), String(outsider.username));
    await waitFor(
      () =>
        expect(
          calls('GET', '/api/v1/users/users/').some(
            (c) => c.query.get('search') === String(outsider.username),
          ),
        ).toBe(true),
      T,
    );
    const pickerRead = calls('GET', '/api/v1/users/users/').at(-1)!;
    expect(Object.fromEntries(pickerRead.query)).toMatchObject({ limit: '10', offset: '0' });
    fireEvent.click(await within(picker).findByRole('checkbox', { name: String(outsider.name) }, T));
    fireEvent.click(within(picker).getByRole('button', { name: 'Add (1)' }));
    await waitFor(() => expect(calls('POST', RELATIONS)).toHaveLength(1), T);
    expect(calls('POST', RELATIONS)[0]!.body).toEqual([
      { usergroup: group.id, user: outsider.id },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add' })).toBeNull(), T);

    // Remove two selected members: one DELETE each, naming the user and the group.
    const table = await screen.findByRole('table', {}, T);
    const [a, b] = [...members].slice(0, 2);
    await waitFor(() => expect(within(table).getAllByRole('checkbox').length).toBeGreaterThan(3), T);
    const checkboxOf = (id: string) => {
      const user = users.find((u) => String(u.id) === id)!;
      const row = within(table)
        .getAllByRole('row')
        .find((r) => within(r).queryByText(String(user.username), { exact: true }))!;
      return within(row).getByRole('checkbox');
    };
    fireEvent.click(checkboxOf(a!));
    fireEvent.click(checkboxOf(b!));
    fireEvent.click(screen.getByRole('button', { name: 'Remove selected' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }, T));
    await waitFor(() => expect(calls('DELETE', RELATIONS)).toHaveLength(2), T);
    expect(
      calls('DELETE', RELATIONS).map((c) => Object.fromEntries(c.query)),
    ).toEqual([
      { user: a, usergroup: String(group.id) },
      { user: b, usergroup: String(group.id) },
    ]);
    const after = await backendGet<Row>(backend, `/api/v1/users/groups/${String(group.id)}/`);
    expect(after.users_amount).toBe(members.size - 1);
  }, SLOW);
});

describe('dialog forms', () => {
  it("a domain's gateway: POST with the domain fixed, the server's 400 on its field, PATCH on update", async () => {
    await signIn('admin', 'ChangeMe');
    const domains = await backendGet<Page>(backend, '/api/v1/assets/domains/?limit=1&offset=0');
    const domain = domains.results[0]!;
    const hosts = await backendGet<Page>(backend, '/api/v1/assets/hosts/?limit=1&offset=0');
    const taken = String(hosts.results[0]!.name);
    renderPages(`/console/assets/domains/${String(domain.id)}/gateways`);
    await waitFor(() => {
      const read = calls('GET', '/api/v1/assets/gateways/')[0];
      expect(read?.query.get('domain')).toBe(String(domain.id));
    }, T);

    fireEvent.click(await screen.findByRole('button', { name: 'Create' }, T));
    const dialog = await screen.findByRole('dialog', { name: 'Create Gateway' }, T);
    // The domain is fixed by the tab: no input for it.
    expect(within(dialog).queryByRole('combobox', { name: 'Domain' })).toBeNull();
    await userEvent.type(await within(dialog).findByRole('textbox', { name: /Name/ }, T), taken);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /IP\/Host/ }), '10.9.8.7');
    await pickOption('Platform', 'Gateway');
    // The platform's protocols fill the protocol rows (ssh/22).
    await waitFor(() => expect(within(dialog).getByDisplayValue('22')).toBeTruthy(), T);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('This field must be unique.', {}, T)).toBeTruthy();
    const post = calls('POST', '/api/v1/assets/gateways/')[0]!;
    expect(post.body).toMatchObject({ name: taken, address: '10.9.8.7', domain: domain.id });
    expect(location.current).toBe(`/console/assets/domains/${String(domain.id)}/gateways`);

    const name = `gw-${Date.now().toString(36)}`;
    const nameBox = within(dialog).getByRole('textbox', { name: /Name/ });
    await userEvent.clear(nameBox);
    await userEvent.type(nameBox, name);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Gateway' })).toBeNull(), T);
    const created = (calls('POST', '/api/v1/assets/gateways/').at(-1)!.body as Row);
    expect(created).toMatchObject({ name, domain: domain.id });

    // Update from the row: a dialog, then a PATCH of the change on the gateway's URL, with the
    // domain fixed by the tab and the protocols (an asset's update always sends them).
    fireEvent.click(await screen.findByRole('button', { name: `Update ${name}` }, T));
    const edit = await screen.findByRole('dialog', { name: 'Update Gateway' }, T);
    const comment = await within(edit).findByRole('textbox', { name: 'Comment' }, T);
    await waitFor(() => expect(within(edit).getByRole('textbox', { name: /Name/ })).toHaveProperty('value', name), T);
    await userEvent.type(comment, 'in the dmz');
    fireEvent.click(within(edit).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(wire.some((c) => c.method === 'PATCH')).toBe(true), T);
    const patch = wire.find((c) => c.method === 'PATCH')!;
    expect(patch.path).toMatch(/^\/api\/v1\/assets\/gateways\/[^/]+\/$/);
    expect(patch.body).toEqual({
      comment: 'in the dmz',
      protocols: [expect.objectContaining({ name: 'ssh', port: 22 })],
      domain: domain.id,
    });
  }, SLOW);

  it("an asset's account: created in a dialog with the asset fixed and the secret encrypted", async () => {
    await signIn('admin', 'ChangeMe');
    const hosts = await backendGet<Page>(backend, '/api/v1/assets/hosts/?limit=1&offset=0');
    const host = hosts.results[0]!;
    renderPages(`/console/assets/assets/${String(host.id)}/accounts`);
    await waitFor(() => {
      const read = calls('GET', '/api/v1/accounts/accounts/')[0];
      expect(read?.query.get('asset')).toBe(String(host.id));
    }, T);
    fireEvent.click(await screen.findByRole('button', { name: 'Create' }, T));
    const dialog = await screen.findByRole('dialog', { name: 'Create Account' }, T);
    const username = `svc${Date.now().toString(36)}`;
    await userEvent.type(await within(dialog).findByRole('textbox', { name: /Username/ }, T), username);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), username);
    await userEvent.type(within(dialog).getByLabelText('Secret/Password'), 'Plain-text-9');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(calls('POST', '/api/v1/accounts/accounts/')).toHaveLength(1), T);
    const body = calls('POST', '/api/v1/accounts/accounts/')[0]!.body as Row;
    expect(body).toMatchObject({ username, name: username, asset: host.id, secret_type: 'password' });
    expect(typeof body.secret).toBe('string');
    expect(body.secret).not.toContain('Plain-text-9');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Account' })).toBeNull(), T);
  }, SLOW);
});

describe('list tabs', () => {
  /** The list's tab and page in the address (the default date range rides along in `filter`). */
  const tabPage = () => {
    const url = new URL(location.current, 'http://console');
    expect(url.pathname).toBe('/audit/sessions/sessions');
    return { tab: url.searchParams.get('tab'), page: url.searchParams.get('page') };
  };
  it('each tab sends its fixed query; a tab left and opened again starts on its first page', async () => {
    await signIn('admin', 'ChangeMe');
    renderPages('/audit/sessions/sessions?tab=offline&page=2');
    await waitFor(() => expect(calls('GET', '/api/v1/terminal/sessions/').length).toBeGreaterThan(0), T);
    const first = calls('GET', '/api/v1/terminal/sessions/').at(-1)!;
    expect(first.query.get('is_finished')).toBe('1');
    expect(first.query.get('offset')).toBe('15');

    fireEvent.click(await screen.findByRole('tab', { name: 'Online' }, T));
    await waitFor(() => expect(tabPage()).toEqual({ tab: 'online', page: null }), T);
    await waitFor(() => {
      const read = calls('GET', '/api/v1/terminal/sessions/').at(-1)!;
      expect(read.query.get('is_finished')).toBe('0');
      expect(read.query.get('offset')).toBe('0');
    }, T);

    // Back on Offline: it opens fresh, not on the page it was left at.
    fireEvent.click(screen.getByRole('tab', { name: 'Offline' }));
    await waitFor(() => expect(tabPage()).toEqual({ tab: 'offline', page: null }), T);
    await waitFor(() => {
      const read = calls('GET', '/api/v1/terminal/sessions/').at(-1)!;
      expect(read.query.get('is_finished')).toBe('1');
      expect(read.query.get('offset')).toBe('0');
    }, T);
  }, SLOW);

  it('a tab shows only with its permission: a reader of org roles alone gets just that tab', async () => {
    const store = backend.state.store;
    const role = {
      id: '6e2d7b3f-9a4c-4d8e-b1f0-3c5a7e9d1f24',
      name: 'OrgRoleReader',
      display_name: 'OrgRoleReader',
      permissions: ['rbac.view_console', 'rbac.view_orgrole'],
      scope: 'org',
      builtin: false,
      comment: '',
    };
    store.rows('rbac.org_roles').push(role);
    const user = store.userByUsername('user')!;
    store.bindings.push({ user: String(user.id), role: role.id, org: ORG_DEFAULT });
    store.touch();
    await signIn('user', 'User@2023');
    renderPages('/console/users/roles');
    const orgTab = await screen.findByRole('tab', { name: 'Org roles' }, T);
    expect(orgTab.getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByRole('tab', { name: 'System roles' })).toBeNull();
    await waitFor(() => expect(calls('GET', '/api/v1/rbac/org-roles/').length).toBeGreaterThan(0), T);
    expect(calls('GET', '/api/v1/rbac/system-roles/')).toHaveLength(0);
  }, SLOW);
});

describe('create variants', () => {
  it('My tickets: Create asks the ticket type, then opens that type’s request form', async () => {
    await signIn('admin', 'ChangeMe');
    renderPages('/tickets/my-tickets');
    fireEvent.click(await screen.findByRole('button', { name: 'Create' }, T));
    const chooser = await screen.findByRole('dialog', { name: 'Choose a ticket type' }, T);
    // Only the types with a request form: the asset permission request.
    expect(within(chooser).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Request asset permission',
    ]);
    fireEvent.click(within(chooser).getByRole('button', { name: 'Request asset permission' }));
    await waitFor(
      () => expect(location.current).toBe('/tickets/tickets/request-host-perm/create'),
      T,
    );
  }, SLOW);
});
