import { assetNodeTree } from '../shared/trees';
import { defineResource, type ActionSpec } from '../types';

const TASKS = '/api/v1/accounts/accounts/tasks/';

/** `accounts/tasks/` (§4.4): test (verify) or push accounts, followed in the task log dialog. */
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
    // Secrets come from their own endpoint, behind the user-confirm dialog (protocol.md §5.1, §6.7).
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
      basic: ['name', 'username', 'privileged'],
      secret: ['secret_type', 'secret', 'passphrase'],
      other: ['is_active', 'comment'],
    },
  },
  references: {
    asset: { url: '/api/v1/assets/assets/', query: { fields_size: 'mini' } },
  },
  fields: {
    asset: { widget: 'reference' },
    secret_type: { default: 'password' },
    // Catalogue "View secret": fetched behind the MFA confirmation.
    secret: {
      cell: 'secret',
      url: '/api/v1/accounts/account-secrets/{id}/',
      perm: 'accounts.view_accountsecret',
    },
  },
});
