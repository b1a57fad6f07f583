import { assetNodeTree } from '../shared/trees';
import { defineResource } from '../types';

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
