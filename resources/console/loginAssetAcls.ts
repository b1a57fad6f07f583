import { defineResource } from '../types';
import { userPicker } from '../shared/pickers';
import { ACL_OUTCOME_FIELDS, ACL_TARGET_FIELDS } from '../shared/aclCard';

/**
 * Asset login ACLs: who (usernames), to which assets (names, addresses) with which accounts,
 * each a list of patterns where `*` matches all; reviewers only for the "review" action.
 */
export default defineResource({
  name: 'loginAssetAcls',
  view: 'console',
  path: 'perms/login-asset-acls',
  api: { list: '/api/v1/acls/login-asset-acls/' },
  perms: { app: 'acls', model: 'loginassetacl' },
  recordRepresentation: 'name',
  title: 'routes.loginAssetAcls',
  licence: true,
  list: {
    columns: ['name', 'priority', 'action', 'is_active', 'comment'],
    minColumns: ['name'],
    exclude: ['users', 'assets', 'accounts'],
    sort: { field: 'priority', order: 'ASC' },
  },
  references: { reviewers: userPicker },
  form: {
    groups: {
      basic: ['name', 'priority'],
      user: ['users'],
      asset: ['assets'],
      account: ['accounts'],
      action: ['action', 'reviewers'],
      other: ['is_active', 'comment'],
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
    // Lina's rule card: whom, on what, what happens.
    fields: ['name', ...ACL_TARGET_FIELDS, ...ACL_OUTCOME_FIELDS],
    exclude: ['users', 'assets', 'accounts'],
  },
});
