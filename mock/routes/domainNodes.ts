/**
 * The asset node tree and node operations (docs/domain.md §2.2–2.5): the zTree endpoints
 * (bare arrays, counts in names), create child, rename, delete, and asset membership changes.
 * The task-returning node calls are not here.
 */
import { randomUUID } from 'node:crypto';
import { getSpec } from '../catalogue';
import { ASSET_CATALOG, CATEGORIES, typesOf } from '../domain/assetCatalog';
import { licenceState } from '../domain/licence';
import {
  assetTreeJson,
  assetsIn,
  assetsOfNodes,
  byValue,
  childrenOf,
  findNode,
  isOrgRoot,
  nodeJson,
  nodesIn,
  nodeTreeJson,
  NODES,
  parentKey,
  refreshNodesDisplay,
  subtreeOf,
} from '../domain/nodes';
import { json, type Ctx } from '../http';
import { notFound } from '../query';
import { ORG_ROOT } from '../rbac';
import type { Route } from '../router';
import type { Row } from '../types';
import { asObject, requirePerm } from './domainCommon';

const NODE_API = '/api/v1/assets/nodes/';

function nodeNotFound(ctx: Ctx): Response {
  return notFound(ctx, getSpec(NODES));
}

async function body(ctx: Ctx): Promise<Record<string, unknown>> {
  return asObject(await ctx.request.json().catch(() => ({})));
}

// ---------------------------------------------------------------- GET children/tree/

function containsText(value: unknown, kw: string): boolean {
  return String(value ?? '')
    .toLowerCase()
    .includes(kw);
}

/** Nodes whose value contains the text, plus all their ancestors (docs/domain.md §2.2 `search`). */
function searchNodes(ctx: Ctx, scope: Row[], kw: string): Row[] {
  const keys = new Set<string>();
  for (const n of scope) {
    if (!containsText(n.value, kw)) continue;
    for (
      let key = String(n.key);
      key;
      key = key.includes(':') ? key.slice(0, key.lastIndexOf(':')) : ''
    )
      keys.add(`${String(n.org_id)}/${key}`);
  }
  return nodesIn(ctx).filter((n) => keys.has(`${String(n.org_id)}/${String(n.key)}`));
}

function sortedNodes(nodes: Row[]): Row[] {
  return [...nodes].sort(
    (a, b) => String(a.key).split(':').length - String(b.key).split(':').length || byValue(a, b),
  );
}

function nodeChildrenTree(ctx: Ctx): Response {
  const q = ctx.url.searchParams;
  const key = q.get('key') || '';
  const id = q.get('id') || '';
  const withAssets = q.get('assets') === '1';
  const all = q.get('all') === 'all';
  const kw = (q.get('search') ?? '').trim().toLowerCase();
  let parent: Row | undefined;
  let nodes: Row[];
  if (key || id) {
    parent = key ? nodesIn(ctx).find((n) => n.key === key) : findNode(ctx, id);
    if (!parent) return nodeNotFound(ctx);
    nodes = all ? subtreeOf(ctx, parent).filter((n) => n !== parent) : childrenOf(ctx, parent);
  } else if (ctx.orgId === ORG_ROOT) {
    // The global organisation: every organisation's root, no assets.
    return json(sortedNodes(nodesIn(ctx).filter(isOrgRoot)).map((n) => nodeTreeJson(ctx, n)));
  } else {
    parent = nodesIn(ctx).find(isOrgRoot);
    if (!parent) return json([]);
    nodes = all ? subtreeOf(ctx, parent) : [parent, ...childrenOf(ctx, parent)];
  }
  if (kw) nodes = searchNodes(ctx, nodes, kw);
  const out = sortedNodes(nodes).map((n) => nodeTreeJson(ctx, n));
  if (withAssets || (kw && all)) {
    const from = all ? subtreeOf(ctx, parent) : [parent];
    let assets = assetsOfNodes(assetsIn(ctx), from);
    if (kw) assets = assets.filter((a) => containsText(a.name, kw) || containsText(a.address, kw));
    out.push(
      ...assets
        .sort((a, b) => String(a.name).localeCompare(String(b.name)))
        .map((a) => assetTreeJson(ctx, a, String(parent.key))),
    );
  }
  return json(out);
}

