import { defineResource } from '../types';

export default defineResource({
  name: 'cloudAccounts',
  view: 'console',
  path: 'assets/cloud/account',
  api: { list: '/api/v1/xpack/cloud/accounts/' },
  perms: { app: 'xpack', model: 'account' },
  recordRepresentation: 'name',
  title: 'routes.cloudAccounts',
  licence: true,
  list: {
    // The cloud centre: accounts and their sync tasks.
    tabs: [
      { name: 'cloudAccounts', label: 'routes.cloudAccounts' },
      {
        name: 'syncInstanceTasks',
        label: 'routes.syncInstanceTasks',
        resource: 'syncInstanceTasks',
      },
    ],
    export: {},
    columns: ['name', 'provider', 'validity', 'date_created', 'comment'],
  },
});
