import { defineResource } from '../types';
import { activeToggle } from '../shared/activeToggle';
import { userPicker } from '../shared/pickers';
import { ACL_OUTCOME_FIELDS } from '../shared/aclCard';

/**
 * User login ACLs belong to users, not to an organisation: the organisation cannot be switched
 * here. The rule (IP group, weekly time periods) has its own editor; reviewers matter only for
 * the "review" action.
 */
export default defineResource({
  name: 'loginAcls',
  view: 'console',
  path: 'perms/login-acls',
  api: { list: '/api/v1/acls/login-acls/' },
  perms: { app: 'acls', model: 'loginacl' },
  recordRepresentation: 'name',
  title: 'routes.loginAcls',
  disableOrgSwitch: true,
  list: {
    columns: ['name', 'priority', 'is_active', 'user', 'action', 'comment'],
    minColumns: ['name'],
    exclude: ['rules'],
    sort: { field: 'priority', order: 'ASC' },
  },
  // Lina's Active switch of the rule's page.
  actions: activeToggle({
    url: '/api/v1/acls/login-acls/{id}/',
    perm: 'acls.change_loginacl',
    places: ['detail'],
  }),
  references: { user: userPicker, reviewers: userPicker },
  form: {
    groups: {
      basic: ['name', 'priority'],
      user: ['user'],
      rule: ['rules'],
      action: ['action', 'reviewers'],
      other: ['is_active', 'comment'],
    },
  },
  fields: {
    // Opened from a user's detail (`?user=<id>`), the rule is that user's.
    user: { default: ({ query }) => query.get('user') ?? undefined },
    rules: {
      input: 'acls/LoginRulesInput',
      default: { ip_group: ['*'], time_period: [] },
    },
    action: { default: 'reject' },
    reviewers: { hidden: (v) => v.action !== 'review', rules: ['required'] },
  },
  detail: {
    fields: ['name', 'user', ...ACL_OUTCOME_FIELDS],
    exclude: ['rules'],
    tabs: [
      'basic',
      {
        kind: 'custom',
        path: 'rule',
        label: 'pages.form.groups.rule',
        component: 'acls/LoginRuleDetail',
      },
      'activity',
    ],
  },
});
