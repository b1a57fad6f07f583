/**
 * Saved views of a list (docs/shell.md §7.14), the pure part: what a view holds, where it is kept
 * in react-admin's Store (per list, per user, per organisation), the edits of a list of views and
 * the address that opens a list in a view.
 */

export interface ListSort {
  field: string;
  order: 'ASC' | 'DESC';
}

/** A named view: the list's search and filters, its sort, page size and hidden columns. */
export interface SavedView {
  name: string;
  filter: Record<string, unknown>;
  sort: ListSort;
  perPage: number;
  /** The columns hidden, as the columns dialog keeps them (docs/shell.md §7.4); absent: defaults. */
  hidden?: string[];
}

/** At most this many views per list: the menu stays small. */
export const SAVED_VIEWS_KEPT = 20;

export const SAVED_VIEWS_PREFIX = 'savedViews.';

/** The Store's key of one user's views of one list in one organisation. */
export const savedViewsKey = (listKey: string, userId: string, orgId: string | null) =>
  `${SAVED_VIEWS_PREFIX}${listKey}.${userId}.${orgId ?? 'none'}`;

function isView(value: unknown): value is SavedView {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  const sort = v.sort as Record<string, unknown> | undefined;
  return (
    typeof v.name === 'string' &&
    !!v.name.trim() &&
    !!v.filter &&
    typeof v.filter === 'object' &&
    !Array.isArray(v.filter) &&
    !!sort &&
    typeof sort.field === 'string' &&
    (sort.order === 'ASC' || sort.order === 'DESC') &&
    typeof v.perPage === 'number' &&
    v.perPage > 0 &&
    (v.hidden === undefined ||
      (Array.isArray(v.hidden) && v.hidden.every((h) => typeof h === 'string')))
  );
}

/** The views kept in the Store, whatever it holds (a stale or hand-edited value is dropped). */
export function readViews(stored: unknown): SavedView[] {
  return Array.isArray(stored) ? stored.filter(isView) : [];
}

/** Adds a view, or replaces the one of the same name in its place; the newest first otherwise. */
export function saveView(stored: unknown, view: SavedView): SavedView[] {
  const views = readViews(stored);
  const named = { ...view, name: view.name.trim() };
  const at = views.findIndex((v) => v.name === named.name);
  if (at >= 0) return views.map((v, i) => (i === at ? named : v));
  return [named, ...views].slice(0, SAVED_VIEWS_KEPT);
}

/** Renames a view; null when another view already has the new name. */
export function renameView(stored: unknown, from: string, to: string): SavedView[] | null {
  const views = readViews(stored);
  const name = to.trim();
  if (views.some((v) => v.name === name && v.name !== from)) return null;
  return views.map((v) => (v.name === from ? { ...v, name } : v));
}

export function deleteView(stored: unknown, name: string): SavedView[] {
  return readViews(stored).filter((v) => v.name !== name);
}

/** react-admin's list parameters in the address (useListParams writes these). */
const LIST_PARAMS = ['filter', 'displayedFilters', 'sort', 'order', 'page', 'perPage'];

/** A link's shown columns, in the table's order: `columns=name,username,email`. */
export const COLUMNS_PARAM = 'columns';

/**
 * The address (search part) that opens the list in a view, in the form the list itself writes
 * (`filter=<JSON>&order=&page=1&perPage=&sort=`), keeping what else the address says (a list tab,
 * a side tree's node), and the columns shown (`columns=`, of the table's `offered` ones).
 */
export function viewSearch(
  currentSearch: string,
  view: Omit<SavedView, 'name'>,
  offered: readonly string[] = [],
): string {
  const query = new URLSearchParams(currentSearch);
  for (const k of [...LIST_PARAMS, COLUMNS_PARAM]) query.delete(k);
  query.set('filter', JSON.stringify(view.filter));
  if (view.sort.field) {
    query.set('sort', view.sort.field);
    query.set('order', view.sort.order);
  }
  query.set('page', '1');
  query.set('perPage', String(view.perPage));
  if (view.hidden && offered.length)
    query.set(COLUMNS_PARAM, offered.filter((c) => !view.hidden!.includes(c)).join(','));
  return `?${query}`;
}

/**
 * A link's columns (`columns=`): the columns to hide (the offered ones it does not name, never a
 * minimum one) and the address without the parameter; null when the address has none.
 */
export function linkedColumns(
  search: string,
  offered: readonly string[],
  min: readonly string[],
): { hidden: string[]; search: string } | null {
  const query = new URLSearchParams(search);
  const named = query.get(COLUMNS_PARAM);
  if (named === null) return null;
  query.delete(COLUMNS_PARAM);
  const shown = named.split(',').map((c) => c.trim());
  return {
    hidden: offered.filter((c) => !shown.includes(c) && !min.includes(c)),
    search: query.size ? `?${query}` : '',
  };
}
