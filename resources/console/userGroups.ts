import { defineResource } from '../types';
import { userPicker } from '../shared/pickers';
import { namedBy } from '../shared/relations';

const RELATIONS_URL = '/api/v1/users/users-groups-relations/';

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
  // The members counted, the count leading to the group's Users tab.
  fields: { users_amount: { cell: 'count', tab: 'users' } },
  references: {
    users: { ...userPicker, query: { ...userPicker.query, order: 'name' } },
  },
  form: {
    groups: { basic: ['name', 'users', 'comment'] },
  },
  detail: {
    exclude: ['users'],
    tabs: [
      'basic',
      {
        // Members: the users the group record names; added and removed through the membership
        // rows (docs/domain.md §9.3), one DELETE per user.
        kind: 'relation',
        path: 'users',
        label: 'pages.tabs.members',
        resource: 'users',
        columns: ['name', 'username', 'email', 'source'],
        filter: namedBy('users'),
        add: {
          options: { url: '/api/v1/users/users/', label: 'name', query: { fields_size: 'mini' } },
          call: {
            method: 'POST',
            url: RELATIONS_URL,
            body: ({ record, ids }) => ids.map((user) => ({ usergroup: record?.id, user })),
          },
          perm: 'users.add_usergroup',
        },
        remove: {
          each: true,
          call: {
            method: 'DELETE',
            url: RELATIONS_URL,
            query: ({ record, ids }) => ({ user: String(ids[0]), usergroup: String(record?.id) }),
          },
          perm: 'users.delete_usergroup',
        },
      },
      'activity',
    ],
  },
});
