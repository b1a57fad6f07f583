import { defineResource, referenceTo } from '../types';
import commandGroups from './commandGroups';
import { userPicker } from '../shared/pickers';
import { ACL_OUTCOME_FIELDS, ACL_TARGET_FIELDS } from '../shared/aclCard';

export default defineResource({
  name: 'commandFilterAcls',
  view: 'console',
  path: 'perms/cmd-acls',
  api: { list: '/api/v1/acls/command-filter-acls/' },
  perms: { app: 'acls', model: 'commandfilteracl' },
  recordRepresentation: 'name',
  title: 'routes.commandFilterAcls',
  list: {
    columns: ['name', 'command_groups', 'priority', 'action', 'is_active', 'comment'],
    minColumns: ['name'],
    exclude: ['users', 'assets', 'accounts'],
    sort: { field: 'priority', order: 'ASC' },
  },
  references: {
    command_groups: referenceTo(commandGroups),
    reviewers: userPicker,
  },
  form: {
    groups: {
      basic: ['name'],
      user: ['users'],
      asset: ['assets'],
      account: ['accounts'],
      command_group: ['command_groups'],
      action: ['action', 'reviewers'],
      other: ['priority', 'is_active', 'comment'],
    },
  },
  fields: {
    users: { default: { username_group: ['*'] } },
    assets: { default: { name_group: ['*'], address_group: ['*'] } },
    accounts: { default: { username_group: ['*'] } },
    action: { default: 'reject' },
    reviewers: { hidden: (v) => v.action !== 'review', rules: ['required'] },
  },
  detail: {
    // Lina's rule card: whom, on what, which commands, what happens.
    fields: ['name', ...ACL_TARGET_FIELDS, 'command_groups', ...ACL_OUTCOME_FIELDS],
    exclude: ['users', 'assets', 'accounts'],
  },
});
