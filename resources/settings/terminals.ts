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
    columns: ['name', 'session_online', 'stat', 'load'],
  },
});
