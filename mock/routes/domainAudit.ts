/** The resource activity panel (docs/wire.md §14.7) and the operate-log diff detail. */
import { detail, json, type Ctx } from '../http';
import { ORG_ROOT, ORG_SYSTEM } from '../rbac';
import type { Route } from '../router';
import type { Row } from '../types';
import { delegateToRest, localTimestamp, requirePerm } from './domainCommon';
import { userDisplay } from '../util/userDisplay';

const ACTIVITY_LIMIT = 30;

const ACTION_LABELS: Record<string, string> = {
  view: 'View',
  update: 'Update',
  delete: 'Delete',
  create: 'Create',
  connect: 'Connect',
  login: 'Login',
  change_password: 'Change password',
};

/**
 * Operate logs and activities of the current organisation plus the System one (all of them in the
 * root org).
 */
function inScope(ctx: Ctx): (row: Row) => boolean {
  if (ctx.orgId === ORG_ROOT) return () => true;
  return (row) => row.org_id === ctx.orgId || row.org_id === ORG_SYSTEM;
}

function activityUrl(type: string, detailId: string): string {
  switch (type) {
    case 'T':
      return `/core/ops/celery/task/${detailId}/log/`;
    case 'L':
      return `/ui/#/audit/audits/login-logs/${detailId}`;
    case 'S':
      return `/ui/#/audit/sessions/sessions/${detailId}/`;
    default:
      return '';
  }
}

interface Entry {
  id: unknown;
  at: string;
  r_type: string;
  detail_url: string;
  content: string;
}

function activities(ctx: Ctx): Response {
  const denied = requirePerm(ctx, 'audits.view_activitylog');
  if (denied) return denied;
  const resourceId = ctx.url.searchParams.get('resource_id');
  if (!resourceId) return json([]);
  const store = ctx.state.store;
  const scoped = inScope(ctx);
  // If the resource is a user, what that user did is part of its activity too.
  const actor = userDisplay(store.find('users.users', resourceId));
  const entries: Entry[] = [];
  for (const log of store.rows('audits.operate_logs')) {
    if (!scoped(log) || (String(log.resource_id) !== resourceId && (!actor || log.user !== actor)))
      continue;
    entries.push({
      id: log.id,
      at: String(log.datetime),
      r_type: 'O',
      detail_url: `/api/v1/audits/operate-logs/${String(log.id)}/?type=action_detail`,
      content: `User ${String(log.user)} ${ACTION_LABELS[String(log.action)] ?? String(log.action)} this resource`,
    });
  }
  for (const a of store.rows('audits.activity_logs')) {
    if (!scoped(a) || !(a.resource_ids as unknown[]).some((id) => String(id) === resourceId))
      continue;
    entries.push({
      id: a.id,
      at: String(a.datetime),
      r_type: String(a.type),
      detail_url: activityUrl(String(a.type), String(a.detail_id ?? '')),
      content: String(a.detail),
    });
  }
  entries.sort((x, y) => y.at.localeCompare(x.at));
  return json(
    entries.slice(0, ACTIVITY_LIMIT).map((e) => ({
      id: e.id,
      timestamp: localTimestamp(ctx, e.at),
      r_type: e.r_type,
      detail_url: e.detail_url,
      content: e.content,
    })),
  );
}

function str(v: unknown): string {
  if (v === null || v === undefined) return '';
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
}

/** `{diff: [{field, before, after}]}`: the fields whose value changed between the two snapshots. */
function actionDetail(ctx: Ctx, id: string): Response {
  const denied = requirePerm(ctx, 'audits.view_operatelog');
  if (denied) return denied;
  const scoped = inScope(ctx);
  const log = ctx.state.store
    .rows('audits.operate_logs')
    .find((l) => String(l.id) === id && scoped(l));
  if (!log) return detail(404, 'OperateLog object does not exist.', 'object_does_not_exist');
  const before = (log.before ?? {}) as Record<string, unknown>;
  const after = (log.after ?? {}) as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const diff = fields
    .filter((f) => str(before[f]) !== str(after[f]))
    .map((field) => ({ field, before: str(before[field]), after: str(after[field]) }));
  return json({ diff });
}

export const auditRoutes: Route[] = [
  { method: 'GET', pattern: /^\/api\/v1\/audits\/activities\/$/, handle: activities },
  {
    method: 'GET',
    pattern: /^\/api\/v1\/audits\/operate-logs\/([^/]+)\/$/,
    handle: (ctx) =>
      ctx.url.searchParams.get('type') === 'action_detail'
        ? actionDetail(ctx, ctx.params[0]!)
        : delegateToRest(ctx),
  },
];
