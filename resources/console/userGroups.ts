import { defineResource } from '../types';
import { userPicker } from '../shared/pickers';

export default defineResource({
  name: 'userGroups',
  view: 'console',
  path: 'users/groups',
  api: { list: '/api/v1/users/groups/' },
  perms: { app: 'users', model: 'usergroup' },
  recordRepresentation: 'name',
  title: 'routes.userGroups',
  list: {
    import: {},
    export: {},
    columns: ['name', 'users_amount', 'comment'],
    minColumns: ['name'],
    exclude: ['users'],
    sort: { field: 'name', order: 'ASC' },
  },
  references: {
    users: { ...userPicker, query: { ...userPicker.query, order: 'name' } },
  },
  form: {
    groups: { basic: ['name', 'users', 'comment'] },
  },
  detail: { exclude: ['users'] },
});
