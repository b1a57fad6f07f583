import { defineResource } from '../types';

export default defineResource({
  name: 'labels',
  view: 'console',
  path: 'assets/labels',
  api: { list: '/api/v1/assets/labels/' },
  perms: { app: 'assets', model: 'label' },
  recordRepresentation: 'name',
  title: 'routes.labels',
  screens: { show: false },
  list: {
    import: {},
    export: {},
    columns: ['name', 'value', 'asset_count', 'date_created', 'comment', 'org_name'],
  },
  // Labels have no detail page: their comment is edited in place.
  fields: { comment: { cell: 'editable' } },
  // The assets a label is bound to, picked from the asset list.
  references: { assets: { url: '/api/v1/assets/assets/', query: { fields_size: 'mini' } } },
});
