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
  },
});
