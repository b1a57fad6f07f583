/**
 * The list side of the generic protocol (docs/wire.md §5.1–5.5): the rows visible in the request's
 * organisation, declared filters, ids/spm, search and ordering. Shared by list GETs, bulk writes
 * and exports. Every step is one linear pass (plus one keyed sort), so large seeds stay fast.
 */
import { detail, type Ctx } from './http';
import { t } from './i18n';
import { ORG_ROOT, permissionsIn } from './rbac';
import { behaviours } from './resources';
import { presentRow } from './serialize';
import type { Store } from './store';
import type { FieldSpec, ResourceSpec, Row } from './types';

export function can(ctx: Ctx, perm: string | undefined | null): boolean {
  if (!perm) return true;
  const user = ctx.user!;
  return permissionsIn(ctx.state.store, String(user.id), ctx.orgId, Boolean(user.is_superuser)).has(
    perm,
  );
}

export function denied(ctx: Ctx): Response {
  return detail(403, t(ctx.lang, 'permissionDenied'), 'permission_denied');
}

export function notFound(ctx: Ctx, spec: ResourceSpec): Response {
  return detail(404, t(ctx.lang, 'notFound', { object: modelName(spec) }), 'object_does_not_exist');
}

/** The model class name (`User` for `users.User`). */
export function modelName(spec: ResourceSpec): string {
  return (spec.model ?? 'Object').split('.').pop()!;
}

export function isOrgScoped(spec: ResourceSpec): boolean {
  return spec.fields.some((f) => f.name === 'org_id');
}

export function fieldsFor(
  spec: ResourceSpec,
  ctx: Ctx,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
): readonly FieldSpec[] {
  const hook = behaviours[spec.key]?.fields;
  return hook ? hook(spec.fields, ctx, method) : spec.fields;
}

/** Rows of the resource visible in the request's organisation, with derived values filled in. */
export function visibleRows(spec: ResourceSpec, ctx: Ctx): Row[] {
  const b = behaviours[spec.key];
  let rows = ctx.state.store.rows(spec.key);
  if (b?.scope) rows = b.scope(rows, ctx);
  else if (ctx.orgId !== ORG_ROOT && isOrgScoped(spec)) {
    const org = ctx.orgId;
    rows = rows.filter((r) => r.org_id === org);
  }
  return b?.raw && !b.lazyRaw ? rows.map((r) => b.raw!(r, ctx)) : rows;
}

/**
 * A row of `visibleRows` as the API renders it: lazy derived values, the present hook, the wire
 * encoding.
 */
export function presentOne(
  spec: ResourceSpec,
  row: Row,
  ctx: Ctx,
  fields?: Set<string>,
): Record<string, unknown> {
  const b = behaviours[spec.key];
  let full = b?.raw && b.lazyRaw ? b.raw(row, ctx) : row;
  if (b?.present) full = b.present(full, ctx);
  return presentRow(spec, full, ctx, fields);
}

/** A stored row (e.g. just written) as the API renders it. */
export function presentStored(spec: ResourceSpec, row: Row, ctx: Ctx): Record<string, unknown> {
  const b = behaviours[spec.key];
  return presentOne(spec, b?.raw && !b.lazyRaw ? b.raw(row, ctx) : row, ctx);
}

const TRUE = new Set(['true', 'True', '1']);
const FALSE = new Set(['false', 'False', '0']);
const UUID_LIKE = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;

export type FilterResult = { rows: Row[] } | { errors: Record<string, string[]> };

function invalidChoice(raw: string): string[] {
  return [`Select a valid choice. ${raw} is not one of the available choices.`];
}

function relatedIds(v: unknown): string[] {
  if (Array.isArray(v))
    return v.map((x) => String(typeof x === 'object' && x !== null ? (x as Row).id : x));
  return v === null || v === undefined ? [] : [String(typeof v === 'object' ? (v as Row).id : v)];
}

type Predicate = (r: Row) => boolean;

/** `date_from` / `date_to` on views with a date range (docs/wire.md §5.5): inclusive bounds. */
function dateRangePredicates(
  spec: ResourceSpec,
  q: URLSearchParams,
  errors: Record<string, string[]>,
): Predicate[] {
  const range = behaviours[spec.key]?.dateRange;
  if (!range) return [];
  const instant = (r: Row): number => {
    const v = r[range.field];
    if (v === null || v === undefined || v === '') return NaN;
    return range.epochSeconds ? Number(v) * 1000 : Date.parse(String(v));
  };
  const predicates: Predicate[] = [];
  for (const [param, keep] of [
    ['date_from', (t: number, bound: number) => t >= bound],
    ['date_to', (t: number, bound: number) => t <= bound],
  ] as const) {
    const raw = q.get(param);
    if (!raw) continue;
    const bound = Date.parse(raw);
    if (Number.isNaN(bound)) {
      errors[param] = ['Enter a valid date/time.'];
      continue;
    }
    predicates.push((r) => keep(instant(r), bound));
  }
  return predicates;
}

