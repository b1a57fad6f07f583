/**
 * Reading a side tree (domain-protocol-assets §2.2–2.4) and changing asset nodes (§2.5). Kept
 * apart from the tree component so the list page can start the tree's first request in the same
 * round as its rows without loading any tree UI.
 */
import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { request } from '../../../dataProvider/httpClient';
import { errorText } from '../../../dataProvider/errors';
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

// ---------------------------------------------------------------- node operations (§2.5)

export interface NodeObject {
  id: string;
  key: string;
  value: string;
}

/** A server refusal as its own text (400 field errors, 403 `{"error": …}`), for the caller to show. */
export function refusalText(err: unknown): string {
  const body = (err as { body?: unknown } | null)?.body;
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const direct = errorText(body);
    if (direct) return direct;
    const value = (body as Record<string, unknown>).value;
    if (Array.isArray(value)) return value.filter((v) => typeof v === 'string').join(' ');
  }
  return typeof body === 'string' ? body : '';
}

/** POST `<api><parent uuid>/children/` with `{}`: the server names it `New node <n>`. */
export function createChildNode(api: string, parentUuid: string): Promise<NodeObject> {
  return request<NodeObject>(`${api}${encodeURIComponent(parentUuid)}/children/`, {
    method: 'POST',
    body: {},
    silent: true,
  });
}

export function renameNode(api: string, uuid: string, value: string): Promise<NodeObject> {
  return request<NodeObject>(`${api}${encodeURIComponent(uuid)}/`, {
    method: 'PATCH',
    body: { value },
    silent: true,
  });
}

/** A node's detail, for its info dialog: its id, name and full path (domain-protocol-extras §10). */
export interface NodeInfo extends NodeObject {
  name: string;
  full_value: string;
}

export function readNode(api: string, uuid: string, signal?: AbortSignal): Promise<NodeInfo> {
  return request<NodeInfo>(`${api}${encodeURIComponent(uuid)}/`, { silent: true, signal });
}

export function deleteNode(api: string, uuid: string): Promise<unknown> {
  return request(`${api}${encodeURIComponent(uuid)}/`, { method: 'DELETE', silent: true });
}
