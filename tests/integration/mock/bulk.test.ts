// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { Client, demoBackend, ORG_BEIJING, signInAs, tokenClient } from './client';

type Obj = Record<string, unknown> & { id: string };

const backend = demoBackend();
let admin: Client;

beforeAll(async () => {
  admin = await signInAs(backend, 'admin');
  admin.cookies.set('django_language', 'en');
});

async function spmOf(client: Client, ids: unknown[]): Promise<string> {
  const res = await client.post<{ spm: string }>('/api/v1/common/resources/cache/', {
    resources: ids,
  });
  expect(res.status).toBe(200);
  return res.body.spm;
}

async function groups(names: string[]): Promise<Obj[]> {
  const res = await admin.post<Obj[]>(
    '/api/v1/users/groups/',
    names.map((name) => ({ name })),
  );
  expect(res.status).toBe(201);
  return res.body;
}

describe('the spm resource cache (docs/wire.md §7.1)', () => {
  it('gives any signed-in user an spm, whatever the body', async () => {
    const loner = await signInAs(backend, 'loner');
    const spm = await spmOf(loner, []);
    expect(spm).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    const odd = await loner.post<{ spm: string }>('/api/v1/common/resources/cache/', {
      nothing: true,
    });
    expect(odd.status).toBe(200);
    const anonymous = await new Client(backend).post('/api/v1/common/resources/cache/', {});
    expect(anonymous.status).toBe(401);
  });

  it('expires after 300 s', async () => {
    const [g] = await groups(['Expiring']);
    const spm = await spmOf(admin, [g!.id]);
    expect((await admin.get<Obj[]>(`/api/v1/users/groups/?spm=${spm}`)).body).toHaveLength(1);
    backend.state.store.spm.get(spm)!.expires = Date.now() - 1;
    expect((await admin.get<Obj[]>(`/api/v1/users/groups/?spm=${spm}`)).body).toHaveLength(0);
  });
});

describe('bulk create', () => {
  it('creates an array on bulk resources; errors come back aligned and nothing is created', async () => {
    const before = (await admin.get<Obj[]>('/api/v1/users/groups/')).body.length;
    const bad = await admin.post('/api/v1/users/groups/', [
      { name: 'Bulk A' },
      {},
      { name: 'Bulk A2', comment: 1 },
    ]);
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual([{}, { name: ['This field is required.'] }, {}]);
    expect((await admin.get<Obj[]>('/api/v1/users/groups/')).body).toHaveLength(before);
    const ok = await admin.post<Obj[]>('/api/v1/users/groups/', [
      { name: 'Bulk A' },
      { name: 'Bulk B' },
    ]);
    expect(ok.status).toBe(201);
    expect(ok.body.map((g) => g.name)).toEqual(['Bulk A', 'Bulk B']);
  });
});

describe('bulk delete (docs/wire.md §7.2)', () => {
  it('deletes the rows an spm names (204)', async () => {
    const created = await groups(['Del 1', 'Del 2', 'Keep 3']);
    const spm = await spmOf(
      admin,
      created.slice(0, 2).map((g) => g.id),
    );
    const res = await admin.delete(`/api/v1/users/groups/?spm=${spm}`);
    expect(res.status).toBe(204);
    const left = (await admin.get<Obj[]>('/api/v1/users/groups/')).body.map((g) => g.name);
    expect(left).not.toContain('Del 1');
    expect(left).not.toContain('Del 2');
    expect(left).toContain('Keep 3');
  });

  it('refuses a filterless delete of a whole org-scoped table with 400 and an empty body', async () => {
    const beijing = await tokenClient(backend, 'admin', 'ChangeMe');
    beijing.useOrg(ORG_BEIJING);
    const before = (await beijing.get<Obj[]>('/api/v1/users/groups/')).body.length;
    const res = await beijing.raw('DELETE', '/api/v1/users/groups/');
    expect(res.status).toBe(400);
    expect(await res.text()).toBe('');
    expect((await beijing.get<Obj[]>('/api/v1/users/groups/')).body).toHaveLength(before);
    // A strict subset chosen by a filter is allowed.
    const one = (await beijing.get<Obj[]>('/api/v1/users/groups/')).body[0]!;
    expect(
      (await beijing.delete(`/api/v1/users/groups/?name=${encodeURIComponent(String(one.name))}`))
        .status,
    ).toBe(204);
  });

  it('users: the filtered set must be smaller than the visible set', async () => {
    const orgadmin = await signInAs(backend, 'orgadmin');
    orgadmin.useOrg(ORG_BEIJING);
    const all = (await orgadmin.get<Obj[]>('/api/v1/users/users/')).body;
    const everyone = await spmOf(
      orgadmin,
      all.map((u) => u.id),
    );
    const refused = await orgadmin.raw('DELETE', `/api/v1/users/users/?spm=${everyone}`);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toBe('');
    const victim = all.find((u) => String(u.username).startsWith('user0'))!;
    const one = await spmOf(orgadmin, [victim.id]);
    expect((await orgadmin.delete(`/api/v1/users/users/?spm=${one}`)).status).toBe(204);
    expect((await orgadmin.get(`/api/v1/users/users/${victim.id}/`)).status).toBe(404);
  });

  it('never deletes organisations in bulk', async () => {
    const orgs = (await admin.get<Obj[]>('/api/v1/orgs/orgs/')).body;
    const spm = await spmOf(admin, [orgs.find((o) => o.id === ORG_BEIJING)!.id]);
    const res = await admin.raw('DELETE', `/api/v1/orgs/orgs/?spm=${spm}`);
    expect(res.status).toBe(400);
    expect(await res.text()).toBe('');
  });

  it('needs the delete permission', async () => {
    const auditor = await signInAs(backend, 'auditor');
    const [g] = await groups(['Audited']);
    const spm = await spmOf(auditor, [g!.id]);
    expect((await auditor.delete(`/api/v1/users/groups/?spm=${spm}`)).status).toBe(403);
  });
});

