/**
 * Command list filters (domain-protocol-ops §1.7): `session_id` (the detail's and the replay's
 * commands) and `command_storage_id`. Every demo command is kept by the local (`server`) storage;
 * the others cannot be reached from the demo, so the server calls them invalid.
 */
import type { ResourceBehaviour } from './types';

export const commandFilters: ResourceBehaviour['filters'] = {
  session_id: (rows, value) => rows.filter((r) => String(r.session) === value),
  command_storage_id: (rows, value, ctx) => {
    const storage = ctx.state.store.find('terminal.command_storages', value);
    if (!storage) return { error: ['CommandStorage object does not exist.'] };
    return storage.type === 'server' ? rows : { error: ['Storage is invalid'] };
  },
};
