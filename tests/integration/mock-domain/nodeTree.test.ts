// @vitest-environment node
/** The demo backend's node tree, node operations and tree filters (docs/domain.md §2). */
import { afterEach, describe, expect, it } from 'vitest';
import { createBackend } from '../../../mock/backend';
import { ORG_DEFAULT } from '../../../mock/rbac';
import type { Row } from '../../../mock/types';
import { as, type Client } from './client';

const backend = createBackend({ now: new Date('2026-11-01T08:00:00Z') });
afterEach(() => backend.reset());

const ORG = { 'X-JMS-ORG': ORG_DEFAULT };
const TREE = '/api/v1/assets/nodes/children/tree/';

interface TreeNode {
  id: string;
  name: string;
  pId: string;
  isParent: boolean;
  meta?: { type: string; data: Record<string, unknown> };
}

async function get<T>(c: Client, path: string): Promise<{ status: number; body: T }> {
  const res = await c.call(path, { headers: ORG });
  return { status: res.status, body: (await res.json()) as T };
}

function send(c: Client, method: string, path: string, json?: unknown) {
  return c.call(path, { method, json, headers: ORG });
}

const nodes = () =>
  backend.state.store.rows('assets.nodes').filter((n) => n.org_id === ORG_DEFAULT);
const nodeByKey = (key: string) => nodes().find((n) => n.key === key)!;

describe('GET nodes/children/tree/ (docs/domain.md §2.2)', () => {
  it('initial load: the org root and its direct children, bare array, counts in names', async () => {
    const admin = await as(backend, 'admin');
    const { status, body } = await get<TreeNode[]>(admin, `${TREE}?assets=0&`);
    expect(status).toBe(200);
    expect(Array.isArray(body)).toBe(true);
    expect(body[0]).toMatchObject({ id: '1', pId: '', isParent: true, meta: { type: 'node' } });
    expect(body[0]!.name).toMatch(/^Default \(\d+\)$/);
    expect(body.slice(1).every((n) => n.pId === '1' && /^1:\d+$/.test(n.id))).toBe(true);
    expect(body[0]!.meta!.data.id).toBe(nodeByKey('1').id);
  });

  it('key= reads the children of one node; unknown key is 404', async () => {
    const admin = await as(backend, 'admin');
    const { body } = await get<TreeNode[]>(admin, `${TREE}?assets=0&key=1:1`);
    expect(body.length).toBeGreaterThan(0);
    expect(body.every((n) => n.pId === '1:1' && n.id.startsWith('1:1:'))).toBe(true);
    expect((await get(admin, `${TREE}?key=9:9`)).status).toBe(404);
  });

  it('assets=1 adds the direct assets of the node after the nodes', async () => {
    const admin = await as(backend, 'admin');
    const leaf = nodes().find((n) => String(n.key).split(':').length === 3)!;
    const members = backend.state.store
      .rows('assets.assets')
      .filter((a) => (a.nodes as string[]).includes(String(leaf.id)));
    const { body } = await get<TreeNode[]>(admin, `${TREE}?assets=1&key=${String(leaf.key)}`);
    const assets = body.filter((n) => n.meta?.type === 'asset');
    expect(assets.map((a) => a.id).sort()).toEqual(members.map((a) => String(a.id)).sort());
    expect(assets.every((a) => a.pId === leaf.key && !a.isParent)).toBe(true);
  });

  it('search with all=all returns matching nodes plus their ancestors', async () => {
    const admin = await as(backend, 'admin');
    const target = nodes().find((n) => String(n.key).split(':').length === 3)!;
    const kw = String(target.value);
    const { body } = await get<TreeNode[]>(
      admin,
      `${TREE}?assets=0&all=all&search=${encodeURIComponent(kw)}`,
    );
    const ids = body.filter((n) => n.meta?.type === 'node').map((n) => n.id);
    expect(ids).toContain(target.key);
    expect(ids).toContain(String(target.key).split(':').slice(0, 2).join(':'));
    expect(ids).toContain('1');
  });
});