/**
 * Declared filters: custom ones (behaviour hooks) narrow the rows first, the generic ones become
 * predicates that run in a single pass together with the search.
 */
function applyFilters(spec: ResourceSpec, rows: Row[], ctx: Ctx, extra: Predicate[]): FilterResult {
  const q = ctx.url.searchParams;
  const custom = behaviours[spec.key]?.filters ?? {};
  const errors: Record<string, string[]> = {};
  for (const [name, filter] of Object.entries(custom)) {
    const raw = q.get(name);
    if (raw === null || raw === '') continue;
    const out = filter(rows, raw, ctx);
    if (Array.isArray(out)) rows = out;
    else errors[name] = out.error;
  }
  const predicates: Predicate[] = [];
  for (const f of spec.fields) {
    if (!f.filter || custom[f.name] || !q.has(f.name)) continue;
    const raw = q.get(f.name)!;
    if (raw === '') continue;
    const name = f.name;
    switch (f.type) {
      case 'boolean': {
        if (!TRUE.has(raw) && !FALSE.has(raw)) {
          errors[name] = invalidChoice(raw);
          continue;
        }
        const want = TRUE.has(raw);
        predicates.push((r) => Boolean(r[name]) === want);
        break;
      }
      case 'labeled_choice':
      case 'choice':
        if (f.choices && !f.choices.some((c) => String(c.value) === raw)) {
          errors[name] = invalidChoice(raw);
          continue;
        }
        predicates.push((r) => String(r[name]) === raw);
        break;
      case 'object_related_field':
      case 'm2m_related_field':
        predicates.push((r) => relatedIds(r[name]).includes(raw));
        break;
      default:
        if (name === 'id' && !UUID_LIKE.test(raw) && !/^\d+$/.test(raw)) {
          errors.id = ['Enter a valid UUID.'];
          continue;
        }
        predicates.push((r) => String(r[name] ?? '') === raw);
    }
  }
  predicates.push(...dateRangePredicates(spec, q, errors));
  if (Object.keys(errors).length) return { errors };
  predicates.push(...extra);
  if (!predicates.length) return { rows };
  return { rows: rows.filter((r) => predicates.every((p) => p(r))) };
}

/** Sort keys: numbers stay numbers, everything else compares as lower-case text. */
function sortKey(v: unknown): string | number {
  if (typeof v === 'number') return v;
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (v === null || v === undefined) return '';
  return String(v).toLowerCase();
}

export function orderKeys(spec: ResourceSpec, order: string | null): string[] {
  const allowed = new Set([
    ...spec.ordering_fields,
    ...spec.fields.filter((f) => f.order).map((f) => f.name),
  ]);
  const keys = (order ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s && allowed.has(s.replace(/^-/, '')));
  return keys.length ? keys : spec.default_ordering;
}

/** A stable sort on precomputed keys (decorate-sort-undecorate): O(n log n) cheap comparisons. */
function applyOrder(spec: ResourceSpec, rows: Row[], order: string | null): Row[] {
  const keys = orderKeys(spec, order);
  if (!keys.length || rows.length < 2) return rows;
  const specs = keys.map((k) => ({ name: k.replace(/^-/, ''), dir: k.startsWith('-') ? -1 : 1 }));
  const decorated = rows.map((row, i) => ({
    row,
    i,
    keys: specs.map((s) => sortKey(row[s.name])),
  }));
  decorated.sort((a, b) => {
    for (let k = 0; k < specs.length; k++) {
      const x = a.keys[k]!;
      const y = b.keys[k]!;
      if (x !== y) {
        // Mixed types (a number next to a missing value) compare as text, like a DB collation
        // would.
        const lt = typeof x === typeof y ? x < y : String(x) < String(y);
        return lt ? -specs[k]!.dir : specs[k]!.dir;
      }
    }
    return a.i - b.i;
  });
  return decorated.map((d) => d.row);
}

function searchFields(spec: ResourceSpec): string[] {
  return spec.search_fields.map((f) => f.replace(/^[\^=@$]/, '').split('__')[0]!);
}

/** One row's searchable text, lower-cased, fields separated so a term cannot span two of them. */
function haystackOf(row: Row, fields: readonly string[]): string {
  let out = '';
  for (const f of fields) {
    const v = row[f];
    if (v === null || v === undefined) continue;
    out += `${(typeof v === 'object' ? String((v as Row).name ?? '') : String(v)).toLowerCase()}\u0000`;
  }
  return out;
}

