import { executionLog } from '../shared/automations';
import { defineResource } from '../types';

export default defineResource({
  name: 'backupExecutions',
  view: 'console',
  path: 'accounts/account-backup/executions',
  api: { list: '/api/v1/accounts/account-backup-plan-executions/' },
  perms: { app: 'accounts', model: 'accountbackupexecution' },
  recordRepresentation: 'id',
  title: 'routes.backupExecutions',
  screens: { create: false, edit: false },
  licence: true,
  readOnly: true,
  actions: [executionLog],
  list: {
    columns: ['timedelta', 'trigger', 'date_start', 'is_success', 'reason'],
    sort: { field: 'date_start', order: 'DESC' },
  },
});
