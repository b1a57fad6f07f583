/**
 * Assets of every kind (apps/assets/serializers/asset/common.py). Rows are shared by
 * `assets.assets` and the kind's table (hosts, databases, …); category and type come from the
 * platform; labels are stored as `{id, name, value}`, nodes_display as node paths, accounts in
 * `accounts.accounts`.
 */
import { randomUUID } from 'node:crypto';
import { getSpec } from '../catalogue';
import { filterAssetsByNode } from '../domain/nodes';
import type { Ctx } from '../http';
import { ORG_ROOT } from '../rbac';
import type { Choice, FieldSpec, Row } from '../types';
import { findRelated, Invalid, isPlainObject, msg } from '../writes/coerce';
import { userDisplay } from '../util/userDisplay';
import type { Attrs, ResourceBehaviour, WriteContext } from './types';

interface AssetCatalog {
  categories: Choice[];
  types_by_category: Record<string, Choice[]>;
}

const catalog = getSpec('assets.platforms').extras!.asset_catalog as AssetCatalog;

export const KIND_TABLE: Record<string, string> = {
  host: 'assets.hosts',
  database: 'assets.databases',
  device: 'assets.devices',
  cloud: 'assets.clouds',
  web: 'assets.webs',
};

/** Every collection that holds asset rows (gateways and applet hosts are hosts too). */
export const ASSET_FAMILY = [
  'assets.assets',
  ...Object.values(KIND_TABLE),
  'assets.gateways',
  'terminal.applet_hosts',
];

type Proto = { name: string; port: number | null };
type Label = { id?: string; name: string; value: string };

export function pkOf(v: unknown): unknown {
  return isPlainObject(v) ? (v.id ?? v.pk) : v;
}

function platformOf(ctx: Ctx, pk: unknown): Row | undefined {
  return pk === undefined || pk === null
    ? undefined
    : ctx.state.store.find('assets.platforms', pkOf(pk));
}

/** `_initial_data_platform`: the instance's platform on updates, else the one in the request. */
function requestPlatform(w: WriteContext): Row | undefined {
  return platformOf(w.ctx, w.instance ? w.instance.platform : w.data.platform);
}

/** `_init_field_choices`: the URL's last segment, minus trailing "s", names the category. */
function narrowChoices(fields: readonly FieldSpec[], ctx: Ctx): readonly FieldSpec[] {
  const segment = ctx.path.replace(/\/+$/, '').split('/').pop()!.replace(/s+$/, '');
  const one = catalog.categories.find((c) => c.value === segment);
  const categories = one ? [one] : catalog.categories;
  const types = one
    ? (catalog.types_by_category[segment] ?? [])
    : Object.values(catalog.types_by_category).flat();
  return fields.map((f) =>
    f.name === 'category'
      ? { ...f, choices: categories }
      : f.name === 'type'
        ? { ...f, choices: types }
        : f,
  );
}

/** Platform protocols an asset must carry (required or primary), and the defaults it gets. */
function platformProtocols(platform: Row): { required: Proto[]; defaults: Proto[] } {
  const list = (platform.protocols ?? []) as (Proto & {
    primary?: boolean;
    required?: boolean;
    default?: boolean;
  })[];
  return {
    required: list
      .filter((p) => p.required || p.primary)
      .map((p) => ({ name: p.name, port: p.port })),
    defaults: list
      .filter((p) => p.default && !(p.required || p.primary))
      .map((p) => ({ name: p.name, port: p.port })),
  };
}

function validateProtocols(value: unknown, w: WriteContext): Proto[] {
  // Duplicates collapse by name (the last one wins, in first-seen order).
  const byName = new Map<string, Proto>();
  for (const p of value as Proto[]) byName.set(p.name, p);
  const platform = requestPlatform(w);
  if (platform) {
    const missing = platformProtocols(platform)
      .required.filter((p) => !byName.has(p.name))
      .map((p) => p.name);
    if (missing.length)
      throw new Invalid({ protocols: msg(w, 'protocolRequired', { names: missing.join(', ') }) });
  }
  return [...byName.values()];
}

