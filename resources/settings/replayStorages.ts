import { defineResource } from '../types';
import { REPLAY_TYPES, storageScreens } from './storageTypes';

const shared = storageScreens('replay', 'terminal/replay-storage', REPLAY_TYPES);

/** Where session replays go (listed in the terminal page's tab; create and update per type). */
export default defineResource({
  name: 'replayStorages',
  view: 'settings',
  path: 'terminal/replay-storage',
  api: { list: '/api/v1/terminal/replay-storages/' },
  perms: { app: 'terminal', model: 'replaystorage' },
  recordRepresentation: 'name',
  title: 'routes.replayStorages',
  screens: { list: false, show: false },
  components: { create: 'terminal/StorageForm', edit: 'terminal/StorageForm' },
  list: {
    columns: ['name', 'type', 'comment', 'is_default'],
    createVariants: shared.createVariants,
    rowActions: shared.rowActions,
  },
  actions: shared.actions,
});
