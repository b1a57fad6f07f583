import { executionsTab } from '../shared/relations';
import { defineResource } from '../types';

export default defineResource({
  name: 'gatherAutomations',
  view: 'console',
  path: 'accounts/account-gather',
  api: { list: '/api/v1/accounts/gather-account-automations/' },
  perms: { app: 'accounts', model: 'gatheraccountsautomation' },
  recordRepresentation: 'name',
  title: 'routes.gatherAutomations',
  licence: true,
  list: {
    columns: ['name', 'nodes', 'is_periodic', 'periodic_display', 'executed_amount'],
  },
  detail: { tabs: ['basic', executionsTab('gatherExecutions'), 'activity'] },
});
