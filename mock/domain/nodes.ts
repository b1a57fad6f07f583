/**
 * Asset nodes (docs/domain.md §2): keys `1:3:2` make the tree, an asset's `nodes` its
 * memberships. Lookups by UUID or key, subtrees, asset counts, and the zTree "simple data" JSON.
 */
import type { Ctx } from '../http';
import { ORG_ROOT } from '../rbac';
import type { Row } from '../types';
import { isPlainObject } from '../writes/coerce';

function pkOf(v: unknown): unknown {
  return isPlainObject(v) ? (v.id ?? v.pk) : v;
}

export const NODES = 'assets.nodes';

export function nodesIn(ctx: Ctx): Row[] {
  const rows = ctx.state.store.rows(NODES);
  return ctx.orgId === ORG_ROOT ? rows : rows.filter((n) => n.org_id === ctx.orgId);
}

export function assetsIn(ctx: Ctx): Row[] {
  const rows = ctx.state.store.rows('assets.assets');
  return ctx.orgId === ORG_ROOT ? rows : rows.filter((a) => a.org_id === ctx.orgId);
}

/**
 * A node of the request's organisation by UUID or by key (both are accepted wherever a node is).
 */
export function findNode(ctx: Ctx, idOrKey: string): Row | undefined {
  const byId = ctx.state.store.find(NODES, idOrKey);
  const node = byId ?? ctx.state.store.rows(NODES).find((n) => n.key === idOrKey);
  return node && (ctx.orgId === ORG_ROOT || node.org_id === ctx.orgId) ? node : undefined;
}

export function isOrgRoot(node: Row): boolean {
  return !String(node.key).includes(':');
}

export function parentKey(node: Row): string {
  const key = String(node.key);
  return key.includes(':') ? key.slice(0, key.lastIndexOf(':')) : '';
}

function sameOrg(a: Row, b: Row): boolean {
  return a.org_id === b.org_id;
}

export function childrenOf(ctx: Ctx, node: Row): Row[] {
  const key = String(node.key);
  return ctx.state.store.rows(NODES).filter((n) => sameOrg(n, node) && parentKey(n) === key);
}

/** The node and every node under it. */
export function subtreeOf(ctx: Ctx, node: Row): Row[] {
  const key = String(node.key);
  return ctx.state.store
    .rows(NODES)
    .filter((n) => sameOrg(n, node) && (n.key === key || String(n.key).startsWith(`${key}:`)));
}

function nodeIdsOf(asset: Row): string[] {
  return Array.isArray(asset.nodes) ? asset.nodes.map((n) => String(pkOf(n))) : [];
}

/** Assets that are members of one of the nodes. */
export function assetsOfNodes(rows: Row[], nodes: readonly Row[]): Row[] {
  const ids = new Set(nodes.map((n) => String(n.id)));
  return rows.filter((a) => nodeIdsOf(a).some((id) => ids.has(id)));
}

/** `assets_amount`: the assets anywhere under the node (the real one is a cached column). */
export function assetsAmount(ctx: Ctx, node: Row): number {
  return assetsOfNodes(ctx.state.store.rows('assets.assets'), subtreeOf(ctx, node)).length;
}

export function byValue(a: Row, b: Row): number {
  return String(a.value).localeCompare(String(b.value));
}

/**
 * A node as a zTree node: `id` is the key, the UUID sits in `meta.data.id` (docs/domain.md §2.1).
 */
export function nodeTreeJson(ctx: Ctx, node: Row): Record<string, unknown> {
  const name = `${String(node.value)} (${assetsAmount(ctx, node)})`;
  return {
    id: node.key,
    name,
    title: name,
    pId: parentKey(node),
    isParent: true,
    open: true,
    meta: { type: 'node', data: { id: node.id, key: node.key, value: node.value } },
  };
}

function sftpEnabled(platform: Row | undefined): boolean {
  const protocols = Array.isArray(platform?.protocols) ? (platform.protocols as Row[]) : [];
  return protocols.some((p) => {
    const setting = (p.setting ?? {}) as Row;
    return p.name === 'ssh' && setting.sftp_enabled !== false;
  });
}

/** An asset leaf, under the node (or platform) it was read from. */
export function assetTreeJson(ctx: Ctx, asset: Row, pId: string): Record<string, unknown> {
  const platform = ctx.state.store.find('assets.platforms', pkOf(asset.platform));
  return {
    id: asset.id,
    name: asset.name,
    title: asset.address,
    pId,
    isParent: false,
    open: false,
    iconSkin: asset.type,
    chkDisabled: !asset.is_active,
    meta: {
      type: 'asset',
      data: { platform_type: asset.type, org_name: asset.org_name, sftp: sftpEnabled(platform) },
    },
  };
}

/** The node object of NodeSerializer. */
export function nodeJson(node: Row): Record<string, unknown> {
  return {
    id: node.id,
    key: node.key,
    value: node.value,
    name: node.value,
    full_value: node.full_value,
    org_id: node.org_id,
    org_name: node.org_name,
  };
}

/** An asset's `nodes_display` follows its nodes' paths. */
export function refreshNodesDisplay(ctx: Ctx, asset: Row): void {
  asset.nodes_display = nodeIdsOf(asset)
    .map((id) => ctx.state.store.find(NODES, id))
    .filter((n): n is Row => Boolean(n))
    .map((n) => String(n.full_value));
}

/**
 * The asset list's tree filters (docs/domain.md §2.6): `node`/`node_id` is a UUID or key, unknown
 * means no filter; `show_current_asset` (if present) keeps direct members only, else `all` (default
 * true) keeps the whole subtree.
 */
export function filterAssetsByNode(rows: Row[], value: string, ctx: Ctx): Row[] {
  const node = findNode(ctx, value);
  if (!node) return rows;
  const q = ctx.url.searchParams;
  const current = q.get('show_current_asset');
  const all = q.get('all');
  const whole =
    current !== null && current !== '' ? !TRUTHY.has(current) : all === null || TRUTHY.has(all);
  return assetsOfNodes(rows, whole ? subtreeOf(ctx, node) : [node]);
}

/** DRF BooleanField.TRUE_VALUES. */
export const TRUTHY = new Set([
  '1',
  'true',
  'True',
  'TRUE',
  'yes',
  'Yes',
  'YES',
  'on',
  'On',
  'ON',
  'y',
  'Y',
  't',
  'T',
]);
