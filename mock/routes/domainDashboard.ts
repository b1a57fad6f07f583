/** `GET /api/v1/index/` (docs/domain.md §1): the dashboards' figures, no permission check. */
import { json, type Ctx } from '../http';
import type { Route } from '../router';
import { dashboardFigures } from '../domain/dashboard';

function index(ctx: Ctx): Response {
  const q = ctx.url.searchParams;
  const raw = (q.get('days') ?? '1').trim();
  // Python's int(): a non-integer is an unhandled ValueError, Django's plain 500 page.
  if (!/^[+-]?\d+$/.test(raw))
    return new Response('<h1>Server Error (500)</h1>', {
      status: 500,
      headers: { 'Content-Type': 'text/html' },
    });
  const days = Math.max(0, Number(raw));
  return json(dashboardFigures(ctx, q, days, ctx.state.now()));
}

export const dashboardRoutes: Route[] = [
  { method: 'GET', pattern: /^\/api\/v1\/index\/$/, public: true, handle: index },
  {
    method: '*',
    pattern: /^\/api\/v1\/index\/$/,
    public: true,
    handle: (ctx) => json({ detail: `Method "${ctx.method}" not allowed.` }, 405),
  },
];