const UUID_LIKE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Labels as label ids, `{id|pk}`, `{name, value}` or "name:value"; new pairs are created on save.
 */
function coerceLabels(value: unknown, w: WriteContext): Label[] {
  if (!Array.isArray(value))
    throw new Invalid([
      msg(w, 'notAList', { input_type: typeof value === 'string' ? 'str' : 'dict' }),
    ]);
  return value.map((item): Label => {
    const pk = isPlainObject(item)
      ? (item.id ?? item.pk)
      : typeof item === 'string' && UUID_LIKE.test(item)
        ? item
        : undefined;
    if (pk !== undefined && pk !== null && pk !== '') {
      const row = findRelated(w.ctx, 'assets.labels', pk);
      if (!row) throw new Invalid([msg(w, 'invalidPk', { pk_value: pk })]);
      return { id: String(row.id), name: String(row.name), value: String(row.value) };
    }
    const pair = isPlainObject(item)
      ? [item.name, item.value]
      : typeof item === 'string'
        ? splitPair(item)
        : null;
    const [name, val] = pair ?? [];
    if (typeof name !== 'string' || typeof val !== 'string' || !name.trim() || !val.trim()) {
      throw new Invalid([msg(w, 'invalidLabel')]);
    }
    return { name: name.trim(), value: val.trim() };
  });
}

function splitPair(s: string): [string, string] | null {
  const at = s.indexOf(':');
  return at > 0 ? [s.slice(0, at), s.slice(at + 1)] : null;
}

function labelsOf(row: Row, ctx: Ctx): Label[] {
  const list = Array.isArray(row.labels) ? row.labels : [];
  return list
    .map((l) =>
      isPlainObject(l)
        ? (l as Label)
        : (ctx.state.store.find('assets.labels', l) as unknown as Label | undefined),
    )
    .filter((l): l is Label => Boolean(l));
}

function removeId(list: unknown, id: unknown): unknown[] {
  return Array.isArray(list) ? list.filter((x) => String(x) !== String(id)) : [];
}

/** Finds or creates each label in the asset's org and keeps `label.assets` in step. */
function saveLabels(row: Row, labels: Label[], w: WriteContext): Label[] {
  const store = w.ctx.state.store;
  const orgId = String(row.org_id ?? w.ctx.orgId);
  const all = store.rows('assets.labels');
  const resolved = labels.map((l) => {
    let found = l.id
      ? store.find('assets.labels', l.id)
      : all.find((x) => x.org_id === orgId && x.name === l.name && x.value === l.value);
    if (!found) {
      found = {
        id: randomUUID(),
        name: l.name,
        value: l.value,
        category: 'U',
        comment: '',
        assets: [],
        asset_count: 0,
        org_id: orgId,
        org_name: store.orgById(orgId).name,
        is_active: true,
        created_by: userDisplay(w.ctx.user),
        date_created: new Date().toISOString(),
      };
      all.push(found);
    }
    return found;
  });
  const keep = new Set(resolved.map((l) => String(l.id)));
  for (const old of labelsOf(row, w.ctx)) {
    const label = store.find('assets.labels', old.id);
    if (label && !keep.has(String(label.id))) label.assets = removeId(label.assets, row.id);
  }
  for (const label of resolved) {
    const members = removeId(label.assets, row.id);
    members.push(row.id);
    label.assets = members;
    label.asset_count = members.length;
  }
  return resolved.map((l) => ({ id: String(l.id), name: String(l.name), value: String(l.value) }));
}

function orgRootNode(ctx: Ctx, orgId: string): Row | undefined {
  return ctx.state.store
    .rows('assets.nodes')
    .find((n) => n.org_id === orgId && !String(n.key ?? ':').includes(':'));
}

