/**
 * The generic list and object protocol of every catalogue resource (protocol.md §3): pagination,
 * ordering, search, declared filters, ids and spm, detail reads and OPTIONS metadata.
 */
import { matchApiPath } from '../catalogue';
import { detail, json, type Ctx } from '../http';
import { t } from '../i18n';
import { optionsBody } from '../metadata';
import { ORG_ROOT, permissionsIn } from '../rbac';
import { behaviours } from '../resources';
import type { Route } from '../router';
import { presentRow } from '../serialize';
import type { FieldSpec, ResourceSpec, Row } from '../types';

export const MAX_LIMIT = 100;

function can(ctx: Ctx, perm: string | undefined): boolean {
  if (!perm) return true;
  const user = ctx.user!;
  return permissionsIn(ctx.state.store, String(user.id), ctx.orgId, Boolean(user.is_superuser)).has(perm);
}

function denied(ctx: Ctx): Response {
  return detail(403, t(ctx.lang, 'permissionDenied'), 'permission_denied');
}

export function fieldsFor(spec: ResourceSpec, ctx: Ctx, method: 'GET' | 'POST' | 'PUT' | 'PATCH'): readonly FieldSpec[] {
  const hook = behaviours[spec.key]?.fields;
  return hook ? hook(spec.fields, ctx, method) : spec.fields;
}

/** Rows of the resource visible in the request's organisation, with derived values filled in. */
export function visibleRows(spec: ResourceSpec, ctx: Ctx): Row[] {
  const b = behaviours[spec.key];
  let rows = ctx.state.store.rows(spec.key);
  if (b?.scope) rows = b.scope(rows, ctx);
  else if (ctx.orgId !== ORG_ROOT && spec.fields.some((f) => f.name === 'org_id')) {
    rows = rows.filter((r) => r.org_id === ctx.orgId);
  }
  return b?.raw ? rows.map((r) => b.raw!(r, ctx)) : rows;
}

const TRUE = new Set(['true', 'True', '1']);
const FALSE = new Set(['false', 'False', '0']);

type FilterResult = { rows: Row[] } | { errors: Record<string, string[]> };

function applyFilters(spec: ResourceSpec, rows: Row[], q: URLSearchParams): FilterResult {
  const errors: Record<string, string[]> = {};
  for (const f of spec.fields) {
    if (!f.filter || !q.has(f.name)) continue;
    const raw = q.get(f.name)!;
    if (raw === '') continue;
    const relatedIds = (v: unknown) => (Array.isArray(v) ? v.map(String) : v == null ? [] : [String(v)]);
    switch (f.type) {
      case 'boolean': {
        if (!TRUE.has(raw) && !FALSE.has(raw)) {
          errors[f.name] = [`Select a valid choice. ${raw} is not one of the available choices.`];
          continue;
        }
        const want = TRUE.has(raw);
        rows = rows.filter((r) => Boolean(r[f.name]) === want);
        break;
      }
      case 'labeled_choice':
      case 'choice':
        if (f.choices && !f.choices.some((c) => String(c.value) === raw)) {
          errors[f.name] = [`Select a valid choice. ${raw} is not one of the available choices.`];
          continue;
        }
        rows = rows.filter((r) => String(r[f.name]) === raw);
        break;
      case 'object_related_field':
      case 'm2m_related_field': {
        rows = rows.filter((r) => relatedIds(r[f.name]).includes(raw));
        break;
      }
      default:
        if (f.name === 'id' && !/^[0-9a-f-]{36}$/i.test(raw) && !/^\d+$/.test(raw)) {
          errors.id = ['Enter a valid UUID.'];
          continue;
        }
        rows = rows.filter((r) => String(r[f.name] ?? '') === raw);
    }
  }
  return Object.keys(errors).length ? { errors } : { rows };
}

function comparable(v: unknown): string | number {
  if (typeof v === 'number') return v;
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (v === null || v === undefined) return '';
  return String(v).toLowerCase();
}

function applyOrder(spec: ResourceSpec, rows: Row[], order: string | null): Row[] {
  const allowed = new Set([...spec.ordering_fields, ...spec.fields.filter((f) => f.order).map((f) => f.name)]);
  let keys = (order ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s && allowed.has(s.replace(/^-/, '')));
  if (!keys.length) keys = spec.default_ordering;
  if (!keys.length) return rows;
  return [...rows].sort((a, b) => {
    for (const k of keys) {
      const desc = k.startsWith('-');
      const name = desc ? k.slice(1) : k;
      const x = comparable(a[name]);
      const y = comparable(b[name]);
      if (x < y) return desc ? 1 : -1;
      if (x > y) return desc ? -1 : 1;
    }
    return 0;
  });
}

function applySearch(spec: ResourceSpec, rows: Row[], search: string | null): Row[] {
  const terms = (search ?? '').split(/[\s,]+/).map((s) => s.toLowerCase()).filter(Boolean);
  if (!terms.length || !spec.search_fields.length) return rows;
  const fields = spec.search_fields.map((f) => f.replace(/^[\^=@$]/, '').split('__')[0]!);
  return rows.filter((r) => terms.every((term) => fields.some((f) => String(r[f] ?? '').toLowerCase().includes(term))));
}

