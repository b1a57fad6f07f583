/**
 * Roles and asset permissions on the wire (issue 18 points 2, 3): a custom role's permission
 * tree saved as the checked leaf ids, role users added and removed as bindings, an asset
 * permission's users/nodes relations and its accounts.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentOrgKey } from '../../../authProvider/orgStorage';
import { ORG_ROOT, ROLE } from '../../../mock/rbac';
import { SECRET_VIEWER_ROLE } from '../../../mock/seed/identity';
import { signIn, startDemoBackend } from '../../support/backend';
import { renderPages } from './harness';
import { backendGet, recordWire, type WireCall } from './wire';

const backend = startDemoBackend();
let wire: WireCall[];
beforeEach(() => {
  wire = recordWire(backend);
});

type Row = Record<string, unknown>;
const T = { timeout: 10000 };
const SLOW = 60_000;
const calls = (method: string, path: string) =>
  wire.filter((c) => c.method === method && c.path === path);
const ids = (v: unknown) =>
  ((v as unknown[]) ?? []).map((x) => String(typeof x === 'object' ? (x as Row).id : x));

const treeItem = (name: RegExp) => screen.findByRole('treeitem', { name }, T);
async function expand(name: RegExp) {
  const item = await treeItem(name);
  fireEvent.click(within(item).getAllByText(name)[0]!);
  return item;
}

describe('role permission tree', () => {
  it(
    "a custom role: checking an action also checks its model's view, Save PATCHes the leaf ids",
    async () => {
      await signIn('admin', 'ChangeMe');
      const role = SECRET_VIEWER_ROLE.id;
      const tree = await backendGet<Row[]>(
        backend,
        `/api/v1/rbac/org-roles/${role}/permissions/tree/`,
      );
      const before = tree
        .filter((n) => (n.meta as Row).type === 'perm' && n.checked)
        .map((n) => String(n.id));
      const idOf = (title: string) => String(tree.find((n) => n.title === title)!.id);
      expect(before).not.toContain(idOf('assets.view_node'));
      renderPages(`/console/users/org-roles/${role}/permissions`);
      await waitFor(
        () =>
          expect(calls('GET', `/api/v1/rbac/org-roles/${role}/permissions/tree/`)).toHaveLength(1),
        T,
      );

      // A custom role can be updated (built-in ones cannot, below).
      expect(
        (await screen.findByText('Update', {}, T)).closest(
          '[aria-disabled="true"], button:disabled',
        ),
      ).toBeNull();
      await expand(/^Console view/);
      await expand(/^Assets\(/);
      await expand(/^Node\(/);
      const leaf = await treeItem(/^Change node$/);
      // The tree's checkboxes are aria-hidden: the treeitem carries aria-checked.
      fireEvent.click(within(leaf).getByRole('checkbox', { hidden: true }));
      await waitFor(() => expect(leaf.getAttribute('aria-checked')).toBe('true'), T);
      expect((await treeItem(/^View node$/)).getAttribute('aria-checked')).toBe('true');
      fireEvent.click(screen.getByRole('button', { name: 'Save permissions' }));
      await waitFor(
        () => expect(calls('PATCH', `/api/v1/rbac/org-roles/${role}/`)).toHaveLength(1),
        T,
      );
      const body = calls('PATCH', `/api/v1/rbac/org-roles/${role}/`)[0]!.body as {
        permissions: string[];
      };
      expect(body.permissions.sort()).toEqual(
        [...new Set([...before, idOf('assets.change_node'), idOf('assets.view_node')])].sort(),
      );
    },
    SLOW,
  );

  it(
    'a builtin role shows its tree read-only, without Save',
    async () => {
      await signIn('admin', 'ChangeMe');
      renderPages(`/console/users/org-roles/${ROLE.OrgUser}/permissions`);
      expect(await screen.findByText('Built-in roles are read-only', {}, T)).toBeTruthy();
      await treeItem(/^All permissions/);
      expect(screen.queryByRole('button', { name: 'Save permissions' })).toBeNull();
      // Built-in roles cannot be updated or deleted (the server answers 403 "Internal role").
      const disabled = (text: string) =>
        screen.getByText(text).closest('[aria-disabled="true"], button:disabled');
      expect(disabled('Update')).not.toBeNull();
      expect(disabled('Delete')).not.toBeNull();
    },
    SLOW,
  );
});

describe('role forms', () => {
  it(
    'the org roles form creates an org-scope role, its scope preselected',
    async () => {
      await signIn('admin', 'ChangeMe');
      renderPages('/console/users/org-roles/create');
      const name = await screen.findByRole('textbox', { name: /Name/ }, T);
      await userEvent.type(name, 'Night operators');
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
      await waitFor(() => expect(calls('POST', '/api/v1/rbac/org-roles/')).toHaveLength(1), T);
      expect(calls('POST', '/api/v1/rbac/org-roles/')[0]!.body).toMatchObject({
        name: 'Night operators',
        scope: 'org',
      });
    },
    SLOW,
  );
});

describe('role users', () => {
  it(
    "the role's relation tab adds picked users as bindings and removes a selected one by its id",
    async () => {
      await signIn('admin', 'ChangeMe');
      const role = SECRET_VIEWER_ROLE.id;
      const url = '/api/v1/rbac/org-role-bindings/';
      renderPages(`/console/users/org-roles/${role}/users`);
      await waitFor(() => expect(calls('GET', url)[0]?.query.get('role')).toBe(role), T);
      // The bindings' columns come from their own metadata.
      expect(calls('OPTIONS', url)).toHaveLength(1);
      const table = await screen.findByRole('table', {}, T);
      await within(table).findByText(/\(mfa/, {}, T);

      fireEvent.click(screen.getByRole('button', { name: 'Add' }));
      const picker = await screen.findByRole('dialog', { name: 'Add' }, T);
      const first = (await within(picker).findAllByRole('checkbox', {}, T))[0]!;
      fireEvent.click(first);
      fireEvent.click(within(picker).getByRole('button', { name: 'Add (1)' }));
      await waitFor(() => expect(calls('POST', url)).toHaveLength(1), T);
      const [added] = calls('POST', url)[0]!.body as Row[];
      expect(added).toEqual({ user: expect.any(String), role, scope: 'org' });

      const bindings = await backendGet<Row[]>(backend, `${url}?role=${role}`);
      const mfa = bindings.find((b) => String(b.user_display).includes('(mfa'))!;
      const row = (await within(table).findByText(String(mfa.user_display), {}, T)).closest('tr')!;
      fireEvent.click(within(row).getByRole('checkbox'));
      fireEvent.click(screen.getByRole('button', { name: 'Remove selected' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }, T));
      await waitFor(() => expect(calls('DELETE', `${url}${String(mfa.id)}/`)).toHaveLength(1), T);
      const after = await backendGet<Row[]>(backend, `${url}?role=${role}`);
      expect(after.map((b) => b.user)).toEqual([added!.user]);
    },
    SLOW,
  );

  it(
    'org roles take no users in the root organisation: Add says why',
    async () => {
      await signIn('admin', 'ChangeMe');
      // The admin's stored current organisation: the root (GLOBAL) one.
      const key = currentOrgKey('admin');
      window.localStorage.setItem(key, JSON.stringify({ id: ORG_ROOT, name: 'Global' }));
      try {
        renderPages(`/console/users/org-roles/${SECRET_VIEWER_ROLE.id}/users`);
        const add = await screen.findByRole('button', { name: 'Add' }, T);
        await waitFor(() => expect((add as HTMLButtonElement).disabled).toBe(true), T);
        fireEvent.mouseOver(add.parentElement!);
        expect(await screen.findByRole('tooltip', {}, T)).toBeTruthy();
      } finally {
        window.localStorage.removeItem(key);
      }
    },
    SLOW,
  );
});

describe('asset permission relations', () => {
  it(
    'nodes are added as relation rows and removed by ?assetpermission=&node=; accounts PATCH the list',
    async () => {
      await signIn('admin', 'ChangeMe');
      const perms = await backendGet<Row[]>(backend, '/api/v1/perms/asset-permissions/');
      const perm = perms.find((p) => ids(p.nodes).length)!;
      const pid = String(perm.id);
      const url = '/api/v1/perms/asset-permissions-nodes-relations/';
      renderPages(`/console/perms/asset-permissions/${pid}/nodes`);
      await waitFor(() => expect(calls('GET', url)[0]?.query.get('assetpermission')).toBe(pid), T);
      const list = await screen.findByRole('list', { name: 'Nodes' }, T);
      const removeButtons = await within(list).findAllByRole('button', { name: /^Remove / }, T);
      fireEvent.click(removeButtons[0]!);
      await waitFor(() => expect(calls('DELETE', url)).toHaveLength(1), T);
      expect(Object.fromEntries(calls('DELETE', url)[0]!.query)).toEqual({
        assetpermission: pid,
        node: ids(perm.nodes)[0],
      });

      fireEvent.click(screen.getByRole('button', { name: 'Add nodes' }));
      const picker = await screen.findByRole('dialog', { name: 'Add' }, T);
      fireEvent.click((await within(picker).findAllByRole('checkbox', {}, T))[0]!);
      fireEvent.click(within(picker).getByRole('button', { name: 'Add (1)' }));
      await waitFor(() => expect(calls('POST', url)).toHaveLength(1), T);
      expect(calls('POST', url)[0]!.body).toEqual([
        { node: expect.any(String), assetpermission: pid },
      ]);
    },
    SLOW,
  );

  it(
    'accounts: specified usernames plus @INPUT are saved in one PATCH',
    async () => {
      await signIn('admin', 'ChangeMe');
      const perms = await backendGet<Row[]>(backend, '/api/v1/perms/asset-permissions/');
      const pid = String(perms[0]!.id);
      renderPages(`/console/perms/asset-permissions/${pid}/accounts`);
      fireEvent.click(await screen.findByRole('radio', { name: 'Specified accounts' }, T));
      const name = screen.getByRole('textbox', { name: 'Account username' });
      fireEvent.change(name, { target: { value: 'root' } });
      fireEvent.keyDown(name, { key: 'Enter' });
      const input = screen.getByRole('checkbox', { name: 'Manual account (typed at login)' });
      if (!(input as HTMLInputElement).checked) fireEvent.click(input);
      const user = screen.getByRole('checkbox', { name: 'Same account as the user' });
      if ((user as HTMLInputElement).checked) fireEvent.click(user);
      fireEvent.click(screen.getByRole('button', { name: 'Save accounts' }));
      const url = `/api/v1/perms/asset-permissions/${pid}/`;
      await waitFor(() => expect(calls('PATCH', url)).toHaveLength(1), T);
      expect(calls('PATCH', url)[0]!.body).toEqual({
        accounts: expect.arrayContaining(['@SPEC', 'root', '@INPUT']),
      });
      const after = await backendGet<Row>(backend, url);
      expect(after.accounts).not.toContain('@ALL');
      expect(after.accounts).not.toContain('@USER');
    },
    SLOW,
  );
});

describe('asset permission list tree', () => {
  it(
    'a node selects the permissions naming it or an ancestor: node_id with all=1',
    async () => {
      await signIn('admin', 'ChangeMe');
      renderPages('/console/perms/asset-permissions');
      // The list page loads its tree panel lazily: slow on a busy machine.
      const tree = await screen.findByRole('tree', { name: 'Asset tree' }, { timeout: 30_000 });
      const lists = () => calls('GET', '/api/v1/perms/asset-permissions/');
      await waitFor(() => expect(lists().length).toBeGreaterThan(0), T);
      // The tree shows assets too (an asset filters by asset_id).
      const tc = calls('GET', '/api/v1/assets/nodes/children/tree/')[0]!;
      expect(tc.query.get('assets')).toBe('1');
      const before = lists().length;
      fireEvent.click(await within(tree).findByText(/^Staging \(\d+\)$/, {}, T));
      await waitFor(() => expect(lists().length).toBeGreaterThan(before), T);
      const staging = backend.state.store
        .rows('assets.nodes')
        .find((n) => n.key === '1:2' && n.org_id === '00000000-0000-0000-0000-000000000002')!;
      expect(lists().at(-1)!.query.get('node_id')).toBe(String(staging.id));
      expect(lists().at(-1)!.query.get('all')).toBe('1');
    },
    SLOW,
  );
});

describe('the org roles tab', () => {
  it(
    'imports org roles by creating only, as the system roles beside them',
    async () => {
      await signIn('admin', 'ChangeMe');
      renderPages('/console/users/roles?tab=org');
      fireEvent.click(await screen.findByRole('button', { name: 'Import' }, T));
      const dialog = await screen.findByRole('dialog', { name: 'Import' }, T);
      expect(within(dialog).getByRole('radio', { name: 'Create' })).toHaveProperty('checked', true);
      expect(within(dialog).queryByRole('radio', { name: 'Update' })).toBeNull();
    },
    SLOW,
  );
});
