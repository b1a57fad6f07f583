/**
 * Favourite assets (docs/domain.md §15.3): a bulk viewset over the signed-in user's own rows
 * `{asset}` (no id, no user on the wire), open to any valid user and read in the root organisation.
 * Un-favouriting is a bulk DELETE filtered by `?asset=`, allowed only when it matches one row.
 */
import { detail, json, readJson, type Ctx } from '../http';
import type { Route } from '../router';
import type { Row } from '../types';
import { paginate } from './domainCommon';

export const FAVOURITES = 'assets.favorite_assets';

/** The user's favourites, filtered by `?asset=` when given. */
export function favouritesOf(ctx: Ctx): Row[] {
  const asset = ctx.url.searchParams.get('asset');
  return ctx.state.store
    .rows(FAVOURITES)
    .filter((f) => f.user === ctx.user!.id && (!asset || f.asset === asset));
}

const present = (f: Row) => ({ asset: f.asset });

/** One `{asset}` item: its field errors, or the row to store. */
function validate(ctx: Ctx, item: unknown): { errors: Record<string, string[]> } | { row: Row } {
  const asset = item && typeof item === 'object' ? (item as Row).asset : undefined;
  if (asset === undefined || asset === null || asset === '')
    return { errors: { asset: ['This field is required.'] } };
  // Any existing asset of any organisation (the view runs in the root organisation).
  if (!ctx.state.store.find('assets.assets', asset))
    return { errors: { asset: [`Invalid pk "${String(asset)}" - object does not exist.`] } };
  const taken = ctx.state.store
    .rows(FAVOURITES)
    .some((f) => f.user === ctx.user!.id && f.asset === String(asset));
  if (taken)
    return { errors: { non_field_errors: ['The fields user, asset must make a unique set.'] } };
  return {
    row: {
      id: crypto.randomUUID(),
      user: ctx.user!.id,
      asset: String(asset),
      date_created: new Date().toISOString(),
    },
  };
}

/** POST one object, or an array of them (bulk create: errors aligned with the items). */
async function create(ctx: Ctx): Promise<Response> {
  const body = await readJson(ctx);
  const items = Array.isArray(body) ? body : [body];
  const results = items.map((item) => validate(ctx, item));
  // Two items naming the same asset: the second breaks the unique set too.
  const seen = new Set<string>();
  for (const r of results) {
    if (!('row' in r)) continue;
    if (seen.has(String(r.row.asset)))
      Object.assign(r, {
        errors: { non_field_errors: ['The fields user, asset must make a unique set.'] },
      });
    seen.add(String(r.row.asset));
  }
  if (results.some((r) => 'errors' in r)) {
    const errors = results.map((r) => ('errors' in r ? r.errors : {}));
    return json(Array.isArray(body) ? errors : errors[0], 400);
  }
  const rows = results.map((r) => (r as { row: Row }).row);
  ctx.state.store.rows(FAVOURITES).push(...rows);
  ctx.state.store.touch();
  return json(Array.isArray(body) ? rows.map(present) : present(rows[0]!), 201);
}

/** The bulk DELETE: refused (400, empty body) unless the filter leaves exactly one row. */
function bulkDestroy(ctx: Ctx): Response {
  const matched = favouritesOf(ctx);
  if (matched.length !== 1) return new Response(null, { status: 400 });
  ctx.state.store.remove([FAVOURITES], matched[0]!);
  return new Response(null, { status: 204 });
}

function ownRow(ctx: Ctx): Row | undefined {
  const row = ctx.state.store.find(FAVOURITES, ctx.params[0]);
  return row && row.user === ctx.user!.id ? row : undefined;
}

export const favouriteRoutes: Route[] = [
  {
    method: '*',
    pattern: /^\/api\/v1\/assets\/favorite-assets\/$/,
    handle: (ctx) => {
      switch (ctx.method) {
        case 'GET':
          return paginate(ctx, favouritesOf(ctx), present);
        case 'POST':
          return create(ctx);
        case 'DELETE':
          return bulkDestroy(ctx);
        default:
          return detail(405, `Method "${ctx.method}" not allowed.`, 'method_not_allowed');
      }
    },
  },
  {
    method: '*',
    pattern: /^\/api\/v1\/assets\/favorite-assets\/([^/]+)\/$/,
    handle: (ctx) => {
      const row = ownRow(ctx);
      if (!row) return detail(404, 'Not found.', 'not_found');
      if (ctx.method === 'GET') return json(present(row));
      if (ctx.method !== 'DELETE')
        return detail(405, `Method "${ctx.method}" not allowed.`, 'method_not_allowed');
      ctx.state.store.remove([FAVOURITES], row);
      return new Response(null, { status: 204 });
    },
  },
];
