import { defineResource } from '../types';

export default defineResource({
  name: 'tasks',
  view: 'settings',
  path: 'tasks',
  api: { list: '/api/v1/ops/tasks/' },
  perms: { app: 'ops', model: 'celerytask' },
  recordRepresentation: 'name',
  title: 'routes.tasks',
  screens: { create: false, edit: false },
  readOnly: true,
  list: {
    columns: ['name', 'state', 'date_last_publish'],
    sort: { field: 'name', order: 'ASC' },
  },
});
