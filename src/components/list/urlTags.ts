/**
 * Links may carry a list's search in plain query parameters, as the platform's do: `?search=web`,
 * a filter field (`?platform=3`), or an audit list's `date_start`/`date_end` (docs/shell.md §7.2).
 * Before the list mounts, they become its own filter (react-admin's `filter` parameter) in the
 * address, so the tag search's first request carries them. Once the address has a list filter,
 * that filter is the list's state. The platform's `?order=-name` (a field, `-` for descending)
 * becomes react-admin's `sort=name&order=DESC`, which is what the list reads.
 */
import { initialRange, type DateRangeParams } from '../../schema/dateRange';

const DATE_KEYS = ['date_start', 'date_end'];

/** Rewrites the platform's `order=[-]field` into react-admin's sort/order pair; true if it did. */
function platformOrder(query: URLSearchParams): boolean {
  const order = query.get('order')?.trim();
  if (!order || order === 'ASC' || order === 'DESC') return false;
  const field = order.replace(/^-/, '');
  if (!field) return false;
  query.set('sort', field);
  query.set('order', order.startsWith('-') ? 'DESC' : 'ASC');
  return true;
}

/**
 * The address (search part) a plain query should become, or null when it needs no change (pure):
 * the tags and dates move into `filter`, over the list's defaults.
 */
export function searchWithUrlTags(
  search: string,
  fields: readonly string[],
  opts: { dateRange?: DateRangeParams; defaults?: object; now: Date },
): string | null {
  const query = new URLSearchParams(search);
  const ordered = platformOrder(query);
  if (query.has('filter')) return ordered ? `?${query}` : null;
  const tagKeys = ['search', ...fields].filter((k) => query.get(k)?.trim());
  const dated = opts.dateRange && DATE_KEYS.some((k) => query.has(k));
  // react-admin drops its default filter once the address holds any parameter (a side tree's
  // `node`): a list with defaults (its date range) then writes them into the address itself.
  const defaultsLost = !!opts.defaults && Object.keys(opts.defaults).length > 0 && query.size > 0;
  if (!tagKeys.length && !dated && !defaultsLost) return ordered ? `?${query}` : null;
  const filter: Record<string, unknown> = { ...opts.defaults };
  for (const k of tagKeys) filter[k] = query.get(k)!.trim();
  if (dated) Object.assign(filter, initialRange(query, opts.now, opts.dateRange));
  for (const k of [...tagKeys, ...DATE_KEYS]) query.delete(k);
  query.set('filter', JSON.stringify(filter));
  return `?${query}`;
}
