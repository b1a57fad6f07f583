/**
 * Command list filters (docs/domain.md §6.7): `session_id` (the detail's and the replay's
 * commands) and `command_storage_id`. Every demo command is kept by the local (`server`) storage;
 * the others cannot be reached from the demo, so the server calls them invalid.
 */
import { ORG_ROOT } from '../rbac';
import type { ResourceBehaviour } from './types';

export const commandFilters: ResourceBehaviour['filters'] = {
  session_id: (rows, value) => rows.filter((r) => String(r.session) === value),
  command_storage_id: (rows, value, ctx) => {
    const storage = ctx.state.store.find('terminal.command_storages', value);
    if (!storage) return { error: ['CommandStorage object does not exist.'] };
    return storage.type === 'server' ? rows : { error: ['Storage is invalid'] };
  },
};

/**
 * Without `command_storage_id` and without `session_id` the real viewset lists nothing
 * (docs/domain.md §6.7): the command list always names its storage. Otherwise the rows of the
 * request's organisation.
 */
export const commandScope: ResourceBehaviour['scope'] = (rows, ctx) => {
  const q = ctx.url.searchParams;
  // Only the commands viewset itself: the dashboard counts every storage's commands.
  const viewset = ctx.url.pathname.startsWith('/api/v1/terminal/commands/');
  if (viewset && !q.get('command_storage_id') && !q.get('session_id')) return [];
  return ctx.orgId === ORG_ROOT ? rows : rows.filter((r) => r.org_id === ctx.orgId);
};
