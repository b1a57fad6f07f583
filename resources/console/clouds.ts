import { defineResource } from '../types';

export default defineResource({
  name: 'clouds',
  view: 'console',
  path: 'assets/clouds',
  api: { list: '/api/v1/assets/clouds/' },
  perms: { app: 'assets', model: 'asset' },
  recordRepresentation: 'name',
  title: 'routes.clouds',
  screens: { show: '/console/assets/assets/:id' },
  list: {
    import: {},
    export: {},
    columns: ['name', 'address', 'platform', 'connectivity'],
    sort: { field: 'name', order: 'ASC' },
  },
});
