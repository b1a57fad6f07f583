import { defineResource } from '../types';

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
    users: {
      url: '/api/v1/users/users/',
      label: (u) => `${String(u.name)}(${String(u.username)})`,
      query: { fields_size: 'mini', order: 'name' },
    },
  },
  form: {
    groups: [{ title: 'pages.form.groups.basic', fields: ['name', 'users', 'comment'] }],
  },
  detail: { exclude: ['users'] },
});
