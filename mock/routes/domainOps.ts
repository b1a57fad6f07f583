/**
 * Operations on sessions, users, applets and tasks: terminate sessions, unblock a user, applet
 * publication state, the typed ticket lists, and the Celery task log's Django page.
 */
import { getSpec } from '../catalogue';
import { TICKET_ENDPOINTS } from '../domain/tickets';
import { detail, escapeHtml, html, json, readJson, redirect, type Ctx } from '../http';
import type { Lang } from '../i18n';
import { metadataBody } from '../metadata';
import type { Route } from '../router';
import type { FieldSpec, Row } from '../types';
import { fmt, inOrg, paginate, requirePerm } from './domainCommon';
import { listQuery, presentOne, presentStored, visibleRows } from '../query';

/** A simulated terminal picks up its kill tasks after this long (its heartbeat). */
export const KILL_PICKUP_MS = 1500;

/** The ids a kill request names: a JSON array, or the detail page's bare id sent as a form. */
export async function killIds(ctx: Ctx): Promise<string[] | Response> {
  const type = ctx.request.headers.get('content-type') ?? '';
  if (type.includes('application/x-www-form-urlencoded'))
    return [...new URLSearchParams(await ctx.request.text()).keys()];
  const body = await readJson(ctx);
  if (!Array.isArray(body))
    return json(
      {
        detail: `Expected a list of items but got type "${typeof body === 'object' ? 'dict' : typeof body}".`,
        code: 'not_a_list',
      },
      400,
    );
  return body.map(String);
}

/**
 * Queues a kill task for each unfinished session of this org (docs/domain.md §6.3); its
 * terminal picks the task up at its next heartbeat, ends the session and marks the task done.
 */
async function killSessions(ctx: Ctx): Promise<Response> {
  const denied = requirePerm(ctx, 'terminal.terminate_session');
  if (denied) return denied;
  const ids = await killIds(ctx);
  if (ids instanceof Response) return ids;
  return json({ ok: queueKills(ctx, ids, (s) => inOrg(ctx, s)) });
}

/**
 * Creates the kill tasks of the named unfinished sessions the caller may reach; answers the ids
 * that got one. Shared by the ticket variant (domainTicketSessions), which reaches every org.
 */
export function queueKills(ctx: Ctx, ids: string[], reachable: (s: Row) => boolean): string[] {
  const wanted = new Set(ids);
  const store = ctx.state.store;
  const user = ctx.user!;
  const queued: { task: Row; session: Row }[] = [];
  for (const s of store.rows('terminal.sessions')) {
    if (!wanted.has(String(s.id)) || s.is_finished || !reachable(s)) continue;
    const task: Row = {
      id: crypto.randomUUID(),
      name: 'kill_session',
      args: String(s.id),
      kwargs: { terminated_by: `${String(user.name)}(${String(user.username)})` },
      terminal: s.terminal,
      is_finished: false,
      date_created: new Date().toISOString(),
    };
    store.rows('terminal.tasks').push(task);
    queued.push({ task, session: s });
  }
  if (queued.length) {
    store.touch();
    const pickUp = setTimeout(() => {
      const now = new Date().toISOString();
      for (const { task, session } of queued) {
        task.is_finished = true;
        if (session.is_finished) continue;
        Object.assign(session, {
          is_finished: true,
          date_end: now,
          can_join: false,
          can_terminate: false,
        });
        const terminal = store.find('terminal.terminals', session.terminal);
        if (terminal) terminal.session_online = Math.max(0, Number(terminal.session_online) - 1);
      }
      store.touch();
    }, KILL_PICKUP_MS);
    (pickUp as { unref?: () => void }).unref?.();
  }
  return queued.map((q) => String(q.session.id));
}

async function unblockUser(ctx: Ctx): Promise<Response> {
  const denied = requirePerm(ctx, 'users.change_user');
  if (denied) return denied;
  await ctx.request.text();
  const spec = getSpec('users.users');
  const user = visibleRows(spec, ctx).find((u) => String(u.id) === ctx.params[0]);
  const stored = user && ctx.state.store.find('users.users', user.id);
  if (!stored) return detail(404, 'User object does not exist.', 'object_does_not_exist');
  stored.login_blocked = false;
  ctx.state.store.touch();
  return json(presentStored(spec, stored, ctx));
}

type Tri = [string, string, string];
const pick = (t: Tri, lang: Lang) => t[lang === 'en' ? 0 : lang === 'zh' ? 1 : 2];

const PUBLISH_STATUS: Record<string, Tri> = {
  pending: ['Pending', '待定', '保留中'],
  success: ['Success', '成功', '成功'],
  failed: ['Failed', '失败', '失敗'],
  mismatch: ['Mismatch', '不匹配', '不一致'],
};

/** AppletPublicationSerializer's fields (docs/domain.md §12.5), for its OPTIONS. */
function publicationFields(lang: Lang): FieldSpec[] {
  const f = (name: string, type: string, label: Tri, more: Partial<FieldSpec> = {}): FieldSpec => ({
    name,
    type,
    required: false,
    read_only: false,
    label: pick(label, lang),
    write_only: false,
    ...more,
  });
  return [
    f('id', 'string', ['ID', 'ID', 'ID'], { read_only: true }),
    f('applet', 'object_related_field', ['Applet', '应用', 'アプリ'], {
      required: true,
      filter: true,
    }),
    f('host', 'object_related_field', ['Host', '主机', 'ホスト'], { required: true, filter: true }),
    f('status', 'labeled_choice', ['Status', '状态', 'ステータス'], {
      default: 'pending',
      filter: true,
      choices: Object.entries(PUBLISH_STATUS).map(([value, label]) => ({
        value,
        label: pick(label, lang),
      })),
    }),
    f('comment', 'string', ['Comment', '备注', 'コメント']),
    f('date_created', 'datetime', ['Date created', '创建日期', '作成日'], { read_only: true }),
    f('date_updated', 'datetime', ['Date updated', '更新日期', '更新日'], { read_only: true }),
  ];
}

