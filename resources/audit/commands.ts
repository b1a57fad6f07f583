import { defineResource } from '../types';

export default defineResource({
  name: 'commands',
  view: 'audit',
  path: 'sessions/command',
  api: { list: '/api/v1/terminal/commands/' },
  perms: { app: 'terminal', model: 'command' },
  recordRepresentation: 'input',
  title: 'routes.commands',
  screens: { create: false, show: false, edit: false },
  readOnly: true,
  list: {
    export: { selectable: true },
    columns: ['input', 'risk_level', 'user', 'remote_addr', 'asset', 'session', 'timestamp'],
    sort: { field: 'timestamp', order: 'DESC' },
    // DatetimeRangeFilter on the view: date_from/date_to, the last 7 days by default.
    dateRange: true,
    // Catalogue expandCol: a row expands into the command's output.
    expand: ['output'],
  },
});
