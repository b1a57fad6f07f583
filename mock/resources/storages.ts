/**
 * Replay and command storages: `meta` is a MethodSerializer whose fields depend on the storage
 * type, taken from the instance on detail URLs and from `?type=` otherwise (resources.json
 * meta_by_type).
 */
import { getSpec } from '../catalogue';
import type { Ctx } from '../http';
import type { Lang } from '../i18n';
import type { FieldSpec, Row } from '../types';
import { coerceNested, Invalid } from '../writes/coerce';
import type { ResourceBehaviour, WriteContext } from './types';

type MetaByType = Record<string, { children: FieldSpec[] }>;

function metaChildren(key: string, type: unknown): FieldSpec[] | undefined {
  const byType = getSpec(key).extras?.meta_by_type as MetaByType | undefined;
  return typeof type === 'string' ? byType?.[type]?.children : undefined;
}

/** The storage a detail URL names (…/replay-storages/<id>/), if any. */
function instanceOf(key: string, ctx: Ctx): Row | undefined {
  const id = ctx.path.replace(/\/+$/, '').split('/').pop();
  return id ? ctx.state.store.find(key, id) : undefined;
}

function typeOf(key: string, ctx: Ctx): unknown {
  return instanceOf(key, ctx)?.type ?? ctx.url.searchParams.get('type');
}

export function storageBehaviour(key: string): ResourceBehaviour {
  return {
    fields(fields, ctx) {
      const children = metaChildren(key, typeOf(key, ctx));
      return children ? fields.map((f) => (f.name === 'meta' ? { ...f, children } : f)) : fields;
    },
    coerce: {
      meta(value, w: WriteContext) {
        const type = w.instance?.type ?? w.ctx.url.searchParams.get('type') ?? w.data.type;
        const children = metaChildren(key, type);
        return children ? coerceNested(children, value, w) : value;
      },
    },
    // One default per kind: setting it resets the others (StorageSerializer.save).
    save(row, attrs, w) {
      if (attrs.is_default !== true) return;
      for (const other of w.ctx.state.store.rows(key)) if (other !== row) other.is_default = false;
    },
    present(row) {
      const children = metaChildren(key, row.type);
      const meta = row.meta as Record<string, unknown> | undefined;
      if (!children || !meta || typeof meta !== 'object') return row;
      const secret = new Set(children.filter((c) => c.write_only).map((c) => c.name));
      return {
        ...row,
        meta: Object.fromEntries(Object.entries(meta).filter(([k]) => !secret.has(k))),
      };
    },
  };
}

const NOT_FOUND: Record<Lang, string> = { en: 'Not found', zh: '没有发现', ja: '見つかりません' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A component's storage, given by id or name, is kept by name (docs/domain.md §11.4). */
function storageName(key: string) {
  return (value: unknown, w: WriteContext) => {
    const wanted = String(value);
    const by = UUID.test(wanted) ? 'id' : 'name';
    const storage = w.ctx.state.store.rows(key).find((s) => String(s[by]) === wanted);
    if (!storage) throw new Invalid([NOT_FOUND[w.ctx.lang]]);
    return storage.name;
  };
}

export const terminals: ResourceBehaviour = {
  validateField: {
    command_storage: storageName('terminal.command_storages'),
    replay_storage: storageName('terminal.replay_storages'),
  },
};
