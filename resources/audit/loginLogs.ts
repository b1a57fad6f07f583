import { defineResource } from '../types';

export default defineResource({
  name: 'loginLogs',
  view: 'audit',
  path: 'audits/login-logs',
  api: { list: '/api/v1/audits/login-logs/' },
  perms: { app: 'audits', model: 'userloginlog' },
  recordRepresentation: 'username',
  title: 'routes.loginLogs',
  screens: { create: false, edit: false },
  readOnly: true,
  list: {
    export: {},
    columns: [
      'username',
      'type',
      'backend',
      'ip',
      'city',
      'user_agent',
      'mfa',
      'reason',
      'status',
      'datetime',
    ],
    minColumns: ['username', 'type'],
    sort: { field: 'datetime', order: 'DESC' },
    dateRange: true,
  },
  fields: {
    status: { cell: 'status' },
  },
});
