import { assetNodeTree } from '../shared/trees';
import { defineResource } from '../types';

/**
 * Accounts are created and edited in dialogs of the list, so the route map has no form routes.
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
  fields: {
    // Catalogue "View secret": fetched behind the MFA confirmation.
    secret: {
      cell: 'secret',
      url: '/api/v1/accounts/account-secrets/{id}/',
      perm: 'accounts.view_accountsecret',
    },
  },
});
