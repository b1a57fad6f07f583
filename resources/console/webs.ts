import { defineResource } from '../types';

export default defineResource({
  name: 'webs',
  view: 'console',
  path: 'assets/webs',
  api: { list: '/api/v1/assets/webs/' },
  perms: { app: 'assets', model: 'asset' },
  recordRepresentation: 'name',
  title: 'routes.webs',
  screens: { show: '/console/assets/assets/:id' },
  list: {
    import: {},
    export: {},
    columns: ['name', 'address', 'platform', 'connectivity'],
    sort: { field: 'name', order: 'ASC' },
  },
});