function applyIds(ctx: Ctx, rows: Row[], q: URLSearchParams): Row[] {
  if (q.has('ids')) {
    const ids = new Set(q.get('ids')!.split(',').filter(Boolean));
    rows = rows.filter((r) => ids.has(String(r.id)));
  }
  if (q.has('spm')) {
    const entry = ctx.state.store.spm.get(q.get('spm')!);
    const ids = new Set(entry && entry.expires > Date.now() ? entry.ids.map(String) : []);
    rows = rows.filter((r) => ids.has(String(r.id)));
  }
  return rows;
}

/** Which fields a GET returns: `fields`, `fields!`, or the `fields_size=mini|small` presets. */
function selectedFields(spec: ResourceSpec, q: URLSearchParams): Set<string> | undefined {
  const names = spec.fields.map((f) => f.name);
  if (q.get('fields_size') === 'mini' || q.get('fields_size') === 'small') {
    const mini = names.filter((n) => ['id', 'name', 'username', 'display_name', 'address', 'value'].includes(n));
    return new Set(q.get('fields_size') === 'mini' ? mini : [...mini, ...names.filter((n) => n.startsWith('date_') || n === 'comment')]);
  }
  if (q.has('fields')) return new Set(q.get('fields')!.split(','));
  if (q.has('fields!')) {
    const drop = new Set(q.get('fields!')!.split(','));
    return new Set(names.filter((n) => !drop.has(n)));
  }
  return undefined;
}

export function listQuery(spec: ResourceSpec, ctx: Ctx): { rows: Row[] } | { errors: Record<string, string[]> } {
  const q = ctx.url.searchParams;
  const filtered = applyFilters(spec, visibleRows(spec, ctx), q);
  if ('errors' in filtered) return filtered;
  let rows = applyIds(ctx, filtered.rows, q);
  rows = applySearch(spec, rows, q.get('search'));
  return { rows: applyOrder(spec, rows, q.get('order')) };
}

function pageUrl(ctx: Ctx, limit: number, offset: number): string {
  const u = new URL(ctx.url);
  u.searchParams.set('limit', String(limit));
  u.searchParams.set('offset', String(offset));
  return u.toString();
}

function list(spec: ResourceSpec, ctx: Ctx): Response {
  if (!can(ctx, spec.permissions?.view)) return denied(ctx);
  const result = listQuery(spec, ctx);
  if ('errors' in result) return json(result.errors, 400);
  const fields = selectedFields(spec, ctx.url.searchParams);
  const present = (r: Row) => presentRow(spec, r, ctx, fields);
  const limitRaw = Number.parseInt(ctx.url.searchParams.get('limit') ?? '', 10);
  if (!Number.isFinite(limitRaw) || limitRaw <= 0) return json(result.rows.map(present));
  const limit = Math.min(limitRaw, MAX_LIMIT);
  const offset = Math.max(0, Number.parseInt(ctx.url.searchParams.get('offset') ?? '0', 10) || 0);
  const count = result.rows.length;
  return json({
    count,
    next: offset + limit < count ? pageUrl(ctx, limit, offset + limit) : null,
    previous: offset > 0 ? pageUrl(ctx, limit, Math.max(0, offset - limit)) : null,
    results: result.rows.slice(offset, offset + limit).map(present),
  });
}

function notFound(ctx: Ctx, spec: ResourceSpec): Response {
  const model = (spec.model ?? 'Object').split('.').pop()!;
  return detail(404, t(ctx.lang, 'notFound', { object: model }), 'object_does_not_exist');
}

function retrieve(spec: ResourceSpec, ctx: Ctx, id: string): Response {
  if (!can(ctx, spec.permissions?.view)) return denied(ctx);
  const row = visibleRows(spec, ctx).find((r) => String(r.id) === id);
  if (!row) return notFound(ctx, spec);
  return json(presentRow(spec, row, ctx, selectedFields(spec, ctx.url.searchParams)));
}

function options(spec: ResourceSpec, ctx: Ctx, isDetail: boolean): Response {
  const writable = !spec.fields.every((f) => f.read_only);
  const body = optionsBody(spec, fieldsFor(spec, ctx, 'GET'), isDetail, writable);
  // Write methods describe their own serializer's fields (they may differ, e.g. role bindings).
  for (const m of ['POST', 'PUT', 'PATCH'] as const) {
    if (body.actions[m]) body.actions[m] = optionsBody(spec, fieldsFor(spec, ctx, m), isDetail, writable).actions[m]!;
  }
  return json(body);
}

export const restRoutes: Route[] = [
  {
    method: '*',
    pattern: /^\/api\/v1\/.+\/$/,
    handle: (ctx) => {
      const match = matchApiPath(ctx.path);
      if (!match) return detail(404, 'Not found.', 'not_found');
      const { spec, rest } = match;
      const m = ctx.method === 'HEAD' ? 'GET' : ctx.method;
      if (rest.length === 0) {
        if (m === 'OPTIONS') return options(spec, ctx, false);
        if (m === 'GET') return list(spec, ctx);
      } else if (rest.length === 1) {
        if (m === 'OPTIONS') return options(spec, ctx, true);
        if (m === 'GET') return retrieve(spec, ctx, rest[0]!);
      }
      return detail(405, t(ctx.lang, 'methodNotAllowed', { method: ctx.method }), 'method_not_allowed');
    },
  },
];

