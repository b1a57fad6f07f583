import { activeSwitches, defineResource, referenceTo } from '../types';
import { userActions, userTabs } from './userDetail';
import userGroups from './userGroups';

export default defineResource({
  name: 'users',
  view: 'console',
  path: 'users/users',
  api: { list: '/api/v1/users/users/' },
  perms: { app: 'users', model: 'user' },
  recordRepresentation: 'name',
  title: 'routes.users',
  actions: userActions,
  detail: {
    // Lina's UserInfo card, its roles and groups included.
    fields: [
      'name',
      'username',
      'email',
      'phone',
      'groups',
      'system_roles',
      'org_roles',
      'source',
      'mfa_level',
      'is_active',
      'date_expired',
      'last_login',
      'date_joined',
      'comment',
    ],
    tabs: userTabs,
  },
  list: {
    columns: [
      'name',
      'username',
      'email',
      'groups',
      'system_roles',
      'org_roles',
      'source',
      'is_valid',
    ],
    minColumns: ['name', 'username'],
    exclude: ['password_strategy', 'avatar_url', 'mfa_force_enabled', 'is_otp_secret_key_bound'],
    sort: { field: 'name', order: 'ASC' },
    bulkUpdate: ['groups', 'date_expired', 'comment'],
    import: {},
    export: {},
    bulkActions: activeSwitches('users'),
  },
  references: {
    groups: referenceTo(userGroups),
    system_roles: { url: '/api/v1/rbac/system-roles/', label: 'display_name' },
    org_roles: { url: '/api/v1/rbac/org-roles/', label: 'display_name' },
  },
  form: {
    groups: {
      account: ['name', 'username', 'email', 'groups'],
      authentication: [
        'password_strategy',
        'update_password',
        'password',
        'need_update_password',
        'mfa_level',
        'source',
      ],
      secure: ['system_roles', 'org_roles', 'is_active', 'date_expired'],
      other: ['phone', 'wechat', 'comment'],
    },
  },
  fields: {
    password_strategy: { hidden: (_, ctx) => ctx.mode === 'edit' },
    update_password: { virtual: { type: 'boolean' }, hidden: (_, ctx) => ctx.mode === 'create' },
    password: {
      hidden: (v, ctx) =>
        ctx.mode === 'create' ? v.password_strategy !== 'custom' : !v.update_password,
    },
    need_update_password: { default: true },
  },
});
