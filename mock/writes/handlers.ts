/**
 * The generic write endpoints (docs/wire.md §6.2, §7): create (one object or a bulk array), PUT and
 * PATCH of one object, DELETE, bulk DELETE behind the spm guards, and bulk PUT/PATCH.
 */
import { detail, json, readJson, type Ctx } from '../http';
import { t } from '../i18n';
import { ORG_ROOT } from '../rbac';
import { behaviours } from '../resources';
import type { WriteMode } from '../resources/types';
import {
  can,
  denied,
  isOrgScoped,
  listQuery,
  modelName,
  notFound,
  presentStored,
  visibleRows,
} from '../query';
import type { ResourceSpec, Row } from '../types';
import { isPlainObject, msg, pyType } from './coerce';
import { createRow, deleteRow, updateRow } from './persist';
import { validateObject } from './validate';

/** OrgModelMixin.save in the root org: a Django ValidationError the API turns into a 500. */
function rootOrgRefusal(spec: ResourceSpec, ctx: Ctx): Response | null {
  if (ctx.orgId !== ORG_ROOT || !isOrgScoped(spec)) return null;
  return detail(500, 'Please save in a org', 'unexpect_error');
}

/** The stored row object (not a derived copy) behind a row of the visible queryset. */
function storedOf(spec: ResourceSpec, ctx: Ctx, id: string): Row | undefined {
  const visible = visibleRows(spec, ctx).find((r) => String(r.id) === id);
  if (!visible) return undefined;
  return ctx.state.store.rows(spec.key).find((r) => String(r.id) === id) ?? visible;
}

export async function create(spec: ResourceSpec, ctx: Ctx): Promise<Response> {
  if (!can(ctx, spec.permissions?.add)) return denied(ctx);
  const body = await readJson(ctx);
  if (Array.isArray(body) && spec.api.bulk) {
    const results = body.map((item) => validateObject(spec, ctx, item, 'create', null, true));
    const errors = results.map((r) => (r.ok ? {} : r.errors));
    if (results.some((r) => !r.ok)) return json(errors, 400);
    const refusal = rootOrgRefusal(spec, ctx);
    if (refusal) return refusal;
    const rows = results
      .map((r) => (r.ok ? createRow(spec, r.attrs, r.w) : null))
      .filter((r): r is Row => r !== null);
    return json(
      rows.map((row) => presentStored(spec, row, ctx)),
      201,
    );
  }
  const result = validateObject(spec, ctx, body, 'create', null);
  if (!result.ok) return json(result.errors, 400);
  const refusal = rootOrgRefusal(spec, ctx);
  if (refusal) return refusal;
  return json(presentStored(spec, createRow(spec, result.attrs, result.w), ctx), 201);
}

export async function update(
  spec: ResourceSpec,
  ctx: Ctx,
  id: string,
  mode: WriteMode,
): Promise<Response> {
  if (!can(ctx, spec.permissions?.change)) return denied(ctx);
  const row = storedOf(spec, ctx, id);
  if (!row) return notFound(ctx, spec);
  const protectedMsg = behaviours[spec.key]?.protect?.(row, ctx);
  if (protectedMsg) return detail(403, protectedMsg, 'permission_denied');
  const result = validateObject(spec, ctx, await readJson(ctx), mode, row);
  if (!result.ok) return json(result.errors, 400);
  return json(presentStored(spec, updateRow(spec, row, result.attrs, result.w), ctx));
}

function referencedResponse(ctx: Ctx): Response {
  return detail(400, t(ctx.lang, 'referenced'), 'referenced_by_others');
}

export function destroy(spec: ResourceSpec, ctx: Ctx, id: string): Response {
  if (!can(ctx, spec.permissions?.delete)) return denied(ctx);
  const row = storedOf(spec, ctx, id);
  if (!row) return notFound(ctx, spec);
  const b = behaviours[spec.key];
  const protectedMsg = b?.protect?.(row, ctx);
  if (protectedMsg) return detail(403, protectedMsg, 'permission_denied');
  if (b?.referenced?.(row, ctx)) return referencedResponse(ctx);
  deleteRow(spec, row, ctx);
  return new Response(null, { status: 204 });
}

