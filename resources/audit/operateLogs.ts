import { defineResource } from '../types';

export default defineResource({
  name: 'operateLogs',
  view: 'audit',
  path: 'audits/operate-logs',
  api: { list: '/api/v1/audits/operate-logs/' },
  perms: { app: 'audits', model: 'operatelog' },
  recordRepresentation: 'resource',
  title: 'routes.operateLogs',
  screens: { create: false, edit: false },
  readOnly: true,
  // Lina's list "View": the before/after dialog of what the operation changed (docs/domain.md
  // §6.9).
  actions: [
    {
      name: 'view_diff',
      label: 'sessions.actions.view_diff',
      icon: 'visibility',
      places: ['row', 'detail'],
      run: { kind: 'dialog', component: 'sessions/OperateLogDiff' },
    },
  ],
  list: {
    export: {},
    columns: ['user', 'resource', 'remote_addr', 'datetime'],
    sort: { field: 'datetime', order: 'DESC' },
    // DatetimeRangeFilter on the view: date_from/date_to, the last 7 days by default.
    dateRange: true,
  },
});
