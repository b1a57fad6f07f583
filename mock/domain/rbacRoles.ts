/**
 * System and org roles (docs/domain.md §9.4): `permissions` is written as permission ids and
 * kept as codenames (what profile `perms` is computed from); builtin roles are read-only; a role
 * with users cannot be deleted; `?clone_from=` copies a role's permissions; `users_amount` counts
 * the system bindings plus the bindings in the current org.
 */
import type { Ctx } from '../http';
import { ORG_ROOT } from '../rbac';
import type { ResourceBehaviour } from '../resources/types';
import type { Row } from '../types';
import { Invalid } from '../writes/coerce';
import { permissionById, scopePermissions } from './rbacTree';

/** The bindings of a role that the request's organisation sees. */
export function roleBindingsIn(ctx: Ctx, roleId: string) {
  return ctx.state.store.bindings.filter(
    (b) => b.role === roleId && (b.org === null || ctx.orgId === ORG_ROOT || b.org === ctx.orgId),
  );
}

function roleBehaviour(scope: 'system' | 'org'): ResourceBehaviour {
  return {
    present: (row, ctx) => ({ ...row, users_amount: roleBindingsIn(ctx, String(row.id)).length }),
    protect(row, ctx) {
      const deleting = ctx.method === 'DELETE';
      if (row.builtin)
        return deleting ? "Internal role, can't be destroy" : "Internal role, can't be update";
      if (deleting && ctx.state.store.bindings.some((b) => b.role === row.id))
        return "The role has been bound to users, can't be destroy";
      return null;
    },
    coerce: {
      permissions(value) {
        // An import row's empty cell arrives as null: no permissions.
        if (value === null || value === '') return [];
        if (!Array.isArray(value))
          throw new Invalid(['Expected a list of items but got type "str".']);
        const allowed = new Set(scopePermissions(scope));
        return value.map((id) => {
          const perm = permissionById(id);
          if (!perm || !allowed.has(perm))
            throw new Invalid([`Invalid pk "${String(id)}" - object does not exist.`]);
          return perm;
        });
      },
    },
    save(row: Row, attrs, w) {
      if (attrs.name !== undefined) row.display_name = attrs.name;
      if (w.instance) return;
      const from = w.ctx.url.searchParams.get('clone_from');
      const source = from ? w.ctx.state.store.roles.find((r) => r.id === from) : undefined;
      row.builtin = false;
      row.scope = scope;
      if (!attrs.permissions) row.permissions = source ? [...source.permissions] : [];
    },
  };
}

export const systemRoles = roleBehaviour('system');
export const orgRoles = roleBehaviour('org');
