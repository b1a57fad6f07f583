import { executeNow } from '../shared/automations';
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
  actions: [
    executeNow({
      endpoint: 'gather-account-executions',
      perm: 'accounts.add_gatheraccountsexecution',
    }),
  ],
  list: {
    columns: ['name', 'nodes', 'is_periodic', 'periodic_display', 'executed_amount'],
  },
});
