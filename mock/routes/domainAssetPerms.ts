/**
 * Who may reach an asset (domain-protocol-assets §3.3): the users and user groups of the asset
 * permissions that include the asset or one of its nodes or their ancestors, and the permissions
 * behind one user or group. All need `perms.view_assetpermission`; unknown ids are 404.
 */
import { getSpec } from '../catalogue';
import { NODES } from '../domain/nodes';
import type { Ctx } from '../http';
import { listQuery, notFound, presentStored } from '../query';
import type { Route } from '../router';
import type { Row } from '../types';
import { paginate, requirePerm } from './domainCommon';
import { json } from '../http';

const PERMS = 'perms.asset_permissions';
const USERS = 'users.users';
const GROUPS = 'users.user_groups';
const ASSET = '/api/v1/assets/assets/([0-9a-fA-F-]{36})';

const ids = (v: unknown) => ((v as unknown[] | undefined) ?? []).map(String);

/** The permissions naming the asset, or a node holding it (a node grants its whole subtree). */
function relatedPerms(ctx: Ctx, asset: Row): Row[] {
  const keyOf = (id: string) => ctx.state.store.find(NODES, id)?.key as string | undefined;
  const keys = ids(asset.nodes).map(keyOf).filter((k): k is string => !!k);
  const holds = (nodeId: string) => {
    const k = keyOf(nodeId);
    return !!k && keys.some((own) => own === k || own.startsWith(`${k}:`));
  };
  return ctx.state.store
    .rows(PERMS)
    .filter((p) => p.org_id === asset.org_id)
    .filter((p) => ids(p.assets).includes(String(asset.id)) || ids(p.nodes).some(holds));
}

/** Users named directly or through one of their groups. */
function grantsUser(p: Row, user: Row): boolean {
  const groups = ids(user.groups);
  return ids(p.users).includes(String(user.id)) || ids(p.user_groups).some((g) => groups.includes(g));
}

/** The generic list (filters, search, order) of a resource, narrowed to some rows. */
function listOf(ctx: Ctx, specKey: string, keep: (row: Row) => boolean): Response {
  const spec = getSpec(specKey);
  const found = listQuery(spec, ctx);
  if ('errors' in found) return json(found.errors, 400);
  return paginate(ctx, found.rows.filter(keep), (r) => presentStored(spec, r, ctx));
}

function withAsset(run: (ctx: Ctx, asset: Row) => Response): (ctx: Ctx) => Response {
  return (ctx) => {
    const refused = requirePerm(ctx, 'perms.view_assetpermission');
    if (refused) return refused;
    const asset = ctx.state.store.find('assets.assets', ctx.params[0]!);
    if (!asset) return notFound(ctx, getSpec('assets.assets'));
    return run(ctx, asset);
  };
}

function permUsers(ctx: Ctx, asset: Row): Response {
  const perms = relatedPerms(ctx, asset);
  return listOf(ctx, USERS, (u) => perms.some((p) => grantsUser(p, u)));
}

function permGroups(ctx: Ctx, asset: Row): Response {
  const named = new Set(relatedPerms(ctx, asset).flatMap((p) => ids(p.user_groups)));
  return listOf(ctx, GROUPS, (g) => named.has(String(g.id)));
}

function permsOf(kind: 'user' | 'group') {
  return (ctx: Ctx, asset: Row): Response => {
    const key = kind === 'user' ? USERS : GROUPS;
    const who = ctx.state.store.find(key, ctx.params[1]!);
    if (!who) return notFound(ctx, getSpec(key));
    const mine = new Set(
      relatedPerms(ctx, asset)
        .filter((p) =>
          kind === 'user' ? grantsUser(p, who) : ids(p.user_groups).includes(String(who.id)),
        )
        .map((p) => String(p.id)),
    );
    return listOf(ctx, PERMS, (p) => mine.has(String(p.id)));
  };
}

export const assetPermRoutes: Route[] = [
  {
    method: 'GET',
    pattern: new RegExp(`^${ASSET}/perm-users/$`),
    handle: withAsset(permUsers),
  },
  {
    method: 'GET',
    pattern: new RegExp(`^${ASSET}/perm-user-groups/$`),
    handle: withAsset(permGroups),
  },
  {
    method: 'GET',
    pattern: new RegExp(`^${ASSET}/perm-users/([0-9a-fA-F-]{36})/permissions/$`),
    handle: withAsset(permsOf('user')),
  },
  {
    method: 'GET',
    pattern: new RegExp(`^${ASSET}/perm-user-groups/([0-9a-fA-F-]{36})/permissions/$`),
    handle: withAsset(permsOf('group')),
  },
];
