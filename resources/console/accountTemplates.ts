import { ACCOUNT_SECRET } from '../shared/secretFields';
import { flagToggle } from '../shared/activeToggle';
import { defineResource } from '../types';

export default defineResource({
  name: 'accountTemplates',
  view: 'console',
  path: 'accounts/account-template',
  api: { list: '/api/v1/accounts/account-templates/' },
  perms: { app: 'accounts', model: 'accounttemplate' },
  recordRepresentation: 'name',
  title: 'routes.accountTemplates',
  list: {
    columns: ['name', 'username', 'secret_type', 'has_secret', 'secret', 'privileged'],
  },
  form: { sentTogether: [ACCOUNT_SECRET] },
  // Lina's "Privileged template" switch.
  actions: flagToggle({
    url: '/api/v1/accounts/account-templates/{id}/',
    perm: 'accounts.change_accounttemplate',
    places: ['detail'],
    field: 'privileged',
    on: { name: 'set_privileged', label: 'accountsArea.actions.set_privileged' },
    off: { name: 'unset_privileged', label: 'accountsArea.actions.unset_privileged' },
  }),
  fields: {
    // Catalogue "View": fetched behind the MFA confirmation.
    secret: {
      cell: 'secret',
      url: '/api/v1/accounts/account-template-secrets/{id}/',
      perm: 'accounts.view_accounttemplatesecret',
    },
  },
});
