import { defineResource } from '../types';

/**
 * Who joined or monitored a session through its share link (docs/domain.md §6.12): listed
 * only in a session's Join records tab, as Lina's session detail does; no page of its own.
 */
export default defineResource({
  name: 'sessionJoinRecords',
  view: 'audit',
  path: 'sessions/join-records',
  api: { list: '/api/v1/terminal/session-join-records/' },
  perms: { app: 'terminal', model: 'sessionjoinrecord' },
  recordRepresentation: 'joiner_display',
  title: 'sessions.titles.join_records',
  screens: { list: false, create: false, show: false, edit: false },
  readOnly: true,
  list: {
    // Lina's columns; `org_name` is offered but hidden.
    columns: [
      'joiner_display',
      'verify_code',
      'reason',
      'is_success',
      'is_finished',
      'date_joined',
      'date_left',
    ],
    minColumns: ['joiner_display'],
    sort: { field: 'date_joined', order: 'DESC' },
  },
});
