import { defineResource } from '../types';

export default defineResource({
  name: 'replayStorages',
  view: 'settings',
  path: 'terminal/replay-storage',
  api: { list: '/api/v1/terminal/replay-storages/' },
  perms: { app: 'terminal', model: 'replaystorage' },
  recordRepresentation: 'name',
  title: 'routes.replayStorages',
  screens: { list: false, show: false },
  list: {
    columns: ['name', 'type', 'comment', 'is_default'],
  },
});
