import { defineResource } from '../types';

export default defineResource({
  name: 'organizations',
  view: 'settings',
  path: 'orgs',
  api: { list: '/api/v1/orgs/orgs/' },
  perms: { app: 'orgs', model: 'organization' },
  recordRepresentation: 'name',
  title: 'routes.organizations',
  licence: true,
  list: {
    columns: ['name', 'comment', 'date_created'],
    sort: { field: 'name', order: 'ASC' },
    // The Default organisation can never be deleted (Lina hides it; the backend refuses).
    rowActions: { delete: { hidden: (r) => Boolean(r.is_default) } },
  },
  detail: {
    tabs: [
      'basic',
      {
        kind: 'custom',
        path: 'members',
        label: 'system.tabs.members',
        component: 'system/OrgMembers',
        perm: 'rbac.view_orgrolebinding',
      },
    ],
  },
});
