import { defineResource } from '../types';
import { COMMAND_TYPES, storageScreens } from './storageTypes';

const shared = storageScreens('command', 'terminal/command-storage', COMMAND_TYPES);

/** Where session commands go (listed in the terminal page's tab; create and update per type). */
export default defineResource({
  name: 'commandStorages',
  view: 'settings',
  path: 'terminal/command-storage',
  api: { list: '/api/v1/terminal/command-storages/' },
  perms: { app: 'terminal', model: 'commandstorage' },
  recordRepresentation: 'name',
  title: 'routes.commandStorages',
  screens: { list: false, show: false },
  components: { create: 'terminal/StorageForm', edit: 'terminal/StorageForm' },
  list: {
    columns: ['name', 'type', 'comment', 'is_default'],
    createVariants: shared.createVariants,
    rowActions: shared.rowActions,
  },
  actions: shared.actions,
});
