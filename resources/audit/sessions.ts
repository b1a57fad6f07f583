import { defineResource } from '../types';

export default defineResource({
  name: 'sessions',
  view: 'audit',
  path: 'sessions/sessions',
  api: { list: '/api/v1/terminal/sessions/' },
  perms: { app: 'terminal', model: 'session' },
  recordRepresentation: 'id',
  title: 'routes.sessions',
  screens: { create: false, edit: false },
  readOnly: true,
  list: {
    export: {},
    columns: [
      'id',
      'user',
      'asset',
      'account',
      'remote_addr',
      'protocol',
      'login_from',
      'command_amount',
      'date_start',
    ],
    sort: { field: 'date_start', order: 'DESC' },
    // Lina's Online and Offline lists (domain-protocol-ops §1.2).
    tabs: [
      { name: 'online', label: 'pages.tabs.online', query: { is_finished: '0' } },
      { name: 'offline', label: 'pages.tabs.offline', query: { is_finished: '1' } },
    ],
  },
});
