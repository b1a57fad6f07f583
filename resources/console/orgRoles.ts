import { defineResource } from '../types';
import { roleTabs } from '../shared/roleDetail';

/** Organisation roles: the "Org roles" tab of the roles page, with their own detail and forms. */
export default defineResource({
  name: 'orgRoles',
  view: 'console',
  path: 'users/org-roles',
  api: { list: '/api/v1/rbac/org-roles/' },
  perms: { app: 'rbac', model: 'orgrole' },
  recordRepresentation: 'display_name',
  title: 'routes.orgRoles',
  licence: true,
  screens: { list: false },
  list: {
    // Imported by creating only, as the system roles (Lina's BaseRoleList for both scopes).
    import: { update: false },
    export: {},
    columns: ['display_name', 'users_amount', 'builtin', 'comment'],
    sort: { field: 'builtin', order: 'DESC' },
    // Built-in roles are the backend's own (403 "Internal role"): they can be cloned, not changed.
    rowActions: {
      update: { disabled: (r) => r.builtin === true },
      delete: { disabled: (r) => r.builtin === true },
    },
  },
  detail: { tabs: roleTabs('org') },
  // Each list creates roles of its own scope (Lina fixes it per page): preselected.
  fields: { scope: { default: 'org' }, users_amount: { cell: 'count', tab: 'users' } },
});
