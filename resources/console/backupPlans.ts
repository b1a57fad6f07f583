import { executeNow, recipientReferences } from '../shared/automations';
import { executionsTab } from '../shared/relations';
import { defineResource } from '../types';

export default defineResource({
  name: 'backupPlans',
  view: 'console',
  path: 'accounts/account-backup',
  api: { list: '/api/v1/accounts/account-backup-plans/' },
  perms: { app: 'accounts', model: 'accountbackupautomation' },
  recordRepresentation: 'name',
  title: 'routes.backupPlans',
  licence: true,
  actions: [
    executeNow({
      endpoint: 'account-backup-plan-executions',
      perm: 'accounts.add_accountbackupexecution',
      key: 'plan',
    }),
  ],
  list: {
    // The executions, otherwise only reachable from a plan.
    tabs: [
      { name: 'backupPlans', label: 'routes.backupPlans' },
      { name: 'backupExecutions', label: 'routes.backupExecutions', resource: 'backupExecutions' },
    ],
    columns: ['name', 'org_name', 'is_periodic', 'periodic_display', 'executed_amount'],
    sort: { field: 'name', order: 'ASC' },
  },
  detail: { tabs: ['basic', executionsTab('backupExecutions', 'plan_id'), 'activity'] },
  // `types`: asset type values (`all` for every type), typed as tags.
  fields: { types: { widget: 'tags', cell: 'tags' } },
  references: recipientReferences,
});
