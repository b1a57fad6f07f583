/** Users are global rows; what an organisation sees of them comes from its role bindings. */
import type { Ctx } from '../http';
import { ORG_ROOT, ROLE, memberOrgIds, orgRolesOf, permissionsIn, systemRolesOf } from '../rbac';
import type { FieldSpec, Row } from '../types';
import type { ResourceBehaviour } from './types';

function isValid(u: Row): boolean {
  return Boolean(u.is_active) && new Date(String(u.date_expired)).getTime() > Date.now();
}

export const users: ResourceBehaviour = {
  scope(rows, ctx) {
    if (ctx.orgId === ORG_ROOT) return rows;
    const store = ctx.state.store;
    return rows.filter((u) => memberOrgIds(store, String(u.id)).has(ctx.orgId));
  },
  raw(row, ctx) {
    const store = ctx.state.store;
    const id = String(row.id);
    return {
      ...row,
      system_roles: systemRolesOf(store, id).map((r) => r.id),
      org_roles: orgRolesOf(store, id, ctx.orgId).map((r) => r.id),
      is_valid: isValid(row),
      is_expired: new Date(String(row.date_expired)).getTime() <= Date.now(),
      mfa_enabled: Number(row.mfa_level) > 0,
      mfa_force_enabled: Number(row.mfa_level) === 2,
      login_blocked: Boolean(row.login_blocked),
      avatar_url: '/static/img/avatar/user.png',
    };
  },
  /** RolesSerializerMixin drops the role fields for users who may not see role bindings. */
  fields(fields: readonly FieldSpec[], ctx: Ctx, method) {
    const perms = ctx.user ? permissionsIn(ctx.state.store, String(ctx.user.id), ctx.orgId, Boolean(ctx.user.is_superuser)) : new Set<string>();
    const write = method !== 'GET';
    const can = (kind: 'system' | 'org') => perms.has(`rbac.${write ? 'add' : 'view'}_${kind}rolebinding`);
    return fields.filter((f) => (f.name !== 'system_roles' || can('system')) && (f.name !== 'org_roles' || can('org')));
  },
};

export const DEFAULT_ROLES = { system: ROLE.User, org: ROLE.OrgUser };
