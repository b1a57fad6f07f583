/**
 * What a user may connect to: the assets and nodes of the valid asset permissions that name the
 * user or one of the user's groups, in the organisations the request covers (the workbench's
 * "my assets"). A granted node brings every asset under it, descendants included.
 */
import type { Ctx } from '../http';
import { memberOrgIds, ORG_ROOT } from '../rbac';
import type { Row } from '../types';

export interface Grants {
  assets: Row[];
  /** Nodes granted directly, plus the nodes of directly granted assets. */
  nodes: Row[];
}

/** Active and within its validity window. */
export function isValidPermission(p: Row, now: number): boolean {
  return (
    Boolean(p.is_active) &&
    Date.parse(String(p.date_start)) <= now &&
    Date.parse(String(p.date_expired)) > now
  );
}

/** The organisations of the request: its own, or every joined one for the global view. */
function orgsOf(ctx: Ctx, userId: string): Set<string> {
  if (ctx.orgId !== ORG_ROOT) return new Set([ctx.orgId]);
  return memberOrgIds(ctx.state.store, userId);
}

export function grantsOf(ctx: Ctx, user: Row = ctx.user!): Grants {
  const store = ctx.state.store;
  const userId = String(user.id);
  const groups = new Set(((user.groups as string[] | undefined) ?? []).map(String));
  const orgs = orgsOf(ctx, userId);
  const now = Date.now();
  // Relations are lists (a create stores a left-out one empty); read defensively all the same.
  const ids = (v: unknown) => ((v as unknown[] | undefined) ?? []).map(String);
  const perms = store
    .rows('perms.asset_permissions')
    .filter((p) => orgs.has(String(p.org_id)) && isValidPermission(p, now))
    .filter(
      (p) =>
        ids(p.users).includes(userId) || ids(p.user_groups).some((g) => groups.has(g)),
    );
  const assetIds = new Set(perms.flatMap((p) => ids(p.assets)));
  const nodeIds = new Set(perms.flatMap((p) => ids(p.nodes)));
  const allNodes = store.rows('assets.nodes').filter((n) => orgs.has(String(n.org_id)));
  const grantedNodes = allNodes.filter((n) => nodeIds.has(String(n.id)));
  const keys = grantedNodes.map((n) => String(n.key));
  const under = (key: string) => keys.some((k) => key === k || key.startsWith(`${k}:`));
  const nodesUnder = new Set(allNodes.filter((n) => under(String(n.key))).map((n) => String(n.id)));
  const assets = store
    .rows('assets.assets')
    .filter((a) => orgs.has(String(a.org_id)))
    .filter(
      (a) =>
        assetIds.has(String(a.id)) || ids(a.nodes).some((n) => nodesUnder.has(n)),
    );
  const assetNodes = new Set(assets.flatMap((a) => ids(a.nodes)));
  const nodes = allNodes.filter(
    (n) => nodesUnder.has(String(n.id)) || assetNodes.has(String(n.id)),
  );
  return { assets, nodes };
}
