/**
 * The side tree on the asset list, on the wire: its first request goes out with the list's, one
 * request per expanded node (none for collapsed ones), the search request, a selected node as the
 * list's query and in the URL, and the node create / rename / delete calls with the server's 403.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localStorageStore } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { descriptorNamed } from '../../../resources';
import { resourceRoute } from '../../../resources/types';
import { DEFAULT_TREE_WIDTH, treeStoreKey } from '../../../src/components/tree/TreePanel';
import { signIn, startDemoBackend } from '../../support/backend';
import { location, renderPages } from './harness';
import { recordWire, type WireCall } from './wire';
import type { Row } from '../../../mock/types';

const backend = startDemoBackend();
let wire: WireCall[];
beforeEach(() => {
  wire = recordWire(backend);
});

const T = { timeout: 20000 };
/** Whole flows on a shared, busy machine. */
const FLOW = 60000;
const TREE = '/api/v1/assets/nodes/children/tree/';
const treeCalls = () => wire.filter((c) => c.method === 'GET' && c.path === TREE);
const assetLists = () =>
  wire.filter((c) => c.method === 'GET' && c.path === '/api/v1/assets/assets/');

const node = (key: string) =>
  backend.state.store
    .rows('assets.nodes')
    .find((n) => n.key === key && n.org_id === '00000000-0000-0000-0000-000000000002')!;

async function openAssets(path = '/console/assets/assets') {
  await signIn('admin', 'ChangeMe');
  renderPages(path);
  const tree = await screen.findByRole('tree', { name: 'Asset tree' }, T);
  await within(tree).findByRole('treeitem', { name: /^Production \(\d+\)$/ }, T);
  return tree;
}

function expandIcon(item: HTMLElement): HTMLElement {
  return item.querySelector('.MuiTreeItem-iconContainer') as HTMLElement;
}

