/**
 * Asset categories, types and constraints (docs/wire.md §14.5): no permission classes, so anonymous
 * callers get them too.
 */
import {
  constraintsOf,
  categoryOfType,
  CATEGORIES,
  ASSET_CATALOG,
  typesOf,
} from '../domain/assetCatalog';
import { licenceState } from '../domain/licence';
import { json, type Ctx } from '../http';
import type { Route } from '../router';

function licensed(ctx: Ctx): boolean {
  return licenceState(ctx.state) === 'valid';
}

export const assetCatalogRoutes: Route[] = [
  {
    method: 'GET',
    pattern: /^\/api\/v1\/assets\/categories\/$/,
    public: true,
    handle: (ctx) =>
      json(
        ASSET_CATALOG.categories
          .map((c) => ({
            value: c.value,
            label: c.label,
            types: typesOf(String(c.value), licensed(ctx)),
          }))
          // Categories without types are omitted.
          .filter((c) => c.types.length > 0),
      ),
  },
  {
    method: 'GET',
    pattern: /^\/api\/v1\/assets\/categories\/types\/$/,
    public: true,
    handle: (ctx) => json(CATEGORIES.flatMap((c) => typesOf(c, licensed(ctx)))),
  },
  {
    method: 'GET',
    pattern: /^\/api\/v1\/assets\/categories\/constraints\/$/,
    public: true,
    handle: (ctx) => {
      const type = ctx.url.searchParams.get('type') ?? '';
      const category = ctx.url.searchParams.get('category') || categoryOfType(type) || '';
      // AllTypes.get_constraints answers {} for an unknown category or type.
      if (!CATEGORIES.includes(category) || categoryOfType(type) !== category) return json({});
      return json(constraintsOf(category, type));
    },
  },
];
