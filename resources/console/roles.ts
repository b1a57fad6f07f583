import { defineResource } from '../types';
import { roleTabs } from '../shared/roleDetail';

/**
 * System and organisation roles share one page: the system roles, and the org roles as its
 * `?tab=org` tab.
 */
export default defineResource({
  name: 'roles',
  view: 'console',
  path: 'users/roles',
  api: { list: '/api/v1/rbac/system-roles/' },
  perms: { app: 'rbac', model: 'systemrole' },
  perm: 'rbac.view_systemrole | rbac.view_orgrole',
  recordRepresentation: 'display_name',
  title: 'routes.roles',
  licence: true,
  list: {
    // The catalogue's importOptions.canImportUpdate=false: system roles import by creating only.
    import: { update: false },
    export: {},
    columns: ['display_name', 'users_amount', 'builtin', 'comment'],
    sort: { field: 'builtin', order: 'DESC' },
    // Built-in roles are the backend's own (403 "Internal role"): they can be cloned, not changed.
    rowActions: {
      update: { disabled: (r) => r.builtin === true },
      delete: { disabled: (r) => r.builtin === true },
    },
    tabs: [
      { name: 'system', label: 'pages.tabs.system_roles', perm: 'rbac.view_systemrole' },
      { name: 'org', label: 'pages.tabs.org_roles', resource: 'orgRoles' },
    ],
  },
  detail: { tabs: roleTabs('system') },
  // Each list creates roles of its own scope (Lina fixes it per page): preselected.
  fields: { scope: { default: 'system' }, users_amount: { cell: 'count', tab: 'users' } },
});
