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
  detail: {
    // A domain's gateways have no list route: they are listed here.
    tabs: [
      'basic',
      {
        kind: 'relation',
        path: 'gateways',
        label: 'routes.gateways',
        resource: 'gateways',
        filter: (domain) => ({ domain: String(domain.id) }),
      },
      'activity',
    ],
  },
});
