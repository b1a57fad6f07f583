// @vitest-environment node
/**
 * User administration on the demo backend (docs/domain.md §9.1–9.3): the quick actions with
 * their unusual methods, invite into / remove from an organisation, a user's granted assets
 * (consistent with permissions through groups) and the permission rules naming a user.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createBackend } from '../../../mock/backend';
import { ORG_DEFAULT, ROLE } from '../../../mock/rbac';
import { MFA_DEMO_USER, ORG_BEIJING } from '../../../mock/seed';
import { as } from './client';

const backend = createBackend({ now: new Date('2026-11-01T08:00:00Z') });
afterEach(() => backend.reset());

type Row = Record<string, unknown>;
const USERS = '/api/v1/users/users/';
const inOrg = (org: string) => ({ 'X-JMS-ORG': org });

async function userNamed(
  client: Awaited<ReturnType<typeof as>>,
  username: string,
  org = ORG_DEFAULT,
) {
  const rows = await (
    await client.call(`${USERS}?username=${username}`, { headers: inOrg(org) })
  ).json();
  return (rows as Row[])[0];
}

describe('user quick actions', () => {
  it('resets MFA with a GET for users.view_user: the OTP binding is cleared; self is a 400', async () => {
    const admin = await as(backend, 'admin');
    const mfa = (await userNamed(admin, MFA_DEMO_USER.username))!;
    expect(mfa.is_otp_secret_key_bound).toBe(true);
    const res = await admin.call(`${USERS}${String(mfa.id)}/mfa/reset/`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ msg: 'success' });
    expect((await userNamed(admin, MFA_DEMO_USER.username))!.is_otp_secret_key_bound).toBe(false);
    const self = (await userNamed(admin, 'admin'))!;
    const own = await admin.call(`${USERS}${String(self.id)}/mfa/reset/`);
    expect(own.status).toBe(400);
    expect(await own.json()).toEqual({
      error: 'Could not reset self otp, use profile reset instead',
    });
  });

  it('password mail and SSH key reset are PATCH {} answering the user; a common user is refused', async () => {
    const admin = await as(backend, 'admin');
    const target = (await userNamed(admin, 'user'))!;
    for (const path of ['password/reset/', 'pubkey/reset/']) {
      const res = await admin.call(`${USERS}${String(target.id)}/${path}`, {
        method: 'PATCH',
        json: {},
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ id: target.id, username: 'user' });
    }
    // The mailed reset replaced the password: the old one no longer signs in.
    await expect(as(backend, 'user')).rejects.toThrow();
    const user = await as(backend, 'approver');
    const refused = await user.call(`${USERS}${String(target.id)}/pubkey/reset/`, {
      method: 'PATCH',
      json: {},
    });
    expect(refused.status).toBe(403);
  });
});

describe('invite and remove', () => {
  it('invites a user into Beijing DC as the org admin, then removes them (204)', async () => {
    const orgadmin = await as(backend, 'orgadmin');
    const outsider = (await userNamed(orgadmin, 'approver'))!;
    expect(await userNamed(orgadmin, 'approver', ORG_BEIJING)).toBeUndefined();
    const res = await orgadmin.call(`${USERS}invite/`, {
      method: 'POST',
      headers: inOrg(ORG_BEIJING),
      json: { users: [outsider.id], org_roles: [ROLE.OrgAuditor] },
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({
      users: [outsider.id],
      org_roles: [{ id: ROLE.OrgAuditor, display_name: 'OrgAuditor', name: 'OrgAuditor' }],
    });
    const member = (await userNamed(orgadmin, 'approver', ORG_BEIJING))!;
    expect(member.org_roles).toEqual([expect.objectContaining({ id: ROLE.OrgAuditor })]);

    const removed = await orgadmin.call(`${USERS}${String(outsider.id)}/remove/`, {
      method: 'POST',
      headers: inOrg(ORG_BEIJING),
    });
    expect(removed.status).toBe(204);
    expect(await userNamed(orgadmin, 'approver', ORG_BEIJING)).toBeUndefined();
  });

  it('invite in the global organisation is a 400 "Not a valid org"', async () => {
    const admin = await as(backend, 'admin');
    const res = await admin.call(`${USERS}invite/?oid=root`, {
      method: 'POST',
      json: { users: ['x'], org_roles: ['y'] },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'Not a valid org' });
  });
});

describe("a user's access", () => {
  it('a permission through a group brings its asset into the granted assets, nodes and rules', async () => {
    const admin = await as(backend, 'admin');
    const user = (await userNamed(admin, 'loner', 'root'))!;
    const uid = String(user.id);
    const groups = (await (
      await admin.call('/api/v1/users/groups/?limit=1', { headers: inOrg(ORG_DEFAULT) })
    ).json()) as { results: Row[] };
    const group = groups.results[0]!;
    await admin.call('/api/v1/users/users-groups-relations/', {
      method: 'POST',
      json: [{ usergroup: group.id, user: uid }],
    });
    const assets = (await (
      await admin.call('/api/v1/assets/assets/?limit=1', { headers: inOrg(ORG_DEFAULT) })
    ).json()) as { results: Row[] };
    const asset = assets.results[0]!;
    const before = (await (
      await admin.call(`/api/v1/perms/users/${uid}/assets/?all=1`, { headers: inOrg(ORG_DEFAULT) })
    ).json()) as Row[];
    expect(before.map((a) => a.id)).not.toContain(asset.id);
    // Created without nodes or users: only the group and the asset.
    const created = await admin.call('/api/v1/perms/asset-permissions/', {
      method: 'POST',
      headers: inOrg(ORG_DEFAULT),
      json: {
        name: 'Through a group',
        user_groups: [group.id],
        assets: [asset.id],
        accounts: ['@ALL'],
        actions: ['connect'],
      },
    });
    expect(created.status).toBe(201);
    const perm = (await created.json()) as Row;
    const after = (await (
      await admin.call(`/api/v1/perms/users/${uid}/assets/?all=1`, { headers: inOrg(ORG_DEFAULT) })
    ).json()) as Row[];
    expect(after.map((a) => a.id)).toContain(asset.id);

    const tree = (await (
      await admin.call(`/api/v1/perms/users/${uid}/nodes/children/tree/?cache_policy=1`, {
        headers: inOrg(ORG_DEFAULT),
      })
    ).json()) as Row[];
    expect(tree.length).toBeGreaterThan(0);
    expect(tree[0]).toMatchObject({ isParent: expect.any(Boolean), meta: { type: 'node' } });

    const accounts = (await (
      await admin.call(`/api/v1/perms/users/${uid}/assets/${String(asset.id)}/accounts/`, {
        headers: inOrg(ORG_DEFAULT),
      })
    ).json()) as Row[];
    for (const a of accounts) expect(a.actions).toEqual([{ value: 'connect', label: 'Connect' }]);

    const rules = async (query: string) =>
      (
        (await (
          await admin.call(`/api/v1/perms/asset-permissions/?${query}`, {
            headers: inOrg(ORG_DEFAULT),
          })
        ).json()) as Row[]
      ).map((p) => p.id);
    expect(await rules(`user_id=${uid}`)).toContain(perm.id);
    expect(await rules('username=loner')).toContain(perm.id);
    expect(await rules(`user_id=${uid}&all=0`)).not.toContain(perm.id);
  });

  it('needs perms.view_userassets; an unknown user is a 404', async () => {
    const admin = await as(backend, 'admin');
    const me = (await userNamed(admin, 'user'))!;
    const user = await as(backend, 'user');
    expect((await user.call(`/api/v1/perms/users/${String(me.id)}/assets/`)).status).toBe(403);
    const res = await admin.call(
      '/api/v1/perms/users/00000000-0000-0000-0000-00000000dead/assets/',
    );
    expect(res.status).toBe(404);
  });
});
