/**
 * Reading a side tree (docs/domain.md §2.2–2.4) and changing asset nodes (docs/domain.md §2.5).
 * Kept apart from the tree component so the list page can start the tree's first request in the
 * same round as its rows without loading any tree UI.
 */
import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { request } from '../../../dataProvider/httpClient';
import type { TreeNodeData, TreeSpec } from '../../../resources/vocabulary';

/** Trees change only through their own actions (or a refresh): no background refetching. */
export const TREE_STALE_MS = 5 * 60_000;

export const treeKeys = {
  all: (tree: TreeSpec) => ['tree', tree.name] as const,
  /** `filter`: the list's, for a tree following it (treeListFilter), else nothing. */
  root: (tree: TreeSpec, filter: Record<string, string> = {}) =>
    ['tree', tree.name, 'root', filter] as const,
  children: (tree: TreeSpec, id: string) => ['tree', tree.name, 'children', id] as const,
  search: (tree: TreeSpec, text: string) => ['tree', tree.name, 'search', text] as const,
};

function readTree(tree: TreeSpec, extra: Record<string, string>): Promise<TreeNodeData[]> {
  return request<TreeNodeData[]>(tree.url, { query: { ...tree.query, ...extra } }).then((body) =>
    Array.isArray(body) ? body : [],
  );
}

/** The first load: the roots (and whatever the endpoint sends with them). */
export function readRoot(
  tree: TreeSpec,
  filter: Record<string, string> = {},
): Promise<TreeNodeData[]> {
  return readTree(tree, filter);
}

/** One expanded node's children: `key=<node id>`. */
export function readChildren(tree: TreeSpec, id: string): Promise<TreeNodeData[]> {
  return readTree(tree, { key: id });
}

/** A search over the whole tree: `search=<text>` and the tree's search parameters. */
export function readSearch(tree: TreeSpec, text: string): Promise<TreeNodeData[]> {
  return readTree(tree, { ...tree.searchQuery, search: text });
}

export function rootQuery(tree: TreeSpec, filter: Record<string, string> = {}) {
  return {
    queryKey: treeKeys.root(tree, filter),
    queryFn: () => readRoot(tree, filter),
    staleTime: TREE_STALE_MS,
  };
}

/** Starts the active tree's first request now, alongside the list's own first requests. */
export function usePrefetchTree(
  tree: TreeSpec | undefined,
  filter: Record<string, string> = {},
): void {
  const client = useQueryClient();
  // A new object for the same filter asks nothing: the answer it has is fresh.
  useEffect(() => {
    if (tree) void client.prefetchQuery(rootQuery(tree, filter));
  }, [client, tree, filter]);
}

/** Re-reads everything of one tree that is on screen. */
export function refreshTree(client: QueryClient, tree: TreeSpec): Promise<void> {
  return client.invalidateQueries({ queryKey: treeKeys.all(tree) });
}

// ---------------------------------------------------------------- node operations (docs/domain.md
// §2.5)

const nodeUrl = (api: string, uuid: string) => `${api}${encodeURIComponent(uuid)}/`;

export interface NodeObject {
  id: string;
  key: string;
  value: string;
}

/** POST `<api><parent uuid>/children/` with `{}`: the server names it `New node <n>`. */
export function createChildNode(api: string, parentUuid: string): Promise<NodeObject> {
  return request<NodeObject>(`${nodeUrl(api, parentUuid)}children/`, {
    method: 'POST',
    body: {},
    silent: true,
  });
}

export function renameNode(api: string, uuid: string, value: string): Promise<NodeObject> {
  return request<NodeObject>(nodeUrl(api, uuid), {
    method: 'PATCH',
    body: { value },
    silent: true,
  });
}

/** A node's detail, for its info dialog: its id, name and full path (docs/domain.md §2.7). */
export interface NodeInfo extends NodeObject {
  name: string;
  full_value: string;
}

export function readNode(api: string, uuid: string, signal?: AbortSignal): Promise<NodeInfo> {
  return request<NodeInfo>(nodeUrl(api, uuid), { silent: true, signal });
}

export function deleteNode(api: string, uuid: string): Promise<unknown> {
  return request(nodeUrl(api, uuid), { method: 'DELETE', silent: true });
}

/** The asset list the node menu picks assets from. */
export const ASSETS_URL = '/api/v1/assets/assets/';

/** A node's connectivity test or hardware refresh (docs/domain.md §3.1): the task to follow. */
export function runNodeTask(api: string, uuid: string, action: string): Promise<{ task?: string }> {
  return request(`${nodeUrl(api, uuid)}tasks/`, { method: 'POST', body: { action }, silent: true });
}

/** The organisation's assets amount check: the task to follow. */
export function checkAssetsAmount(api: string): Promise<{ task?: string }> {
  return request(`${api}check_assets_amount_task/`, { method: 'POST', silent: true });
}

/** Moves other nodes under this one (Lina's drag and drop). */
export function moveNodesUnder(
  api: string,
  uuid: string,
  ids: readonly string[],
): Promise<unknown> {
  return request(`${nodeUrl(api, uuid)}children/add/`, {
    method: 'PUT',
    body: { nodes: ids },
    silent: true,
  });
}

/** Adds assets to the node, moves them to it (out of every other), or removes them from it. */
export function changeNodeAssets(
  api: string,
  uuid: string,
  how: 'add' | 'replace' | 'remove',
  ids: readonly string[],
): Promise<unknown> {
  return request(`${nodeUrl(api, uuid)}assets/${how}/`, {
    method: 'PUT',
    body: { assets: ids },
    silent: true,
  });
}
