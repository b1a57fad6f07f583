import { defineResource } from '../types';

export default defineResource({
  name: 'devices',
  view: 'console',
  path: 'assets/devices',
  api: { list: '/api/v1/assets/devices/' },
  perms: { app: 'assets', model: 'asset' },
  recordRepresentation: 'name',
  title: 'routes.devices',
  screens: { show: '/console/assets/assets/:id' },
  list: {
    import: {},
    export: {},
    columns: ['name', 'address', 'platform', 'connectivity'],
    sort: { field: 'name', order: 'ASC' },
  },
});
