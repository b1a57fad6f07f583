/**
 * Bulk removal of users from the current organisation (docs/domain.md §9.2, docs/wire.md §7.1):
 * `POST /api/v1/users/users/remove/?spm=<spm>` → 204. The real viewset removes every user its
 * filtered queryset holds (the spm narrows it), clearing their roles in this organisation; in the
 * global organisation removal is a no-op, still 204.
 */
import { getSpec } from '../catalogue';
import { json, type Ctx } from '../http';
import { listQuery } from '../query';
import { ORG_ROOT } from '../rbac';
import type { Route } from '../router';
import { requirePerm } from './domainCommon';

async function bulkRemove(ctx: Ctx): Promise<Response> {
  const refused = requirePerm(ctx, 'users.remove_user');
  if (refused) return refused;
  await ctx.request.text();
  const result = listQuery(getSpec('users.users'), ctx);
  if ('errors' in result) return json(result.errors, 400);
  if (ctx.orgId !== ORG_ROOT) {
    const removed = new Set(result.rows.map((u) => String(u.id)));
    const store = ctx.state.store;
    store.bindings = store.bindings.filter((b) => !(removed.has(b.user) && b.org === ctx.orgId));
    store.touch();
  }
  return json(null, 204);
}

export const userRemovalRoutes: Route[] = [
  { method: 'POST', pattern: /^\/api\/v1\/users\/users\/remove\/$/, handle: bulkRemove },
];
