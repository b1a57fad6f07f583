/**
 * A big node in the side tree draws its children a page at a time (issue 13): the first 50, then
 * "Show more (k left)" — by mouse or by keyboard — with no further request, the focus on the first
 * child it added, and a drawn leaf still filtering the list; a selected leaf is drawn even beyond
 * its siblings' first page.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { signIn, startDemoBackend } from '../../support/backend';
import { renderPages } from './harness';
import { backendGet, recordWire, type WireCall } from './wire';
import type { TreeNodeData } from '../../../resources/vocabulary';
import { CHILDREN_PAGE } from '../../../src/components/tree/treeState';

const backend = startDemoBackend();
let wire: WireCall[];
beforeEach(() => {
  wire = recordWire(backend);
});

const T = { timeout: 20000 };
const FLOW = 90000;
const TREE = '/api/v1/assets/nodes/children/tree/';
const treeCalls = () => wire.filter((c) => c.method === 'GET' && c.path === TREE);
const DEFAULT_ORG = '00000000-0000-0000-0000-000000000002';

function expandIcon(item: HTMLElement): HTMLElement {
  return item.querySelector('.MuiTreeItem-iconContainer') as HTMLElement;
}

/** The direct assets of the Default node at `key` (what its leaves are). */
function assetsOf(key: string) {
  const store = backend.state.store;
  const node = store.rows('assets.nodes').find((n) => n.key === key && n.org_id === DEFAULT_ORG)!;
  return store.rows('assets.assets').filter((a) => (a.nodes as string[]).includes(String(node.id)));
}

describe('a big node in the side tree', () => {
  it(
    'shows 50 leaves then "Show more", by click and by Enter, with one request per expanded node',
    async () => {
      const total = assetsOf('1:1:1').length;
      expect(total).toBeGreaterThan(2 * CHILDREN_PAGE); // the seed's Production/Web
      await signIn('admin', 'ChangeMe');
      renderPages('/console/accounts/accounts');
      const tree = await screen.findByRole('tree', { name: 'Asset tree' }, T);
      const production = await within(tree).findByRole('treeitem', { name: /^Production \(/ }, T);
      if (production.getAttribute('aria-expanded') !== 'true')
        await userEvent.click(expandIcon(production));
      const web = await within(production).findByRole('treeitem', { name: /^Web \(/ }, T);
      await userEvent.click(expandIcon(web));
      const more = await within(web).findByRole(
        'treeitem',
        { name: `Show more (${total - CHILDREN_PAGE} left)` },
        T,
      );
      const group = within(web).getByRole('group');
      const leaves = () => within(group).getAllByRole('treeitem');
      expect(leaves()).toHaveLength(CHILDREN_PAGE + 1);
      const calls = treeCalls().length;
      expect(treeCalls().at(-1)!.query.get('key')).toBe('1:1:1');

      // By mouse: the next page, the focus on its first leaf, nothing read.
      await userEvent.click(within(more).getByText(/^Show more/));
      await waitFor(() => expect(leaves()).toHaveLength(2 * CHILDREN_PAGE + 1), T);
      await waitFor(() => expect(document.activeElement).toBe(leaves()[CHILDREN_PAGE]), T);
      const last = within(group).getByRole('treeitem', {
        name: `Show more (${total - 2 * CHILDREN_PAGE} left)`,
      });

      // By keyboard: down to "Show more", Enter shows the rest; no "Show more" is left.
      await userEvent.keyboard(`{ArrowDown>${CHILDREN_PAGE}/}`);
      expect(document.activeElement).toBe(last);
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(leaves()).toHaveLength(total), T);
      expect(within(group).queryByRole('treeitem', { name: /^Show more/ })).toBeNull();
      await waitFor(() => expect(document.activeElement).toBe(leaves()[2 * CHILDREN_PAGE]), T);
      expect(treeCalls()).toHaveLength(calls);

      // A leaf of the last page filters the accounts by its asset.
      const leaf = leaves().at(-1)!;
      const asset = assetsOf('1:1:1').find((a) => leaf.textContent === String(a.name))!;
      expect(asset).toBeDefined();
      await userEvent.click(within(leaf).getByText(String(asset.name)));
      await waitFor(
        () =>
          expect(
            wire
              .filter((c) => c.method === 'GET' && c.path === '/api/v1/accounts/accounts/')
              .at(-1)
              ?.query.get('asset_id'),
          ).toBe(String(asset.id)),
        T,
      );
    },
    FLOW,
  );

  it(
    'draws the selected leaf beyond the first page, before "Show more"',
    async () => {
      await signIn('admin', 'ChangeMe');
      const web = await backendGet<TreeNodeData[]>(backend, `${TREE}?assets=1&key=1:1:1`);
      const leaves = web.filter((n) => n.meta?.type === 'asset');
      expect(leaves.length).toBeGreaterThan(CHILDREN_PAGE + 1);
      const leaf = leaves[CHILDREN_PAGE + 10]!;
      const node = { tree: 'nodes', id: leaf.id, name: leaf.name, query: { asset_id: leaf.id } };
      renderPages(`/console/accounts/accounts?node=${encodeURIComponent(JSON.stringify(node))}`);
      const tree = await screen.findByRole('tree', { name: 'Asset tree' }, T);
      const production = await within(tree).findByRole('treeitem', { name: /^Production \(/ }, T);
      if (production.getAttribute('aria-expanded') !== 'true')
        await userEvent.click(expandIcon(production));
      const item = await within(production).findByRole('treeitem', { name: /^Web \(/ }, T);
      await userEvent.click(expandIcon(item));
      const chosen = await within(item).findByRole(
        'treeitem',
        // The tree view marks its selection with aria-checked.
        { name: leaf.name, checked: true },
        T,
      );
      const kids = within(within(item).getByRole('group')).getAllByRole('treeitem');
      expect(kids).toHaveLength(CHILDREN_PAGE + 2);
      expect(kids[CHILDREN_PAGE]).toBe(chosen);
      expect(kids.at(-1)!.textContent).toBe(
        `Show more (${leaves.length - CHILDREN_PAGE - 1} left)`,
      );
    },
    FLOW,
  );
});
