import type { DetailTabSpec, ResourceDescriptor } from '../types';

type Scope = 'system' | 'org';

const bindingsUrl = (scope: Scope) => `/api/v1/rbac/${scope}-role-bindings/`;

/**
 * A scope's role bindings (docs/domain.md §9.5): listed only as a role's Users tab, so no page
 * of their own; one row per user holding the role (in its organisation, for org roles).
 */
export function roleBindings(scope: Scope): Omit<ResourceDescriptor, 'name' | 'path'> {
  return {
    view: 'console',
    api: { list: bindingsUrl(scope) },
    perms: { app: 'rbac', model: `${scope}rolebinding` },
    recordRepresentation: 'user_display',
    title: 'rbac.tabs.users',
    licence: true,
    screens: { list: false, create: false, show: false, edit: false },
    readOnly: true,
    list: { columns: scope === 'org' ? ['user_display', 'org_name'] : ['user_display'] },
    fields: {
      user_display: { label: 'rbac.users.user' },
      ...(scope === 'org' && { org_name: { label: 'rbac.users.org' } }),
    },
  };
}

/**
 * A role's detail tabs (Lina's RoleDetail): its permission tree (editable for custom roles) and
 * its users, i.e. the role bindings of its scope: users added in one bulk POST, removed one
 * binding at a time. Org bindings belong to the current organisation: none is added in the root.
 */
export function roleTabs(scope: Scope): DetailTabSpec[] {
  return [
    'basic',
    {
      kind: 'custom',
      path: 'permissions',
      label: 'rbac.tabs.permissions',
      component: 'rbac/PermissionTree',
      perm: 'rbac.view_permission',
    },
    {
      kind: 'relation',
      path: 'users',
      label: 'rbac.tabs.users',
      resource: `${scope}RoleBindings`,
      perm: `rbac.view_${scope}rolebinding`,
      filter: (role) => ({ role: String(role.id) }),
      add: {
        // System roles bind users of every organisation: the picker reads the root one.
        options: {
          url: '/api/v1/users/users/',
          label: 'name',
          query: { fields_size: 'mini', ...(scope === 'system' && { oid: 'root' }) },
        },
        call: {
          method: 'POST',
          url: bindingsUrl(scope),
          body: ({ record, ids }) => ids.map((user) => ({ user, role: record?.id, scope })),
        },
        perm: `rbac.add_${scope}rolebinding`,
        orgScoped: scope === 'org',
      },
      remove: {
        each: true,
        call: { method: 'DELETE', url: `${bindingsUrl(scope)}{ids}/` },
        perm: `rbac.delete_${scope}rolebinding`,
      },
    },
    'activity',
  ];
}
