/**
 * The page load's first round of requests, sent by the entry script before the rest of the
 * console has even downloaded: the public settings (open, then, with a session mark, the full
 * ones and the profile) and, on a resource's list page, its first page of rows and its OPTIONS
 * metadata (unless the tab keeps it from an earlier load: the metadata cache answers then). None
 * needs another's answer. The console then makes the same requests as it always does and takes
 * these responses instead of asking again (dataProvider/earlyFetch.ts).
 *
 * This module stays light (no React, react-admin or MUI): it is what the entry chunk runs first.
 * The first list request is computed as react-admin's list computes it, from the address and the
 * Store (useListParams' getQuery); when it also depends on the profile (a fixed query) or on
 * today (a default date range), or the address carries plain query tags the page first rewrites,
 * no rows are asked for early.
 */
import { expectViewOrg } from '../../authProvider/orgStorage';
import { PROFILE_URL } from '../../authProvider/profile';
import { sessionMark } from '../../authProvider/session';
import { sendEarly } from '../../dataProvider/earlyFetch';
import { listQuery, listSortOptions } from '../../dataProvider/listQuery';
import { buildUrl } from '../../dataProvider/requestHeaders';
import { hasStoredOptions, OPTIONS_QUERY } from '../../dataProvider/schema';
import { descriptors, resourceRoute } from '../../resources';
import type { ResourceDescriptor } from '../../resources/types';
import {
  DEFAULT_PAGE_SIZE,
  LIST_TAB_PARAM,
  listTabStorePrefix,
} from '../components/list/listDefaults';
import {
  CURRENT_PARAM,
  NODE_PARAM,
  readTreeState,
  TREE_PARAM,
  treeListFilter,
} from '../components/tree/treeState';
import { firstRange } from '../schema/dateRange';
import { viewOf } from './views';

export const OPEN_SETTINGS_URL = '/api/v1/settings/public/open/';
export const PUBLIC_SETTINGS_URL = '/api/v1/settings/public/';

/**
 * Startup's reads (src/shell/startup.ts): signed-in ones only with the session mark, in the
 * organisation the page's view runs in when the view alone decides it (settings).
 */
export function sendStartupReads(pathname: string): void {
  const signedIn = sessionMark();
  // Before any request: the organisation is part of what makes a request the same one again.
  if (signedIn) expectViewOrg(viewOf(pathname));
  sendEarly('GET', OPEN_SETTINGS_URL);
  if (!signedIn) return;
  sendEarly('GET', PROFILE_URL);
  sendEarly('GET', PUBLIC_SETTINGS_URL);
}

/** react-admin's list parameters as its Store keeps them (`<resource>.listParams`). */
export interface StoredListParams {
  filter?: Record<string, unknown>;
  sort?: string | null;
  order?: string | null;
  page?: number | string | null;
  perPage?: number | string | null;
}

export type ReadListParams = (resource: string) => StoredListParams | undefined;

/** The Store react-admin keeps in localStorage (localStorageStore('1', 'jms')), read directly. */
export function localStoreListParams(version = '1', appKey = 'jms'): ReadListParams {
  return (resource) => {
    try {
      const prefix = `RaStore${appKey}`;
      if (localStorage.getItem(`${prefix}.version`) !== version) return undefined;
      const raw = localStorage.getItem(`${prefix}.${resource}.listParams`);
      return raw ? (JSON.parse(raw) as StoredListParams) : undefined;
    } catch {
      return undefined;
    }
  };
}

/** What react-admin's list reads from the address (its own parameters only). */
const LIST_ADDRESS_KEYS = ['filter', 'order', 'page', 'perPage', 'sort', 'displayedFilters'];

/** The side tree's own address keys (treeState.ts), not the list's. */
const TREE_KEYS = [TREE_PARAM, NODE_PARAM, CURRENT_PARAM];

function fromAddress(search: string, ignored: readonly string[] = []): StoredListParams | null {
  const query = new URLSearchParams(search);
  const keys = [...new Set(query.keys())].filter((k) => !ignored.includes(k));
  if (keys.some((k) => !LIST_ADDRESS_KEYS.includes(k) || query.getAll(k).length > 1)) return null;
  const params: StoredListParams = {};
  for (const k of keys) {
    const v = query.get(k)!;
    if (k === 'filter') {
      try {
        params.filter = JSON.parse(v) as Record<string, unknown>;
      } catch {
        return null;
      }
    } else if (k !== 'displayedFilters') (params as Record<string, unknown>)[k] = v;
  }
  return params;
}

const asNumber = (v: number | string | null | undefined, fallback: number) => {
  const n = typeof v === 'string' ? parseInt(v, 10) : v;
  return n == null || Number.isNaN(n) ? fallback : n;
};

