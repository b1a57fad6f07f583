import { defineResource } from '../types';

export default defineResource({
  name: 'ftpLogs',
  view: 'audit',
  path: 'sessions/ftp',
  api: { list: '/api/v1/audits/ftp-logs/' },
  perms: { app: 'audits', model: 'ftplog' },
  recordRepresentation: 'filename',
  title: 'routes.ftpLogs',
  screens: { create: false, show: false, edit: false },
  readOnly: true,
  list: {
    export: {},
    columns: [
      'user',
      'remote_addr',
      'asset',
      'account',
      'operate',
      'filename',
      'is_success',
      'date_start',
    ],
    sort: { field: 'date_start', order: 'DESC' },
    // DatetimeRangeFilter on the view: date_from/date_to, the last 7 days by default.
    dateRange: true,
  },
});
