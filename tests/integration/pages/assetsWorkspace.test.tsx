/**
 * The assets workspace on the wire (issue 13): the node menu's add/remove assets and node test,
 * Create's platform choice carrying the selected node, and the asset detail's Authorised users tab.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { signIn, startDemoBackend } from '../../support/backend';
import { location, renderPages } from './harness';
import { recordWire, type WireCall } from './wire';

const backend = startDemoBackend();
let wire: WireCall[];
beforeEach(() => {
  wire = recordWire(backend);
});

const T = { timeout: 20000 };
/** Whole flows on a shared, busy machine. */
const FLOW = 120000;
const ORG = '00000000-0000-0000-0000-000000000002';

const node = (key: string) =>
  backend.state.store.rows('assets.nodes').find((n) => n.key === key && n.org_id === ORG)!;
const writes = () =>
  wire.filter((c) => !['GET', 'OPTIONS'].includes(c.method) && c.path.startsWith('/api/'));

async function openNode(key: string, name: RegExp) {
  await signIn('admin', 'ChangeMe');
  renderPages('/console/assets/assets');
  const tree = await screen.findByRole('tree', { name: 'Asset tree' }, T);
  await userEvent.click(await within(tree).findByText(name, {}, T));
  await screen.findByText(/^Node: /, {}, T);
  return String(node(key).id);
}

async function menu(item: string) {
  await userEvent.click(screen.getByRole('button', { name: 'More node actions' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: item }, T));
}

describe('the node menu', () => {
  it(
    'adds a picked asset with PUT assets/add/, removes one picked among its direct members',
    async () => {
      const uuid = await openNode('1:2', /^Staging \(\d+\)$/);
      const outsider = backend.state.store
        .rows('assets.assets')
        .find((a) => a.org_id === ORG && !(a.nodes as string[]).includes(uuid))!;

      await menu('Add assets to node');
      const add = await screen.findByRole('dialog', { name: 'Add assets to node' }, T);
      await userEvent.type(within(add).getByLabelText('Search'), String(outsider.name));
      await userEvent.click(
        await within(add).findByRole('checkbox', { name: String(outsider.name) }, T),
      );
      await userEvent.click(within(add).getByRole('button', { name: 'Add 1 asset' }));
      await screen.findByText('Assets added to the node', {}, T);
      expect(writes().map((c) => [c.method, c.path, c.body])).toEqual([
        ['PUT', `/api/v1/assets/nodes/${uuid}/assets/add/`, { assets: [String(outsider.id)] }],
      ]);
      expect(outsider.nodes).toContain(uuid);

      await menu('Remove assets from node');
      const remove = await screen.findByRole('dialog', { name: 'Remove assets from node' }, T);
      // The picker lists the node's direct members only.
      const picker = wire.filter(
        (c) => c.method === 'GET' && c.path === '/api/v1/assets/assets/' && c.query.has('offset'),
      );
      await waitFor(() => expect(picker.at(-1)?.query.get('show_current_asset')).toBe('1'));
      expect(picker.at(-1)!.query.get('node_id')).toBe(uuid);
      await userEvent.type(within(remove).getByLabelText('Search'), String(outsider.name));
      await userEvent.click(
        await within(remove).findByRole('checkbox', { name: String(outsider.name) }, T),
      );
      await userEvent.click(within(remove).getByRole('button', { name: 'Remove 1 asset' }));
      await screen.findByText('Assets removed from the node', {}, T);
      expect(writes().at(-1)).toMatchObject({
        method: 'PUT',
        path: `/api/v1/assets/nodes/${uuid}/assets/remove/`,
        body: { assets: [String(outsider.id)] },
      });
      expect(outsider.nodes).not.toContain(uuid);
    },
    FLOW,
  );

  it(
    'moves nodes under the selected node (never one of its own ancestors) and moves assets to it',
    async () => {
      const uuid = await openNode('1:2', /^Staging \(\d+\)$/);
      const moved = node('1:1');
      const root = node('1');

      await menu('Move nodes under this node');
      let dialog = await screen.findByRole('dialog', { name: 'Move nodes under this node' }, T);
      // Nodes are offered by their path; the org root holds this node, so it cannot move here.
      await userEvent.click(
        await within(dialog).findByRole('checkbox', { name: String(root.full_value) }, T),
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'Move 1 node' }));
      await screen.findByText(
        `A node cannot move under itself or its own nodes: ${String(root.full_value)}`,
        {},
        T,
      );
      expect(writes()).toEqual([]);
      await userEvent.click(
        within(dialog).getByRole('checkbox', { name: String(root.full_value) }),
      );
      await userEvent.click(
        within(dialog).getByRole('checkbox', { name: String(moved.full_value) }),
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'Move 1 node' }));
      await screen.findByText('Nodes moved', {}, T);
      expect(writes().map((c) => [c.method, c.path, c.body])).toEqual([
        ['PUT', `/api/v1/assets/nodes/${uuid}/children/add/`, { nodes: [String(moved.id)] }],
      ]);
      expect(String(moved.key).startsWith('1:2:')).toBe(true);

      const outsider = backend.state.store
        .rows('assets.assets')
        .find(
          (a) =>
            a.org_id === ORG &&
            (a.nodes as string[]).length > 0 &&
            !(a.nodes as string[]).includes(uuid),
        )!;
      await menu('Move assets to node');
      dialog = await screen.findByRole('dialog', { name: 'Move assets to node' }, T);
      await userEvent.type(within(dialog).getByLabelText('Search'), String(outsider.name));
      await userEvent.click(
        await within(dialog).findByRole('checkbox', { name: String(outsider.name) }, T),
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'Move 1 asset' }));
      await screen.findByText('Assets moved to the node', {}, T);
      expect(writes().at(-1)).toMatchObject({
        method: 'PUT',
        path: `/api/v1/assets/nodes/${uuid}/assets/replace/`,
        body: { assets: [String(outsider.id)] },
      });
      // Moved, not added: the asset has left every other node.
      expect(outsider.nodes).toEqual([uuid]);
    },
    FLOW,
  );

  it(
    "posts the node's test and the amount check, each followed in the task log",
    async () => {
      const uuid = await openNode('1:2', /^Staging \(\d+\)$/);
      await menu('Test connectivity of the node');
      await screen.findByRole('dialog', { name: /Task log/ }, T);
      expect(writes().map((c) => [c.method, c.path, c.body])).toEqual([
        ['POST', `/api/v1/assets/nodes/${uuid}/tasks/`, { action: 'test' }],
      ]);
      await userEvent.click(screen.getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), T);
      await menu('Check assets amount');
      await screen.findByRole('dialog', { name: /Task log/ }, T);
      expect(writes().at(-1)).toMatchObject({
        method: 'POST',
        path: '/api/v1/assets/nodes/check_assets_amount_task/',
        body: undefined,
      });
    },
    FLOW,
  );

  it(
    "a category tab keeps the node; its Create offers the category's platforms, then the form with the node",
    async () => {
      const uuid = await openNode('1:2', /^Staging \(\d+\)$/);
      await userEvent.click(screen.getByRole('tab', { name: 'Databases' }));
      const dbLists = () =>
        wire.filter((c) => c.method === 'GET' && c.path === '/api/v1/assets/databases/');
      await waitFor(() => expect(dbLists().length).toBeGreaterThan(0), T);
      expect(dbLists().every((c) => c.query.get('node_id') === uuid)).toBe(true);
      await screen.findByText(/^Node: Staging/, {}, T);

      await userEvent.click(screen.getAllByRole('button', { name: 'Create' })[0]!);
      const dialog = await screen.findByRole('dialog', {}, T);
      await userEvent.click(await within(dialog).findByRole('button', { name: 'MySQL' }, T));
      expect(
        wire.some(
          (c) => c.path === '/api/v1/assets/platforms/' && c.query.get('category') === 'database',
        ),
      ).toBe(true);
      await waitFor(
        () => expect(location.current).toMatch(/\/console\/assets\/databases\/create/),
        T,
      );
      const q = new URLSearchParams(location.current.split('?')[1]);
      expect(q.get('node')).toBe(uuid);
      expect(q.get('platform')).toBeTruthy();
    },
    FLOW,
  );
});

