import { defineResource } from '../types';

/**
 * Per-account results of a change-secret execution (docs/domain.md §5.4): listed in the
 * execution's Records tab (`?execution_id=`); the endpoint has no detail of its own.
 */
export default defineResource({
  name: 'changeSecretRecords',
  view: 'console',
  path: 'accounts/account-change-secret/records',
  api: { list: '/api/v1/accounts/change-secret-records/' },
  perms: { app: 'accounts', model: 'changesecretrecord' },
  recordRepresentation: 'id',
  title: 'accountsArea.titles.changeSecretRecords',
  screens: { create: false, edit: false, show: false },
  licence: true,
  readOnly: true,
  list: {
    columns: [
      'asset',
      'account',
      'date_started',
      'date_finished',
      'timedelta',
      'is_success',
      'error',
    ],
    // Its search names a field that does not exist (a 500 on the real server).
    filters: [],
  },
});
