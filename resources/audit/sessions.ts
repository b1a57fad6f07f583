import { defineResource } from '../types';

export default defineResource({
  name: 'sessions',
  view: 'audit',
  path: 'sessions/sessions',
  api: { list: '/api/v1/terminal/sessions/' },
  perms: { app: 'terminal', model: 'session' },
  recordRepresentation: 'id',
  title: 'routes.sessions',
  screens: { create: false, edit: false },
  readOnly: true,
  list: {
    export: {},
    columns: [
      'id',
      'user',
      'asset',
      'account',
      'remote_addr',
      'protocol',
      'login_from',
      'command_amount',
      'date_start',
    ],
    sort: { field: 'date_start', order: 'DESC' },
    // DatetimeRangeFilter on the view: date_from/date_to, the last 7 days by default.
    dateRange: true,
  },
});
