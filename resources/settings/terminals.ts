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
  list: {
    // The terminal page: components, their storages and endpoints side by side (the storages and
    // endpoints have no list route of their own).
    tabs: [
      { name: 'terminals', label: 'routes.terminals' },
      { name: 'replayStorages', label: 'routes.replayStorages', resource: 'replayStorages' },
      { name: 'commandStorages', label: 'routes.commandStorages', resource: 'commandStorages' },
      { name: 'endpoints', label: 'routes.endpoints', resource: 'endpoints' },
      { name: 'endpointRules', label: 'routes.endpointRules', resource: 'endpointRules' },
    ],
    columns: ['name', 'session_online', 'stat', 'load'],
  },
});
