/**
 * The side tree's state in the browser URL, next to react-admin's own list parameters (which it
 * keeps): `tree=<name>` (the active tab, absent for the first), `node=<JSON>` (the selected node:
 * its tree, id, name and the list query it selected) and `current=1` (direct members only).
 * The node's query is kept whole so a reload filters the list at once, before the tree loads.
 * Pure functions: no React, no tree component.
 */
import type { TreeNodeData, TreeSpec } from '../../../resources/vocabulary';

export const TREE_PARAM = 'tree';
export const NODE_PARAM = 'node';
export const CURRENT_PARAM = 'current';

export interface SelectedNode {
  tree: string;
  id: string;
  name: string;
  query: Record<string, string>;
  /** An asset node's UUID (its id is the key): what the node actions call. */
  uuid?: string;
}

export interface TreeState {
  tree: TreeSpec;
  node: SelectedNode | null;
  currentOnly: boolean;
}

function isStringRecord(v: unknown): v is Record<string, string> {
  return (
    !!v &&
    typeof v === 'object' &&
    !Array.isArray(v) &&
    Object.values(v).every((x) => typeof x === 'string')
  );
}

function parseNode(raw: string | null): SelectedNode | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<SelectedNode>;
    if (typeof v.tree !== 'string' || typeof v.id !== 'string' || !isStringRecord(v.query))
      return null;
    return {
      tree: v.tree,
      id: v.id,
      name: typeof v.name === 'string' ? v.name : v.id,
      query: v.query,
      ...(typeof v.uuid === 'string' && { uuid: v.uuid }),
    };
  } catch {
    return null;
  }
}

/**
 * What a tree following its list (`TreeSpec.followsListFilter`) sends besides its own query: the
 * list's filter in the address (react-admin's `filter`), else the one the list starts with (its
 * date range), so the first read already asks what the list will.
 */
export function treeListFilter(
  tree: TreeSpec | undefined,
  search: string,
  first: Record<string, string> | undefined,
): Record<string, string> {
  if (!tree?.followsListFilter) return {};
  let filter: unknown = null;
  try {
    filter = JSON.parse(new URLSearchParams(search).get('filter') ?? 'null');
  } catch {
    // A hand-edited address: the list ignores it too.
  }
  if (!filter || typeof filter !== 'object' || Array.isArray(filter)) return { ...first };
  return Object.fromEntries(
    Object.entries(filter)
      .filter(([, v]) => v !== undefined && v !== null && v !== '')
      .map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : String(v)]),
  );
}

/** The UUID of the asset node selected in the address, whichever tree it belongs to. */
export function selectedNodeUuid(search: string): string | undefined {
  return parseNode(new URLSearchParams(search).get(NODE_PARAM))?.uuid;
}

/** The active tree and selection the address describes (a node of another tree is ignored). */
export function readTreeState(search: string, trees: readonly TreeSpec[]): TreeState | null {
  if (!trees.length) return null;
  const q = new URLSearchParams(search);
  const tree = trees.find((t) => t.name === q.get(TREE_PARAM)) ?? trees[0]!;
  const node = parseNode(q.get(NODE_PARAM));
  return {
    tree,
    node: node && node.tree === tree.name ? node : null,
    currentOnly: q.get(CURRENT_PARAM) === '1',
  };
}

/** The list query the selection adds: the node's own, plus the "only this node" switch. */
export function treeListQuery(state: TreeState | null): Record<string, string> | undefined {
  if (!state?.node) return undefined;
  const toggle = state.tree.currentOnly;
  return {
    ...state.node.query,
    ...(toggle && state.currentOnly ? { [toggle.param]: '1' } : {}),
  };
}

/** A node as the URL keeps it, or null when its query is empty (it selects everything). */
export function selectionOf(tree: TreeSpec, node: TreeNodeData): SelectedNode | null {
  const query = tree.filter(node);
  if (!Object.keys(query).length) return null;
  const uuid = isAssetNode(node) ? nodeUuid(node) : undefined;
  return { tree: tree.name, id: node.id, name: node.name, query, ...(uuid && { uuid }) };
}

/** Whether the tree lets this node be chosen (an invalid storage cannot be). */
export function isSelectable(tree: TreeSpec, node: TreeNodeData): boolean {
  return tree.selectable ? tree.selectable(node) : true;
}

/** A required tree's default choice: its first selectable node that filters the list, if any. */
export function firstSelection(
  tree: TreeSpec,
  nodes: readonly TreeNodeData[],
): SelectedNode | null {
  for (const node of nodes) {
    const selection = isSelectable(tree, node) ? selectionOf(tree, node) : null;
    if (selection) return selection;
  }
  return null;
}

export interface TreeStatePatch {
  tree?: string;
  node?: SelectedNode | null;
  currentOnly?: boolean;
}

/**
 * The address after a change of tree, node or switch. Every other parameter (react-admin's
 * filter, sort, page size) is kept; a different selection goes back to the first page.
 */