function nodePath(node: Row): string {
  return String(node.full_value ?? `/${String(node.name ?? node.value ?? '')}`);
}

function createAccounts(asset: Row, accounts: Attrs[], w: WriteContext): void {
  const rows = w.ctx.state.store.rows('accounts.accounts');
  const now = new Date().toISOString();
  for (const a of accounts) {
    rows.push({
      id: randomUUID(),
      name: a.name ?? a.username,
      username: a.username ?? '',
      secret_type: a.secret_type ?? 'password',
      secret: a.secret ?? '',
      passphrase: a.passphrase ?? '',
      privileged: Boolean(a.privileged),
      is_active: a.is_active ?? true,
      has_secret: Boolean(a.secret),
      version: a.secret ? 1 : 0,
      source: 'local',
      connectivity: '-',
      su_from: null,
      comment: '',
      asset: asset.id,
      org_id: asset.org_id,
      org_name: asset.org_name,
      created_by: userDisplay(w.ctx.user),
      date_created: now,
      date_updated: now,
    });
  }
}

function save(row: Row, attrs: Attrs, w: WriteContext): void {
  const { ctx } = w;
  const store = ctx.state.store;
  const creating = !w.instance;
  if (creating || 'platform' in attrs) {
    const platform = platformOf(ctx, attrs.platform ?? row.platform);
    if (platform) {
      row.category = platform.category;
      row.type = platform.type;
    }
  }
  if (creating) {
    row.connectivity = '-';
    row.date_verified = null;
  }
  if ('nodes' in attrs || creating) {
    let ids = (attrs.nodes as string[] | undefined) ?? [];
    const nodeId = ctx.url.searchParams.get('node_id');
    if (!ids.length && nodeId && store.find('assets.nodes', nodeId)) ids = [nodeId];
    const root =
      !ids.length && creating ? orgRootNode(ctx, String(row.org_id ?? ctx.orgId)) : undefined;
    if (root) ids = [String(root.id)];
    attrs.nodes = ids;
    attrs.nodes_display = ids
      .map((id) => store.find('assets.nodes', id))
      .filter((n): n is Row => Boolean(n))
      .map(nodePath);
  }
  if ('labels' in attrs) attrs.labels = saveLabels(row, attrs.labels as Label[], w);
  if ('domain' in attrs && String(attrs.domain ?? '') !== String(row.domain ?? '')) {
    const old = row.domain ? store.find('assets.domains', row.domain) : undefined;
    if (old) old.assets = removeId(old.assets, row.id);
    const next = attrs.domain ? store.find('assets.domains', attrs.domain) : undefined;
    if (next) next.assets = [...removeId(next.assets, row.id), row.id];
  }
  if ('accounts' in attrs) {
    if (creating)
      createAccounts(
        { ...row, org_id: row.org_id ?? ctx.orgId },
        (attrs.accounts as Attrs[]) ?? [],
        w,
      );
    delete attrs.accounts;
  }
}

function afterDelete(row: Row, ctx: Ctx): void {
  const store = ctx.state.store;
  for (const l of labelsOf(row, ctx)) {
    const label = store.find('assets.labels', l.id);
    if (label) {
      label.assets = removeId(label.assets, row.id);
      label.asset_count = (label.assets as unknown[]).length;
    }
  }
  const domain = row.domain ? store.find('assets.domains', row.domain) : undefined;
  if (domain) domain.assets = removeId(domain.assets, row.id);
  // Accounts belong to their asset (on_delete=CASCADE).
  const accounts = store.rows('accounts.accounts');
  for (let i = accounts.length - 1; i >= 0; i--)
    if (String(accounts[i]!.asset) === String(row.id)) accounts.splice(i, 1);
}

