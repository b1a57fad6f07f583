// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { demoBackend, ORG_BEIJING, ORG_DEFAULT, ORG_ROOT, signInAs, type Client } from './client';

type Obj = Record<string, unknown> & { id: string };

const backend = demoBackend();
let admin: Client;

beforeAll(async () => {
  admin = await signInAs(backend, 'admin');
  admin.cookies.set('django_language', 'en');
});

describe('single-object CRUD (docs/wire.md §6.2)', () => {
  it('creates, reads, updates (PUT and PATCH) and deletes a user group', async () => {
    const created = await admin.post<Obj>('/api/v1/users/groups/', {
      name: 'CRUD group',
      comment: 'first',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'CRUD group',
      comment: 'first',
      org_id: ORG_DEFAULT,
      org_name: 'Default',
      created_by: 'Administrator(admin)',
      users: [],
    });
    expect(created.body.date_created).toMatch(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2} [+-]\d{4}$/);
    const url = `/api/v1/users/groups/${created.body.id}/`;

    const got = await admin.get<Obj>(url);
    expect(got.body).toEqual(created.body);

    const patched = await admin.patch<Obj>(url, { comment: 'second' });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ name: 'CRUD group', comment: 'second' });

    const putMissing = await admin.put(url, { comment: 'third' });
    expect(putMissing.status).toBe(400);
    expect(putMissing.body).toEqual({ name: ['This field is required.'] });

    const put = await admin.put<Obj>(url, { name: 'CRUD group renamed' });
    expect(put.status).toBe(200);
    expect(put.body.name).toBe('CRUD group renamed');

    const del = await admin.delete(url);
    expect(del.status).toBe(204);
    expect(del.body).toBeNull();
    const gone = await admin.get(url);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({
      detail: 'UserGroup object does not exist.',
      code: 'object_does_not_exist',
    });
  });

  it('ignores read-only and unknown keys; server columns are set by the server', async () => {
    const res = await admin.post<Obj>('/api/v1/users/groups/', {
      name: 'Readonly keys',
      created_by: 'Mallory',
      org_id: ORG_BEIJING,
      date_created: '2001/01/01 00:00:00 +0000',
      '@status': 'pending',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ created_by: 'Administrator(admin)', org_id: ORG_DEFAULT });
    expect(res.body.date_created).not.toContain('2001');
  });

  it('accepts the input forms of docs/wire.md §1.2: choices as objects, FKs as {pk}, m2m lists, datetimes', async () => {
    const groups = await admin.get<Obj[]>('/api/v1/users/groups/');
    const [g1, g2] = groups.body;
    const res = await admin.post<Obj>('/api/v1/users/users/', {
      name: 'Input Forms',
      username: 'input-forms',
      email: 'input-forms@example.com',
      source: { value: 'ldap', label: 'LDAP/AD' },
      mfa_level: '1',
      groups: [{ pk: g1!.id }, g2!.id],
      system_roles: [{ id: '00000000-0000-0000-0000-000000000002' }],
      date_expired: '2030/01/02 03:04:05 +0800',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      source: { value: 'ldap', label: 'LDAP/AD' },
      mfa_level: { value: 1, label: 'Enable' },
      groups: [
        { id: g1!.id, name: g1!.name },
        { id: g2!.id, name: g2!.name },
      ],
      system_roles: [{ id: '00000000-0000-0000-0000-000000000002', display_name: 'SystemAuditor' }],
      org_roles: [{ id: '00000000-0000-0000-0000-000000000007' }],
      date_expired: '2030/01/02 03:04:05 +0800',
    });
    for (const when of ['2030-01-02T03:04:05+08:00', '2030-01-02 03:04:05 +0800']) {
      const patched = await admin.patch<Obj>(`/api/v1/users/users/${res.body.id}/`, {
        date_expired: when,
      });
      expect(patched.body.date_expired).toBe('2030/01/02 03:04:05 +0800');
    }
    const bad = await admin.patch(`/api/v1/users/users/${res.body.id}/`, {
      date_expired: 'tomorrow-ish',
    });
    expect(bad.status).toBe(400);
    expect((bad.body as Record<string, string[]>).date_expired![0]).toMatch(
      /^Datetime has wrong format/,
    );
  });

  it('stores a many-to-many relation the request leaves out as an empty list, as the serializer does', async () => {
    const users = (await admin.get<{ results: Obj[] }>('/api/v1/users/users/?limit=1')).body;
    const created = await admin.post<Obj>('/api/v1/perms/asset-permissions/', {
      name: 'no nodes, no groups',
      users: [users.results[0]!.id],
      actions: ['connect'],
    });
    expect(created.status).toBe(201);
    const row = backend.state.store.find('perms.asset_permissions', created.body.id)!;
    expect(row).toMatchObject({
      users: [users.results[0]!.id],
      user_groups: [],
      assets: [],
      nodes: [],
    });
  });

  it('writes bit-choice actions as names, {value} objects or "all"', async () => {
    const base = { name: 'Actions perm' };
    const a = await admin.post<Obj>('/api/v1/perms/asset-permissions/', {
      ...base,
      actions: ['connect', { value: 'upload' }],
    });
    expect(a.status).toBe(201);
    expect(a.body.actions).toEqual([
      { value: 'connect', label: 'Connect' },
      { value: 'upload', label: 'Upload' },
    ]);
    expect(a.body).toMatchObject({ is_valid: true, is_expired: false });
    const all = await admin.patch<Obj>(`/api/v1/perms/asset-permissions/${a.body.id}/`, {
      actions: ['all'],
    });
    expect((all.body.actions as { value: string }[]).map((x) => x.value)).toEqual([
      'connect',
      'upload',
      'download',
      'copy',
      'paste',
    ]);
    const bad = await admin.patch(`/api/v1/perms/asset-permissions/${a.body.id}/`, {
      actions: ['teleport'],
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ actions: ['Invalid choice: teleport'] });
  });

  it('answers 400 parse_error for a malformed JSON body and for a non-object body', async () => {
    const res = await admin.call('POST', '/api/v1/users/groups/', {
      body: '{"name": ',
      contentType: 'application/json',
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'parse_error' });
    expect((res.body as { detail: string }).detail).toMatch(/^JSON parse error - /);
    const str = await admin.post('/api/v1/users/groups/', 'just a string');
    expect(str.status).toBe(400);
    expect(str.body).toEqual({
      non_field_errors: ['Invalid data. Expected a dictionary, but got str.'],
    });
  });

  it('answers 405 for writes on read-only viewsets and for bulk methods on plain lists', async () => {
    const log = await admin.post('/api/v1/audits/login-logs/', { username: 'x' });
    expect(log.status).toBe(405);
    expect(log.body).toEqual({ detail: 'Method "POST" not allowed.', code: 'method_not_allowed' });
    const platforms = await admin.delete('/api/v1/assets/platforms/');
    expect(platforms.status).toBe(405);
  });
});

