import { describe, expect, it } from 'vitest';
import { assetNodeTree, typeTree } from '../../resources/shared/trees';
import {
  readTreeState,
  selectionOf,
  treeItems,
  treeListQuery,
  withChildren,
  writeTreeState,
  childrenByParent,
  selectedNodeUuid,
  treeListFilter,
  indexItems,
  isMore,
  moreOwner,
} from '../../src/components/tree/treeState';
import type { TreeNodeData } from '../../resources/vocabulary';

const assets = assetNodeTree({ nodeActions: true, currentOnly: true });
const trees = [assets, typeTree];

const dev: TreeNodeData = {
  id: '1:3',
  name: 'Dev (12)',
  pId: '1',
  isParent: true,
  meta: { type: 'node', data: { id: 'uuid-dev', key: '1:3', value: 'Dev' } },
};

describe('a tree node becomes a list query', () => {
  it('asset nodes select node_id by UUID, asset leaves asset_id', () => {
    expect(assets.filter(dev)).toEqual({ node_id: 'uuid-dev' });
    const leaf: TreeNodeData = { id: 'a-1', name: 'web01', pId: '1:3', meta: { type: 'asset' } };
    expect(assetNodeTree({ assets: true }).filter(leaf)).toEqual({ asset_id: 'a-1' });
  });

  it('the type tree selects category, category and type, or platform; its root everything', () => {
    const node = (id: string, meta?: TreeNodeData['meta']): TreeNodeData => ({
      id,
      name: id,
      meta,
    });
    expect(typeTree.filter(node('ROOT_HOST', { type: 'category', category: 'host' }))).toEqual({
      category: 'host',
    });
    expect(
      typeTree.filter(node('ROOT_HOST_LINUX', { type: 'type', category: 'host', _type: 'linux' })),
    ).toEqual({ category: 'host', type: 'linux' });
    expect(typeTree.filter(node('7', { type: 'platform' }))).toEqual({ platform: '7' });
    expect(selectionOf(typeTree, node('ROOT'))).toBeNull();
  });
});

describe('the tree state in the URL', () => {
  it('keeps the list parameters, goes back to page 1, and reads back the node and switch', () => {
    const list = '?filter=%7B%22search%22%3A%22web%22%7D&page=3&perPage=30';
    const selected = selectionOf(assets, dev)!;
    const next = writeTreeState(list, trees, { node: selected });
    const q = new URLSearchParams(next);
    expect(q.get('filter')).toBe('{"search":"web"}');
    expect(q.get('perPage')).toBe('30');
    expect(q.get('page')).toBe('1');
    const state = readTreeState(next, trees)!;
    expect(state.tree.name).toBe('nodes');
    expect(state.node).toEqual({
      tree: 'nodes',
      id: '1:3',
      name: 'Dev (12)',
      query: { node_id: 'uuid-dev' },
      uuid: 'uuid-dev',
    });
    expect(treeListQuery(state)).toEqual({ node_id: 'uuid-dev' });
    const current = readTreeState(writeTreeState(next, trees, { currentOnly: true }), trees);
    expect(treeListQuery(current)).toEqual({ node_id: 'uuid-dev', show_current_asset: '1' });
  });

  it('switching tree drops the node; the first tree is the default; junk is ignored', () => {
    const withNode = writeTreeState('', trees, { node: selectionOf(assets, dev) });
    const types = writeTreeState(withNode, trees, { tree: 'types' });
    expect(new URLSearchParams(types).get('tree')).toBe('types');
    expect(readTreeState(types, trees)!.node).toBeNull();
    expect(writeTreeState(types, trees, { tree: 'nodes' })).toBe('');
    expect(readTreeState('?node=%7Bnot-json', trees)!.node).toBeNull();
    expect(treeListQuery(readTreeState('', trees))).toBeUndefined();
  });
});

describe('tree items from lazily read answers', () => {
  it('a parent whose children are unknown gets a placeholder until its answer comes', () => {
    const first = childrenByParent([
      { id: '1', name: 'Default (3)', pId: '', isParent: true },
      dev,
    ]);
    const pending = { pending: (id: string) => `loading ${id}`, more: (n: number) => `${n} more` };
    expect(treeItems(first, pending, true)).toMatchObject([
      {
        id: '1',
        children: [{ id: '1:3', children: [{ id: '1:3::pending', label: 'loading 1:3' }] }],
      },
    ]);
    const known = withChildren(first, '1:3', [
      { id: '1:3:1', name: 'Web (1)', pId: '1:3', isParent: true },
    ]);
    expect(treeItems(known, pending, true)[0]!.children![0]!.children).toMatchObject([
      { id: '1:3:1', children: [{ id: '1:3:1::pending' }] },
    ]);
    // A complete answer (a search) has no placeholders.
    expect(treeItems(first, pending, false)[0]!.children![0]).not.toHaveProperty('children');
  });
});