// ---------------------------------------------------------------- GET category/tree/

/** Upper-case enum names of the category and type (`ROOT_HOST_OTHER_HOST` for host `other`). */
function enumName(category: string, type?: string): string {
  if (type === undefined) return category.toUpperCase();
  return type === 'other' && category === 'host' ? 'OTHER_HOST' : type.toUpperCase();
}

function categoryTree(ctx: Ctx): Response {
  const q = ctx.url.searchParams;
  const withAssets = q.get('assets') === '1';
  const countAccounts = q.get('count_resource') === 'account';
  const key = q.get('key');
  const assets = assetsIn(ctx);
  if (key) {
    // Expanding a platform lists its assets.
    const mine = assets.filter((a) => String(platformPk(a)) === key);
    return json(mine.map((a) => assetTreeJson(ctx, a, key)));
  }
  const accountsPerAsset = new Map<string, number>();
  if (countAccounts)
    for (const acc of ctx.state.store.rows('accounts.accounts'))
      accountsPerAsset.set(String(acc.asset), (accountsPerAsset.get(String(acc.asset)) ?? 0) + 1);
  const amount = (keep: (a: Row) => boolean) =>
    assets
      .filter(keep)
      .reduce((sum, a) => sum + (countAccounts ? (accountsPerAsset.get(String(a.id)) ?? 0) : 1), 0);
  const licensed = licenceState(ctx.state) === 'valid';
  const rootName = 'All types';
  const out: Record<string, unknown>[] = [
    { id: 'ROOT', name: rootName, title: rootName, open: true, isParent: true },
  ];
  const platforms = ctx.state.store.rows('assets.platforms');
  for (const category of CATEGORIES) {
    const types = typesOf(category, licensed);
    if (!types.length) continue;
    const label = ASSET_CATALOG.categories.find((c) => c.value === category)?.label ?? category;
    const catId = `ROOT_${enumName(category)}`;
    out.push({
      id: catId,
      name: `${label}(${amount((a) => a.category === category)})`,
      title: label,
      pId: 'ROOT',
      open: true,
      isParent: true,
      meta: { type: 'category', category },
    });
    for (const type of types) {
      const typeId = `${catId}_${enumName(category, type.value)}`;
      const mine = platforms.filter((p) => p.category === category && p.type === type.value);
      out.push({
        id: typeId,
        name: `${type.label}(${amount((a) => a.category === category && a.type === type.value)})`,
        title: type.label,
        pId: catId,
        open: false,
        isParent: mine.length > 0,
        meta: { type: 'type', category, _type: type.value },
      });
      for (const p of mine)
        out.push({
          id: String(p.id),
          name: `${String(p.name)}(${amount((a) => String(platformPk(a)) === String(p.id))})`,
          title: p.name,
          pId: typeId,
          isParent: withAssets,
          meta: { type: 'platform' },
        });
    }
  }
  return json(out);
}

function platformPk(asset: Row): unknown {
  const p = asset.platform;
  return p && typeof p === 'object' ? (p as Row).id : p;
}

// ---------------------------------------------------------------- node operations

type Errors = Record<string, string[]>;

function valueErrors(ctx: Ctx, value: string, siblings: Row[], self?: Row): Errors | null {
  if (value.includes('/')) return { value: ["Can't contains: /"] };
  if (siblings.some((s) => s !== self && s.value === value))
    return { value: ['The same level node name cannot be the same'] };
  void ctx;
  return null;
}

/** `New node <n+1>`: one more than the highest numbered default name among the children. */
function nextDefaultName(children: Row[]): string {
  const used = children
    .map((c) => /^New node (\d+)$/.exec(String(c.value))?.[1])
    .filter((n): n is string => !!n)
    .map(Number);
  return `New node ${Math.max(0, ...used) + 1}`;
}

