import { defineResource } from '../types';

export default defineResource({
  name: 'loginAssetAcls',
  view: 'console',
  path: 'perms/login-asset-acls',
  api: { list: '/api/v1/acls/login-asset-acls/' },
  perms: { app: 'acls', model: 'loginassetacl' },
  recordRepresentation: 'name',
  title: 'routes.loginAssetAcls',
  licence: true,
  list: {
    columns: ['name', 'priority', 'is_active', 'comment'],
    sort: { field: 'priority', order: 'ASC' },
  },
});
