import { defineResource } from '../types';

export default defineResource({
  name: 'passwordChangeLogs',
  view: 'audit',
  path: 'audits/password-change-log',
  api: { list: '/api/v1/audits/password-change-logs/' },
  perms: { app: 'audits', model: 'passwordchangelog' },
  recordRepresentation: 'user',
  title: 'routes.passwordChangeLogs',
  screens: { create: false, show: false, edit: false },
  readOnly: true,
  list: {
    export: {},
    columns: ['user', 'change_by', 'remote_addr', 'datetime'],
    sort: { field: 'datetime', order: 'DESC' },
    // DatetimeRangeFilter on the view: date_from/date_to, the last 7 days by default.
    dateRange: true,
  },
});
