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
    exclude: ['gateways'],
    tabs: [
      'basic',
      {
        // Lina's DomainDetail Gateway tab: `assets/gateways/?domain=<id>`, forms in a dialog
        // with the domain fixed (docs/domain.md §3.5).
        kind: 'relation',
        path: 'gateways',
        label: 'pages.tabs.gateways',
        resource: 'gateways',
        filter: (record) => ({ domain: String(record.id) }),
        dialogForm: { defaults: (record) => ({ domain: record.id }) },
      },
      'activity',
    ],
  },
});