export function writeTreeState(
  search: string,
  trees: readonly TreeSpec[],
  patch: TreeStatePatch,
): string {
  const q = new URLSearchParams(search);
  if (patch.tree !== undefined) {
    if (patch.tree === trees[0]?.name) q.delete(TREE_PARAM);
    else q.set(TREE_PARAM, patch.tree);
    if (patch.node === undefined) q.delete(NODE_PARAM);
  }
  if (patch.node !== undefined) {
    if (patch.node) q.set(NODE_PARAM, JSON.stringify(patch.node));
    else q.delete(NODE_PARAM);
  }
  if (patch.currentOnly !== undefined) {
    if (patch.currentOnly) q.set(CURRENT_PARAM, '1');
    else q.delete(CURRENT_PARAM);
  }
  if (q.has('page')) q.set('page', '1');
  const out = q.toString();
  return out ? `?${out}` : '';
}

/** Nodes grouped under their parent id (`''` for roots); order kept as the server sent it. */
export function childrenByParent(nodes: readonly TreeNodeData[]): Map<string, TreeNodeData[]> {
  const ids = new Set(nodes.map((n) => n.id));
  const out = new Map<string, TreeNodeData[]>();
  for (const n of nodes) {
    // A node whose parent is not in the payload is a root of it.
    const parent = n.pId && ids.has(n.pId) ? n.pId : '';
    const list = out.get(parent);
    if (list) list.push(n);
    else out.set(parent, [n]);
  }
  return out;
}

/** The node's UUID of an asset-node tree (`meta.data.id`); the id is its key. */
export function nodeUuid(node: TreeNodeData): string | undefined {
  const id = node.meta?.data?.id;
  return typeof id === 'string' ? id : undefined;
}

export function isAssetNode(node: TreeNodeData): boolean {
  return node.meta?.type === 'node';
}

/** A node as the tree view shows it: pending parents get one placeholder child (the expand icon). */
export interface TreeItemModel {
  id: string;
  label: string;
  node?: TreeNodeData;
  children?: TreeItemModel[];
}

export const PLACEHOLDER_SUFFIX = '::pending';

export function isPlaceholder(id: string): boolean {
  return id.endsWith(PLACEHOLDER_SUFFIX);
}

/**
 * Adds one lazily read answer to the children known so far: its top level hangs under the node
 * that was expanded, deeper levels under their own parents.
 */
export function withChildren(
  known: ReadonlyMap<string, TreeNodeData[]>,
  parent: string,
  answer: readonly TreeNodeData[],
): Map<string, TreeNodeData[]> {
  const out = new Map(known);
  for (const [key, nodes] of childrenByParent(answer)) out.set(key === '' ? parent : key, nodes);
  if (!answer.length) out.set(parent, []);
  return out;
}

/**
 * A node's item id in the tree view. An asset sits under each of its nodes (a node and its child
 * node alike), so a leaf's id is qualified by its parent: the tree view refuses duplicate ids.
 */
export function itemIdOf(parent: string, node: TreeNodeData): string {
  return node.isParent ? node.id : `${parent}::leaf::${node.id}`;
}

export const MORE_SUFFIX = '::more';

export function isMore(id: string): boolean {
  return id.endsWith(MORE_SUFFIX);
}

/** Every drawn node by its item id, and each node id's first item (the selection's). */
export function indexItems(
  items: readonly TreeItemModel[],
  out = { byItem: new Map<string, TreeNodeData>(), itemOf: new Map<string, string>() },
) {
  for (const item of items) {
    if (item.node) {
      out.byItem.set(item.id, item.node);
      if (!out.itemOf.has(item.node.id)) out.itemOf.set(item.node.id, item.id);
    }
    if (item.children) indexItems(item.children, out);
  }
  return out;
}

/** The node whose "show more" item this is. */
export function moreOwner(id: string): string {
  return id.slice(0, -MORE_SUFFIX.length);
}

/**
 * A node's children drawn at first, and per "show more": a node of 1,000 assets draws one page of
 * them on expansion instead of 1,000 tree items: one frame per 100 rows.
 */
export const CHILDREN_PAGE = 50;

export interface ItemLabels {
  /** A pending parent's placeholder (loading, or its failure). */
  pending(id: string): string;
  /** The "show more" item under a node with `count` children not drawn yet. */
  more(count: number): string;
}

/**
 * The tree view's items from the known children; a parent whose children are unknown gets a
 * placeholder (none at all in a complete answer, e.g. a search). A node shows its first `limit(id)`
 * children, then a "show more" item when some are left; the `pinned` node (the selected one) is
 * drawn even when it is not among them, right before "show more", so the selection is seen.
 */
export function treeItems(
  known: ReadonlyMap<string, TreeNodeData[]>,
  labels: ItemLabels,
  lazy: boolean,
  limit: (id: string) => number = () => Infinity,
  pinned?: string,
  parent = '',
): TreeItemModel[] {
  const all = known.get(parent) ?? [];
  const shown = Math.min(all.length, limit(parent));
  const extra = pinned === undefined ? [] : all.slice(shown).filter((n) => n.id === pinned);
  const items: TreeItemModel[] = [...all.slice(0, shown), ...extra].map((node) => {
    const kids = known.get(node.id);
    let children: TreeItemModel[] | undefined;
    if (kids) children = treeItems(known, labels, lazy, limit, pinned, node.id);
    else if (lazy && node.isParent)
      children = [{ id: `${node.id}${PLACEHOLDER_SUFFIX}`, label: labels.pending(node.id) }];
    return { id: itemIdOf(parent, node), label: node.name, node, ...(children && { children }) };
  });
  const left = all.length - shown - extra.length;
  if (left > 0) items.push({ id: `${parent}${MORE_SUFFIX}`, label: labels.more(left) });
  return items;
}
