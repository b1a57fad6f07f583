import { defineResource } from '../types';

/**
 * Gateways are listed inside a domain's detail page; the route map only has their forms.
 */
export default defineResource({
  name: 'gateways',
  view: 'console',
  path: 'assets/gateways',
  api: { list: '/api/v1/assets/gateways/' },
  perms: { app: 'assets', model: 'gateway' },
  recordRepresentation: 'name',
  title: 'routes.gateways',
  screens: { list: false, show: false },
  list: {
    import: {},
    export: {},
    columns: ['name', 'address', 'protocols', 'nodes_display', 'connectivity', 'comment'],
    sort: { field: 'name', order: 'ASC' },
  },
});
