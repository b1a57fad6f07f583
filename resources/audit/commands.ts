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
  actions: [
    {
      name: 'replay_at',
      label: 'sessions.actions.replay',
      icon: 'replay',
      places: ['row'],
      perm: 'terminal.view_sessionreplay',
      run: { kind: 'dialog', component: 'sessions/ReplayDialog' },
    },
    {
      name: 'go_to_session',
      label: 'sessions.actions.go_to_session',
      icon: 'link',
      places: ['row'],
      perm: 'terminal.view_session',
      run: { kind: 'navigate', to: '/audit/sessions/sessions/{session}' },
    },
  ],
  fields: {
    risk_level: { cell: 'risk' },
    // The epoch seconds, shown as the server's own `timestamp_display`, as a date.
    timestamp: { cell: 'datetime' },
  },
  list: {
    export: { selectable: true },
    // The remote address is offered, not shown by default: beside the storage tree the default
    // columns fit a 1440 px window (docs/shell.md §7.1).
    columns: ['input', 'risk_level', 'user', 'asset', 'session', 'timestamp'],
    // The command, not its id, is what a row is: the id column is offered but not forced.
    minColumns: ['input'],
    sort: { field: 'timestamp', order: 'DESC' },
    // DatetimeRangeFilter on the view: date_from/date_to, the last 7 days by default.
    dateRange: true,
    // Lina's storage tree: the commands of one command storage (`command_storage_id`,
    // docs/domain.md §6.7).
    trees: [
      {
        name: 'storages',
        label: 'sessions.tree.storages',
        url: '/api/v1/terminal/command-storages/tree/',
        query: { real: '1' },
        filter: (node): Record<string, string> =>
          node.id === 'root' ? {} : { command_storage_id: node.id },
        // The server lists nothing without a storage: Lina picks the first valid one.
        required: true,
        followsListFilter: true,
        selectable: (node) => node.valid !== false,
        perm: 'terminal.view_commandstorage|terminal.view_command',
      },
    ],
    // Catalogue expandCol: a row expands into the command's output.
    expand: ['output'],
  },
});
