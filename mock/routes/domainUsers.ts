/**
 * User administration beyond the generic protocol (docs/domain.md §9.1–9.3): the quick
 * actions (reset MFA is a GET; password mail and SSH key are PATCH `{}`), invite into and remove
 * from the current organisation, the user picker's suggestions, and what one user can reach.
 * Unblock lives with the other operations in domainOps.
 */
import { getSpec } from '../catalogue';
import { grantedAssetsUnder, grantedNodeChildren, permedAccounts } from '../domain/users';
import { grantsOf } from '../domain/grants';
import { detail, json, readJson, type Ctx } from '../http';
import { listQuery, presentOne, presentStored, visibleRows } from '../query';
import { ORG_ROOT } from '../rbac';
import type { Route } from '../router';
import type { Row } from '../types';
import { asObject, paginate, requirePerm } from './domainCommon';

const USERS = 'users.users';
const UUID = '([0-9a-fA-F-]{36})';
const USER_URL = `^/api/v1/users/users/${UUID}`;
const PERMS_URL = `^/api/v1/perms/users/${UUID}`;

const route = (method: string, path: string, handle: Route['handle']): Route => ({
  method,
  pattern: new RegExp(`${path}$`),
  handle,
});

/** The user among the current organisation's users (the views' queryset), or a 404. */
function orgUser(ctx: Ctx): Row | Response {
  const spec = getSpec(USERS);
  const visible = visibleRows(spec, ctx).find((u) => String(u.id) === ctx.params[0]);
  const stored = visible && ctx.state.store.find(USERS, visible.id);
  return stored ?? detail(404, 'User object does not exist.', 'object_does_not_exist');
}

/**
 * A PATCH quick action on a user: `users.change_user`, answered with the user before the change.
 */
function quickAction(change: (user: Row) => void): Route['handle'] {
  return async (ctx) => {
    const refused = requirePerm(ctx, 'users.change_user');
    if (refused) return refused;
    await ctx.request.text();
    const user = orgUser(ctx);
    if (user instanceof Response) return user;
    const before = presentStored(getSpec(USERS), user, ctx);
    change(user);
    ctx.state.store.touch();
    return json(before);
  };
}

/** Disables every MFA backend that can be: the OTP binding (SMS and RADIUS are not bound here). */
function resetMfa(ctx: Ctx): Response {
  const refused = requirePerm(ctx, 'users.view_user');
  if (refused) return refused;
  const user = orgUser(ctx);
  if (user instanceof Response) return user;
  if (String(user.id) === String(ctx.user?.id))
    return json({ error: 'Could not reset self otp, use profile reset instead' }, 400);
  user.otp_secret_key = '';
  ctx.state.store.touch();
  return json({ msg: 'success' });
}

/** Sets (replaces) the org roles of each user in the current organisation. */
async function invite(ctx: Ctx): Promise<Response> {
  const refused = requirePerm(ctx, 'users.invite_user');
  if (refused) return refused;
  if (ctx.orgId === ORG_ROOT) return json({ error: 'Not a valid org' }, 400);
  const body = asObject(await readJson(ctx));
  const store = ctx.state.store;
  const errors: Record<string, string[]> = {};
  const list = (name: string) => (Array.isArray(body[name]) ? (body[name] as unknown[]) : null);
  const userIds = list('users');
  const roleIds = list('org_roles');
  if (!userIds?.length) errors.users = ['This field is required.'];
  if (!roleIds?.length) errors.org_roles = ['This field is required.'];
  const users = (userIds ?? []).map((id) => store.find(USERS, String(id)));
  const roles = (roleIds ?? []).map((id) =>
    store.rows('rbac.org_roles').find((r) => String(r.id) === String(id)),
  );
  const bad = (rows: (Row | undefined)[], ids: unknown[]) =>
    rows.flatMap((r, i) => (r ? [] : [`Invalid pk "${String(ids[i])}" - object does not exist.`]));
  if (userIds?.length && bad(users, userIds).length) errors.users = bad(users, userIds);
  if (roleIds?.length && bad(roles, roleIds).length) errors.org_roles = bad(roles, roleIds);
  if (Object.keys(errors).length) return json(errors, 400);
  for (const user of users as Row[]) {
    const uid = String(user.id);
    store.bindings = store.bindings.filter((b) => !(b.user === uid && b.org === ctx.orgId));
    for (const role of roles as Row[])
      store.bindings.push({ user: uid, role: String(role.id), org: ctx.orgId });
  }
  store.touch();
  return json(
    {
      users: (users as Row[]).map((u) => String(u.id)),
      org_roles: (roles as Row[]).map((r) => ({
        id: r.id,
        display_name: r.display_name,
        name: r.name,
      })),
    },
    201,
  );
}