describe('CSRF, permissions and organisations', () => {
  it('refuses an unsafe session request without X-CSRFToken (403), token clients need none', async () => {
    const res = await admin.call('POST', '/api/v1/users/groups/', {
      json: { name: 'No CSRF' },
      noCsrf: true,
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      detail: 'CSRF Failed: CSRF token missing or incorrect.',
      code: 'permission_denied',
    });
  });

  it('checks add/change/delete per method', async () => {
    const auditor = await signInAs(backend, 'auditor');
    auditor.cookies.set('django_language', 'en');
    const denied = {
      detail: 'You do not have permission to perform this action.',
      code: 'permission_denied',
    };
    const create = await auditor.post('/api/v1/users/groups/', { name: 'Auditor group' });
    expect(create.status).toBe(403);
    expect(create.body).toEqual(denied);
    const group = (await admin.get<Obj[]>('/api/v1/users/groups/')).body[0]!;
    expect(
      (await auditor.patch(`/api/v1/users/groups/${group.id}/`, { comment: 'x' })).status,
    ).toBe(403);
    expect((await auditor.delete(`/api/v1/users/groups/${group.id}/`)).status).toBe(403);
    const user = await signInAs(backend, 'user');
    expect((await user.get('/api/v1/users/users/')).status).toBe(403);
    expect((await user.post('/api/v1/users/users/', {})).status).toBe(403);
  });

  it('an org admin writes in its orgs; rows of other orgs are not found', async () => {
    const orgadmin = await signInAs(backend, 'orgadmin');
    orgadmin.useOrg(ORG_BEIJING);
    const created = await orgadmin.post<Obj>('/api/v1/users/groups/', { name: 'Beijing only' });
    expect(created.status).toBe(201);
    expect(created.body.org_id).toBe(ORG_BEIJING);
    const fromDefault = await admin.patch(`/api/v1/users/groups/${created.body.id}/`, {
      comment: 'x',
    });
    expect(fromDefault.status).toBe(404);
  });

  it('refuses creates in the root org (500 "Please save in a org"); existing rows keep their org on update', async () => {
    admin.useOrg(ORG_ROOT);
    try {
      const res = await admin.post('/api/v1/users/groups/', { name: 'Root group' });
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ detail: 'Please save in a org', code: 'unexpect_error' });
      const invalid = await admin.post('/api/v1/users/groups/', {});
      expect(invalid.status).toBe(400);
      const beijing = (await admin.get<Obj[]>(`/api/v1/users/groups/?oid=${ORG_BEIJING}`)).body[0]!;
      const updated = await admin.patch<Obj>(`/api/v1/users/groups/${beijing.id}/`, {
        comment: 'edited from root',
      });
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({ org_id: ORG_BEIJING, comment: 'edited from root' });
    } finally {
      admin.useOrg(ORG_DEFAULT);
    }
  });
});

