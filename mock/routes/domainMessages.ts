/**
 * Site messages (docs/wire.md §14.8): the signed-in user's inbox, its unread total and marking
 * read.
 */
import {
  addSiteMessage,
  contentsById,
  inboxOf,
  markRead,
  presentMessage,
  unreadCount,
} from '../domain/siteMessages';
import { detail, json, readJson, type Ctx } from '../http';
import { ORG_SYSTEM } from '../rbac';
import type { Route } from '../router';
import { asObject, paginate } from './domainCommon';
import { permissionsIn } from '../rbac';

const BASE = '/api/v1/notifications/site-messages/';
const UUID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;

function me(ctx: Ctx): string {
  return String(ctx.user!.id);
}

function list(ctx: Ctx): Response {
  let rows = inboxOf(ctx.state.store, me(ctx));
  const hasRead = ctx.url.searchParams.get('has_read');
  if (hasRead) {
    const v = hasRead.toLowerCase();
    if (!['true', 'false', '1', '0'].includes(v))
      return json(
        { has_read: ['Select a valid choice. That choice is not one of the available choices.'] },
        400,
      );
    const want = v === 'true' || v === '1';
    rows = rows.filter((m) => Boolean(m.has_read) === want);
  }
  const contents = contentsById(ctx.state.store);
  return paginate(ctx, rows, (m) => presentMessage(ctx, m, contents));
}

function retrieve(ctx: Ctx, id: string): Response {
  const row = inboxOf(ctx.state.store, me(ctx)).find((m) => String(m.id) === id);
  if (!row) return detail(404, 'SiteMessage object does not exist.', 'object_does_not_exist');
  return json(presentMessage(ctx, row, contentsById(ctx.state.store)));
}

async function markAsRead(ctx: Ctx): Promise<Response> {
  const body = asObject(await readJson(ctx));
  if (!('ids' in body)) return json({ ids: ['This field is required.'] }, 400);
  if (!Array.isArray(body.ids))
    return json({ ids: ['Expected a list of items but got type "' + typeof body.ids + '".'] }, 400);
  const bad = Object.fromEntries(
    body.ids
      .map((id, i) => [String(i), UUID.test(String(id)) ? null : ['Must be a valid UUID.']])
      .filter(([, e]) => e),
  );
  if (Object.keys(bad).length) return json({ ids: bad }, 400);
  markRead(ctx.state, me(ctx), body.ids.map(String));
  return json({ detail: 'ok' });
}

/**
 * Sending is for administrators (the system-scope settings permission stands in for the real perm).
 */
async function send(ctx: Ctx): Promise<Response> {
  const user = ctx.user!;
  if (
    !permissionsIn(ctx.state.store, String(user.id), ORG_SYSTEM, Boolean(user.is_superuser)).has(
      'settings.change_setting',
    )
  ) {
    return detail(403, 'You do not have permission to perform this action.', 'permission_denied');
  }
  const body = asObject(await readJson(ctx));
  const errors: Record<string, string[]> = {};
  for (const f of ['subject', 'message'])
    if (typeof body[f] !== 'string' || !body[f]) errors[f] = ['This field is required.'];
  if (Object.keys(errors).length) return json(errors, 400);
  const users = new Set((Array.isArray(body.users) ? body.users : []).map(String));
  for (const g of Array.isArray(body.groups) ? body.groups.map(String) : []) {
    for (const u of ctx.state.store.users)
      if ((u.groups as unknown[] | undefined)?.map(String).includes(g)) users.add(String(u.id));
  }
  addSiteMessage(ctx.state, {
    users: [...users],
    subject: String(body.subject),
    message: String(body.message),
    sender: String(user.id),
  });
  return json(
    { subject: body.subject, message: body.message, users: [...users], groups: body.groups ?? [] },
    201,
  );
}

export const messageRoutes: Route[] = [
  { method: 'GET', pattern: /^\/api\/v1\/notifications\/site-messages\/$/, handle: list },
  {
    method: 'GET',
    pattern: /^\/api\/v1\/notifications\/site-messages\/unread-total\/$/,
    handle: (ctx) => json({ total: unreadCount(ctx.state.store, me(ctx)) }),
  },
  {
    method: 'PATCH',
    pattern: /^\/api\/v1\/notifications\/site-messages\/mark-as-read\/$/,
    handle: markAsRead,
  },
  {
    method: 'PATCH',
    pattern: /^\/api\/v1\/notifications\/site-messages\/mark-as-read-all\/$/,
    handle: (ctx) => {
      markRead(ctx.state, me(ctx), null);
      return json({ detail: 'ok' });
    },
  },
  { method: 'POST', pattern: /^\/api\/v1\/notifications\/site-messages\/send\/$/, handle: send },
  {
    method: 'GET',
    pattern: new RegExp(`^${BASE}([0-9a-f-]{32,36})/$`, 'i'),
    handle: (ctx) => retrieve(ctx, ctx.params[0]!),
  },
];
