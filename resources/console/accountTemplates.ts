import { ACCOUNT_SECRET } from '../shared/secretFields';
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
  fields: {
    // Catalogue "View": fetched behind the MFA confirmation.
    secret: {
      cell: 'secret',
      url: '/api/v1/accounts/account-template-secrets/{id}/',
      perm: 'accounts.view_accounttemplatesecret',
    },
  },
});