describe('the asset detail', () => {
  it(
    "Authorised users reads perm-users paged, perm-user-groups whole, and a user's permissions",
    async () => {
      await signIn('admin', 'ChangeMe');
      const store = backend.state.store;
      const asset = store.rows('assets.assets').find((a) => a.org_id === ORG)!;
      const user = store.rows('users.users').find((u) => u.username === 'user')!;
      // A permission naming the asset and the user.
      const perm = store.rows('perms.asset_permissions').find((p) => p.org_id === ORG)!;
      perm.assets = [...(perm.assets as string[]), asset.id];
      perm.users = [...(perm.users as string[]), user.id];
      store.touch();
      const base = `/api/v1/assets/assets/${String(asset.id)}/`;
      renderPages(`/console/assets/assets/${String(asset.id)}/authorised`);
      await screen.findByRole('table', { name: 'Authorised users' }, T);
      const reads = () => wire.filter((c) => c.method === 'GET' && c.path.startsWith(base));
      await waitFor(() =>
        expect(reads().map((c) => [c.path, Object.fromEntries(c.query)])).toEqual(
          expect.arrayContaining([
            [`${base}perm-users/`, { limit: '15', offset: '0' }],
            [`${base}perm-user-groups/`, {}],
          ]),
        ),
      );
      await userEvent.click(
        await screen.findByRole('button', { name: `View permissions ${String(user.name)}` }, T),
      );
      await screen.findByRole('dialog', { name: /^Permissions granting/ }, T);
      await screen.findByRole('link', { name: String(perm.name) }, T);
      expect(reads().at(-1)!.path).toBe(`${base}perm-users/${String(user.id)}/permissions/`);
    },
    FLOW,
  );
});
