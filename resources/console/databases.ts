import { defineResource } from '../types';

export default defineResource({
  name: 'databases',
  view: 'console',
  path: 'assets/databases',
  api: { list: '/api/v1/assets/databases/' },
  perms: { app: 'assets', model: 'asset' },
  recordRepresentation: 'name',
  title: 'routes.databases',
  screens: { show: '/console/assets/assets/:id' },
  list: {
    import: {},
    export: {},
    columns: ['name', 'address', 'platform', 'connectivity'],
    sort: { field: 'name', order: 'ASC' },
  },
});
