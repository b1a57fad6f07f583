import type { DetailTabSpec } from '../vocabulary';

/**
 * A role's detail tabs (Lina's RoleDetail): its permission tree (editable for custom roles) and
 * its users, i.e. the role bindings of its scope.
 */
export function roleTabs(scope: 'system' | 'org'): DetailTabSpec[] {
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
      kind: 'custom',
      path: 'users',
      label: 'rbac.tabs.users',
      component: 'rbac/RoleUsers',
      perm: `rbac.view_${scope}rolebinding`,
    },
    'activity',
  ];
}
