/**
 * Accounts and gathered accounts keep their asset as an id (filters such as `?asset=<id>` compare
 * it); the response renders it as the nested asset of AccountSerializer.asset.
 */
import { assetsOfNodes, findNode, subtreeOf } from '../domain/nodes';
import type { Ctx } from '../http';
import type { Row } from '../types';
import type { ResourceBehaviour } from './types';

/**
 * The nested asset in raw form (choice values, platform id); the serializer renders its children.
 */
export function nestedAsset(ctx: Ctx, assetId: unknown): Record<string, unknown> | null {
  const a = ctx.state.store.find('assets.assets', assetId);
  if (!a) return null;
  return {
    id: a.id,
    name: a.name,
    address: a.address,
    type: a.type,
    category: a.category,
    platform: a.platform,
    auto_info: a.auto_info ?? null,
  };
}

function withAsset(row: Row, ctx: Ctx): Row {
  return { ...row, asset: nestedAsset(ctx, row.asset) };
}

function assetIdsWhere(ctx: Ctx, keep: (asset: Row) => boolean): Set<string> {
  return new Set(
    ctx.state.store
      .rows('assets.assets')
      .filter(keep)
      .map((a) => String(a.id)),
  );
}

function byAssets(rows: Row[], ids: Set<string>): Row[] {
  return rows.filter((r) => ids.has(String(r.asset)));
}

/** `node_id`/`nodes`: accounts of assets anywhere under the node (always the subtree). */
function byNode(rows: Row[], value: string, ctx: Ctx): Row[] {
  const node = findNode(ctx, value);
  if (!node) return rows;
  const members = assetsOfNodes(ctx.state.store.rows('assets.assets'), subtreeOf(ctx, node));
  return byAssets(rows, new Set(members.map((a) => String(a.id))));
}

function platformId(asset: Row): string {
  const p = asset.platform;
  return String(p && typeof p === 'object' ? (p as Row).id : p);
}

/**
 * The tree selections of docs/domain.md §2.6 on accounts: node subtree, asset, and the asset's
 * platform.
 */
const treeFilters: ResourceBehaviour['filters'] = {
  node_id: byNode,
  nodes: (rows, v, ctx) => (ctx.url.searchParams.get('node_id') ? rows : byNode(rows, v, ctx)),
  asset_id: (rows, v) => rows.filter((r) => String(r.asset) === v),
  category: (rows, v, ctx) =>
    byAssets(
      rows,
      assetIdsWhere(ctx, (a) => a.category === v),
    ),
  type: (rows, v, ctx) =>
    byAssets(
      rows,
      assetIdsWhere(ctx, (a) => a.type === v),
    ),
  platform: (rows, v, ctx) =>
    byAssets(
      rows,
      assetIdsWhere(ctx, (a) => platformId(a) === v),
    ),
};

export const accounts: ResourceBehaviour = { present: withAsset, filters: treeFilters };
export const gatheredAccounts: ResourceBehaviour = { present: withAsset, filters: treeFilters };

/** Every automation's executions share one table on the real server (`AutomationExecution`). */
const EXECUTION_TABLES = [
  'accounts.change_secret_executions',
  'accounts.push_executions',
  'accounts.gather_executions',
];

/**
 * Change-secret records, and push-account records over the same serializer (docs/domain.md §5.4):
 * `execution_id` filters only when it names an execution (of any automation);
 * `timedelta` is a string of seconds (the serializer nests asset, account and execution).
 */
export const changeSecretRecords: ResourceBehaviour = {
  present: (row) => ({
    ...row,
    timedelta:
      row.timedelta === null || row.timedelta === undefined
        ? null
        : Number(row.timedelta).toFixed(3),
  }),
  filters: {
    execution_id: (rows, v, ctx) =>
      EXECUTION_TABLES.some((t) => ctx.state.store.find(t, v))
        ? rows.filter((r) => String(r.execution) === v)
        : rows,
  },
};
