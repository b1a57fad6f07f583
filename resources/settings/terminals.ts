import { defineResource } from '../types';

/**
 * Components register themselves; the terminal page lists them (its storage and endpoint tabs
 * have their own forms).
 */
export default defineResource({
  name: 'terminals',
  view: 'settings',
  path: 'terminal',
  api: { list: '/api/v1/terminal/terminals/' },
  perms: { app: 'terminal', model: 'terminal' },
  recordRepresentation: 'name',
  title: 'routes.terminals',
  screens: { create: false },
  detail: {
    fields: [
      'name',
      'type',
      'remote_addr',
      'is_alive',
      'is_active',
      'session_online',
      'load',
      'command_storage',
      'replay_storage',
      'date_created',
      'comment',
    ],
  },
  list: {
    // The terminal page: components, their storages and endpoints side by side (the storages and
    // endpoints have no list route of their own).
    tabs: [
      { name: 'terminals', label: 'routes.terminals' },
      { name: 'replayStorages', label: 'routes.replayStorages', resource: 'replayStorages' },
      { name: 'commandStorages', label: 'routes.commandStorages', resource: 'commandStorages' },
      { name: 'endpoints', label: 'routes.endpoints', resource: 'endpoints' },
      { name: 'endpointRules', label: 'routes.endpointRules', resource: 'endpointRules' },
      {
        name: 'basic',
        label: 'terminal.tabs.basic',
        component: 'terminal/TerminalSettings',
        perm: 'settings.change_terminal',
      },
      {
        name: 'monitor',
        label: 'terminal.tabs.monitor',
        component: 'terminal/ComponentMonitor',
        perm: 'terminal.view_terminal',
      },
    ],
    columns: ['name', 'type', 'remote_addr', 'session_online', 'stat', 'load', 'is_alive'],
    // A component that is still online would register again: only offline ones may go.
    rowActions: {
      delete: { hidden: (r) => (r.load as { value?: string } | undefined)?.value !== 'offline' },
      clone: false,
    },
  },
  actions: [
    {
      // Both storages to every selected component (docs/domain.md §11.4).
      name: 'updateStorage',
      label: 'terminal.storage_update.action',
      icon: 'edit',
      places: ['header'],
      bulk: true,
      perm: 'terminal.change_terminal',
      run: { kind: 'dialog', component: 'terminal/StorageBulkUpdate' },
    },
  ],
});
