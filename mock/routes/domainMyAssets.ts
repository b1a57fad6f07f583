/**
 * The workbench's "my assets" (`/api/v1/perms/users/self/…`): the assets and nodes granted to the
 * signed-in user, searched, ordered and paginated like any list.
 */
import { getSpec } from '../catalogue';
import { grantsOf } from '../domain/grants';
import { json, type Ctx } from '../http';
import { presentStored } from '../query';
import type { Route } from '../router';
import type { Row } from '../types';
import { paginate, requirePerm } from './domainCommon';
import { favouritesOf } from './domainFavourites';

/** The fields of the real AssetPermedSerializer that the catalogue's asset fields cover. */
const ASSET_FIELDS = [
  'id',
  'name',
  'address',
  'comment',
  'domain',
  'platform',
  'nodes',
  'labels',
  'protocols',
  'nodes_display',
  'category',
  'type',
  'connectivity',
  'created_by',
  'org_id',
  'org_name',
  'is_active',
  'date_verified',
  'date_created',
];

function presentAsset(ctx: Ctx, row: Row): Record<string, unknown> {
  const full = presentStored(getSpec('assets.assets'), row, ctx);
  return Object.fromEntries(ASSET_FIELDS.map((f) => [f, full[f]]));
}

/** `search` over name, address and comment; `order` by name (default) or address. */
function listAssets(ctx: Ctx, rows: Row[]): Response {
  const q = ctx.url.searchParams;
  const search = (q.get('search') ?? '').trim().toLowerCase();
  let out = search
    ? rows.filter((a) =>
        ['name', 'address', 'comment'].some((k) =>
          String(a[k] ?? '')
            .toLowerCase()
            .includes(search),
        ),
      )
    : rows;
  const order = q.get('order') ?? 'name';
  const key = order.replace(/^-/, '') === 'address' ? 'address' : 'name';
  const dir = order.startsWith('-') ? -1 : 1;
  out = [...out].sort((a, b) => String(a[key]).localeCompare(String(b[key])) * dir);
  return paginate(ctx, out, (a) => presentAsset(ctx, a));
}

function nodeKeyOf(ctx: Ctx, id: string): string | null {
  const node = ctx.state.store.find('assets.nodes', id);
  return node ? String(node.key) : null;
}

export const myAssetRoutes: Route[] = [
  {
    method: 'GET',
    pattern: /^\/api\/v1\/perms\/users\/self\/assets\/$/,
    handle: (ctx) =>
      requirePerm(ctx, 'perms.view_myassets') ?? listAssets(ctx, grantsOf(ctx).assets),
  },
  {
    method: 'GET',
    pattern: /^\/api\/v1\/perms\/users\/self\/nodes\/$/,
    handle: (ctx) => {
      const denied = requirePerm(ctx, 'perms.view_myassets');
      if (denied) return denied;
      const { assets, nodes } = grantsOf(ctx);
      const amount = (key: string) =>
        assets.filter((a) =>
          (a.nodes as string[]).some((n) => {
            const k = nodeKeyOf(ctx, String(n));
            return k === key || (k ?? '').startsWith(`${key}:`);
          }),
        ).length;
      const rows = [...nodes]
        .sort((a, b) => String(a.full_value).localeCompare(String(b.full_value)))
        .map((n) => ({
          id: n.id,
          key: n.key,
          value: n.value,
          name: n.name,
          full_value: n.full_value,
          org_id: n.org_id,
          org_name: n.org_name,
          assets_amount: amount(String(n.key)),
        }));
      return paginate(ctx, rows);
    },
  },
  {
    method: 'GET',
    pattern: /^\/api\/v1\/perms\/users\/self\/nodes\/([^/]+)\/assets\/$/,
    handle: (ctx) => {
      const denied = requirePerm(ctx, 'perms.view_myassets');
      if (denied) return denied;
      // The tree's special node: the granted assets the user marked as favourites (docs/domain.md
      // §15.3).
      if (ctx.params[0] === 'favorite') {
        const favourite = new Set(favouritesOf(ctx).map((f) => f.asset));
        return listAssets(
          ctx,
          grantsOf(ctx).assets.filter((a) => favourite.has(a.id)),
        );
      }
      const key = nodeKeyOf(ctx, ctx.params[0]!);
      if (key === null) return json({ detail: 'Not found.', code: 'not_found' }, 404);
      const under = grantsOf(ctx).assets.filter((a) =>
        (a.nodes as string[]).some((n) => {
          const k = nodeKeyOf(ctx, String(n));
          return k === key || (k ?? '').startsWith(`${key}:`);
        }),
      );
      return listAssets(ctx, under);
    },
  },
];
