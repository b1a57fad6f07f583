import { executeNow, scopeReferences } from '../shared/automations';
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
  actions: [
    executeNow({
      endpoint: 'gather-account-executions',
      perm: 'accounts.add_gatheraccountsexecution',
    }),
  ],
  list: {
    // The executions, otherwise only reachable from an automation.
    tabs: [
      { name: 'gatherAutomations', label: 'routes.gatherAutomations' },
      { name: 'gatherExecutions', label: 'routes.gatherExecutions', resource: 'gatherExecutions' },
      {
        name: 'gatheredAccounts',
        label: 'accountsArea.titles.gatheredAccounts',
        resource: 'gatheredAccounts',
      },
    ],
    columns: ['name', 'nodes', 'is_periodic', 'periodic_display', 'executed_amount'],
  },
  detail: { tabs: ['basic', executionsTab('gatherExecutions'), 'activity'] },
  references: scopeReferences,
});
