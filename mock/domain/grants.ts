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

function isValid(p: Row, now: number): boolean {
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
  const perms = store
    .rows('perms.asset_permissions')
    .filter((p) => orgs.has(String(p.org_id)) && isValid(p, now))
    .filter(
      (p) =>
        (p.users as string[]).map(String).includes(userId) ||
        (p.user_groups as string[]).some((g) => groups.has(String(g))),
    );
  const assetIds = new Set(perms.flatMap((p) => (p.assets as string[]).map(String)));
  const nodeIds = new Set(perms.flatMap((p) => (p.nodes as string[]).map(String)));
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
        assetIds.has(String(a.id)) || (a.nodes as string[]).some((n) => nodesUnder.has(String(n))),
    );
  const assetNodes = new Set(assets.flatMap((a) => (a.nodes as string[]).map(String)));
  const nodes = allNodes.filter(
    (n) => nodesUnder.has(String(n.id)) || assetNodes.has(String(n.id)),
  );
  return { assets, nodes };
}