function nextChildKey(ctx: Ctx, parent: Row): string {
  const marks = childrenOf(ctx, parent).map((c) => Number(String(c.key).split(':').pop()));
  return `${String(parent.key)}:${Math.max(0, ...marks) + 1}`;
}

async function createChild(ctx: Ctx): Promise<Response> {
  const parent = findNode(ctx, ctx.params[0]!);
  if (!parent) return nodeNotFound(ctx);
  const data = await body(ctx);
  const children = childrenOf(ctx, parent);
  const given = typeof data.value === 'string' ? data.value.trim() : '';
  const value = given || nextDefaultName(children);
  if (given) {
    // The real duplicate check compares with the org root's children whatever the parent [src].
    const root = nodesIn(ctx).find((n) => isOrgRoot(n) && n.org_id === parent.org_id);
    const errors = valueErrors(ctx, value, root ? childrenOf(ctx, root) : []);
    if (errors) return json(errors, 400);
  }
  const node: Row = {
    id: randomUUID(),
    key: nextChildKey(ctx, parent),
    value,
    name: value,
    full_value: `${String(parent.full_value)}/${value}`,
    org_id: parent.org_id,
    org_name: parent.org_name,
  };
  ctx.state.store.rows(NODES).push(node);
  ctx.state.store.touch();
  return json(nodeJson(node), 201);
}

async function rename(ctx: Ctx, node: Row): Promise<Response> {
  const data = await body(ctx);
  if (!('value' in data)) return json(nodeJson(node));
  if (isOrgRoot(node)) return json({ error: "You can't update the root node name" }, 400);
  const value = String(data.value ?? '').trim();
  if (!value) return json({ value: ['This field may not be blank.'] }, 400);
  const parent = nodesIn(ctx).find((n) => n.org_id === node.org_id && n.key === parentKey(node));
  const errors = valueErrors(ctx, value, parent ? childrenOf(ctx, parent) : [], node);
  if (errors) return json(errors, 400);
  const oldFull = String(node.full_value);
  const newFull = `${oldFull.slice(0, oldFull.lastIndexOf('/'))}/${value}`;
  const subtree = subtreeOf(ctx, node);
  for (const n of subtree) n.full_value = newFull + String(n.full_value).slice(oldFull.length);
  node.value = value;
  node.name = value;
  for (const a of assetsOfNodes(ctx.state.store.rows('assets.assets'), subtree))
    refreshNodesDisplay(ctx, a);
  ctx.state.store.touch();
  return json(nodeJson(node));
}

function remove(ctx: Ctx, node: Row): Response {
  if (isOrgRoot(node))
    return json({ error: `You can't delete the root node (${String(node.value)})` }, 403);
  const subtree = subtreeOf(ctx, node);
  if (assetsOfNodes(ctx.state.store.rows('assets.assets'), subtree).length)
    return json({ error: 'Deletion failed and the node contains assets' }, 403);
  for (const n of subtree) ctx.state.store.remove([NODES], n);
  return json(null, 204);
}

/**
 * Drag-and-drop's call (docs/domain.md §2.5): the nodes become children of the target, re-keyed
 * with their subtrees. As the real API, a missing list is a server error and a move into the node's
 * own subtree is not refused (the console never offers it).
 */
async function moveUnder(ctx: Ctx, target: Row): Promise<Response> {
  const data = await body(ctx);
  if (!Array.isArray(data.nodes)) return json({ detail: 'Server error' }, 500);
  const moved: Row[] = [];
  for (const id of data.nodes.map(String)) {
    const node = findNode(ctx, id);
    if (node && !isOrgRoot(node) && node.org_id === target.org_id) moved.push(node);
  }
  for (const node of moved) {
    const oldKey = String(node.key);
    const oldFull = String(node.full_value);
    const subtree = subtreeOf(ctx, node);
    const newKey = nextChildKey(ctx, target);
    const newFull = `${String(target.full_value)}/${String(node.value)}`;
    for (const n of subtree) {
      n.key = newKey + String(n.key).slice(oldKey.length);
      n.full_value = newFull + String(n.full_value).slice(oldFull.length);
    }
    for (const a of assetsOfNodes(ctx.state.store.rows('assets.assets'), subtree))
      refreshNodesDisplay(ctx, a);
  }
  ctx.state.store.touch();
  return json('OK');
}

