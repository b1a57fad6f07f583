/**
 * Tickets are read in the root organisation whatever the request's org, limited to tickets related
 * to the user (applicant, or assignee of any step); `assignees__id` is a filterset filter with no
 * serializer field, matching the assignees of the ticket's current step (what waits for them); `process_map` is derived from the raw approval steps.
 */
import { isCurrentAssignee, isRelated, processMap } from '../domain/tickets';
import type { ResourceBehaviour } from './types';

const UUID_LIKE = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;

export const tickets: ResourceBehaviour = {
  scope(rows, ctx) {
    const me = String(ctx.user?.id ?? '');
    return rows.filter((t) => isRelated(t, me));
  },
  filters: {
    assignees__id: (rows, value) =>
      UUID_LIKE.test(value)
        ? rows.filter((t) => isCurrentAssignee(t, value))
        : { error: ['Enter a valid UUID.'] },
  },
  present(row, ctx) {
    return { ...row, process_map: processMap(ctx.state, row) };
  },
};
