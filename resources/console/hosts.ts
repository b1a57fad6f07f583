import { defineResource, referenceTo } from '../types';
import platforms from './platforms';

/** `name:value` typed in the labels select creates a new label. */
function labelFromText(text: string) {
  const [name, ...rest] = text.split(':');
  const value = rest.join(':').trim();
  return name?.trim() && value ? { name: name.trim(), value } : null;
}

export default defineResource({
  name: 'hosts',
  view: 'console',
  path: 'assets/hosts',
  api: { list: '/api/v1/assets/hosts/' },
  perms: { app: 'assets', model: 'asset' },
  recordRepresentation: 'name',
  title: 'routes.hosts',
  screens: { show: '/console/assets/assets/:id' },
  list: {
    import: {},
    export: {},
    columns: ['name', 'address', 'platform', 'connectivity'],
    minColumns: ['name', 'address'],
    exclude: ['auto_info', 'info', 'accounts'],
    sort: { field: 'name', order: 'ASC' },
    bulkUpdate: ['domain', 'is_active', 'comment'],
    bulkActions: [
      {
        name: 'deactivate',
        label: 'resources.hosts.actions.deactivate',
        patch: { is_active: false },
      },
      { name: 'activate', label: 'resources.hosts.actions.activate', patch: { is_active: true } },
    ],
  },
  references: {
    platform: referenceTo(platforms, { query: { category: 'host' } }),
    nodes: { url: '/api/v1/assets/nodes/', label: 'full_value' },
    domain: { url: '/api/v1/assets/domains/' },
    labels: {
      url: '/api/v1/assets/labels/',
      label: (l) => `${String(l.name)}:${String(l.value)}`,
      create: labelFromText,
    },
  },
  form: {
    groups: [
      { title: 'pages.form.groups.basic', fields: ['name', 'address', 'platform', 'nodes'] },
      { title: 'pages.form.groups.account', fields: ['protocols'] },
      { title: 'pages.form.groups.other', fields: ['domain', 'labels', 'is_active', 'comment'] },
    ],
  },
  fields: {
    address: { rules: ['address', 'noEmoji'] },
    platform: {
      default: ({ query }) =>
        query.get('platform') ? { id: Number(query.get('platform')) } : undefined,
    },
    protocols: { widget: 'protocols', cell: 'protocols', choicesFrom: 'platform' },
    labels: { cell: 'labels' },
    connectivity: { cell: 'status' },
  },
  detail: { exclude: ['auto_info'] },
});
