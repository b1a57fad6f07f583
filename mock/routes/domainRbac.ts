/**
 * Role permission trees and role bindings (docs/domain.md §9.4, §9.5):
 * `GET /api/v1/rbac/<scope>-roles/<id>/permissions/tree/` (`rbac.view_permission`),
 * `GET …/permissions/` (the plain list), and `/api/v1/rbac/<scope>-role-bindings/` metadata, list,
 * bulk add and delete by id (`rbac.*_<scope>rolebinding`). Saving a tree is the generic role PATCH.
 */
import { permissionId, permissionTree } from '../domain/rbacTree';
import { detail, json, readJson, type Ctx } from '../http';
import { localizeFields } from '../labels';
import { metadataBody } from '../metadata';
import { ORG_ROOT } from '../rbac';
import type { Route } from '../router';
import type { FieldSpec, Role, RoleBinding, RoleScope } from '../types';
import { findRelated, isPlainObject } from '../writes/coerce';
import { paginate, requirePerm } from './domainCommon';
import { userDisplay } from '../util/userDisplay';

const UUID = '([0-9a-fA-F-]{36})';
const SCOPE = '(system|org)';

/** Bindings are plain side-table entries; their wire ids are given out on first sight. */
const bindingIds = new WeakMap<RoleBinding, string>();
function bindingId(b: RoleBinding): string {
  let id = bindingIds.get(b);
  if (!id) {
    id = crypto.randomUUID();
    bindingIds.set(b, id);
  }
  return id;
}

function roleOf(ctx: Ctx, scope: RoleScope, id: string): Role | undefined {
  return ctx.state.store.roles.find((r) => r.id === id && r.scope === scope);
}

const roleNotFound = () => detail(404, 'Not found.', 'not_found');

function tree(ctx: Ctx): Response {
  const refused = requirePerm(ctx, 'rbac.view_permission');
  if (refused) return refused;
  const scope = ctx.params[0] as RoleScope;
  const role = roleOf(ctx, scope, ctx.params[1]!);
  if (!role) return roleNotFound();
  return json(permissionTree(scope, role.permissions, role.builtin));
}

function plainList(ctx: Ctx): Response {
  const refused = requirePerm(ctx, 'rbac.view_permission');
  if (refused) return refused;
  const role = roleOf(ctx, ctx.params[0] as RoleScope, ctx.params[1]!);
  if (!role) return roleNotFound();
  return paginate(ctx, role.permissions, (perm) => {
    const [app = '', codename = ''] = perm.split('.');
    return {
      id: permissionId(perm),
      name: `Can ${codename.replace(/_/g, ' ')}`,
      content_type: { app_label: app, model: codename.split('_').slice(1).join('_') },
      codename,
    };
  });
}

function bindingsIn(ctx: Ctx, scope: RoleScope): RoleBinding[] {
  return ctx.state.store.bindings.filter((b) =>
    scope === 'system'
      ? b.org === null
      : b.org !== null && (ctx.orgId === ORG_ROOT || b.org === ctx.orgId),
  );
}

function present(ctx: Ctx, b: RoleBinding) {
  const role = ctx.state.store.roles.find((r) => r.id === b.role);
  return {
    id: bindingId(b),
    user: b.user,
    user_display: userDisplay(ctx.state.store.find('users.users', b.user)),
    role: b.role,
    role_display: role?.display_name ?? '',
    scope: b.org === null ? 'system' : 'org',
    ...(b.org !== null && { org: b.org, org_name: ctx.state.store.orgById(b.org).name }),
  };
}

const field = (name: string, type: string, label: string, more: Partial<FieldSpec> = {}) => ({
  name,
  type,
  label,
  required: false,
  read_only: true,
  write_only: false,
  ...more,
});

/** RoleBindingSerializer's fields (org bindings add the organisation). */
function bindingFields(scope: RoleScope): FieldSpec[] {
  const related = { read_only: false, required: true, filter: true };
  return [
    field('id', 'string', 'ID'),
    field('user', 'field', 'User', related),
    field('user_display', 'string', 'User display'),
    field('role', 'field', 'Role', related),
    field('role_display', 'string', 'Role display'),
    field('scope', 'choice', 'Scope', {
      choices: [
        { value: 'system', label: 'System' },
        { value: 'org', label: 'Organization' },
      ],
    }),
    ...(scope === 'org'
      ? [field('org', 'field', 'Organization'), field('org_name', 'string', 'Org name')]
      : []),
  ];
}

