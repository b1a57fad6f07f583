import { executionLog, executionDuration } from '../shared/automations';
import { defineResource } from '../types';

export default defineResource({
  name: 'gatherExecutions',
  view: 'console',
  path: 'accounts/account-gather/executions',
  api: { list: '/api/v1/accounts/gather-account-executions/' },
  perms: { app: 'accounts', model: 'gatheraccountsexecution' },
  recordRepresentation: 'id',
  title: 'routes.gatherExecutions',
  screens: { create: false, edit: false },
  licence: true,
  readOnly: true,
  actions: [executionLog],
  list: {
    columns: ['trigger', 'date_start', 'date_finished', 'duration', 'status'],
    sort: { field: 'date_start', order: 'DESC' },
  },
  // A plain string, `pending` until the run ends and then always `success` (docs/domain.md §5.3).
  fields: { status: { cell: 'status' }, duration: executionDuration },
});
