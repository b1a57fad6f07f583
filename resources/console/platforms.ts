import { flagToggle } from '../shared/activeToggle';
import { defineResource } from '../types';

const valueOf = (v: unknown) =>
  v && typeof v === 'object' && 'value' in v ? (v as { value: unknown }).value : v;
/** Cloud and web assets reach no gateway: their platforms have no domain switch (Lina). */
const NO_DOMAIN = new Set(['cloud', 'web']);

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
  // Lina's "Domain enabled" switch; built-in platforms are the backend's own (403).
  actions: flagToggle({
    url: '/api/v1/assets/platforms/{id}/',
    perm: 'assets.change_platform',
    places: ['detail'],
    field: 'domain_enabled',
    on: { name: 'enable_domain', label: 'assetWorkspace.platform.enable_domain' },
    off: { name: 'disable_domain', label: 'assetWorkspace.platform.disable_domain' },
    inapplicable: (p) => NO_DOMAIN.has(String(valueOf(p.category))),
    disabled: (p) => (p.internal === true ? 'assetWorkspace.platform.internal' : false),
  }),
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