const emptyBadRequest = () => new Response(null, { status: 400 });

/**
 * `DELETE <list>?spm=` (docs/wire.md §7.2). The guards stop a filterless DELETE from wiping a
 * table: generic viewsets need an id clause, org-scoped ones one row / a strict subset / an spm,
 * users a strict subset; organisations are never bulk-deleted.
 */
export function bulkDestroy(spec: ResourceSpec, ctx: Ctx): Response {
  if (!can(ctx, spec.permissions?.delete)) return denied(ctx);
  const b = behaviours[spec.key];
  if (b?.bulkDelete === 'never') return emptyBadRequest();
  const result = listQuery(spec, ctx);
  if ('errors' in result) return json(result.errors, 400);
  const q = ctx.url.searchParams;
  const matched = result.rows;
  const total = visibleRows(spec, ctx).length;
  let allowed: boolean;
  if (b?.bulkDelete === 'smaller-than-all') allowed = matched.length < total;
  else if (isOrgScoped(spec))
    allowed = matched.length === 1 || matched.length < total || q.has('spm');
  else allowed = q.has('spm') || q.has('ids') || Boolean(q.get('id'));
  if (!allowed) return emptyBadRequest();
  const stored = matched.map((r) => ctx.state.store.rows(spec.key).find((s) => s.id === r.id) ?? r);
  if (stored.some((r) => b?.protect?.(r, ctx))) return denied(ctx);
  if (stored.some((r) => b?.referenced?.(r, ctx))) return referencedResponse(ctx);
  for (const row of stored) deleteRow(spec, row, ctx);
  return new Response(null, { status: 204 });
}

/**
 * `PUT|PATCH <list>` with an array of `{id|pk, …}` (docs/wire.md §7.3): all or nothing, restricted
 * to the filtered queryset, errors aligned with the input.
 */
export async function bulkUpdate(spec: ResourceSpec, ctx: Ctx, mode: WriteMode): Promise<Response> {
  if (!can(ctx, spec.permissions?.change)) return denied(ctx);
  const body = await readJson(ctx);
  const env = { ctx, partial: mode === 'partial' };
  if (!Array.isArray(body)) {
    return json({ non_field_errors: [msg(env, 'notAList', { input_type: pyType(body) })] }, 400);
  }
  const result = listQuery(spec, ctx);
  if ('errors' in result) return json(result.errors, 400);
  const byId = new Map(result.rows.map((r) => [String(r.id), r]));
  const errors: unknown[] = [];
  const planned: { row: Row; run: () => Row }[] = [];
  for (const item of body) {
    if (!isPlainObject(item)) {
      errors.push({ non_field_errors: [msg(env, 'notADict', { datatype: pyType(item) })] });
      continue;
    }
    const pk = 'id' in item ? item.id : 'pk' in item ? item.pk : undefined;
    if (pk === undefined) {
      errors.push('id or pk not in data');
      continue;
    }
    const visible = byId.get(String(pk));
    if (!visible) {
      errors.push(`${modelName(spec)} matching query does not exist.`);
      continue;
    }
    const row = ctx.state.store.rows(spec.key).find((r) => r.id === visible.id) ?? visible;
    const v = validateObject(spec, ctx, item, mode, row, true);
    if (!v.ok) {
      errors.push(v.errors);
      continue;
    }
    errors.push({});
    planned.push({ row, run: () => updateRow(spec, row, v.attrs, v.w) });
  }
  if (errors.some((e) => !isPlainObject(e) || Object.keys(e).length > 0)) return json(errors, 400);
  return json(planned.map((p) => presentStored(spec, p.run(), ctx)));
}
