import { ACCOUNT_SECRET } from '../shared/secretFields';
import { activeToggle, flagToggle } from '../shared/activeToggle';
import { assetNodeTree } from '../shared/trees';
import { defineResource, type ActionSpec, type AnyRecord, type FieldContext } from '../types';

const TASKS = '/api/v1/accounts/accounts/tasks/';

/**
 * The asset an account is switched to from ("su from", docs/domain.md §4.8): the asset
 * page the form opens from, else the edited account's own. A form without one (a create on the
 * accounts page) offers no switch, as in Lina.
 */
function fixedAsset(ctx: FieldContext): AnyRecord | undefined {
  const asset = ctx.parent ?? ctx.record?.asset;
  return asset && typeof asset === 'object' && 'id' in asset ? (asset as AnyRecord) : undefined;
}

/** Assets whose category or type cannot switch users (Lina's filter). */
const NO_SWITCH = new Set(['database', 'device', 'cloud', 'web', 'windows']);
const valueOf = (v: unknown) =>
  String(v && typeof v === 'object' && 'value' in v ? (v as { value: unknown }).value : v);

export function canSwitchFrom(asset: AnyRecord | undefined): boolean {
  return !!asset && ![asset.category, asset.type].some((v) => NO_SWITCH.has(valueOf(v)));
}

const SU_FROM_URL = '/api/v1/accounts/accounts/su-from-accounts/';
const ACCOUNT_URL = '/api/v1/accounts/accounts/{id}/';
const CHANGE = 'accounts.change_account';

/**
 * `accounts/tasks/` (docs/domain.md §4.4): test (verify) or push accounts, followed in the task log
 * dialog.
 */
function accountTask(
  name: string,
  action: 'verify' | 'push',
  places: ActionSpec['places'],
  perm: string,
): ActionSpec {
  const header = places.includes('header');
  return {
    name,
    label: `accountsArea.actions.${name}`,
    icon: action === 'push' ? 'upload' : 'test',
    places,
    perm,
    bulk: header || undefined,
    // Verify needs the asset's platform to ping (else the server refuses).
    disabled:
      action === 'verify'
        ? (a) => {
            const auto = (a.asset as { auto_info?: Record<string, unknown> } | null)?.auto_info;
            return auto && (!auto.ansible_enabled || !auto.ping_enabled)
              ? 'actions.reason.test_unsupported'
              : false;
          }
        : (a) => {
            const auto = (a.asset as { auto_info?: Record<string, unknown> } | null)?.auto_info;
            return auto && (!auto.ansible_enabled || !auto.push_account_enabled)
              ? 'accountsArea.reason.push_unsupported'
              : false;
          },
    run: {
      kind: 'call',
      method: 'POST',
      url: TASKS,
      body: ({ record, ids }) => ({ action, accounts: record ? [record.id] : ids }),
    },
    after: { task: 'task', message: false, refresh: true },
  };
}

/**
 * Accounts are created and edited in dialogs (of the list, of an asset's Accounts tab with the
 * asset fixed), so the route map has no form routes.
 */
export default defineResource({
  name: 'accounts',
  view: 'console',
  path: 'accounts/accounts',
  api: { list: '/api/v1/accounts/accounts/' },
  perms: { app: 'accounts', model: 'account' },
  recordRepresentation: 'name',
  title: 'routes.accounts',
  screens: { create: false, edit: false },
  actions: [
    // Lina gates the list's Test on change_account, the detail's on verify_account.
    accountTask(
      'test',
      'verify',
      ['row', 'detail'],
      'accounts.change_account|accounts.verify_account',
    ),
    accountTask(
      'test_selected',
      'verify',
      ['header'],
      'accounts.change_account|accounts.verify_account',
    ),
    accountTask('push', 'push', ['row', 'detail'], 'accounts.push_account'),
    {
      // Lina's account page "Add": one account per picked asset, by hand or from a template.
      name: 'add',
      label: 'accountsArea.add.action',
      icon: 'add',
      places: ['header'],
      perm: 'accounts.add_account',
      writes: true,
      run: { kind: 'dialog', component: 'accounts/AccountAddDialog' },
    },
    {
      // Lina's "Switch from" quick action: the backend checks change_account on the PATCH.
      name: 'su_from',
      label: 'accountsArea.actions.su_from',
      icon: 'edit',
      places: ['detail'],
      perm: 'accounts.change_account',
      writes: true,
      hidden: (a) => !canSwitchFrom(a.asset as AnyRecord | undefined),
      run: { kind: 'dialog', component: 'accounts/SwitchFromDialog' },
    },
    // Lina's Activate and Privileged switches; its privileged PATCH carries the name too.
    ...activeToggle({ url: ACCOUNT_URL, perm: CHANGE, places: ['detail'] }),
    ...flagToggle({
      url: ACCOUNT_URL,
      perm: CHANGE,
      places: ['detail'],
      field: 'privileged',
      on: { name: 'set_privileged', label: 'accountsArea.actions.set_privileged' },
      off: { name: 'unset_privileged', label: 'accountsArea.actions.unset_privileged' },
      extra: (a) => ({ name: a.name }),
    }),
    {
      name: 'history',
      label: 'accountsArea.actions.history',
      icon: 'history',
      places: ['row', 'detail'],
      perm: 'accounts.view_accountsecret',
      run: { kind: 'dialog', component: 'accounts/SecretHistoryDialog' },
    },
  ],
  list: {
    import: {},
    // Secrets come from their own endpoint, behind the user-confirm dialog (docs/domain.md §4.5;
    // docs/wire.md §11).
    export: {
      url: '/api/v1/accounts/account-secrets/',
      perm: 'accounts.view_accountsecret',
      confirm: true,
    },
    columns: ['name', 'username', 'asset', 'privileged', 'secret_type', 'secret', 'source'],
    trees: [assetNodeTree({ assets: true })],
  },
  form: {
    dialog: true,
    groups: {
      asset: ['asset'],
      basic: ['name', 'username', 'privileged', 'su_from'],
      secret: ['secret_type', 'secret', 'passphrase'],
      other: ['is_active', 'comment'],
    },
    sentTogether: [ACCOUNT_SECRET],
  },
  references: {
    asset: { url: '/api/v1/assets/assets/', query: { fields_size: 'mini' } },
    // The asset's other accounts (a bare array), this one and those switching from it left out.
    su_from: {
      url: SU_FROM_URL,
      label: (a) => `${String(a.name)}(${String(a.username)})`,
      queryFrom: (ctx) => ({
        account: ctx.record?.id === undefined ? '' : String(ctx.record.id),
        asset: String(fixedAsset(ctx)?.id ?? ''),
      }),
    },
  },
  detail: {
    fields: [
      'name',
      'username',
      'asset',
      'secret_type',
      'secret',
      'privileged',
      'su_from',
      'source',
      'connectivity',
      'is_active',
      'date_created',
      'date_updated',
      'comment',
    ],
  },
  fields: {
    asset: { widget: 'reference' },
    su_from: {
      label: 'accountsArea.fields.su_from',
      widget: 'reference',
      hidden: (_, ctx) => !canSwitchFrom(fixedAsset(ctx)),
    },
    secret_type: { default: 'password' },
    // Catalogue "View secret": fetched behind the MFA confirmation.
    secret: {
      cell: 'secret',
      url: '/api/v1/accounts/account-secrets/{id}/',
      perm: 'accounts.view_accountsecret',
    },
  },
});
