import {
  executeNow,
  automationFields,
  membershipTabs,
  scopeReferences,
  recipientReferences,
} from '../shared/automations';
import { executionsTab } from '../shared/relations';
import { SECRET_CHANGE } from '../shared/secretFields';
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
  actions: [
    executeNow({
      endpoint: 'change-secret-executions',
      perm: 'accounts.add_changesecretexecution',
      activeOnly: true,
    }),
  ],
  list: {
    // The executions, otherwise only reachable from an automation.
    tabs: [
      { name: 'changeSecretAutomations', label: 'routes.changeSecretAutomations' },
      {
        name: 'changeSecretExecutions',
        label: 'routes.changeSecretExecutions',
        resource: 'changeSecretExecutions',
      },
    ],
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
  detail: {
    tabs: [
      'basic',
      ...membershipTabs({
        segment: 'change-secret',
        perm: 'accounts.change_changesecretautomation',
      }),
      executionsTab('changeSecretExecutions'),
      'activity',
    ],
  },
  fields: automationFields,
  form: { sentTogether: [SECRET_CHANGE] },
  references: { ...scopeReferences, ...recipientReferences },
});
