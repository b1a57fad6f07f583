// @vitest-environment node
/**
 * The demo backend's "who can reach this asset" (docs/domain.md §3.3): users and groups of
 * the asset permissions naming the asset or an ancestor of one of its nodes, and the permissions
 * behind one user or group.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createBackend } from '../../../mock/backend';
import { ORG_DEFAULT } from '../../../mock/rbac';
import type { Row } from '../../../mock/types';
import { as, type Client } from './client';

const backend = createBackend({ now: new Date('2026-11-01T08:00:00Z') });
afterEach(() => backend.reset());

const ORG = { 'X-JMS-ORG': ORG_DEFAULT };
const store = () => backend.state.store;

async function get<T>(c: Client, path: string): Promise<{ status: number; body: T }> {
  const res = await c.call(path, { headers: ORG });
  return { status: res.status, body: (await res.json()) as T };
}

/**
 * An asset of Default, a fresh group and user, and a permission granting the asset's parent node to
 * the group.
 */
function arrange() {
  const asset = store()
    .rows('assets.assets')
    .find((a) => a.org_id === ORG_DEFAULT && (a.nodes as string[]).length > 0)!;
  const own = store().find('assets.nodes', String((asset.nodes as string[])[0]))!;
  const parentKey = String(own.key).split(':').slice(0, -1).join(':');
  const parent = store()
    .rows('assets.nodes')
    .find((n) => n.org_id === ORG_DEFAULT && n.key === parentKey)!;
  const group: Row = {
    ...store()
      .rows('users.user_groups')
      .find((g) => g.org_id === ORG_DEFAULT)!,
  };
  const user = store()
    .rows('users.users')
    .find((u) => u.username === 'user')!;
  const direct = store()
    .rows('users.users')
    .find((u) => u.username === 'auditor')!;
  const perm = store()
    .rows('perms.asset_permissions')
    .find((p) => p.org_id === ORG_DEFAULT)!;
  // Only this permission relates to the asset: the others forget it.
  for (const p of store().rows('perms.asset_permissions'))
    if (p !== perm) Object.assign(p, { assets: [], nodes: [] });
  Object.assign(perm, {
    assets: [],
    nodes: [parent.id],
    users: [direct.id],
    user_groups: [group.id],
  });
  user.groups = [group.id];
  store().touch();
  return { asset, perm, group, user, direct };
}

const base = (asset: Row) => `/api/v1/assets/assets/${String(asset.id)}/`;

describe('GET assets/assets/<id>/perm-users/ and perm-user-groups/ (docs/domain.md §3.3)', () => {
  it('users named directly or through a group of a permission on an ancestor node', async () => {
    const { asset, user, direct } = arrange();
    const admin = await as(backend, 'admin');
    const { status, body } = await get<{ count: number; results: Row[] }>(
      admin,
      `${base(asset)}perm-users/?limit=100&offset=0`,
    );
    expect(status).toBe(200);
    const names = body.results.map((u) => u.username);
    expect(names).toContain(user.username);
    expect(names).toContain(direct.username);
    expect(body.count).toBe(body.results.length);
  });

  it('groups come whole (a bare array without limit); each side shows its permissions', async () => {
    const { asset, perm, group, user } = arrange();
    const admin = await as(backend, 'admin');
    const groups = await get<Row[]>(admin, `${base(asset)}perm-user-groups/`);
    expect(groups.status).toBe(200);
    expect(groups.body.map((g) => g.id)).toEqual([group.id]);

    const ofUser = await get<{ results: Row[] }>(
      admin,
      `${base(asset)}perm-users/${String(user.id)}/permissions/?limit=10`,
    );
    expect(ofUser.body.results.map((p) => p.id)).toEqual([perm.id]);
    const ofGroup = await get<{ results: Row[] }>(
      admin,
      `${base(asset)}perm-user-groups/${String(group.id)}/permissions/?limit=10`,
    );
    expect(ofGroup.body.results.map((p) => p.name)).toEqual([perm.name]);
  });

  it('refuses without perms.view_assetpermission; an unknown asset is 404', async () => {
    const { asset } = arrange();
    const common = await as(backend, 'user');
    expect((await get(common, `${base(asset)}perm-users/`)).status).toBe(403);
    const admin = await as(backend, 'admin');
    const unknown = '/api/v1/assets/assets/00000000-0000-4000-8000-000000000000/perm-users/';
    expect((await get(admin, unknown)).status).toBe(404);
  });
});
