import {
  executeNow,
  automationFields,
  membershipTabs,
  scopeReferences,
} from '../shared/automations';
import { executionsTab } from '../shared/relations';
import { SECRET_CHANGE } from '../shared/secretFields';
import { defineResource } from '../types';

export default defineResource({
  name: 'pushAutomations',
  view: 'console',
  path: 'accounts/account-push',
  api: { list: '/api/v1/accounts/push-account-automations/' },
  perms: { app: 'accounts', model: 'pushaccountautomation' },
  recordRepresentation: 'name',
  title: 'routes.pushAutomations',
  actions: [
    executeNow({
      endpoint: 'push-account-executions',
      perm: 'accounts.add_pushaccountexecution',
      activeOnly: true,
    }),
  ],
  list: {
    // The executions, otherwise only reachable from an automation.
    tabs: [
      { name: 'pushAutomations', label: 'routes.pushAutomations' },
      { name: 'pushExecutions', label: 'routes.pushExecutions', resource: 'pushExecutions' },
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
        segment: 'push-account',
        addSegment: 'push-accountt',
        perm: 'accounts.change_pushaccountautomation',
      }),
      executionsTab('pushExecutions'),
      'activity',
    ],
  },
  fields: automationFields,
  form: { sentTogether: [SECRET_CHANGE] },
  references: scopeReferences,
});