/** `/api/v1/terminal/applet-publications/`: filters host, applet, status; search on the names. */
function appletPublications(ctx: Ctx): Response {
  const denied = requirePerm(ctx, 'terminal.view_appletpublication');
  if (denied) return denied;
  if (ctx.method === 'OPTIONS')
    return json(
      metadataBody('Applet Publication List', publicationFields(ctx.lang), ['GET', 'POST']),
    );
  const store = ctx.state.store;
  const q = ctx.url.searchParams;
  const search = (q.get('search') ?? '').toLowerCase();
  const rows = store
    .rows('terminal.applet_publications')
    .map((p) => ({
      p,
      applet: store.find('terminal.applets', p.applet),
      host: store.find('terminal.applet_hosts', p.host),
    }))
    .filter(
      ({ p }) =>
        (!q.get('applet') || String(p.applet) === q.get('applet')) &&
        (!q.get('host') || String(p.host) === q.get('host')) &&
        (!q.get('status') || p.status === q.get('status')),
    )
    .filter(
      ({ applet, host }) =>
        !search ||
        [applet?.name, applet?.display_name, host?.name].some((v) =>
          String(v ?? '')
            .toLowerCase()
            .includes(search),
        ),
    );
  return paginate(ctx, rows, ({ p, applet, host }) => ({
    id: p.id,
    applet: applet
      ? {
          id: applet.id,
          name: applet.name,
          display_name: applet.display_name,
          icon: applet.icon ?? null,
          version: applet.version,
        }
      : null,
    host: host ? { id: host.id, name: host.name } : null,
    status: {
      value: p.status,
      label: PUBLISH_STATUS[String(p.status)]
        ? pick(PUBLISH_STATUS[String(p.status)]!, ctx.lang)
        : String(p.status),
    },
    comment: p.comment,
    date_created: fmt(ctx, p.date_created),
    date_updated: fmt(ctx, p.date_updated),
  }));
}

/**
 * The typed ticket endpoints that have no catalogue entry of their own: tickets of that type, with
 * their apply_* fields.
 */
function typedTickets(ctx: Ctx): Response {
  const denied = requirePerm(ctx, 'tickets.view_ticket');
  if (denied) return denied;
  const [endpoint, id] = ctx.params;
  const type = TICKET_ENDPOINTS[endpoint!];
  const spec = getSpec('tickets.tickets');
  const result = listQuery(spec, ctx);
  if ('errors' in result) return json(result.errors, 400);
  const rows = result.rows.filter((r) => r.type === type);
  const present = (r: Row) => {
    const out = presentOne(spec, r, ctx);
    for (const [k, v] of Object.entries(r)) if (k.startsWith('apply_')) out[k] = v;
    return out;
  };
  if (!id) return paginate(ctx, rows, present);
  const row = rows.find((r) => String(r.id) === id);
  return row ? json(present(row)) : detail(404, 'Not found.', 'not_found');
}

function taskLogPage(ctx: Ctx): Response {
  if (!ctx.user) return redirect(`/core/auth/login/?next=${encodeURIComponent(ctx.path)}`);
  const id = escapeHtml(ctx.params[0]!);
  return html(`<!doctype html><html lang="${ctx.lang}"><head><meta charset="utf-8"><title>Task log ${id}</title>
<style>body{margin:0;background:#1f1f1f;color:#d4d4d4;font:13px/1.5 Menlo,Consolas,monospace}pre{margin:0;padding:12px;white-space:pre-wrap}</style></head>
<body><pre id="log" data-task-id="${id}"></pre>
<script>
(function () {
  var log = document.getElementById('log');
  var url = '/api/v1/ops/celery/task/${id}/task-execution/${id}/log/';
  var mark = '';
  function poll() {
    fetch(url + (mark ? '?mark=' + encodeURIComponent(mark) : ''), { credentials: 'same-origin' })
      .then(function (r) { return r.json(); })
      .then(function (body) {
        if (body.data) log.textContent += body.data.replace(/\\r\\n/g, '\\n');
        mark = body.mark || mark;
        if (!body.end) setTimeout(poll, 1000);
      })
      .catch(function () { setTimeout(poll, 3000); });
  }
  poll();
})();
</script></body></html>`);
}

export const opsRoutes: Route[] = [
  { method: 'POST', pattern: /^\/api\/v1\/terminal\/tasks\/kill-session\/$/, handle: killSessions },
  {
    method: 'PATCH',
    pattern: /^\/api\/v1\/users\/users\/([^/]+)\/unblock\/$/,
    handle: unblockUser,
  },
  ...(['GET', 'OPTIONS'] as const).map((method) => ({
    method,
    pattern: /^\/api\/v1\/terminal\/applet-publications\/$/,
    handle: appletPublications,
  })),
  {
    method: 'GET',
    pattern:
      /^\/api\/v1\/tickets\/(apply-login-tickets|apply-login-asset-tickets|apply-command-tickets)\/(?:([^/]+)\/)?$/,
    handle: typedTickets,
  },
  // Public so that a signed-out browser is sent to the login page rather than given a 401 body.
  {
    method: 'GET',
    pattern: /^\/core\/ops\/celery\/task\/([^/]+)\/log\/$/,
    public: true,
    handle: taskLogPage,
  },
];
