import { executionLog, executionDuration } from '../shared/automations';
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
  actions: [executionLog],
  list: {
    columns: ['status', 'trigger', 'date_start', 'date_finished', 'duration'],
    sort: { field: 'date_start', order: 'DESC' },
  },
  // Lina's "Task list": what happened to each account (the status itself is always success).
  detail: {
    tabs: [
      'basic',
      {
        kind: 'relation',
        path: 'records',
        label: 'accountsArea.tabs.records',
        resource: 'changeSecretRecords',
        filter: (record) => ({ execution_id: String(record.id) }),
      },
    ],
  },
  // A plain string, `pending` until the run ends and then always `success` (docs/domain.md §5.3).
  fields: { status: { cell: 'status' }, duration: executionDuration },
});
