import { defineResource } from '../types';

export default defineResource({
  name: 'domains',
  view: 'console',
  path: 'assets/domains',
  api: { list: '/api/v1/assets/domains/' },
  perms: { app: 'assets', model: 'domain' },
  recordRepresentation: 'name',
  title: 'routes.domains',
  list: {
    import: {},
    export: {},
    columns: ['name', 'comment'],
    sort: { field: 'name', order: 'ASC' },
  },
});
