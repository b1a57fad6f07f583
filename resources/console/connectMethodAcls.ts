import { defineResource } from '../types';

/**
 * Connect-method ACLs: v3.1 has no such model or API (they appear in v3.4, at
 * `/api/v1/acls/connect-method-acls/`). The closest real API is the asset login ACLs, which rule
 * the same users, assets and accounts; the organisation cannot be switched here.
 */
export default defineResource({
  name: 'connectMethodAcls',
  view: 'console',
  path: 'perms/connect-method-acls',
  api: { list: '/api/v1/acls/login-asset-acls/' },
  perms: { app: 'acls', model: 'loginassetacl' },
  recordRepresentation: 'name',
  title: 'routes.connectMethodAcls',
  licence: true,
  disableOrgSwitch: true,
  list: {
    columns: ['name', 'priority', 'is_active', 'comment'],
    sort: { field: 'priority', order: 'ASC' },
  },
});
