/**
 * Ticket calls beyond the generic protocol (docs/domain.md §7.5–7.7): approve / reject /
 * close on the typed endpoints (`PUT /api/v1/tickets/<typed endpoint>/<id>/<action>/`, as Lina's
 * Comments.vue calls them; approval only works on the typed endpoints, the generic one answers
 * 405), the end user's asset request (`apply-asset-tickets/open/`) and the comment thread.
 */
import { getSpec } from '../catalogue';
import {
  applyTicketAction,
  isCurrentAssignee,
  isRelated,
  stepsOf,
  TICKET_ENDPOINTS,
  type TicketAction,
} from '../domain/tickets';
import {
  addComment,
  approveEdits,
  commentsOf,
  openApplyAsset,
  saveFlow,
  type Comment,
  type Fields,
} from '../domain/ticketRequests';
import { detail, json, readJson, type Ctx } from '../http';
import { t } from '../i18n';
import { listQuery, presentOne } from '../query';
import { ORG_ROOT } from '../rbac';
import type { Route } from '../router';
import type { Row } from '../types';
import { denied, fmt, paginate, requirePerm } from './domainCommon';

const ENDPOINTS = Object.keys(TICKET_ENDPOINTS).join('|');

const asFields = (v: unknown): Fields =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Fields) : {};

async function act(ctx: Ctx): Promise<Response> {
  const [endpoint, id, action] = ctx.params as [string, string, TicketAction];
  const type = TICKET_ENDPOINTS[endpoint];
  // TicketViewSet.ticket_not_allowed(): approving needs the typed serializer.
  if (action === 'approve' && type === null)
    return detail(405, t(ctx.lang, 'methodNotAllowed', { method: action }), 'method_not_allowed');
  const body = asFields(await readJson(ctx).catch(() => ({})));
  const me = String(ctx.user!.id);
  const ticket = ctx.state.store
    .rows('tickets.tickets')
    .find((r) => String(r.id) === id && (type === null || r.type === type) && isRelated(r, me));
  if (!ticket) return detail(404, 'Not found.', 'not_found');
  const allowed =
    isCurrentAssignee(ticket, me) || (action === 'close' && String(ticket.applicant) === me);
  if (!allowed) return denied(ctx);
  if (ticket.status === 'closed') return detail(400, 'Ticket already closed', 'error');
  // The approver may adjust the requested grant (ApproveAssetSerializer) before it is made.
  if (action === 'approve' && ticket.type === 'apply_asset') {
    const last = Number(ticket.approval_step) >= stepsOf(ticket).length;
    const result = approveEdits(ctx.state, ticket, body, last);
    if ('errors' in result) return json(result.errors, 400);
    Object.assign(ticket, result.edits);
  }
  applyTicketAction(ctx.state, ticket, action, ctx.user!);
  return json('ok');
}

async function openAssetRequest(ctx: Ctx): Promise<Response> {
  const refused = requirePerm(ctx, 'tickets.view_ticket');
  if (refused) return refused;
  const result = openApplyAsset(ctx.state, ctx.user!, asFields(await readJson(ctx)));
  if ('errors' in result) return json(result.errors, 400);
  const out = presentOne(getSpec('tickets.apply_asset_tickets'), result.ticket, ctx);
  return json(out, 201);
}

/** The ticket named by `?ticket_id=`, when the caller is related to it. */
function ticketOf(ctx: Ctx): Row | Response {
  const refused = requirePerm(ctx, 'tickets.view_ticket');
  if (refused) return refused;
  const id = ctx.url.searchParams.get('ticket_id') ?? '';
  const ticket = ctx.state.store.rows('tickets.tickets').find((r) => String(r.id) === id);
  if (!ticket) return detail(400, `Not found Ticket object about \`id=${id}\``, 'error');
  return isRelated(ticket, String(ctx.user!.id)) ? ticket : denied(ctx);
}

const presentComment = (ctx: Ctx, c: Comment) => ({
  ...c,
  date_created: fmt(ctx, c.date_created),
  date_updated: fmt(ctx, c.date_updated),
});

function listComments(ctx: Ctx): Response {
  const ticket = ticketOf(ctx);
  if (ticket instanceof Response) return ticket;
  return json(commentsOf(ctx.state, ticket).map((c) => presentComment(ctx, c)));
}

async function postComment(ctx: Ctx): Promise<Response> {
  const ticket = ticketOf(ctx);
  if (ticket instanceof Response) return ticket;
  const body = String(asFields(await readJson(ctx)).body ?? '').trim();
  if (!body) return json({ body: ['This field may not be blank.'] }, 400);
  const comment = addComment(ctx.state, ticket, ctx.user!, body);
  ctx.state.store.touch();
  return json(presentComment(ctx, comment), 201);
}

/**
 * `GET /api/v1/assets/{assets,nodes}/suggestions/` (SuggestionMixin): the first 10 matches of
 * the list for `assets.match_asset` / `match_node`, which end users hold: the pickers of the
 * request form and of the approver's adjustments (neither may read the lists themselves).
 */
function suggestions(ctx: Ctx): Response {
  const model = ctx.params[0] === 'nodes' ? 'node' : 'asset';
  const refused = requirePerm(ctx, `assets.match_${model}`);
  if (refused) return refused;
  const spec = getSpec(`assets.${ctx.params[0]!}`);
  const result = listQuery(spec, ctx);
  if ('errors' in result) return json(result.errors, 400);
  return paginate(ctx, result.rows.slice(0, 10), (r) => presentOne(spec, r, ctx));
}

async function updateFlow(ctx: Ctx): Promise<Response> {
  const refused = requirePerm(ctx, 'tickets.change_ticketflow');
  if (refused) return refused;
  const id = ctx.params[0]!;
  // The current org's flows and the global ones are the view's queryset.
  const flow = ctx.state.store
    .rows('tickets.ticket_flows')
    .find((f) => String(f.id) === id && (f.org_id === ctx.orgId || f.org_id === ORG_ROOT));
  if (!flow) return detail(404, 'Not found.', 'not_found');
  const result = saveFlow(ctx.state, flow, asFields(await readJson(ctx)), ctx.orgId);
  if ('errors' in result) return json(result.errors, 400);
  return json(presentOne(getSpec('tickets.ticket_flows'), result.flow, ctx));
}

export const ticketRoutes: Route[] = [
  {
    method: 'PUT',
    pattern: /^\/api\/v1\/tickets\/flows\/([^/]+)\/$/,
    handle: updateFlow,
  },
  {
    method: 'PATCH',
    pattern: /^\/api\/v1\/tickets\/flows\/([^/]+)\/$/,
    handle: updateFlow,
  },
  {
    method: 'GET',
    pattern: /^\/api\/v1\/assets\/(assets|nodes)\/suggestions\/$/,
    handle: suggestions,
  },
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
  {
    method: 'POST',
    pattern: /^\/api\/v1\/tickets\/apply-asset-tickets\/open\/$/,
    handle: openAssetRequest,
  },
  { method: 'GET', pattern: /^\/api\/v1\/tickets\/comments\/$/, handle: listComments },
  { method: 'POST', pattern: /^\/api\/v1\/tickets\/comments\/$/, handle: postComment },
];
