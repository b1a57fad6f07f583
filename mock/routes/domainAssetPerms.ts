/**
 * Who may reach an asset (docs/domain.md §3.3): the users and user groups of the asset
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
import { json, readJson } from '../http';
import { ORG_ROOT } from '../rbac';
import { isPlainObject } from '../writes/coerce';

const PERMS = 'perms.asset_permissions';
const USERS = 'users.users';
const GROUPS = 'users.user_groups';
const ASSET = '/api/v1/assets/assets/([0-9a-fA-F-]{36})';

const ids = (v: unknown) => ((v as unknown[] | undefined) ?? []).map(String);

/** The permissions naming the asset, or a node holding it (a node grants its whole subtree). */
function relatedPerms(ctx: Ctx, asset: Row): Row[] {
  const keyOf = (id: string) => ctx.state.store.find(NODES, id)?.key as string | undefined;
  const keys = ids(asset.nodes)
    .map(keyOf)
    .filter((k): k is string => !!k);
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
  return (
    ids(p.users).includes(String(user.id)) || ids(p.user_groups).some((g) => groups.includes(g))
  );
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

/**
 * Permission relations (docs/domain.md §9.6): through-table rows with integer ids, listed
 * by `?assetpermission=`, added as an array (`perms.add_assetpermission`), removed by
 * `?assetpermission=&<field>=` (`perms.delete_assetpermission`). The permission row keeps the
 * related ids in its `users` / `user_groups` / `assets` / `nodes` arrays.
 */
const RELATIONS = {
  users: { field: 'user', list: 'users', key: USERS },
  'user-groups': { field: 'usergroup', list: 'user_groups', key: GROUPS },
  assets: { field: 'asset', list: 'assets', key: 'assets.assets' },
  nodes: { field: 'node', list: 'nodes', key: NODES },
} as const;
type RelationName = keyof typeof RELATIONS;

const relationIds = new WeakMap<object, Map<string, number>>();
function relationId(ctx: Ctx, name: string, perm: string, other: string): number {
  let ids = relationIds.get(ctx.state.store);
  if (!ids) relationIds.set(ctx.state.store, (ids = new Map()));
  const k = `${name}:${perm}:${other}`;
  if (!ids.has(k)) ids.set(k, ids.size + 1);
  return ids.get(k)!;
}

function display(name: RelationName, row: Row): string {
  if (name === 'users') return `${String(row.name)}(${String(row.username)})`;
  if (name === 'assets') return `${String(row.name)}(${String(row.address)})`;
  if (name === 'nodes')
    return `/${String(row.full_value ?? row.value ?? row.name).replace(/^\//, '')}`;
  return String(row.name);
}

function relationRow(ctx: Ctx, name: RelationName, perm: Row, otherId: string) {
  const r = RELATIONS[name];
  const other = ctx.state.store.find(r.key, otherId);
  return {
    id: relationId(ctx, name, String(perm.id), otherId),
    [r.field]: otherId,
    [`${r.field}_display`]: other ? display(name, other) : '',
    assetpermission: perm.id,
    assetpermission_display: perm.name,
  };
}

function visiblePerm(ctx: Ctx, id: string | null): Row | undefined {
  const perm = id ? ctx.state.store.find(PERMS, id) : undefined;
  return perm && (perm.org_id === ctx.orgId || ctx.orgId === ORG_ROOT) ? perm : undefined;
}

function listRelations(name: RelationName) {
  return (ctx: Ctx): Response => {
    const refused = requirePerm(ctx, 'perms.view_assetpermission');
    if (refused) return refused;
    const want = ctx.url.searchParams.get('assetpermission');
    const r = RELATIONS[name];
    const other = ctx.url.searchParams.get(r.field);
    const perms = ctx.state.store
      .rows(PERMS)
      .filter((p) => p.org_id === ctx.orgId || ctx.orgId === ORG_ROOT)
      .filter((p) => !want || String(p.id) === want);
    const rows = perms.flatMap((p) =>
      ids(p[r.list])
        .filter((o) => !other || o === other)
        .map((o) => relationRow(ctx, name, p, o)),
    );
    return paginate(ctx, rows);
  };
}

function addRelations(name: RelationName) {
  return async (ctx: Ctx): Promise<Response> => {
    const refused = requirePerm(ctx, 'perms.add_assetpermission');
    if (refused) return refused;
    const r = RELATIONS[name];
    const body = await readJson(ctx);
    const items = Array.isArray(body) ? body : [body];
    const errors: Record<string, string[]>[] = [];
    const pairs: [Row, Row][] = [];
    for (const item of items) {
      const e: Record<string, string[]> = {};
      const obj = isPlainObject(item) ? item : {};
      const perm = visiblePerm(
        ctx,
        obj.assetpermission == null ? null : String(obj.assetpermission),
      );
      const other = obj[r.field] == null ? undefined : ctx.state.store.find(r.key, obj[r.field]);
      if (!perm)
        e.assetpermission = [
          `Invalid pk "${String(obj.assetpermission)}" - object does not exist.`,
        ];
      if (!other) e[r.field] = [`Invalid pk "${String(obj[r.field])}" - object does not exist.`];
      errors.push(e);
      if (perm && other) pairs.push([perm, other]);
    }
    if (errors.some((e) => Object.keys(e).length))
      return json(Array.isArray(body) ? errors : errors[0], 400);
    const out = pairs.map(([perm, other]) => {
      const have = ids(perm[r.list]);
      if (!have.includes(String(other.id))) perm[r.list] = [...have, String(other.id)];
      return relationRow(ctx, name, perm, String(other.id));
    });
    ctx.state.store.touch();
    return json(Array.isArray(body) ? out : out[0], 201);
  };
}

function removeRelations(name: RelationName) {
  return (ctx: Ctx): Response => {
    const refused = requirePerm(ctx, 'perms.delete_assetpermission');
    if (refused) return refused;
    const r = RELATIONS[name];
    const q = ctx.url.searchParams;
    const perm = visiblePerm(ctx, q.get('assetpermission'));
    const other = q.get(r.field);
    if (!perm || !other) return new Response(null, { status: 400 });
    perm[r.list] = ids(perm[r.list]).filter((o) => o !== other);
    ctx.state.store.touch();
    return new Response(null, { status: 204 });
  };
}

for (const name of Object.keys(RELATIONS) as RelationName[]) {
  const pattern = new RegExp(`^/api/v1/perms/asset-permissions-${name}-relations/$`);
  assetPermRoutes.push(
    { method: 'GET', pattern, handle: listRelations(name) },
    { method: 'POST', pattern, handle: addRelations(name) },
    { method: 'DELETE', pattern, handle: removeRelations(name) },
  );
}