/** Asset accounts created with the asset cannot push SSH keys to Windows. */
function validate(attrs: Attrs, w: WriteContext): Record<string, unknown> | void {
  const accounts = attrs.accounts as Attrs[] | undefined;
  if (!accounts?.length) return;
  const platform = platformOf(w.ctx, attrs.platform ?? w.instance?.platform);
  if (platform?.type !== 'windows') return;
  const errors = accounts.map((a) =>
    a.push_now && a.secret_type === 'ssh_key' ? { push_now: [msg(w, 'windowsNoKeyPush')] } : {},
  );
  if (errors.some((e) => Object.keys(e).length)) return { accounts: errors };
}

const filters: ResourceBehaviour['filters'] = {
  platform: (rows, v, ctx) => {
    const ids = new Set(
      ctx.state.store
        .rows('assets.platforms')
        .filter((p) => String(p.id) === v || p.name === v)
        .map((p) => String(p.id)),
    );
    return rows.filter((r) => ids.has(String(pkOf(r.platform))));
  },
  domain: (rows, v, ctx) => {
    const ids = new Set(
      ctx.state.store
        .rows('assets.domains')
        .filter((d) => String(d.id) === v || String(d.name).includes(v))
        .map((d) => String(d.id)),
    );
    return rows.filter((r) => ids.has(String(pkOf(r.domain))));
  },
  labels: (rows, v, ctx) => {
    const wanted = v
      .split(',')
      .filter(Boolean)
      .map((term) => splitPair(term) ?? [term, null]);
    return rows.filter((r) => {
      const labels = labelsOf(r, ctx);
      return wanted.every(([name, value]) =>
        labels.some((l) => l.name === name && (value === null || l.value === value)),
      );
    });
  },
  // `node` or `node_id`, the first non-empty (docs/domain.md §2.6).
  node_id: (rows, v, ctx) => filterAssetsByNode(rows, v, ctx),
  node: (rows, v, ctx) =>
    ctx.url.searchParams.get('node_id') ? rows : filterAssetsByNode(rows, v, ctx),
  ip: (rows, v) => rows.filter((r) => r.address === v),
};

function scopeByOrg(rows: Row[], ctx: Ctx): Row[] {
  if (ctx.orgId === ORG_ROOT) return rows;
  const org = ctx.orgId;
  return rows.filter((r) => r.org_id === org);
}

export function assetBehaviour(key: string): ResourceBehaviour {
  return {
    scope: scopeByOrg,
    scopeByOrg: true,
    fields: (fields, ctx) => narrowChoices(fields, ctx),
    filters,
    family: ASSET_FAMILY,
    tables: (row) =>
      key === 'assets.gateways'
        ? [key]
        : ['assets.assets', KIND_TABLE[String(row.category)] ?? 'assets.hosts'],
    // v3.1.0's `_set_protocols_default`, in the asset serializer's `is_valid()`: a write without
    // `protocols` gets the platform's required and default ones, on an update too (a PATCH of the
    // name resets them). Bulk updates validate items without it.
    prepare(data, w) {
      if (data.protocols !== undefined || (w.many && w.mode !== 'create')) return;
      const platform = platformOf(w.ctx, data.platform ?? w.instance?.platform);
      if (platform) {
        const { required, defaults } = platformProtocols(platform);
        data.protocols = [...required, ...defaults];
      }
    },
    coerce: { labels: coerceLabels },
    validateField: {
      protocols: validateProtocols,
      domain: (value, w) => (requestPlatform(w)?.domain_enabled === false ? null : value),
    },
    validate,
    save,
    afterDelete,
    unexport: ['auto_info'],
    exportCell: {
      protocols: (v) => (Array.isArray(v) ? v.map((p: Proto) => `${p.name}/${p.port}`) : v),
    },
    importCell: {
      protocols: (v) =>
        (Array.isArray(v) ? v : [v]).map((p) => {
          if (typeof p !== 'string') return p;
          const [name, port = ''] = p.split('/');
          return { name, port };
        }),
    },
  };
}
