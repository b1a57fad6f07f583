/** Helpers shared by the domain routes: permission checks, pagination, handing over to the generic protocol. */
import { detail, json, type Ctx } from '../http';
import { t } from '../i18n';
import { findRoute } from '../router';
import { ORG_ROOT, ROLE, systemRolesOf } from '../rbac';
import type { Row } from '../types';
import { formatDateTime } from '../util/datetime';
import { restRoutes } from './rest';
import { can, denied } from '../query';

export { denied };

export const MAX_LIMIT = 100;

export function notAuthenticated(ctx: Ctx): Response {
  return detail(401, t(ctx.lang, 'notAuthenticated'), 'not_authenticated', {
    'WWW-Authenticate': 'Bearer',
  });
}

/** 403 unless the user holds at least one of the permissions. */
export function requirePerm(ctx: Ctx, ...perms: string[]): Response | null {
  return perms.some((p) => can(ctx, p)) ? null : denied(ctx);
}

function pageUrl(ctx: Ctx, limit: number, offset: number): string {
  const u = new URL(ctx.url);
  u.searchParams.set('limit', String(limit));
  u.searchParams.set('offset', String(offset));
  return u.toString();
}

/** LimitOffsetPagination: an array without `limit`, `{count,next,previous,results}` with it. */
export function paginate<T>(
  ctx: Ctx,
  items: readonly T[],
  present: (item: T) => unknown = (i) => i,
): Response {
  const limitRaw = Number.parseInt(ctx.url.searchParams.get('limit') ?? '', 10);
  if (!Number.isFinite(limitRaw) || limitRaw <= 0) return json(items.map(present));
  const limit = Math.min(limitRaw, MAX_LIMIT);
  const offset = Math.max(0, Number.parseInt(ctx.url.searchParams.get('offset') ?? '0', 10) || 0);
  const count = items.length;
  return json({
    count,
    next: offset + limit < count ? pageUrl(ctx, limit, offset + limit) : null,
    previous: offset > 0 ? pageUrl(ctx, limit, Math.max(0, offset - limit)) : null,
    results: items.slice(offset, offset + limit).map(present),
  });
}

/** Hands the request to the generic resource protocol (for paths a domain route only partly overrides). */
export async function delegateToRest(ctx: Ctx): Promise<Response> {
  const found = findRoute(restRoutes, ctx.method, ctx.path);
  if (!found) return detail(404, 'Not found.', 'not_found');
  ctx.params = found.params;
  return found.route.handle(ctx);
}

export function fmt(ctx: Ctx, iso: unknown): string | null {
  return formatDateTime(iso as string | null, ctx.tz);
}

/** `YYYY-mm-dd HH:MM:SS` in the request's time zone (the activity panel's timestamp). */
export function localTimestamp(ctx: Ctx, iso: unknown): string {
  return (fmt(ctx, iso) ?? '').replace(/\//g, '-').replace(/ [+-]\d{4}$/, '');
}

export function isTrue(v: string | null): boolean {
  return v === '1' || v === 'true' || v === 'True';
}

/** DRF's "JSON object expected" check for bodies the handlers read as objects. */
export function asObject(body: unknown): Record<string, unknown> {
  return body && typeof body === 'object' && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}

/** A row of the request's organisation (every row in the root organisation). */
export function inOrg(ctx: Ctx, row: Row): boolean {
  return ctx.orgId === ORG_ROOT || row.org_id === ctx.orgId;
}

/** `has_perm(None)` (a codename the backend does not define): only system administrators pass. */
export function isSystemAdmin(ctx: Ctx): boolean {
  const user = ctx.user!;
  return (
    Boolean(user.is_superuser) ||
    systemRolesOf(ctx.state.store, String(user.id)).some((r) => r.id === ROLE.SystemAdmin)
  );
}

/** A DRF validation error on one field. */
export function fieldError(field: string, message: string): Response {
  return json({ [field]: [message] }, 400);
}
