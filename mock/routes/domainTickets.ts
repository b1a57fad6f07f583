/**
 * Ticket approve / reject / close: `PUT /api/v1/tickets/<typed endpoint>/<id>/<action>/`, as Lina's
 * Comments.vue calls them. Approval only works on the typed endpoints (the generic one answers 405).
 */
import {
  applyTicketAction,
  isCurrentAssignee,
  isRelated,
  TICKET_ENDPOINTS,
  type TicketAction,
} from '../domain/tickets';
import { detail, json, type Ctx } from '../http';
import { t } from '../i18n';
import type { Route } from '../router';
import { denied } from './domainCommon';

const ENDPOINTS = Object.keys(TICKET_ENDPOINTS).join('|');

async function act(ctx: Ctx): Promise<Response> {
  const [endpoint, id, action] = ctx.params as [string, string, TicketAction];
  const type = TICKET_ENDPOINTS[endpoint];
  // TicketViewSet.ticket_not_allowed(): approving needs the typed serializer.
  if (action === 'approve' && type === null)
    return detail(405, t(ctx.lang, 'methodNotAllowed', { method: action }), 'method_not_allowed');
  // The approve serializer may carry edits of the apply_* fields; the demo keeps the request as filed.
  await ctx.request.text();
  const me = String(ctx.user!.id);
  const ticket = ctx.state.store
    .rows('tickets.tickets')
    .find((r) => String(r.id) === id && (type === null || r.type === type) && isRelated(r, me));
  if (!ticket) return detail(404, 'Not found.', 'not_found');
  const allowed =
    isCurrentAssignee(ticket, me) || (action === 'close' && String(ticket.applicant) === me);
  if (!allowed) return denied(ctx);
  if (ticket.status === 'closed') return detail(400, 'The ticket has been closed', 'error');
  applyTicketAction(ctx.state, ticket, action, ctx.user!);
  return json('ok');
}

export const ticketRoutes: Route[] = [
  {
    method: 'PUT',
    pattern: new RegExp(`^/api/v1/tickets/(${ENDPOINTS})/([^/]+)/(approve|reject|close)/$`),
    handle: act,
  },
  {
    method: 'PATCH',
    pattern: new RegExp(`^/api/v1/tickets/(${ENDPOINTS})/([^/]+)/(approve)/$`),
    handle: act,
  },
];
