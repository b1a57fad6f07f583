/** Storing validated values: server-set columns, shared subclass tables, side tables, the store version. */
import { randomUUID } from 'node:crypto';
import type { Ctx } from '../http';
import { isOrgScoped } from '../query';
import { behaviours } from '../resources';
import type { Attrs, WriteContext } from '../resources/types';
import type { ResourceSpec, Row } from '../types';

/** How the backend records a user in `created_by`: `str(user)`, i.e. `Name(username)`. */
export function userDisplay(user: Row | null): string {
  return user ? `${String(user.name)}(${String(user.username)})` : '';
}

function newId(spec: ResourceSpec, ctx: Ctx, attrs: Attrs): string | number {
  if (typeof attrs.id === 'string' && attrs.id) return attrs.id.toLowerCase();
  if (spec.fields.find((f) => f.name === 'id')?.type === 'integer') {
    const family = behaviours[spec.key]?.family ?? [spec.key];
    let max = 0;
    for (const k of family)
      for (const r of ctx.state.store.rows(k)) max = Math.max(max, Number(r.id) || 0);
    return max + 1;
  }
  return randomUUID();
}

function has(spec: ResourceSpec, name: string): boolean {
  return spec.fields.some((f) => f.name === name);
}

export function createRow(spec: ResourceSpec, attrs: Attrs, w: WriteContext): Row {
  const { ctx } = w;
  const now = new Date().toISOString();
  const row: Row = { id: newId(spec, ctx, attrs) };
  if (isOrgScoped(spec)) {
    row.org_id = ctx.orgId;
    row.org_name = ctx.state.store.orgById(ctx.orgId).name;
  }
  if (has(spec, 'created_by') && !row.created_by) row.created_by = userDisplay(ctx.user);
  if (has(spec, 'updated_by')) row.updated_by = userDisplay(ctx.user);
  row.date_created = now;
  row.date_updated = now;
  const b = behaviours[spec.key];
  const values = { ...attrs };
  b?.save?.(row, values, w);
  const { id: _id, ...rest } = values;
  Object.assign(row, rest);
  // A many-to-many relation the request left out is stored empty, as the serializer stores it.
  for (const f of spec.fields)
    if (!f.read_only && (f.type === 'm2m_related_field' || f.many) && !(f.name in row))
      row[f.name] = [];
  for (const key of b?.tables?.(row) ?? [spec.key]) ctx.state.store.rows(key).push(row);
  ctx.state.store.touch();
  return row;
}

export function updateRow(spec: ResourceSpec, row: Row, attrs: Attrs, w: WriteContext): Row {
  const { ctx } = w;
  const values = { ...attrs };
  behaviours[spec.key]?.save?.(row, values, w);
  const { id: _id, ...rest } = values;
  Object.assign(row, rest);
  row.date_updated = new Date().toISOString();
  if (has(spec, 'updated_by')) row.updated_by = userDisplay(ctx.user);
  ctx.state.store.touch();
  return row;
}

export function deleteRow(spec: ResourceSpec, row: Row, ctx: Ctx): void {
  const b = behaviours[spec.key];
  ctx.state.store.remove(b?.family ?? [spec.key], row);
  b?.afterDelete?.(row, ctx);
}