describe('GET nodes/category/tree/ (docs/domain.md §2.4)', () => {
  it('ROOT, categories, types and platforms with counts without a space', async () => {
    const admin = await as(backend, 'admin');
    const { body } = await get<(TreeNode & { meta?: Record<string, unknown> })[]>(
      admin,
      '/api/v1/assets/nodes/category/tree/?assets=0&count_resource=asset',
    );
    expect(body[0]).toEqual({
      id: 'ROOT',
      name: 'All types',
      title: 'All types',
      open: true,
      isParent: true,
    });
    const host = body.find((n) => n.id === 'ROOT_HOST')!;
    expect(host.meta).toEqual({ type: 'category', category: 'host' });
    expect(host.name).toMatch(/^Host\(\d+\)$/);
    expect(body.find((n) => n.id === 'ROOT_HOST_LINUX')!.meta).toEqual({
      type: 'type',
      category: 'host',
      _type: 'linux',
    });
    expect(body.some((n) => n.pId === 'ROOT_HOST_LINUX' && n.meta?.type === 'platform')).toBe(true);
  });
});

describe('node operations (docs/domain.md §2.5)', () => {
  it('creates a child named New node 1, renames it, deletes it', async () => {
    const admin = await as(backend, 'admin');
    const parent = nodeByKey('1:1');
    const created = await send(
      admin,
      'POST',
      `/api/v1/assets/nodes/${String(parent.id)}/children/`,
      {},
    );
    expect(created.status).toBe(201);
    const node = (await created.json()) as Row;
    expect(node).toMatchObject({ value: 'New node 1' });
    expect(String(node.key)).toMatch(/^1:1:\d+$/);
    const renamed = await send(admin, 'PATCH', `/api/v1/assets/nodes/${String(node.id)}/`, {
      value: 'Staging',
    });
    expect(renamed.status).toBe(200);
    expect(((await renamed.json()) as Row).full_value).toBe(`${String(parent.full_value)}/Staging`);
    const bad = await send(admin, 'PATCH', `/api/v1/assets/nodes/${String(node.id)}/`, {
      value: 'a/b',
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ value: ["Can't contains: /"] });
    const gone = await send(admin, 'DELETE', `/api/v1/assets/nodes/${String(node.id)}/`);
    expect(gone.status).toBe(204);
    expect(nodes().some((n) => n.id === node.id)).toBe(false);
  });

  it('refuses to rename or delete the root, and to delete a node holding assets', async () => {
    const admin = await as(backend, 'admin');
    const root = nodeByKey('1');
    const rename = await send(admin, 'PATCH', `/api/v1/assets/nodes/${String(root.id)}/`, {
      value: 'x',
    });
    expect(rename.status).toBe(400);
    expect(await rename.json()).toEqual({ error: "You can't update the root node name" });
    const delRoot = await send(admin, 'DELETE', `/api/v1/assets/nodes/${String(root.id)}/`);
    expect(delRoot.status).toBe(403);
    expect(await delRoot.json()).toEqual({ error: "You can't delete the root node (Default)" });
    const delFull = await send(
      admin,
      'DELETE',
      `/api/v1/assets/nodes/${String(nodeByKey('1:1').id)}/`,
    );
    expect(delFull.status).toBe(403);
    expect(await delFull.json()).toEqual({ error: 'Deletion failed and the node contains assets' });
  });

  it('adds, removes and replaces assets of a node', async () => {
    const admin = await as(backend, 'admin');
    const node = nodeByKey('1:2');
    const asset = backend.state.store
      .rows('assets.assets')
      .find((a) => a.org_id === ORG_DEFAULT && !(a.nodes as string[]).includes(String(node.id)))!;
    const url = (how: string) => `/api/v1/assets/nodes/${String(node.id)}/assets/${how}/`;
    const added = await send(admin, 'PUT', url('add'), { assets: [asset.id] });
    expect(added.status).toBe(200);
    expect(((await added.json()) as { assets: string[] }).assets).toContain(asset.id);
    await send(admin, 'PUT', url('replace'), { assets: [asset.id] });
    expect(asset.nodes).toEqual([node.id]);
    await send(admin, 'PUT', url('remove'), { assets: [asset.id] });
    expect(asset.nodes).toEqual([nodeByKey('1').id]);
    const bad = await send(admin, 'PUT', url('add'), { assets: ['nope'] });
    expect(bad.status).toBe(400);
  });
});

