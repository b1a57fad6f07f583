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
    columns: ['name', 'summary', 'state', 'date_last_publish'],
    sort: { field: 'name', order: 'ASC' },
  },
  // Runs so far, succeeded out of all (Lina's "success/total").
  // Its health from the last five runs (green, yellow, red) in words beside a mark.
  fields: { summary: { cell: 'successRatio' }, state: { cell: 'status' } },
  detail: {
    tabs: [
      'basic',
      {
        // Each execution's log and "run again" (the backend reruns an execution, not a task).
        kind: 'custom',
        path: 'history',
        label: 'system.tabs.history',
        component: 'system/TaskHistory',
        perm: 'ops.view_celerytaskexecution',
      },
    ],
  },
});
