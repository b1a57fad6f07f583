/**
 * Session join records beyond the generic protocol (docs/domain.md §6.12): `finished` marks a
 * joiner as gone (the terminal components call it), and the viewset refuses every DELETE.
 */
import { detail, json, type Ctx } from '../http';
import { ORG_ROOT } from '../rbac';
import type { Route } from '../router';
import { requirePerm } from './domainCommon';

const TABLE = 'terminal.session_join_records';

function finished(ctx: Ctx): Response {
  const denied = requirePerm(ctx, 'terminal.change_sessionjoinrecord');
  if (denied) return denied;
  const row = ctx.state.store.find(TABLE, ctx.params[0]);
  if (!row || (ctx.orgId !== ORG_ROOT && row.org_id !== ctx.orgId))
    return detail(404, 'Not found.', 'not_found');
  if (!row.is_finished) {
    Object.assign(row, { is_finished: true, date_left: new Date().toISOString() });
    ctx.state.store.touch();
  }
  return json({ msg: 'ok' });
}

export const sessionJoinRoutes: Route[] = [
  {
    method: 'PATCH',
    pattern: /^\/api\/v1\/terminal\/session-join-records\/([^/]+)\/finished\/$/,
    handle: finished,
  },
  {
    method: 'DELETE',
    pattern: /^\/api\/v1\/terminal\/session-join-records\/([^/]+)\/$/,
    handle: (ctx) => detail(405, `Method "${ctx.method}" not allowed.`, 'method_not_allowed'),
  },
];
