/**
 * The generic list and object protocol of every catalogue resource (docs/wire.md §5–8, §12):
 * pagination, ordering, search, declared filters, ids and spm, detail reads, OPTIONS metadata,
 * writes, bulk writes, exports and `render-to-json` imports.
 */
import { matchApiPath } from '../catalogue';
import { wantsExport, exportList } from '../export/exportList';
import { renderToJson } from '../export/renderToJson';
import { detail, json, type Ctx } from '../http';
import { t } from '../i18n';
import { localizeFields } from '../labels';
import { optionsBody } from '../metadata';
import {
  can,
  denied,
  fieldsFor,
  listQuery,
  notFound,
  presentOne,
  selectedFields,
  visibleRows,
} from '../query';
import { behaviours } from '../resources';
import type { Route } from '../router';
import type { ResourceSpec } from '../types';
import { bulkDestroy, bulkUpdate, create, destroy, update } from '../writes/handlers';

export { fieldsFor, listQuery, visibleRows } from '../query';

export const MAX_LIMIT = 100;

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
  const present = (r: (typeof result.rows)[number]) => presentOne(spec, r, ctx, fields);
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

function retrieve(spec: ResourceSpec, ctx: Ctx, id: string): Response {
  if (!can(ctx, spec.permissions?.view)) return denied(ctx);
  const row = visibleRows(spec, ctx).find((r) => String(r.id) === id);
  if (!row) return notFound(ctx, spec);
  return json(presentOne(spec, row, ctx, selectedFields(spec, ctx.url.searchParams)));
}

/** A viewset that accepts writes: not read-only, and at least one writable field. */
function isWritable(spec: ResourceSpec): boolean {
  return !behaviours[spec.key]?.readOnly && !spec.fields.every((f) => f.read_only);
}

/** OPTIONS needs no RBAC permission (docs/wire.md §8.1); labels follow the request's language. */
function options(spec: ResourceSpec, ctx: Ctx, isDetail: boolean): Response {
  const writable = isWritable(spec);
  const describe = (m: 'GET' | 'POST' | 'PUT' | 'PATCH') =>
    localizeFields(fieldsFor(spec, ctx, m), ctx.lang);
  const body = optionsBody(spec, describe('GET'), isDetail, writable);
  // Write methods describe their own serializer's fields (they may differ, e.g. role bindings).
  for (const m of ['POST', 'PUT', 'PATCH'] as const) {
    if (body.actions[m])
      body.actions[m] = optionsBody(spec, describe(m), isDetail, writable).actions[m]!;
  }
  return json(body);
}

function methodNotAllowed(ctx: Ctx): Response {
  return detail(405, t(ctx.lang, 'methodNotAllowed', { method: ctx.method }), 'method_not_allowed');
}

function onList(spec: ResourceSpec, ctx: Ctx, m: string): Response | Promise<Response> {
  const bulk = Boolean(spec.api.bulk) && isWritable(spec);
  switch (m) {
    case 'OPTIONS':
      return options(spec, ctx, false);
    case 'GET':
      return wantsExport(ctx) ? exportList(spec, ctx) : list(spec, ctx);
    case 'POST':
      return isWritable(spec) ? create(spec, ctx) : methodNotAllowed(ctx);
    case 'PUT':
    case 'PATCH':
      return bulk
        ? bulkUpdate(spec, ctx, m === 'PUT' ? 'update' : 'partial')
        : methodNotAllowed(ctx);
    case 'DELETE':
      return bulk ? bulkDestroy(spec, ctx) : methodNotAllowed(ctx);
    default:
      return methodNotAllowed(ctx);
  }
}

function onDetail(
  spec: ResourceSpec,
  ctx: Ctx,
  m: string,
  id: string,
): Response | Promise<Response> {
  if (id === 'render-to-json' && (m === 'POST' || m === 'PUT')) return renderToJson(spec, ctx);
  switch (m) {
    case 'OPTIONS':
      return options(spec, ctx, true);
    case 'GET':
      return retrieve(spec, ctx, id);
    case 'PUT':
    case 'PATCH':
      return isWritable(spec)
        ? update(spec, ctx, id, m === 'PUT' ? 'update' : 'partial')
        : methodNotAllowed(ctx);
    case 'DELETE':
      return isWritable(spec) ? destroy(spec, ctx, id) : methodNotAllowed(ctx);
    default:
      return methodNotAllowed(ctx);
  }
}

export const restRoutes: Route[] = [
  {
    method: '*',
    pattern: /^\/api\/v1\/.+\/$/,
    // The router's list and detail URLs only: `<list>/` and `<list>/<pk>/`.
    resolves: (path) => (matchApiPath(path)?.rest.length ?? 2) <= 1,
    handle: (ctx) => {
      const match = matchApiPath(ctx.path);
      if (!match) return detail(404, 'Not found.', 'not_found');
      const { spec, rest } = match;
      const m = ctx.method === 'HEAD' ? 'GET' : ctx.method;
      if (rest.length === 0) return onList(spec, ctx, m);
      if (rest.length === 1) return onDetail(spec, ctx, m, rest[0]!);
      return methodNotAllowed(ctx);
    },
  },
];