describe('node move (docs/domain.md §2.5 drag and drop)', () => {
  it('PUT children/add/ re-keys the moved node and its subtree under the target, answers "OK"', async () => {
    const admin = await as(backend, 'admin');
    const target = nodeByKey('1:2');
    const moved = nodeByKey('1:1');
    const subtree = nodes().filter((n) => String(n.key).startsWith('1:1:'));
    const members = backend.state.store
      .rows('assets.assets')
      .filter((a) => (a.nodes as string[]).includes(String(moved.id)));
    expect(subtree.length + members.length).toBeGreaterThan(0);
    const res = await send(
      admin,
      'PUT',
      `/api/v1/assets/nodes/${String(target.id)}/children/add/`,
      {
        nodes: [moved.id],
      },
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toBe('OK');
    expect(String(moved.key)).toMatch(/^1:2:\d+$/);
    expect(moved.full_value).toBe(`${String(target.full_value)}/${String(moved.value)}`);
    for (const n of subtree) {
      expect(String(n.key).startsWith(`${String(moved.key)}:`)).toBe(true);
      expect(String(n.full_value).startsWith(`${String(moved.full_value)}/`)).toBe(true);
    }
    // The tree now counts the moved node's assets under the target.
    const { body } = await get<TreeNode[]>(admin, `${TREE}?key=1:2`);
    expect(body.some((n) => n.id === moved.key)).toBe(true);
    // The real API has no validation: a missing list is a server error (docs/domain.md §2.5).
    const missing = await send(
      admin,
      'PUT',
      `/api/v1/assets/nodes/${String(target.id)}/children/add/`,
      {},
    );
    expect(missing.status).toBe(500);
  });

  it('needs assets.change_node', async () => {
    const auditor = await as(backend, 'auditor');
    const res = await send(
      auditor,
      'PUT',
      `/api/v1/assets/nodes/${String(nodeByKey('1:2').id)}/children/add/`,
      { nodes: [nodeByKey('1:1').id] },
    );
    expect(res.status).toBe(403);
  });
});

describe('list filters by tree selection (docs/domain.md §2.6)', () => {
  async function count(c: Client, path: string): Promise<number> {
    return (await get<{ count: number }>(c, `${path}&limit=1`)).body.count;
  }

  it('node_id by UUID or key, subtree unless show_current_asset; unknown node: no filter', async () => {
    const admin = await as(backend, 'admin');
    const node = nodeByKey('1:1');
    const all = await count(admin, '/api/v1/assets/assets/?');
    const subtree = await count(admin, `/api/v1/assets/assets/?node_id=${String(node.id)}`);
    expect(subtree).toBeGreaterThan(0);
    expect(subtree).toBeLessThan(all);
    expect(await count(admin, '/api/v1/assets/assets/?node_id=1:1')).toBe(subtree);
    const direct = await count(
      admin,
      `/api/v1/assets/assets/?node_id=${String(node.id)}&show_current_asset=1`,
    );
    expect(direct).toBeLessThan(subtree);
    expect(
      await count(admin, '/api/v1/assets/assets/?node_id=00000000-0000-0000-0000-00000000abcd'),
    ).toBe(all);
    expect(await count(admin, '/api/v1/assets/hosts/?category=host&type=linux')).toBeGreaterThan(0);
  });

  it('accounts: node_id means the whole subtree; asset_id filters by asset', async () => {
    const admin = await as(backend, 'admin');
    const node = nodeByKey('1:1');
    const all = await count(admin, '/api/v1/accounts/accounts/?');
    const under = await count(admin, `/api/v1/accounts/accounts/?node_id=${String(node.id)}`);
    expect(under).toBeGreaterThan(0);
    expect(under).toBeLessThan(all);
    const account = backend.state.store
      .rows('accounts.accounts')
      .find((a) => a.org_id === ORG_DEFAULT)!;
    const mine = backend.state.store
      .rows('accounts.accounts')
      .filter((a) => a.asset === account.asset).length;
    expect(await count(admin, `/api/v1/accounts/accounts/?asset_id=${String(account.asset)}`)).toBe(
      mine,
    );
  });
});
