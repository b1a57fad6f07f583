import { defineResource } from '../types';

export default defineResource({
  name: 'commandStorages',
  view: 'settings',
  path: 'terminal/command-storage',
  api: { list: '/api/v1/terminal/command-storages/' },
  perms: { app: 'terminal', model: 'commandstorage' },
  recordRepresentation: 'name',
  title: 'routes.commandStorages',
  screens: { list: false, show: false },
  list: {
    columns: ['name', 'type', 'comment', 'is_default'],
  },
});
