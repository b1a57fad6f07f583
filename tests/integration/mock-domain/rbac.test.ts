// @vitest-environment node
/**
 * Roles, their permission trees and bindings (docs/domain.md §9.4, §9.5): the tree is flat
 * zTree data with perm leaves titled `app.codename`; saving the checked leaf ids changes the
 * role, and with it the profile `perms` of a user bound to it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createBackend } from '../../../mock/backend';
import { ROLE } from '../../../mock/rbac';
import { as } from './client';

const backend = createBackend({ now: new Date('2026-11-01T08:00:00Z') });
afterEach(() => backend.reset());

type Row = Record<string, unknown>;
const ORG_ROLES = '/api/v1/rbac/org-roles/';
const ORG_BINDINGS = '/api/v1/rbac/org-role-bindings/';

async function userId(admin: Awaited<ReturnType<typeof as>>, username: string) {
  const users = (await (
    await admin.call(`/api/v1/users/users/?username=${username}`)
  ).json()) as Row[];
  return String(users[0]!.id);
}

describe('role permission trees', () => {
  it('a builtin role: every leaf disabled, checked as granted, counts in the names', async () => {
    const admin = await as(backend, 'admin');
    const res = await admin.call(`${ORG_ROLES}${ROLE.OrgUser}/permissions/tree/`);
    expect(res.status).toBe(200);
    const nodes = (await res.json()) as Row[];
    expect(nodes[0]).toMatchObject({ id: '$ROOT$', pId: '', meta: { type: 'root' } });
    expect(String(nodes[0]!.name)).toMatch(/^All permissions\(\d+\/\d+\)$/);
    const leaf = nodes.find((n) => n.title === 'perms.view_myassets')!;
    expect(leaf).toMatchObject({
      checked: true,
      chkDisabled: true,
      isParent: false,
      meta: { type: 'perm' },
    });
    // Org roles never offer system-only permissions.
    expect(nodes.some((n) => String(n.title).startsWith('settings.'))).toBe(false);
  });

  it("saving checked ids on a custom role changes a bound user's profile perms", async () => {
    const admin = await as(backend, 'admin');
    const created = await admin.call(ORG_ROLES, {
      method: 'POST',
      json: { name: 'Viewers', scope: 'org' },
    });
    expect(created.status).toBe(201);
    const role = (await created.json()) as Row;
    const uid = await userId(admin, 'user');
    const bound = await admin.call(ORG_BINDINGS, {
      method: 'POST',
      json: [{ user: uid, role: role.id, scope: 'org' }],
    });
    expect(bound.status).toBe(201);
    const tree = (await (
      await admin.call(`${ORG_ROLES}${String(role.id)}/permissions/tree/`)
    ).json()) as Row[];
    const pick = ['rbac.view_console', 'assets.view_asset'].map((p) =>
      String(tree.find((n) => n.title === p)!.id),
    );
    const saved = await admin.call(`${ORG_ROLES}${String(role.id)}/`, {
      method: 'PATCH',
      json: { permissions: pick },
    });
    expect(saved.status).toBe(200);
    const user = await as(backend, 'user');
    const profile = (await (await user.call('/api/v1/users/profile/')).json()) as Row;
    expect(profile.perms).toEqual(
      expect.arrayContaining(['rbac.view_console', 'assets.view_asset']),
    );
    const after = (await (
      await admin.call(`${ORG_ROLES}${String(role.id)}/permissions/tree/`)
    ).json()) as Row[];
    expect(
      after
        .filter((n) => n.meta && (n.meta as Row).type === 'perm' && n.checked)
        .map((n) => n.title)
        .sort(),
    ).toEqual(['assets.view_asset', 'rbac.view_console']);
  });

  it('builtin roles refuse updates; unknown permission ids are a 400 on the field', async () => {
    const admin = await as(backend, 'admin');
    const builtin = await admin.call(`${ORG_ROLES}${ROLE.OrgUser}/`, {
      method: 'PATCH',
      json: { permissions: [] },
    });
    expect(builtin.status).toBe(403);
    expect(await builtin.json()).toMatchObject({ detail: "Internal role, can't be update" });
    const role = (await (
      await admin.call(ORG_ROLES, { method: 'POST', json: { name: 'X', scope: 'org' } })
    ).json()) as Row;
    const bad = await admin.call(`${ORG_ROLES}${String(role.id)}/`, {
      method: 'PATCH',
      json: { permissions: ['999999'] },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()) as Row)).toEqual(['permissions']);
  });
});

describe('role bindings', () => {
  it('lists by role, refuses a single duplicate, deletes by id; the last system role stays', async () => {
    const admin = await as(backend, 'admin');
    const uid = await userId(admin, 'user');
    const list = (await (
      await admin.call(`${ORG_BINDINGS}?role=${ROLE.OrgUser}&user=${uid}`)
    ).json()) as Row[];
    expect(list).toEqual([
      expect.objectContaining({
        user: uid,
        role: ROLE.OrgUser,
        scope: 'org',
        user_display: 'Common User(user)',
        org_name: 'Default',
      }),
    ]);
    const dup = await admin.call(ORG_BINDINGS, {
      method: 'POST',
      json: { user: uid, role: ROLE.OrgUser, scope: 'org' },
    });
    expect(dup.status).toBe(400);
    expect(await dup.json()).toEqual({ role: ['Has bound this role'] });

    const removed = await admin.call(`${ORG_BINDINGS}${String(list[0]!.id)}/`, {
      method: 'DELETE',
    });
    expect(removed.status).toBe(204);
    expect(
      await (await admin.call(`${ORG_BINDINGS}?role=${ROLE.OrgUser}&user=${uid}`)).json(),
    ).toEqual([]);

    const system = (await (
      await admin.call(`/api/v1/rbac/system-role-bindings/?user=${uid}`)
    ).json()) as Row[];
    expect(system).toHaveLength(1);
    const last = await admin.call(`/api/v1/rbac/system-role-bindings/${String(system[0]!.id)}/`, {
      method: 'DELETE',
    });
    expect(last.status).toBe(400);
    expect(await last.json()).toMatchObject({ code: 'system_role_delete_error' });
  });

  it('an org user may not read bindings', async () => {
    const user = await as(backend, 'user');
    expect((await user.call(ORG_BINDINGS)).status).toBe(403);
  });
});