describe('bulk update (docs/wire.md §7.3)', () => {
  it('PATCHes an array of {id|pk, …} and returns the updated objects', async () => {
    const [a, b] = await groups(['Upd A', 'Upd B']);
    const res = await admin.patch<Obj[]>('/api/v1/users/groups/', [
      { id: a!.id, comment: 'via id' },
      { pk: b!.id, comment: 'via pk' },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.map((g) => [g.name, g.comment])).toEqual([
      ['Upd A', 'via id'],
      ['Upd B', 'via pk'],
    ]);
  });

  it('answers errors aligned with the input, all or nothing', async () => {
    const [a, b] = await groups(['Err A', 'Err B']);
    const res = await admin.patch('/api/v1/users/groups/', [
      { id: a!.id, comment: 'fine' },
      { comment: 'no id' },
      { id: b!.id, name: 'x'.repeat(200) },
    ]);
    expect(res.status).toBe(400);
    expect(res.body).toEqual([
      {},
      'id or pk not in data',
      { name: ['Ensure this field has no more than 128 characters.'] },
    ]);
    expect((await admin.get<Obj>(`/api/v1/users/groups/${a!.id}/`)).body.comment).toBe('');
  });

  it('PUT requires the required fields of every item', async () => {
    const [a] = await groups(['Put A']);
    const res = await admin.put('/api/v1/users/groups/', [{ id: a!.id, comment: 'no name' }]);
    expect(res.body).toEqual([{ name: ['This field is required.'] }]);
  });

  it('is restricted to the filtered queryset of the current org', async () => {
    const [a, b] = await groups(['Scope A', 'Scope B']);
    const beijing = (await admin.get<Obj[]>(`/api/v1/users/groups/?oid=${ORG_BEIJING}`)).body[0]!;
    const outside = await admin.patch('/api/v1/users/groups/', [{ id: beijing.id, comment: 'x' }]);
    expect(outside.body).toEqual(['UserGroup matching query does not exist.']);
    const spm = await spmOf(admin, [a!.id]);
    const filtered = await admin.patch(`/api/v1/users/groups/?spm=${spm}`, [
      { id: a!.id, comment: 'in' },
      { id: b!.id, comment: 'out' },
    ]);
    expect(filtered.body).toEqual([{}, 'UserGroup matching query does not exist.']);
  });

  it('activates and deactivates assets with [{pk, is_active}]', async () => {
    const hosts = (
      await admin.get<{ results: Obj[] }>('/api/v1/assets/hosts/?limit=2&is_active=true')
    ).body.results;
    const res = await admin.patch<Obj[]>(
      '/api/v1/assets/hosts/',
      hosts.map((h) => ({ pk: h.id, is_active: false })),
    );
    expect(res.status).toBe(200);
    expect(res.body.every((h) => h.is_active === false)).toBe(true);
    const again = await admin.get<Obj>(`/api/v1/assets/assets/${hosts[0]!.id}/`);
    expect(again.body.is_active).toBe(false);
  });

  it('refuses a non-list body', async () => {
    const res = await admin.patch('/api/v1/users/groups/', { id: 'x' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      non_field_errors: ['Expected a list of items but got type "dict".'],
    });
  });
});
