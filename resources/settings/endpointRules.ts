import { defineResource, referenceTo } from '../types';
import endpoints from './endpoints';

export default defineResource({
  name: 'endpointRules',
  view: 'settings',
  path: 'terminal/endpoint-rule',
  api: { list: '/api/v1/terminal/endpoint-rules/' },
  perms: { app: 'terminal', model: 'endpointrule' },
  recordRepresentation: 'name',
  title: 'routes.endpointRules',
  screens: { list: false, show: false },
  list: {
    import: {},
    export: {},
    columns: ['name', 'ip_group', 'priority', 'endpoint'],
    sort: { field: 'priority', order: 'ASC' },
  },
  // Lina's endpoint select (docs/domain.md §11.2).
  references: { endpoint: referenceTo(endpoints, { query: { fields_size: 'mini' } }) },
});