/** `search=`: every term (split on commas and spaces) must occur in one of the search fields. */
function searchPredicate(
  spec: ResourceSpec,
  search: string | null,
  haystacks?: Map<Row, string>,
): Predicate[] {
  const terms = (search ?? '')
    .split(/[\s,]+/)
    .map((s) => s.toLowerCase())
    .filter(Boolean);
  if (!terms.length || !spec.search_fields.length) return [];
  const fields = searchFields(spec);
  return [
    (r) => {
      const h = haystacks?.get(r) ?? haystackOf(r, fields);
      return terms.every((term) => h.includes(term));
    },
  ];
}

/** The ids an spm names, or an empty set once it expired (docs/wire.md §7.1). */
export function spmIds(ctx: Ctx, spm: string): Set<string> {
  const entry = ctx.state.store.spm.get(spm);
  return new Set(entry && entry.expires > Date.now() ? entry.ids.map(String) : []);
}

function applyIds(ctx: Ctx, rows: Row[], q: URLSearchParams): Row[] {
  if (q.has('ids')) {
    const ids = new Set(q.get('ids')!.split(',').filter(Boolean));
    rows = rows.filter((r) => ids.has(String(r.id)));
  }
  if (q.has('spm')) {
    const ids = spmIds(ctx, q.get('spm')!);
    rows = rows.filter((r) => ids.has(String(r.id)));
  }
  return rows;
}

/** Which fields a GET returns: `fields`, `fields!`, or the `fields_size=mini|small` presets. */
export function selectedFields(spec: ResourceSpec, q: URLSearchParams): Set<string> | undefined {
  const names = spec.fields.map((f) => f.name);
  if (q.get('fields_size') === 'mini' || q.get('fields_size') === 'small') {
    const mini = names.filter((n) =>
      ['id', 'name', 'username', 'display_name', 'address', 'value'].includes(n),
    );
    return new Set(
      q.get('fields_size') === 'mini'
        ? mini
        : [...mini, ...names.filter((n) => n.startsWith('date_') || n === 'comment')],
    );
  }
  if (q.has('fields')) return new Set(q.get('fields')!.split(','));
  if (q.has('fields!')) {
    const drop = new Set(q.get('fields!')!.split(','));
    return new Set(names.filter((n) => !drop.has(n)));
  }
  return undefined;
}

interface OrderedCache {
  stamp: string;
  rows: Row[];
  /** lower-cased search text per row, built on the first search */
  haystacks?: Map<Row, string>;
}

const orderedCache = new WeakMap<Store, Map<string, OrderedCache>>();

/**
 * The visible rows in list order. Sorting a large table is the costly step, so when the rows are
 * the stored objects (no eager `raw`) and visibility depends only on the org, the sorted array is
 * kept until the store version, the table size or the role bindings change. Filters and search
 * then run over it in one pass each, keeping the order.
 */
function orderedVisible(spec: ResourceSpec, ctx: Ctx, order: string | null): OrderedCache {
  const b = behaviours[spec.key];
  const cacheable = !(b?.raw && !b.lazyRaw) && (!b?.scope || b.scopeByOrg);
  if (!cacheable) return { stamp: '', rows: applyOrder(spec, visibleRows(spec, ctx), order) };
  const store = ctx.state.store;
  const stamp = `${store.version}:${store.rows(spec.key).length}:${store.bindings.length}`;
  const key = `${spec.key}|${ctx.orgId}|${orderKeys(spec, order).join(',')}`;
  let byKey = orderedCache.get(store);
  if (!byKey) orderedCache.set(store, (byKey = new Map()));
  const hit = byKey.get(key);
  if (hit?.stamp === stamp) return hit;
  const entry: OrderedCache = { stamp, rows: applyOrder(spec, visibleRows(spec, ctx), order) };
  byKey.set(key, entry);
  return entry;
}

/** The view's filtered, searched and ordered queryset, or the filter errors (400). */
export function listQuery(spec: ResourceSpec, ctx: Ctx): FilterResult {
  const q = ctx.url.searchParams;
  const ordered = orderedVisible(spec, ctx, q.get('order'));
  const search = q.get('search');
  if (search && ordered.stamp && !ordered.haystacks) {
    const fields = searchFields(spec);
    ordered.haystacks = new Map(ordered.rows.map((r) => [r, haystackOf(r, fields)]));
  }
  const rows = applyIds(ctx, ordered.rows, q);
  return applyFilters(spec, rows, ctx, searchPredicate(spec, search, ordered.haystacks));
}
