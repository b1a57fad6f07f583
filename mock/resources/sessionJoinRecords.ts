/**
 * Session join records (docs/domain.md §6.12): who joined or monitored a session through a
 * share link. `joiner_display` is the joiner's `str()`, "name(username)", or "None" once gone.
 */
import type { ResourceBehaviour } from './types';

export const sessionJoinRecords: ResourceBehaviour = {
  present: (row, ctx) => {
    const joiner = row.joiner ? ctx.state.store.find('users.users', row.joiner) : undefined;
    const display = joiner ? `${String(joiner.name)}(${String(joiner.username)})` : 'None';
    return { ...row, joiner_display: display };
  },
};
