import { defineResource } from '../types';

/**
 * What a push execution did to each account (docs/domain.md §5.4): listed in the
 * execution's Records tab (`?execution_id=`); the endpoint has no detail of its own. Lina imports
 * this list but never shows it (docs/domain.md §5.5).
 */
export default defineResource({
  name: 'pushRecords',
  view: 'console',
  path: 'accounts/account-push/records',
  api: { list: '/api/v1/accounts/push-account-records/' },
  // The change-secret record model, hence its permission.
  perms: { app: 'accounts', model: 'changesecretrecord' },
  recordRepresentation: 'id',
  title: 'accountsArea.titles.pushRecords',
  screens: { list: false, create: false, edit: false, show: false },
  readOnly: true,
  list: {
    columns: ['asset', 'account', 'date_finished', 'is_success', 'error'],
    // Its search names a field that does not exist (a 500 on the real server).
    filters: [],
  },
});