/** Clears the user's org roles in the current organisation (a no-op in the global one). */
async function removeFromOrg(ctx: Ctx): Promise<Response> {
  const refused = requirePerm(ctx, 'users.remove_user');
  if (refused) return refused;
  await ctx.request.text();
  const user = orgUser(ctx);
  if (user instanceof Response) return user;
  if (ctx.orgId !== ORG_ROOT) {
    const store = ctx.state.store;
    store.bindings = store.bindings.filter(
      (b) => !(b.user === String(user.id) && b.org === ctx.orgId),
    );
    store.touch();
  }
  return json(null, 204);
}

/** SuggestionMixin: the first 10 matches for `users.match_user` (the invite dialog's picker). */
function suggestions(ctx: Ctx): Response {
  const refused = requirePerm(ctx, 'users.match_user');
  if (refused) return refused;
  const spec = getSpec(USERS);
  const result = listQuery(spec, ctx);
  if ('errors' in result) return json(result.errors, 400);
  return paginate(ctx, result.rows.slice(0, 10), (r) => presentOne(spec, r, ctx));
}

/** A granted-assets call about one user: `perms.view_userassets`, unknown user 404. */
function forUser(run: (ctx: Ctx, user: Row) => Response): Route['handle'] {
  return (ctx) => {
    const refused = requirePerm(ctx, 'perms.view_userassets');
    if (refused) return refused;
    const user = ctx.state.store.find(USERS, ctx.params[0]!);
    if (!user) return detail(404, 'Not found.', 'not_found');
    return run(ctx, user);
  };
}

/** The asset list's own search and order (name, address), then the page. */
function assetList(ctx: Ctx, rows: Row[]): Response {
  const q = ctx.url.searchParams;
  const search = (q.get('search') ?? '').trim().toLowerCase();
  const found = search
    ? rows.filter((a) =>
        ['name', 'address'].some((k) =>
          String(a[k] ?? '')
            .toLowerCase()
            .includes(search),
        ),
      )
    : rows;
  const spec = getSpec('assets.assets');
  const sorted = [...found].sort((a, b) => String(a.name).localeCompare(String(b.name)));
  return paginate(ctx, sorted, (a) => presentStored(spec, a, ctx));
}

export const userRoutes: Route[] = [
  route('GET', `${USER_URL}/mfa/reset/`, resetMfa),
  route(
    'PATCH',
    `${USER_URL}/password/reset/`,
    quickAction((u) => {
      // A random password the user replaces through the mailed link.
      u.password = crypto.randomUUID();
      u.date_password_last_updated = new Date().toISOString();
    }),
  ),
  route(
    'PATCH',
    `${USER_URL}/pubkey/reset/`,
    quickAction((u) => {
      u.public_key = '';
    }),
  ),
  route('POST', '^/api/v1/users/users/invite/', invite),
  route('POST', `${USER_URL}/remove/`, removeFromOrg),
  route('GET', '^/api/v1/users/users/suggestions/', suggestions),
  route(
    'GET',
    `${PERMS_URL}/assets/`,
    forUser((ctx, user) => assetList(ctx, grantsOf(ctx, user).assets)),
  ),
  route(
    'GET',
    `${PERMS_URL}/nodes/children/tree/`,
    forUser((ctx, user) =>
      json(grantedNodeChildren(ctx, user, ctx.url.searchParams.get('key') || null)),
    ),
  ),
  route(
    'GET',
    `${PERMS_URL}/nodes/${UUID}/assets/`,
    forUser((ctx, user) => {
      const node = ctx.state.store.find('assets.nodes', ctx.params[1]!);
      if (!node) return detail(404, 'Not found.', 'not_found');
      return assetList(ctx, grantedAssetsUnder(ctx, grantsOf(ctx, user).assets, String(node.key)));
    }),
  ),
  route(
    'GET',
    `${PERMS_URL}/assets/${UUID}/accounts/`,
    forUser((ctx, user) => {
      const asset = grantsOf(ctx, user).assets.find((a) => String(a.id) === ctx.params[1]);
      if (!asset) return detail(404, 'Not found.', 'not_found');
      return json(permedAccounts(ctx, user, asset));
    }),
  ),
];