describe('deletes', () => {
  it('deleting a user group drops the membership (groups are not protected)', async () => {
    const group = await admin.post<Obj>('/api/v1/users/groups/', { name: 'Delete me' });
    const user = (await admin.get<Obj[]>('/api/v1/users/users/?username=user')).body[0]!;
    const joined = await admin.patch<Obj>(`/api/v1/users/groups/${group.body.id}/`, {
      users: [user.id],
    });
    expect(joined.body).toMatchObject({ users: [{ id: user.id }], users_amount: 1 });
    const withGroup = await admin.get<{ groups: { id: string }[] }>(
      `/api/v1/users/users/${user.id}/`,
    );
    expect(withGroup.body.groups.map((g) => g.id)).toContain(group.body.id);
    expect((await admin.delete(`/api/v1/users/groups/${group.body.id}/`)).status).toBe(204);
    const after = await admin.get<{ groups: { id: string }[] }>(`/api/v1/users/users/${user.id}/`);
    expect(after.body.groups.map((g) => g.id)).not.toContain(group.body.id);
  });

  it('a platform used by assets is referenced_by_others; an unused one deletes', async () => {
    const platforms = await admin.get<(Obj & { internal: boolean })[]>('/api/v1/assets/platforms/');
    const custom = platforms.body.filter((p) => !p.internal);
    let used: Obj | undefined;
    for (const p of custom) {
      const assets = await admin.get<{ count: number }>(
        `/api/v1/assets/assets/?platform=${p.id}&limit=1&oid=root`,
      );
      if (assets.body.count > 0) {
        used = p;
        break;
      }
    }
    expect(used).toBeDefined();
    const refused = await admin.delete(`/api/v1/assets/platforms/${used!.id}/`);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      detail: 'Is referenced by other objects and cannot be deleted',
      code: 'referenced_by_others',
    });

    const internal = platforms.body.find((p) => p.internal)!;
    const protectedRes = await admin.delete(`/api/v1/assets/platforms/${internal.id}/`);
    expect(protectedRes.status).toBe(403);
    expect(protectedRes.body).toMatchObject({ detail: 'Internal platform' });

    const fresh = await admin.post<Obj>('/api/v1/assets/platforms/', {
      name: 'Disposable-Linux',
      category: 'host',
      type: 'linux',
      charset: 'utf-8',
      protocols: [{ name: 'ssh', port: 22 }],
    });
    expect(fresh.status).toBe(201);
    expect(typeof fresh.body.id).toBe('number');
    expect((await admin.delete(`/api/v1/assets/platforms/${fresh.body.id}/`)).status).toBe(204);
  });
});
