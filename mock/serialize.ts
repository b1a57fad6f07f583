/** Raw rows -> wire representations (protocol.md §3.4), driven by the catalogue's field types. */
import type { Ctx } from './http';
import type { FieldSpec, ResourceSpec, Row } from './types';
import { formatDateTime } from './util/datetime';

function emptyValue(f: FieldSpec): unknown {
  if (f.default !== undefined) return f.default;
  switch (f.type) {
    case 'string':
    case 'email':
    case 'url':
    case 'slug':
      return '';
    case 'boolean':
      return false;
    case 'm2m_related_field':
    case 'list':
    case 'multiple choice':
      return [];
    default:
      return null;
  }
}

function relatedRepr(ctx: Ctx, f: FieldSpec, id: unknown): unknown {
  if (id === null || id === undefined) return null;
  const attrs = f.repr_attrs ?? ['id', 'name'];
  const row = f.related_resource ? ctx.state.store.find(f.related_resource, id) : undefined;
  const out: Record<string, unknown> = {};
  for (const a of attrs) out[a] = a === 'id' ? (row?.id ?? id) : (row?.[a] ?? '');
  return out;
}

export function presentValue(ctx: Ctx, f: FieldSpec, value: unknown): unknown {
  if (value === undefined) value = emptyValue(f);
  switch (f.type) {
    case 'labeled_choice':
    case 'choice': {
      if (value === null || value === '') return f.type === 'choice' ? value : null;
      if (f.type === 'choice') return value;
      const c = f.choices?.find((ch) => ch.value === value);
      return { value, label: c?.label ?? String(value) };
    }
    case 'multiple choice':
      return Array.isArray(value)
        ? value.map((v) => ({ value: v, label: f.choices?.find((c) => c.value === v)?.label ?? String(v) }))
        : [];
    case 'datetime':
      return formatDateTime(value as string | null, ctx.tz);
    case 'object_related_field':
      return relatedRepr(ctx, f, value);
    case 'm2m_related_field':
      return Array.isArray(value) ? value.map((id) => relatedRepr(ctx, f, id)) : [];
    default:
      return value;
  }
}

export type Presenter = (row: Row, ctx: Ctx) => Record<string, unknown>;

/** Every readable field of the spec in catalogue order; write-only fields never leave the server. */
export function presentRow(spec: ResourceSpec, row: Row, ctx: Ctx, fields?: Set<string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of spec.fields) {
    if (f.write_only) continue;
    if (fields && !fields.has(f.name)) continue;
    out[f.name] = presentValue(ctx, f, row[f.name]);
  }
  return out;
}