function options(ctx: Ctx): Response {
  const scope = ctx.params[0] as RoleScope;
  const fields = localizeFields(bindingFields(scope), ctx.lang) as FieldSpec[];
  return json(metadataBody('Role Binding List', fields, ['GET', 'POST']));
}

function list(ctx: Ctx): Response {
  const scope = ctx.params[0] as RoleScope;
  const refused = requirePerm(ctx, `rbac.view_${scope}rolebinding`);
  if (refused) return refused;
  const q = ctx.url.searchParams;
  const rows = bindingsIn(ctx, scope).filter(
    (b) =>
      (!q.get('role') || b.role === q.get('role')) &&
      (!q.get('user') || b.user === q.get('user')) &&
      (!q.get('org') || b.org === q.get('org')),
  );
  return paginate(ctx, rows, (b) => present(ctx, b));
}

async function add(ctx: Ctx): Promise<Response> {
  const scope = ctx.params[0] as RoleScope;
  const refused = requirePerm(ctx, `rbac.add_${scope}rolebinding`);
  if (refused) return refused;
  const body = await readJson(ctx);
  const items = Array.isArray(body) ? body : [body];
  const org = scope === 'system' ? null : ctx.orgId;
  const errors: Record<string, string[]>[] = [];
  const wanted: RoleBinding[] = [];
  for (const item of items) {
    const e: Record<string, string[]> = {};
    const user = isPlainObject(item) ? findRelated(ctx, 'users.users', item.user) : undefined;
    const role = isPlainObject(item) ? roleOf(ctx, scope, String(item.role)) : undefined;
    if (!user)
      e.user = [
        `Invalid pk "${String(isPlainObject(item) ? item.user : '')}" - object does not exist.`,
      ];
    if (!role)
      e.role = [
        `Invalid pk "${String(isPlainObject(item) ? item.role : '')}" - object does not exist.`,
      ];
    if (org === ORG_ROOT) e.org = ['This field is required.'];
    errors.push(e);
    if (user && role) wanted.push({ user: String(user.id), role: role.id, org });
  }
  if (errors.some((e) => Object.keys(e).length))
    return json(Array.isArray(body) ? errors : errors[0], 400);
  const store = ctx.state.store;
  const exists = (w: RoleBinding) =>
    store.bindings.find((b) => b.user === w.user && b.role === w.role && b.org === w.org);
  if (!Array.isArray(body) && exists(wanted[0]!))
    return json({ role: ['Has bound this role'] }, 400);
  // Bulk inserts ignore conflicts.
  const out = wanted.map((w) => {
    const found = exists(w);
    if (found) return found;
    store.bindings.push(w);
    return w;
  });
  store.touch();
  const answer = out.map((b) => present(ctx, b));
  return json(Array.isArray(body) ? answer : answer[0], 201);
}

function remove(ctx: Ctx): Response {
  const scope = ctx.params[0] as RoleScope;
  const refused = requirePerm(ctx, `rbac.delete_${scope}rolebinding`);
  if (refused) return refused;
  const store = ctx.state.store;
  const binding = bindingsIn(ctx, scope).find((b) => bindingIds.get(b) === ctx.params[1]);
  if (!binding) return detail(404, 'Not found.', 'not_found');
  if (
    scope === 'system' &&
    store.bindings.filter((b) => b.user === binding.user && b.org === null).length === 1
  ) {
    const user = store.find('users.users', binding.user);
    return detail(
      400,
      `${String(user?.name)}(${String(user?.username)}) at least one system role`,
      'system_role_delete_error',
    );
  }
  store.bindings = store.bindings.filter((b) => b !== binding);
  store.touch();
  return new Response(null, { status: 204 });
}

export const rbacRoutes: Route[] = [
  {
    method: 'GET',
    pattern: new RegExp(`^/api/v1/rbac/${SCOPE}-roles/${UUID}/permissions/tree/$`),
    handle: tree,
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/api/v1/rbac/${SCOPE}-roles/${UUID}/permissions/$`),
    handle: plainList,
  },
  {
    method: 'OPTIONS',
    pattern: new RegExp(`^/api/v1/rbac/${SCOPE}-role-bindings/$`),
    handle: options,
  },
  { method: 'GET', pattern: new RegExp(`^/api/v1/rbac/${SCOPE}-role-bindings/$`), handle: list },
  { method: 'POST', pattern: new RegExp(`^/api/v1/rbac/${SCOPE}-role-bindings/$`), handle: add },
  {
    method: 'DELETE',
    pattern: new RegExp(`^/api/v1/rbac/${SCOPE}-role-bindings/${UUID}/$`),
    handle: remove,
  },
];