describe('the asset tree beside the asset list', () => {
  it(
    'reads the root with the rows, then one request per expanded node and none for collapsed ones',
    async () => {
      const tree = await openAssets();
      await waitFor(() => expect(assetLists().length).toBeGreaterThan(0), T);
      // The tree's first request went out no later than the rows': it does not wait for them.
      expect(wire.indexOf(treeCalls()[0]!)).toBeLessThan(wire.indexOf(assetLists()[0]!));
      expect(treeCalls().map((c) => Object.fromEntries(c.query))).toEqual([{ assets: '0' }]);

      const production = within(tree).getByRole('treeitem', { name: /^Production/ });
      await userEvent.click(expandIcon(production));
      await within(production).findByRole('treeitem', { name: /^Web \(\d+\)$/ }, T);
      expect(treeCalls().map((c) => Object.fromEntries(c.query))).toEqual([
        { assets: '0' },
        { assets: '0', key: '1:1' },
      ]);
      // Collapsing and expanding again reads nothing more; the list was not filtered.
      await userEvent.click(expandIcon(production));
      await userEvent.click(expandIcon(production));
      expect(treeCalls()).toHaveLength(2);
      expect(assetLists().every((c) => !c.query.has('node_id'))).toBe(true);
    },
    FLOW,
  );

  it(
    'a selected node filters the list by node_id and stays in the URL',
    async () => {
      const tree = await openAssets();
      await waitFor(() => expect(assetLists().length).toBeGreaterThan(0), T);
      const before = assetLists().length;
      await userEvent.click(within(tree).getByText(/^Staging \(\d+\)$/));
      const uuid = String(node('1:2').id);
      await waitFor(() => expect(assetLists().length).toBeGreaterThan(before), T);
      expect(assetLists().at(-1)!.query.get('node_id')).toBe(uuid);
      const url = new URLSearchParams(location.current.split('?')[1]);
      expect(JSON.parse(url.get('node')!)).toMatchObject({ tree: 'nodes', id: '1:2' });
      expect(screen.getByText(/^Node: Staging/)).toBeTruthy();

      // "Only this node's assets" adds show_current_asset=1.
      await userEvent.click(screen.getByLabelText("Only this node's assets"));
      await waitFor(
        () => expect(assetLists().at(-1)!.query.get('show_current_asset')).toBe('1'),
        T,
      );
      expect(assetLists().at(-1)!.query.get('node_id')).toBe(uuid);
    },
    FLOW,
  );

  it(
    'a URL with a node filters the very first list request',
    async () => {
      const uuid = String(node('1:3').id);
      const sel = JSON.stringify({
        tree: 'nodes',
        id: '1:3',
        name: 'Development',
        query: { node_id: uuid },
        uuid,
      });
      await openAssets(`/console/assets/assets?node=${encodeURIComponent(sel)}`);
      await waitFor(() => expect(assetLists().length).toBeGreaterThan(0), T);
      expect(assetLists().map((c) => c.query.get('node_id'))).toEqual([uuid]);
    },
    FLOW,
  );

  it(
    'searching sends search= with all=all once the typing stops',
    async () => {
      await openAssets();
      await userEvent.type(screen.getByRole('searchbox', { name: 'Search the tree' }), 'CI');
      await waitFor(() => expect(treeCalls().some((c) => c.query.has('search'))).toBe(true), T);
      // The answer replaces the tree: the node found, under its ancestors, and nothing else.
      await screen.findByRole('treeitem', { name: /^CI \(\d+\)$/ }, T);
      expect(screen.queryByRole('treeitem', { name: /^Cloud/ })).toBeNull();
      const searches = treeCalls().filter((c) => c.query.has('search'));
      expect(searches.map((c) => Object.fromEntries(c.query))).toEqual([
        { assets: '0', all: 'all', search: 'CI' },
      ]);
    },
    FLOW,
  );

  it(
    'creates a child, renames it and deletes it; a refused delete shows the server message',
    async () => {
      const tree = await openAssets();
      await userEvent.click(within(tree).getByText(/^Cloud \(\d+\)$/));
      const cloud = String(node('1:6').id);
      await userEvent.click(await screen.findByRole('button', { name: 'Create child node' }, T));
      const dialog = await screen.findByRole('dialog', {}, T);
      const posted = wire.filter(
        (c) => c.method === 'POST' && c.path.startsWith('/api/v1/assets/'),
      );
      expect(posted.map((c) => [c.path, c.body])).toEqual([
        [`/api/v1/assets/nodes/${cloud}/children/`, {}],
      ]);
      const created = node('1:6:3');
      expect(created.value).toBe('New node 1');
      const name = within(dialog).getByRole('textbox', { name: 'Name' });
      await userEvent.clear(name);
      await userEvent.type(name, 'a/b{Enter}');
      await within(dialog).findByText("Can't contains: /", {}, T);
      await userEvent.clear(name);
      await userEvent.type(name, 'Edge{Enter}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), T);
      const patches = wire.filter((c) => c.method === 'PATCH');
      expect(patches.map((c) => [c.path, c.body])).toEqual([
        [`/api/v1/assets/nodes/${String(created.id)}/`, { value: 'a/b' }],
        [`/api/v1/assets/nodes/${String(created.id)}/`, { value: 'Edge' }],
      ]);

      // Cloud holds assets: the server refuses with 403 and its message is shown.
      await userEvent.click(screen.getByRole('button', { name: 'Delete node' }));
      await userEvent.click(
        within(await screen.findByRole('dialog', {}, T)).getByRole('button', { name: 'Delete' }),
      );
      await screen.findByText('Deletion failed and the node contains assets', {}, T);
      expect(wire.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
        `/api/v1/assets/nodes/${cloud}/`,
      ]);

      // The new, empty node can go.
      const cloudItem = within(tree).getByRole('treeitem', { name: /^Cloud/ });
      await userEvent.click(expandIcon(cloudItem));
      await userEvent.click(await within(cloudItem).findByText('Edge (0)', {}, T));
      await userEvent.click(screen.getByRole('button', { name: 'Delete node' }));
      await userEvent.click(
        within(await screen.findByRole('dialog', {}, T)).getByRole('button', { name: 'Delete' }),
      );
      await screen.findByText('Node deleted', {}, T);
      expect(wire.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
        `/api/v1/assets/nodes/${cloud}/`,
        `/api/v1/assets/nodes/${String(created.id)}/`,
      ]);
      expect(backend.state.store.rows('assets.nodes').some((n) => n.id === created.id)).toBe(false);
    },
    FLOW,
  );

  it(
    'the accounts list reads the tree with its assets; an asset leaf filters by asset_id',
    async () => {
      await signIn('admin', 'ChangeMe');
      renderPages('/console/accounts/accounts');
      const tree = await screen.findByRole('tree', { name: 'Asset tree' }, T);
      await within(tree).findByRole('treeitem', { name: /^Production/ }, T);
      expect(treeCalls().map((c) => Object.fromEntries(c.query))).toEqual([{ assets: '1' }]);
      // An asset directly under a top-level node: its leaf shows once that node is expanded.
      const assets = backend.state.store.rows('assets.assets');
      const [parent, leaf] = ['1:1', '1:2', '1:3', '1:4', '1:5', '1:6']
        .map((key) => {
          const n = node(key);
          return [n, n && assets.find((a) => (a.nodes as string[]).includes(String(n.id)))];
        })
        .find(([, a]) => a) as [Row, Row];
      const item = within(tree).getByRole('treeitem', {
        name: new RegExp(`^${String(parent.value)} \\(`),
      });
      await userEvent.click(expandIcon(item));
      await within(item).findByText(String(leaf.name), {}, T);
      const accountLists = () =>
        wire.filter((c) => c.method === 'GET' && c.path === '/api/v1/accounts/accounts/');
      await userEvent.click(within(item).getByText(String(leaf.name)));
      await waitFor(
        () => expect(accountLists().at(-1)?.query.get('asset_id')).toBe(String(leaf.id)),
        T,
      );
    },
    FLOW,
  );

  it(
    "the panel's width is remembered per user: another user's is not taken, a re-render keeps it",
    async () => {
      const idOf = (username: string) =>
        String(backend.state.store.users.find((u) => u.username === username)!.id);
      const route = resourceRoute(descriptorNamed('assets'));
      // Kept in localStorage as the console's own Store (an in-memory one starts afresh per mount).
      const store = localStorageStore(undefined, 'treeWidthTest');
      store.setup();
      store.setItem(treeStoreKey(route, idOf('sysadmin'), 'width'), 400);
      await signIn('admin', 'ChangeMe');
      renderPages('/console/assets/assets', { store });
      const handle = await screen.findByRole('separator', { name: 'Resize the tree' }, T);
      expect(handle.getAttribute('aria-valuenow')).toBe(String(DEFAULT_TREE_WIDTH));
      handle.focus();
      await userEvent.keyboard('{ArrowRight}{ArrowRight}');
      const wider = String(DEFAULT_TREE_WIDTH + 40);
      await waitFor(() => expect(handle.getAttribute('aria-valuenow')).toBe(wider), T);
      expect(store.getItem(treeStoreKey(route, idOf('admin'), 'width'))).toBe(
        DEFAULT_TREE_WIDTH + 40,
      );
      cleanup();
      renderPages('/console/assets/assets', { store });
      const again = await screen.findByRole('separator', { name: 'Resize the tree' }, T);
      expect(again.getAttribute('aria-valuenow')).toBe(wider);
    },
    FLOW,
  );
});