describe('a big node draws its children a page at a time', () => {
  const leaves = (n: number): TreeNodeData[] =>
    Array.from({ length: n }, (_, i) => ({ id: `a${i}`, name: `host-${i}`, pId: '1' }));
  const known = withChildren(
    childrenByParent([{ id: '1', name: 'Default', pId: '', isParent: true }]),
    '1',
    leaves(120),
  );
  const labels = { pending: () => 'loading', more: (n: number) => `${n} more` };

  it('shows the first page then one "show more" item counting the rest', () => {
    const kids = treeItems(known, labels, true, (id) => (id === '1' ? 50 : Infinity))[0]!.children!;
    expect(kids).toHaveLength(51);
    expect(kids[49]!).toMatchObject({ id: '1::leaf::a49', label: 'host-49' });
    expect(kids[50]).toEqual({ id: '1::more', label: '70 more' });
    expect(isMore(kids[50]!.id) && moreOwner(kids[50]!.id)).toBe('1');
  });

  it('qualifies a leaf by its parent: an asset under a node and its child node is two items', () => {
    const twice = withChildren(
      childrenByParent([
        { id: '1', name: 'Default', pId: '', isParent: true },
        { id: '1:1', name: 'Web', pId: '1', isParent: true },
        { id: 'a0', name: 'host-0', pId: '1' },
      ]),
      '1:1',
      [{ id: 'a0', name: 'host-0', pId: '1:1' }],
    );
    const items = treeItems(twice, labels, true);
    const index = indexItems(items);
    expect([...index.byItem.keys()]).toEqual(['1', '1:1', '1:1::leaf::a0', '1::leaf::a0']);
    expect(index.itemOf.get('a0')).toBe('1:1::leaf::a0');
  });

  it('draws the selected leaf beyond the page, before "show more", and once only', () => {
    const page = (id: string) => (id === '1' ? 50 : Infinity);
    const kids = treeItems(known, labels, true, page, 'a99')[0]!.children!;
    expect(kids).toHaveLength(52);
    expect(kids[50]).toMatchObject({ id: '1::leaf::a99', label: 'host-99' });
    expect(kids[51]).toEqual({ id: '1::more', label: '69 more' });
    const more = treeItems(known, labels, true, () => 100, 'a99')[0]!.children!;
    expect(more.filter((k) => k.id === '1::leaf::a99')).toHaveLength(1);
    expect(more.at(-1)).toEqual({ id: '1::more', label: '20 more' });
  });

  it('has no "show more" once every child is shown', () => {
    const kids = treeItems(known, labels, true, () => 120)[0]!.children!;
    expect(kids).toHaveLength(120);
    expect(kids.some((k) => isMore(k.id))).toBe(false);
  });
});

describe('selectedNodeUuid', () => {
  it("is the selected asset node's UUID (what Create preselects), none for a type node", () => {
    const node = JSON.stringify({ tree: 'nodes', id: '1:3', name: 'Dev', query: {}, uuid: 'u-1' });
    expect(selectedNodeUuid(`?node=${encodeURIComponent(node)}&tab=host`)).toBe('u-1');
    const type = JSON.stringify({ tree: 'types', id: 'ROOT_HOST', name: 'Host', query: {} });
    expect(selectedNodeUuid(`?node=${encodeURIComponent(type)}`)).toBeUndefined();
    expect(selectedNodeUuid('?node=not-json')).toBeUndefined();
    expect(selectedNodeUuid('')).toBeUndefined();
  });
});

describe('treeListFilter', () => {
  const storages = { ...assets, name: 'storages', followsListFilter: true };
  const first = { date_from: '2026-10-25T00:00:01.000Z', date_to: '2026-11-01T23:59:59.000Z' };
  const address = (filter: unknown) => `?filter=${encodeURIComponent(JSON.stringify(filter))}`;

  it('is the list filter in the address, as query values', () => {
    const filter = { date_from: 'a', date_to: 'b', risk_level: 5, user: ['x', 'y'], input: '' };
    expect(treeListFilter(storages, address(filter), first)).toEqual({
      date_from: 'a',
      date_to: 'b',
      risk_level: '5',
      user: 'x,y',
    });
  });

  it('is the filter the list starts with while the address has none (or an unreadable one)', () => {
    expect(treeListFilter(storages, '?node=x', first)).toEqual(first);
    expect(treeListFilter(storages, '?filter=%7Bnot-json', first)).toEqual(first);
    expect(treeListFilter(storages, '', undefined)).toEqual({});
  });

  it('is nothing for a tree that does not follow its list', () => {
    expect(treeListFilter(assets, address({ search: 'x' }), first)).toEqual({});
    expect(treeListFilter(undefined, address({ search: 'x' }), first)).toEqual({});
  });
});
