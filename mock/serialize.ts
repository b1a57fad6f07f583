/** Raw rows -> wire representations (docs/wire.md §1.2), driven by the catalogue's field types. */
import type { Ctx } from './http';
import { translateLabel } from './labels';
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

type TreeNode = { value: unknown; label: string; children?: TreeNode[] };

function leafLabel(nodes: readonly TreeNode[], value: unknown): string | undefined {
  for (const n of nodes) {
    const found = n.children
      ? leafLabel(n.children, value)
      : n.value === value
        ? n.label
        : undefined;
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * `{value, label}` with the label in the request's language (Django translates it at render time).
 */
function labeled(
  ctx: Ctx,
  value: unknown,
  label: string | undefined,
): { value: unknown; label: string } {
  return { value, label: label === undefined ? String(value) : translateLabel(label, ctx.lang) };
}

export function presentValue(ctx: Ctx, f: FieldSpec, value: unknown): unknown {
  if (value === undefined) value = emptyValue(f);
  switch (f.type) {
    case 'labeled_choice':
    case 'choice': {
      if (value === null || value === '') return f.type === 'choice' ? value : null;
      if (isObject(value) && 'value' in value) value = value.value; // already rendered
      if (f.type === 'choice') return value;
      return labeled(ctx, value, f.choices?.find((ch) => ch.value === value)?.label);
    }
    case 'multiple choice':
      return Array.isArray(value)
        ? value.map((v) => labeled(ctx, v, f.choices?.find((c) => c.value === v)?.label))
        : [];
    case 'tree':
      // Bit choices are stored as names; the API renders them like labeled choices.
      return Array.isArray(value)
        ? value.map((v) => labeled(ctx, v, leafLabel((f.tree ?? []) as TreeNode[], v)))
        : [];
    case 'datetime':
      return formatDateTime(value as string | null, ctx.tz);
    case 'object_related_field':
      return relatedRepr(ctx, f, value);
    case 'm2m_related_field':
      return Array.isArray(value) ? value.map((id) => relatedRepr(ctx, f, id)) : [];
    case 'nested object':
      return f.children?.length && isObject(value) ? presentNested(ctx, f.children, value) : value;
    case 'field': {
      const children = f.child?.type === 'nested object' ? f.child.children : undefined;
      if (!children?.length || !Array.isArray(value)) return value;
      return value.map((v) => (isObject(v) ? presentNested(ctx, children, v) : v));
    }
    default:
      return value;
  }
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** A nested serializer's representation: its declared, readable children that the value holds. */
function presentNested(
  ctx: Ctx,
  children: readonly FieldSpec[],
  value: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const c of children) {
    if (c.write_only || !(c.name in value)) continue;
    out[c.name] = presentValue(ctx, c, value[c.name]);
  }
  return out;
}

export type Presenter = (row: Row, ctx: Ctx) => Record<string, unknown>;

/**
 * Every readable field of the spec in catalogue order; write-only fields never leave the server.
 */
export function presentRow(
  spec: ResourceSpec,
  row: Row,
  ctx: Ctx,
  fields?: Set<string>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of spec.fields) {
    if (f.write_only) continue;
    if (fields && !fields.has(f.name)) continue;
    let value = row[f.name];
    if (f.name === 'org_name' && value === undefined && typeof row.org_id === 'string') {
      value = ctx.state.store.orgById(row.org_id).name;
    }
    out[f.name] = presentValue(ctx, f, value);
  }
  return out;
}
