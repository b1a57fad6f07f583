import { executionLog, executionDuration } from '../shared/automations';
import { defineResource } from '../types';

export default defineResource({
  name: 'pushExecutions',
  view: 'console',
  path: 'accounts/account-push/executions',
  api: { list: '/api/v1/accounts/push-account-executions/' },
  perms: { app: 'accounts', model: 'pushaccountexecution' },
  recordRepresentation: 'id',
  title: 'routes.pushExecutions',
  screens: { create: false, edit: false },
  readOnly: true,
  actions: [executionLog],
  list: {
    columns: ['status', 'trigger', 'date_start', 'date_finished', 'duration'],
    sort: { field: 'date_start', order: 'DESC' },
  },
  // What happened to each account, as the change-secret execution's Records tab.
  detail: {
    tabs: [
      'basic',
      {
        kind: 'relation',
        path: 'records',
        label: 'accountsArea.tabs.records',
        resource: 'pushRecords',
        filter: (record) => ({ execution_id: String(record.id) }),
      },
    ],
  },
  // A plain string, `pending` until the run ends and then always `success` (docs/domain.md §5.3).
  fields: { status: { cell: 'status' }, duration: executionDuration },
});