/** Whether the Store holds more than react-admin's initial parameters (its hasCustomParams). */
function custom(p: StoredListParams | undefined): p is StoredListParams {
  return (
    !!p?.filter &&
    (Object.keys(p.filter).length > 0 ||
      p.order != null ||
      p.page !== 1 ||
      p.perPage != null ||
      p.sort != null)
  );
}

/** The generic list's first request parameters at this address, or null (see above). */
export function firstListParams(
  d: ResourceDescriptor,
  search: string,
  stored: StoredListParams | undefined,
) {
  // Lists whose first query depends on more than the address (the user, a range, a tab, a
  // selected tree node; a tree with nothing selected adds nothing to the query).
  const l = d.list;
  if (l?.fixedQuery || l?.dateRange) return null;
  if (l?.tabs?.length && !firstOwnTab(d, search)) return null;
  if (l?.trees?.length && readTreeState(search, l.trees)?.node) return null;
  const address = fromAddress(search, [
    ...(l?.trees?.length ? TREE_KEYS : []),
    ...(l?.tabs?.length ? [LIST_TAB_PARAM] : []),
  ]);
  if (!address) return null;
  const query: StoredListParams = Object.keys(address).length
    ? address
    : custom(stored)
      ? { ...stored }
      : { filter: {} };
  const sort = d.list?.sort ?? { field: 'id', order: 'ASC' };
  return {
    pagination: {
      page: asNumber(query.page, 1),
      perPage: asNumber(query.perPage ?? DEFAULT_PAGE_SIZE, 10),
    },
    sort: query.sort
      ? { field: query.sort, order: query.order ?? 'ASC' }
      : { field: sort.field, order: sort.order },
    filter: { ...(query.filter ?? {}) },
  };
}

/**
 * A tabbed list whose active tab is its first, listing this resource without a fixed query (the
 * asset list's "All"): its first request is the plain list's, remembered under the tab's key.
 * Another tab may depend on permissions (the first permitted one) or on its own resource.
 */
function firstOwnTab(d: ResourceDescriptor, search: string): string | null {
  const tabs = d.list?.tabs ?? [];
  const first = tabs[0];
  const wanted = new URLSearchParams(search).get(LIST_TAB_PARAM);
  if (!first || first.resource || first.query || (wanted && wanted !== first.name)) return null;
  return first.name;
}

/** The resource whose list page is at `pathname` (the list route is the resource's name). */
export function listPageResource(pathname: string): ResourceDescriptor | null {
  const path = pathname.replace(/\/+$/, '');
  return descriptors.find((x) => `/${resourceRoute(x)}` === path) ?? null;
}

/** The URL of a list page's first rows as its list will ask for them, or null (see above). */
export function firstRowsUrl(
  d: ResourceDescriptor,
  search: string,
  readListParams: ReadListParams,
): string | null {
  const tab = d.list?.tabs?.length ? firstOwnTab(d, search) : null;
  const storeKey = tab ? listTabStorePrefix(resourceRoute(d), tab) : resourceRoute(d);
  const params = firstListParams(d, search, readListParams(storeKey));
  return params ? buildUrl(d.api.list, listQuery(params, listSortOptions(d))) : null;
}

/** A list page's side tree and the filter its first read goes with, when it has one. */
export function firstTree(d: ResourceDescriptor, search: string) {
  const tree = d.list?.trees?.length ? readTreeState(search, d.list.trees)?.tree : null;
  if (!tree) return null;
  const first = firstRange(d.list?.dateRange, search, new Date());
  return { tree, filter: treeListFilter(tree, search, first) };
}

/** The list page's metadata and first rows (a resource's list page only). */
export function sendPageReads(
  location: { pathname: string; search: string },
  readListParams: ReadListParams,
): void {
  if (!sessionMark()) return;
  const d = listPageResource(location.pathname);
  // Settings pages run in the SystemSetting pseudo-org, which startup enters only later: reads
  // sent now would carry another organisation and be asked for again.
  if (!d || d.view === 'settings') return;
  // The rows first: they are what the user waits for.
  const rows = firstRowsUrl(d, location.search, readListParams);
  if (rows) sendEarly('GET', rows);
  // The metadata the tab keeps for this sign-in comes from there (dataProvider/schema.ts).
  if (!hasStoredOptions(d.api.list)) sendEarly('OPTIONS', buildUrl(d.api.list, OPTIONS_QUERY));
  // The side tree's roots (treeApi's readRoot), in the same round as the rows.
  const side = firstTree(d, location.search);
  if (side) sendEarly('GET', buildUrl(side.tree.url, { ...side.tree.query, ...side.filter }));
}
