import { defineResource } from '../types';

export default defineResource({
  name: 'changeSecretExecutions',
  view: 'console',
  path: 'accounts/account-change-secret/executions',
  api: { list: '/api/v1/accounts/change-secret-executions/' },
  perms: { app: 'accounts', model: 'changesecretexecution' },
  recordRepresentation: 'id',
  title: 'routes.changeSecretExecutions',
  screens: { create: false, edit: false },
  licence: true,
  readOnly: true,
  list: {
    columns: ['status', 'trigger', 'date_start'],
    sort: { field: 'date_start', order: 'DESC' },
  },
});
