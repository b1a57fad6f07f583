import { defineResource } from '../types';

/**
 * User login ACLs belong to users, not to an organisation: the organisation cannot be switched
 * here.
 */
export default defineResource({
  name: 'loginAcls',
  view: 'console',
  path: 'perms/login-acls',
  api: { list: '/api/v1/acls/login-acls/' },
  perms: { app: 'acls', model: 'loginacl' },
  recordRepresentation: 'name',
  title: 'routes.loginAcls',
  disableOrgSwitch: true,
  list: {
    columns: ['name', 'priority', 'is_active', 'action', 'comment'],
    sort: { field: 'priority', order: 'ASC' },
  },
});
