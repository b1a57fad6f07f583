// @vitest-environment node
/**
 * Asset permission relations (docs/domain.md §9.6): add posts an array of through rows,
 * remove deletes `?assetpermission=&<field>=`; the permission's own record follows. The list's
 * tree filter: `node_id` / `asset_id`, with `all=1` reaching ancestor nodes.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createBackend } from '../../../mock/backend';
import { as } from './client';

const backend = createBackend({ now: new Date('2026-11-01T08:00:00Z') });
afterEach(() => backend.reset());

type Row = Record<string, unknown>;
const PERMS = '/api/v1/perms/asset-permissions/';
const ids = (v: unknown) =>
  ((v as Row[]) ?? []).map((x) => String(typeof x === 'object' ? x.id : x));

describe('asset permission relations', () => {
  it('adds and removes a user, an asset and a node, read back from the permission', async () => {
    const admin = await as(backend, 'admin');
    const perm = ((await (await admin.call(PERMS)).json()) as Row[])[0]!;
    const pid = String(perm.id);
    const users = (await (await admin.call('/api/v1/users/users/')).json()) as Row[];
    const user = users.find((u) => !ids(perm.users).includes(String(u.id)))!;
    const assets = (await (await admin.call('/api/v1/assets/assets/')).json()) as Row[];
    const asset = assets.find((a) => !ids(perm.assets).includes(String(a.id)))!;

    const addUser = await admin.call('/api/v1/perms/asset-permissions-users-relations/', {
      method: 'POST',
      json: [{ user: user.id, assetpermission: pid }],
    });
    expect(addUser.status).toBe(201);
    expect(await addUser.json()).toEqual([
      expect.objectContaining({ user: user.id, assetpermission: pid, id: expect.any(Number) }),
    ]);
    const addAsset = await admin.call('/api/v1/perms/asset-permissions-assets-relations/', {
      method: 'POST',
      json: [{ asset: asset.id, assetpermission: pid }],
    });
    expect(addAsset.status).toBe(201);
    let now = (await (await admin.call(`${PERMS}${pid}/`)).json()) as Row;
    expect(ids(now.users)).toContain(String(user.id));
    expect(ids(now.assets)).toContain(String(asset.id));
    const listed = (await (
      await admin.call(`/api/v1/perms/asset-permissions-users-relations/?assetpermission=${pid}`)
    ).json()) as Row[];
    expect(listed.map((r) => r.user)).toContain(user.id);

    const del = await admin.call(
      `/api/v1/perms/asset-permissions-users-relations/?assetpermission=${pid}&user=${String(user.id)}`,
      { method: 'DELETE' },
    );
    expect(del.status).toBe(204);
    await admin.call(
      `/api/v1/perms/asset-permissions-assets-relations/?assetpermission=${pid}&asset=${String(asset.id)}`,
      { method: 'DELETE' },
    );
    now = (await (await admin.call(`${PERMS}${pid}/`)).json()) as Row;
    expect(ids(now.users)).not.toContain(String(user.id));
    expect(ids(now.assets)).not.toContain(String(asset.id));
  });

  it('adding needs perms.add_assetpermission; an unknown user is a 400 on its field', async () => {
    const auditor = await as(backend, 'auditor');
    const admin = await as(backend, 'admin');
    const perm = ((await (await admin.call(PERMS)).json()) as Row[])[0]!;
    const url = '/api/v1/perms/asset-permissions-users-relations/';
    const refused = await auditor.call(url, {
      method: 'POST',
      json: [{ user: 'x', assetpermission: perm.id }],
    });
    expect(refused.status).toBe(403);
    const bad = await admin.call(url, {
      method: 'POST',
      json: [{ user: '00000000-0000-0000-0000-00000000dead', assetpermission: perm.id }],
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual([{ user: [expect.stringContaining('does not exist')] }]);
  });

  it('node_id selects permissions naming the node; all=1 adds those naming an ancestor', async () => {
    const admin = await as(backend, 'admin');
    const perms = (await (await admin.call(PERMS)).json()) as Row[];
    const withNode = perms.find((p) => ids(p.nodes).length)!;
    const nodeId = ids(withNode.nodes)[0]!;
    const direct = (await (await admin.call(`${PERMS}?node_id=${nodeId}`)).json()) as Row[];
    expect(direct.length).toBeGreaterThan(0);
    expect(direct.every((p) => ids(p.nodes).includes(nodeId))).toBe(true);
    // Name a parent node on a permission: its child's query reaches it only with all=1.
    const nodes = (await (await admin.call('/api/v1/assets/nodes/')).json()) as Row[];
    const child = nodes.find((n) => String(n.key).split(':').length === 3)!;
    const parent = nodes.find((n) => n.key === String(child.key).split(':').slice(0, 2).join(':'))!;
    const perm = perms.find((p) => !ids(p.nodes).includes(String(child.id)))!;
    await admin.call('/api/v1/perms/asset-permissions-nodes-relations/', {
      method: 'POST',
      json: [{ node: parent.id, assetpermission: perm.id }],
    });
    const only = (await (await admin.call(`${PERMS}?node_id=${String(child.id)}`)).json()) as Row[];
    expect(only.map((p) => p.id)).not.toContain(perm.id);
    const all = (await (
      await admin.call(`${PERMS}?node_id=${String(child.id)}&all=1`)
    ).json()) as Row[];
    expect(all.map((p) => p.id)).toContain(perm.id);
  });
});