type Membership = 'add' | 'remove' | 'replace';

async function changeAssets(ctx: Ctx, node: Row, how: Membership): Promise<Response> {
  const data = await body(ctx);
  const ids = Array.isArray(data.assets) ? data.assets.map(String) : [];
  const store = ctx.state.store;
  const assets: Row[] = [];
  for (const id of ids) {
    const asset = store.find('assets.assets', id);
    if (!asset || (ctx.orgId !== ORG_ROOT && asset.org_id !== ctx.orgId))
      return json({ assets: [`Invalid pk "${id}" - object does not exist.`] }, 400);
    assets.push(asset);
  }
  const root = nodesIn(ctx).find((n) => isOrgRoot(n) && n.org_id === node.org_id);
  for (const asset of assets) {
    const current = (Array.isArray(asset.nodes) ? asset.nodes : []).map(String);
    let next: string[];
    if (how === 'replace') next = [String(node.id)];
    else if (how === 'add') next = [...current.filter((n) => n !== node.id), String(node.id)];
    else next = current.filter((n) => n !== node.id);
    // An asset left without a node goes to the organisation's root.
    if (!next.length && root) next = [String(root.id)];
    asset.nodes = next;
    refreshNodesDisplay(ctx, asset);
  }
  store.touch();
  const direct = assetsOfNodes(store.rows('assets.assets'), [node]).map((a) => a.id);
  return json({ assets: direct, org_id: node.org_id, org_name: node.org_name });
}

function withNode(
  perm: string,
  run: (ctx: Ctx, node: Row) => Response | Promise<Response>,
): (ctx: Ctx) => Response | Promise<Response> {
  return (ctx) => {
    const refused = requirePerm(ctx, perm);
    if (refused) return refused;
    const node = findNode(ctx, ctx.params[0]!);
    return node ? run(ctx, node) : nodeNotFound(ctx);
  };
}

const UUID = '([0-9a-fA-F-]{36})';

export const nodeRoutes: Route[] = [
  {
    method: 'GET',
    pattern: /^\/api\/v1\/assets\/nodes\/children\/tree\/$/,
    handle: (ctx) => requirePerm(ctx, 'assets.view_node') ?? nodeChildrenTree(ctx),
  },
  {
    method: 'GET',
    pattern: /^\/api\/v1\/assets\/nodes\/category\/tree\/$/,
    handle: (ctx) => requirePerm(ctx, 'assets.view_asset') ?? categoryTree(ctx),
  },
  {
    method: 'POST',
    pattern: new RegExp(`^${NODE_API}${UUID}/children/$`),
    handle: (ctx) => requirePerm(ctx, 'assets.add_node') ?? createChild(ctx),
  },
  {
    method: 'PUT',
    pattern: new RegExp(`^${NODE_API}${UUID}/children/add/$`),
    handle: withNode('assets.change_node', moveUnder),
  },
  {
    method: 'PUT',
    pattern: new RegExp(`^${NODE_API}${UUID}/assets/(add|remove|replace)/$`),
    handle: withNode('assets.change_assetnodes', (ctx, node) =>
      changeAssets(ctx, node, ctx.params[1] as Membership),
    ),
  },
  {
    method: 'PATCH',
    pattern: new RegExp(`^${NODE_API}${UUID}/$`),
    handle: withNode('assets.change_node', rename),
  },
  {
    method: 'DELETE',
    pattern: new RegExp(`^${NODE_API}${UUID}/$`),
    handle: withNode('assets.delete_node', remove),
  },
];
