/**
 * The workbench home's own lists (docs/domain.md §1.3): the
 * caller's sessions and login logs, `IsAuthenticated` and filtered to the caller, newest first.
 */
import { getSpec } from '../catalogue';
import type { Ctx } from '../http';
import { presentOne, visibleRows } from '../query';
import type { Route } from '../router';
import type { Row } from '../types';
import { paginate } from './domainCommon';
import { userDisplay } from '../util/userDisplay';

const newest = (field: string) => (a: Row, b: Row) =>
  String(b[field]).localeCompare(String(a[field]));

function mine(ctx: Ctx, key: string, own: (r: Row) => boolean, field: string): Response {
  const spec = getSpec(key);
  const rows = visibleRows(spec, ctx).filter(own).sort(newest(field));
  return paginate(ctx, rows, (r) => presentOne(spec, r, ctx));
}

export const myHomeRoutes: Route[] = [
  {
    method: 'GET',
    pattern: /^\/api\/v1\/terminal\/my-sessions\/$/,
    handle: (ctx) =>
      mine(ctx, 'terminal.sessions', (s) => s.user_id === ctx.user!.id, 'date_start'),
  },
  {
    method: 'GET',
    pattern: /^\/api\/v1\/audits\/my-login-logs\/$/,
    handle: (ctx) => {
      // Login logs keep the name typed at sign-in or the user's display form.
      const names = new Set([String(ctx.user!.username), userDisplay(ctx.user)]);
      return mine(ctx, 'audits.login_logs', (l) => names.has(String(l.username)), 'datetime');
    },
  },
];
