/**
 * The session of an approved login-asset ticket (docs/domain.md §7.8): read it from the
 * ticket (404 with an empty body until the component has linked one), link one (components), and
 * terminate it as an assignee of the ticket (`IsAuthenticated` only; everything in the root org).
 */
import { getSpec } from '../catalogue';
import { isSessionApprover, linkTicketSession, sessionOfTicket } from '../domain/ticketSessions';
import { json, readJson, type Ctx } from '../http';
import { presentOne } from '../query';
import type { Route } from '../router';
import type { Row } from '../types';
import { killIds, queueKills } from './domainOps';
import { requirePerm } from './domainCommon';

function ticketSession(ctx: Ctx): Response {
  const refused = requirePerm(ctx, 'tickets.view_ticket');
  if (refused) return refused;
  const session = sessionOfTicket(ctx.state.store, ctx.params[0]!);
  if (!session) return new Response(null, { status: 404 });
  // SessionSerializer, not the list's display serializer: no command count.
  const { command_amount: _count, ...plain } = presentOne(
    getSpec('terminal.sessions'),
    session,
    ctx,
  );
  return json(plain);
}

/** TicketSessionRelationViewSet.create: both must exist; answers the pair as sent. */
async function relate(ctx: Ctx): Promise<Response> {
  const refused = requirePerm(ctx, 'tickets.add_ticketsession');
  if (refused) return refused;
  const body = (await readJson(ctx).catch(() => ({}))) as Row;
  const store = ctx.state.store;
  const errors: Record<string, string[]> = {};
  for (const [field, table] of [
    ['ticket', 'tickets.tickets'],
    ['session', 'terminal.sessions'],
  ] as const) {
    const id = body[field];
    if (id === undefined || id === null || id === '') errors[field] = ['This field is required.'];
    else if (!store.find(table, id))
      errors[field] = [`Invalid pk "${String(id)}" - object does not exist.`];
  }
  if (Object.keys(errors).length) return json(errors, 400);
  const relation = linkTicketSession(store, String(body.ticket), String(body.session));
  return json({ ticket: relation.ticket, session: relation.session }, 201);
}

/** KillSessionForTicketAPI: every id must be a session of a ticket the caller is assignee of. */
async function killForTicket(ctx: Ctx): Promise<Response> {
  const ids = await killIds(ctx);
  if (ids instanceof Response) return ids;
  const me = String(ctx.user!.id);
  if (!ids.every((id) => isSessionApprover(ctx.state.store, id, me))) return json({}, 403);
  return json({ ok: queueKills(ctx, ids, () => true) });
}

export const ticketSessionRoutes: Route[] = [
  {
    method: 'GET',
    pattern: /^\/api\/v1\/tickets\/tickets\/([^/]+)\/session\/$/,
    handle: ticketSession,
  },
  {
    method: 'POST',
    pattern: /^\/api\/v1\/tickets\/ticket-session-relation\/$/,
    handle: relate,
  },
  {
    method: 'POST',
    pattern: /^\/api\/v1\/terminal\/tasks\/kill-session-for-ticket\/$/,
    handle: killForTicket,
  },
];
