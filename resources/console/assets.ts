import { defineResource } from '../types';

/**
 * Every asset; each kind (hosts, databases …) has its own list and forms, and they all share this
 * detail page.
 */
export default defineResource({
  name: 'assets',
  view: 'console',
  path: 'assets/assets',
  api: { list: '/api/v1/assets/assets/' },
  perms: { app: 'assets', model: 'asset' },
  recordRepresentation: 'name',
  title: 'routes.assets',
  screens: { create: false, edit: 'detail/:id/update' },
  list: {
    export: {},
    columns: ['name', 'address', 'platform', 'connectivity'],
    sort: { field: 'name', order: 'ASC' },
  },
});
