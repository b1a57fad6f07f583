/**
 * Operations on sessions, users, applets and tasks: terminate sessions, unblock a user, applet
 * publication state, the typed ticket lists, and the Celery task log (HTML page and JSON reads).
 */
import { getSpec } from '../catalogue';
import { readTaskLog } from '../domain/taskLogs';
import { TICKET_ENDPOINTS } from '../domain/tickets';
import { detail, escapeHtml, html, json, readJson, redirect, type Ctx } from '../http';
import { ORG_ROOT } from '../rbac';
import type { Route } from '../router';
import type { Row } from '../types';
import { fmt, paginate, requirePerm } from './domainCommon';
import { listQuery, presentOne, presentStored, visibleRows } from '../query';

function inOrg(ctx: Ctx, row: Row): boolean {
  return ctx.orgId === ORG_ROOT || row.org_id === ctx.orgId;
}

/** POST a JSON list of session ids; the unfinished ones in this org are terminated. */
async function killSessions(ctx: Ctx): Promise<Response> {
  const denied = requirePerm(ctx, 'terminal.terminate_session');
  if (denied) return denied;
  const body = await readJson(ctx);
  if (!Array.isArray(body))
    return json(
      {
        detail: `Expected a list of items but got type "${typeof body === 'object' ? 'dict' : typeof body}".`,
        code: 'not_a_list',
      },
      400,
    );
  const ids = new Set(body.map(String));
  const store = ctx.state.store;
  const now = new Date().toISOString();
  const killed: string[] = [];
  for (const s of store.rows('terminal.sessions')) {
    if (!ids.has(String(s.id)) || s.is_finished || !inOrg(ctx, s)) continue;
    Object.assign(s, {
      is_finished: true,
      date_end: now,
      can_join: false,
      can_terminate: false,
      comment: 'Terminated by administrator',
    });
    const terminal = store.find('terminal.terminals', s.terminal);
    if (terminal) terminal.session_online = Math.max(0, Number(terminal.session_online) - 1);
    killed.push(String(s.id));
  }
  if (killed.length) store.touch();
  return json({ ok: killed });
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

function appletPublications(ctx: Ctx): Response {
  const denied = requirePerm(ctx, 'terminal.view_applet', 'terminal.view_applethost');
  if (denied) return denied;
  const store = ctx.state.store;
  const q = ctx.url.searchParams;
  const labels: Record<string, string> = {
    pending: 'Pending',
    success: 'Success',
    failed: 'Failed',
    mismatch: 'Mismatch',
  };
  const rows = store
    .rows('terminal.applet_publications')
    .filter(
      (p) =>
        (!q.get('applet') || String(p.applet) === q.get('applet')) &&
        (!q.get('host') || String(p.host) === q.get('host')),
    )
    .filter((p) => !q.get('status') || p.status === q.get('status'));
  return paginate(ctx, rows, (p) => {
    const applet = store.find('terminal.applets', p.applet);
    const host = store.find('terminal.applet_hosts', p.host);
    return {
      id: p.id,
      applet: applet
        ? { id: applet.id, name: applet.name, display_name: applet.display_name }
        : null,
      host: host ? { id: host.id, name: host.name } : null,
      status: { value: p.status, label: labels[String(p.status)] ?? String(p.status) },
      comment: p.comment,
      date_created: fmt(ctx, p.date_created),
      date_updated: fmt(ctx, p.date_updated),
    };
  });
}

/** The typed ticket endpoints that have no catalogue entry of their own: tickets of that type, with their apply_* fields. */
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

function taskLogJson(ctx: Ctx): Response {
  const read = readTaskLog(ctx.state, ctx.params[0]!, ctx.url.searchParams.get('mark'));
  // CeleryTaskLogApi answers this for a task that has not written a log yet.
  return json(
    read ?? {
      data: 'Waiting task start',
      end: false,
      mark: ctx.url.searchParams.get('mark') ?? '',
    },
  );
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
  var url = '/api/v1/ops/celery/task/${id}/log/';
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
  {
    method: 'GET',
    pattern: /^\/api\/v1\/terminal\/applet-publications\/$/,
    handle: appletPublications,
  },
  {
    method: 'GET',
    pattern:
      /^\/api\/v1\/tickets\/(apply-login-tickets|apply-login-asset-tickets|apply-command-tickets)\/(?:([^/]+)\/)?$/,
    handle: typedTickets,
  },
  { method: 'GET', pattern: /^\/api\/v1\/ops\/celery\/task\/([^/]+)\/log\/$/, handle: taskLogJson },
  // Public so that a signed-out browser is sent to the login page rather than given a 401 body.
  {
    method: 'GET',
    pattern: /^\/core\/ops\/celery\/task\/([^/]+)\/log\/$/,
    public: true,
    handle: taskLogPage,
  },
];
