import { executionsTab } from '../shared/relations';
import { defineResource } from '../types';

export default defineResource({
  name: 'changeSecretAutomations',
  view: 'console',
  path: 'accounts/account-change-secret',
  api: { list: '/api/v1/accounts/change-secret-automations/' },
  perms: { app: 'accounts', model: 'changesecretautomation' },
  recordRepresentation: 'name',
  title: 'routes.changeSecretAutomations',
  licence: true,
  list: {
    columns: [
      'name',
      'accounts',
      'secret_strategy',
      'is_periodic',
      'periodic_display',
      'executed_amount',
      'is_active',
    ],
  },
  detail: { tabs: ['basic', executionsTab('changeSecretExecutions'), 'activity'] },
});
