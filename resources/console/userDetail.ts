/**
 * The user detail's actions and tabs (docs/domain.md §9.1–9.3), kept beside the users
 * descriptor so that it stays a page long.
 */
import { namedBy } from '../shared/relations';
import type { ActionSpec, AnyRecord, DetailTabSpec } from '../vocabulary';

const USER_URL = '/api/v1/users/users/{id}';
const GROUP_RELATIONS_URL = '/api/v1/users/users-groups-relations/';
const sourceOf = (u: AnyRecord) =>
  String(u.source && typeof u.source === 'object' ? (u.source as AnyRecord).value : u.source);
/** Users are global: the quick actions work in the global organisation too. */
const quick = { places: ['detail'], writes: false, perm: 'users.change_user' } as const;

/**
 * The user detail's quick actions (docs/domain.md §9.1, Lina's UserInfo.vue): reset MFA is a
 * GET, the password mail and the SSH key reset are PATCH `{}`, each confirmed first; invite and
 * remove set or clear the user's roles in the current organisation (docs/domain.md §9.2).
 */
export const userActions: ActionSpec[] = [
  {
    name: 'invite',
    label: 'users.actions.invite',
    icon: 'add',
    places: ['header'],
    perm: 'users.invite_user',
    writes: true,
    run: { kind: 'dialog', component: 'users/InviteUsers' },
  },
  {
    ...quick,
    name: 'reset_password',
    label: 'users.actions.reset_password',
    icon: 'mail',
    disabled: (u) => (sourceOf(u) === 'local' ? false : 'users.reason.not_local'),
    confirm: 'users.confirm.reset_password',
    run: { kind: 'call', method: 'PATCH', url: `${USER_URL}/password/reset/`, body: () => ({}) },
    after: { message: 'users.notify.reset_password' },
  },
  {
    ...quick,
    name: 'reset_mfa',
    label: 'users.actions.reset_mfa',
    icon: 'key',
    // A GET needing only the view permission (docs/domain.md §9.1 surprise 7).
    perm: 'users.view_user',
    confirm: 'users.confirm.reset_mfa',
    run: { kind: 'call', method: 'GET', url: `${USER_URL}/mfa/reset/` },
    after: { message: 'users.notify.reset_mfa' },
  },
  {
    ...quick,
    name: 'reset_public_key',
    label: 'users.actions.reset_public_key',
    icon: 'key',
    // Lina: off unless public key auth is on (`can_public_key_auth`, the TERMINAL_PUBLIC_KEY_AUTH
    // setting, the same on every user as on the viewer's profile).
    disabled: (u) => (u.can_public_key_auth === false ? 'users.reason.public_key_auth_off' : false),
    confirm: 'users.confirm.reset_public_key',
    run: { kind: 'call', method: 'PATCH', url: `${USER_URL}/pubkey/reset/`, body: () => ({}) },
    after: { message: 'users.notify.reset_public_key' },
  },
  {
    ...quick,
    name: 'unblock',
    label: 'users.actions.unblock',
    icon: 'unlock',
    disabled: (u) => (u.login_blocked ? false : 'users.reason.not_blocked'),
    run: { kind: 'call', method: 'PATCH', url: `${USER_URL}/unblock/` },
    after: { message: 'users.notify.unblocked' },
  },
  {
    ...quick,
    name: 'deactivate',
    label: 'users.actions.deactivate',
    icon: 'lock',
    color: 'warning',
    hidden: (u) => !u.is_active,
    confirm: 'users.confirm.deactivate',
    run: {
      kind: 'call',
      method: 'PATCH',
      url: `${USER_URL}/`,
      body: () => ({ is_active: false }),
    },
  },
  {
    ...quick,
    name: 'activate',
    label: 'users.actions.activate',
    icon: 'unlock',
    hidden: (u) => Boolean(u.is_active),
    run: { kind: 'call', method: 'PATCH', url: `${USER_URL}/`, body: () => ({ is_active: true }) },
  },
  {
    ...quick,
    name: 'force_password_change',
    label: 'users.actions.force_password_change',
    icon: 'lock',
    hidden: (u) => Boolean(u.need_update_password),
    confirm: 'users.confirm.force_password_change',
    run: {
      kind: 'call',
      method: 'PATCH',
      url: `${USER_URL}/`,
      body: () => ({ need_update_password: true }),
    },
  },
  // Last: it takes the user out of the organisation the other actions work in.
  {
    name: 'remove',
    label: 'users.actions.remove',
    icon: 'unlink',
    color: 'error',
    places: ['row', 'detail'],
    perm: 'users.remove_user',
    confirm: 'users.confirm.remove',
    run: { kind: 'call', method: 'POST', url: `${USER_URL}/remove/` },
    after: { message: 'users.notify.removed' },
  },
  {
    name: 'remove_selected',
    label: 'users.actions.remove_selected',
    icon: 'unlink',
    color: 'error',
    places: ['header'],
    bulk: true,
    perm: 'users.remove_user',
    confirm: 'users.confirm.remove_selected',
    run: { kind: 'call', method: 'POST', url: '/api/v1/users/users/remove/', spm: true },
    after: { message: 'users.notify.removed' },
  },
];

/**
 * Basic, groups, what the user reaches and through which rules, login ACLs, activity
 * (docs/domain.md §9.3).
 */
export const userTabs: DetailTabSpec[] = [
  'basic',
  {
    kind: 'relation',
    path: 'groups',
    label: 'users.tabs.groups',
    resource: 'userGroups',
    columns: ['name', 'users_amount', 'comment'],
    filter: namedBy('groups'),
    add: {
      options: { url: '/api/v1/users/groups/', label: 'name' },
      call: {
        method: 'POST',
        url: GROUP_RELATIONS_URL,
        body: ({ record, ids }) => ids.map((usergroup) => ({ usergroup, user: record?.id })),
      },
      perm: 'users.add_usergroup',
    },
    remove: {
      each: true,
      call: {
        method: 'DELETE',
        url: GROUP_RELATIONS_URL,
        query: ({ record, ids }) => ({ user: String(record?.id), usergroup: String(ids[0]) }),
      },
      perm: 'users.delete_usergroup',
    },
  },
  {
    kind: 'custom',
    path: 'granted-assets',
    label: 'users.tabs.granted_assets',
    component: 'users/GrantedAssets',
    perm: 'perms.view_userassets',
  },
  {
    kind: 'relation',
    path: 'permission-rules',
    label: 'users.tabs.permission_rules',
    resource: 'assetPermissions',
    // Rules naming the user directly or through one of the user's groups.
    filter: (user) => ({ user_id: String(user.id) }),
    perm: 'perms.view_assetpermission',
  },
  {
    // The user's login rules, created (for this user) and edited in a dialog, as Lina's tab.
    kind: 'relation',
    path: 'login-acls',
    label: 'users.tabs.login_acls',
    resource: 'loginAcls',
    filter: (user) => ({ user: String(user.id) }),
    perm: 'acls.view_loginacl',
    dialogForm: { defaults: (user) => ({ user: user.id }) },
  },
  'activity',
];
