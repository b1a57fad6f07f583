import { assetNodeTree } from '../shared/trees';
import { defineResource } from '../types';

/**
 * Accounts found on the assets by gather automations (docs/domain.md §4.7): shown as a tab
 * of the gather page, synced one by one into the accounts, or deleted.
 */
export default defineResource({
  name: 'gatheredAccounts',
  view: 'console',
  path: 'accounts/account-gather/gathered-accounts',
  api: { list: '/api/v1/accounts/gathered-accounts/' },
  perms: { app: 'accounts', model: 'gatheredaccount' },
  recordRepresentation: 'username',
  title: 'accountsArea.titles.gatheredAccounts',
  screens: { create: false, edit: false, show: false },
  licence: true,
  actions: [
    {
      name: 'sync',
      label: 'accountsArea.actions.sync',
      icon: 'sync',
      places: ['row'],
      // The server checks a codename that does not exist: only system administrators succeed.
      perm: 'accounts.add_gatheredaccount',
      confirm: 'accountsArea.confirm.sync',
      run: { kind: 'call', method: 'POST', url: '/api/v1/accounts/gathered-accounts/{id}/sync/' },
    },
  ],
  list: {
    columns: [
      'username',
      'asset',
      'present',
      'address_last_login',
      'date_last_login',
      'date_updated',
    ],
    trees: [assetNodeTree({ assets: true })],
    rowActions: { update: false, clone: false },
  },
});
