/**
 * Platforms (integer ids, not org-scoped). Internal platforms cannot be changed or deleted; a
 * platform any asset uses is protected (`referenced_by_others`). The first protocol is the primary
 * one: `primary` is read-only, so there is always exactly one.
 */
import { getSpec } from '../catalogue';
import { t } from '../i18n';
import type { Choice, FieldSpec, Row } from '../types';
import { coerceNestedList, Invalid, isPlainObject, msg } from '../writes/coerce';
import { ASSET_FAMILY } from './assets';
import type { ResourceBehaviour, WriteContext } from './types';

interface PlatformCatalog {
  types_by_category: Record<string, Choice[]>;
  protocol_defaults: Record<string, { port: number; secret_types: string[] }>;
}

const spec = getSpec('assets.platforms');
const catalog = spec.extras!.asset_catalog as PlatformCatalog;
const protocolChildren = spec.fields.find((f) => f.name === 'protocols')!.child!
  .children as FieldSpec[];

type Proto = Record<string, unknown> & { name: string; port: number };

function coerceProtocols(value: unknown, w: WriteContext): Proto[] {
  const list = coerceNestedList(protocolChildren, value, w) as Proto[];
  if (!list.length) throw new Invalid([msg(w, 'protocolsRequired')]);
  const errors = list.map((p) =>
    p.port !== undefined && (p.port < 1 || p.port > 65535)
      ? { port: [msg(w, p.port < 1 ? 'minValue' : 'maxValue', { min_value: 1, max_value: 65535 })] }
      : {},
  );
  if (errors.some((e) => Object.keys(e).length)) throw new Invalid(errors);
  const platformId = Number(w.instance?.id ?? 0);
  return list.map((p, i) => ({
    ...p,
    id: (platformId || 0) * 100 + i + 1,
    primary: i === 0,
    default: p.default ?? i === 0,
    required: p.required ?? false,
    secret_types: catalog.protocol_defaults[p.name]?.secret_types ?? ['password'],
    setting: p.setting ?? {},
  }));
}

/** A nested value without the parts the server fills in (ids, primary, secret types). */
function writableParts(value: unknown): unknown {
  if (!isPlainObject(value)) return value;
  const { id: _id, primary: _primary, secret_types: _types, ...rest } = value;
  return rest;
}

export const platforms: ResourceBehaviour = {
  coerce: { protocols: coerceProtocols },
  // Protocols and automation are written as JSON (the generic `name(id)` would lose their ports
  // and settings), so an exported platform imports back as it was.
  exportCell: {
    protocols: (v) => (Array.isArray(v) ? v.map(writableParts) : v),
    automation: writableParts,
  },
  validate(attrs, w) {
    const category = String(attrs.category ?? w.instance?.category ?? '');
    const type = attrs.type ?? w.instance?.type;
    const types = catalog.types_by_category[category];
    if (types && type !== undefined && !types.some((c) => c.value === type)) {
      return { type: [msg(w, 'invalidChoice', { input: type })] };
    }
  },
  save(row, attrs) {
    // Protocol ids follow the platform id, known only now on create.
    if (Array.isArray(attrs.protocols)) {
      attrs.protocols = (attrs.protocols as Proto[]).map((p, i) => ({
        ...p,
        id: Number(row.id) * 100 + i + 1,
      }));
    }
    if (attrs.internal === undefined && row.internal === undefined) attrs.internal = false;
  },
  protect: (row, ctx) => (row.internal ? t(ctx.lang, 'internalPlatform') : null),
  referenced(row, ctx) {
    const id = String(row.id);
    const seen = new Set<Row>();
    for (const key of ASSET_FAMILY) {
      for (const a of ctx.state.store.rows(key)) {
        if (seen.has(a)) continue;
        seen.add(a);
        const p = a.platform;
        if (String(p && typeof p === 'object' ? (p as Row).id : p) === id) return true;
      }
    }
    return false;
  },
};
