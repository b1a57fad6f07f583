import { defineResource } from '../types';

export default defineResource({
  name: 'users',
  view: 'console',
  path: 'users/users',
  api: { list: '/api/v1/users/users/' },
  perms: { app: 'users', model: 'user' },
  recordRepresentation: 'name',
  list: {
    columns: ['name', 'username', 'email', 'groups', 'system_roles', 'org_roles', 'source', 'is_valid'],
    minColumns: ['name', 'username'],
    sort: { field: 'name', order: 'ASC' },
  },
});
