/**
 * react-admin list parameters -> the backend's list query (docs/wire.md §5.1–5.5):
 * `limit`/`offset`, `order` with `-` for descending, `search` (react-admin's `q` included),
 * declared filters as exact values, and `date_from`/`date_to` as ISO datetimes.
 */
import type { QueryValue } from './httpClient';

export interface ListParamsLike {
  pagination?: { page: number; perPage: number };
  sort?: { field: string; order: 'ASC' | 'DESC' | string };
  filter?: Record<string, unknown>;
}

export interface ListQueryOptions {
  /**
   * The field react-admin sorts by when the page declares none is `id`, which the backend cannot
   * order by (UUIDs are excluded): that implicit sort is not sent unless the page asked for it.
   */
  declaredSortField?: string;
}

/** Filters that are not field filters: free text goes to `search`. */
const SEARCH_KEYS = new Set(['q', 'search']);
const DATE_KEYS = new Set(['date_from', 'date_to']);

function isRecord(v: unknown): v is Record<string, unknown> {
  return !!v && typeof v === 'object' && !Array.isArray(v);
}

function hasIsoString(v: unknown): v is { toISOString(): string } {
  return isRecord(v) && typeof v.toISOString === 'function';
}

/** One filter value as the query carries it; undefined means "leave out". */
function scalar(v: unknown): string | number | undefined {
  if (v === undefined || v === null) return undefined;
  if (typeof v === 'string') return v.trim() === '' ? undefined : v.trim();
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  // Django filters take True/False (docs/wire.md §5.4 example: is_active=True).
  if (typeof v === 'boolean') return v ? 'True' : 'False';
  if (v instanceof Date || hasIsoString(v)) return v.toISOString();
  if (isRecord(v)) {
    // A choice or a related object picked as a whole: filters match its raw value.
    if ('value' in v) return scalar(v.value);
    if ('id' in v) return scalar(v.id);
    if ('pk' in v) return scalar(v.pk);
  }
  return undefined;
}

function filterValue(v: unknown): QueryValue {
  if (Array.isArray(v)) {
    const items = v.map(scalar).filter((x): x is string | number => x !== undefined);
    return items.length ? items : undefined;
  }
  return scalar(v);
}

/** Search tags: blank ones dropped, the rest trimmed, joined with ',' (every term must match). */
function searchTerms(filter: Record<string, unknown>): string | undefined {
  const terms: string[] = [];
  for (const key of SEARCH_KEYS) {
    const value = filter[key];
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item === 'string' && item.trim()) terms.push(item.trim());
      else if (typeof item === 'number') terms.push(String(item));
    }
  }
  return terms.length ? terms.join(',') : undefined;
}

function dateValue(v: unknown): string | undefined {
  if (v instanceof Date || hasIsoString(v)) return v.toISOString();
  return typeof v === 'string' && v.trim() ? v.trim() : undefined;
}

export function orderParam(
  sort: ListParamsLike['sort'],
  opts: ListQueryOptions = {},
): string | undefined {
  const field = sort?.field;
  if (!field) return undefined;
  if (field === 'id' && opts.declaredSortField !== 'id') return undefined;
  return `${sort.order === 'DESC' ? '-' : ''}${field}`;
}

/** The options a resource's list requests are built with. */
export function listSortOptions(d: { list?: { sort?: { field: string } } }): ListQueryOptions {
  return { declaredSortField: d.list?.sort?.field };
}

export function listQuery(
  params: ListParamsLike,
  opts: ListQueryOptions = {},
): Record<string, QueryValue> {
  const query: Record<string, QueryValue> = {};
  const { pagination, sort, filter = {} } = params;
  if (pagination) {
    query.limit = pagination.perPage;
    query.offset = Math.max(0, (pagination.page - 1) * pagination.perPage);
  }
  query.order = orderParam(sort, opts);
  query.search = searchTerms(filter);
  for (const [key, value] of Object.entries(filter)) {
    if (SEARCH_KEYS.has(key)) continue;
    query[key] = DATE_KEYS.has(key) ? dateValue(value) : filterValue(value);
  }
  for (const key of Object.keys(query)) if (query[key] === undefined) delete query[key];
  return query;
}
