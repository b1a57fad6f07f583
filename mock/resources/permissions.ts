/**
 * Asset permissions: validity follows the clock, not the seed. The list's tree filter
 * (apps/perms/filters.py AssetPermissionFilter): `node_id` / `asset_id` select the permissions
 * naming that node or asset; with `all=1` also those naming an ancestor node (of the asset's nodes).
 * `user_id` / `username` select the rules naming the user.
 */
import { permissionsNaming } from '../domain/users';
import type { Ctx } from '../http';
import type { Row } from '../types';
import type { ResourceBehaviour } from './types';

/** `user_id=` / `username=`: the rules naming the user, through groups too unless `all=0`. */
function namingUser(key: 'id' | 'username') {
  return (rows: Row[], value: string, ctx: Ctx): Row[] => {
    const user = ctx.state.store.users.find((u) => String(u[key]) === value);
    if (!user) return [];
    return permissionsNaming(rows, user, ctx.url.searchParams.get('all') === '0');
  };
}

const ids = (v: unknown) => ((v as unknown[] | undefined) ?? []).map(String);

/** The ids of the nodes whose key is `key` or one of its ancestors' keys. */
function selfAndAncestors(ctx: Ctx, keys: readonly string[]): Set<string> {
  const wanted = new Set<string>();
  for (const key of keys) {
    const segs = key.split(':');
    for (let i = 1; i <= segs.length; i++) wanted.add(segs.slice(0, i).join(':'));
  }
  return new Set(
    ctx.state.store
      .rows('assets.nodes')
      .filter((n) => wanted.has(String(n.key)))
      .map((n) => String(n.id)),
  );
}

const queryAll = (ctx: Ctx) => ['1', 'true'].includes(ctx.url.searchParams.get('all') ?? '');

function byNode(rows: Row[], value: string, ctx: Ctx): Row[] {
  const node = ctx.state.store.find('assets.nodes', value);
  if (!node) return [];
  const nodes = queryAll(ctx) ? selfAndAncestors(ctx, [String(node.key)]) : new Set([value]);
  return rows.filter((p) => ids(p.nodes).some((n) => nodes.has(n)));
}

function byAsset(rows: Row[], value: string, ctx: Ctx): Row[] {
  const asset = ctx.state.store.find('assets.assets', value);
  if (!asset) return [];
  const keys = ids(asset.nodes).map((n) => String(ctx.state.store.find('assets.nodes', n)?.key));
  const nodes = queryAll(ctx) ? selfAndAncestors(ctx, keys) : new Set<string>();
  return rows.filter(
    (p) => ids(p.assets).includes(value) || ids(p.nodes).some((n) => nodes.has(n)),
  );
}

export const assetPermissions: ResourceBehaviour = {
  raw(row) {
    const now = Date.now();
    const expired = Date.parse(String(row.date_expired)) <= now;
    const started = Date.parse(String(row.date_start)) <= now;
    return { ...row, is_expired: expired, is_valid: Boolean(row.is_active) && started && !expired };
  },
  filters: {
    node_id: byNode,
    asset_id: byAsset,
    user_id: namingUser('id'),
    username: namingUser('username'),
  },
};
