import { defineResource } from '../types';

export default defineResource({
  name: 'platforms',
  view: 'console',
  path: 'assets/platforms',
  api: { list: '/api/v1/assets/platforms/' },
  perms: { app: 'assets', model: 'platform' },
  recordRepresentation: 'name',
  title: 'routes.platforms',
  list: {
    import: {},
    export: {},
    // Lina's category tabs over one list (`?category=`).
    tabs: [
      { name: 'all', label: 'accountsArea.categories.all' },
      ...(['host', 'device', 'database', 'cloud', 'web'] as const).map((c) => ({
        name: c,
        label: `accountsArea.categories.${c}`,
        query: { category: c },
      })),
    ],
    columns: ['name', 'category', 'type', 'internal'],
    minColumns: ['name'],
    exclude: ['automation'],
    rowActions: {
      // Built-in platforms are the backend's own: they can be cloned, not changed.
      update: { disabled: (r) => r.internal === true },
      delete: { disabled: (r) => r.internal === true },
    },
  },
  form: {
    groups: {
      basic: ['name', 'category', 'type', 'charset', 'domain_enabled'],
      config: ['protocols', 'su_enabled', 'su_method'],
      automation: ['automation'],
      other: ['comment'],
    },
  },
  fields: {
    protocols: { widget: 'protocols', cell: 'protocols' },
    su_method: { hidden: (v) => !v.su_enabled },
    charset: { default: 'utf-8' },
    internal: { cell: 'boolean' },
  },
  detail: {
    exclude: ['automation'],
    tabs: [
      'basic',
      {
        kind: 'custom',
        path: 'automation',
        label: 'accountsArea.tabs.automation',
        component: 'accounts/PlatformAutomation',
      },
      'activity',
    ],
  },
});
