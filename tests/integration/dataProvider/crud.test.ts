/**
 * react-admin's nine data provider methods against the demo backend: the exact requests on the
 * wire (docs/wire.md §6.2) and what react-admin gets back.
 */
import type { RaRecord } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import type { JmsDataProvider } from '../../../dataProvider';
import { setOrgSource } from '../../../dataProvider/httpClient';
import { signIn } from '../../support/backend';
import {
  cookie,
  expectConsoleHeaders,
  json,
  ORG_DEFAULT,
  startRecordingBackend,
  setConsoleOrg,
  adminProvider,
} from './support';

const wire = startRecordingBackend();
const USERS = 'console/users/users';
const LIST = '/api/v1/users/users/';
const BEIJING = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

let dp: JmsDataProvider;

beforeEach(async () => {
  dp = await adminProvider(wire);
});

/** The backend's own answer to a GET, in the same org and time zone, for comparison. */
async function backendGet<T>(pathAndQuery: string): Promise<T> {
  const headers = {
    'X-TZ': Intl.DateTimeFormat().resolvedOptions().timeZone,
    'X-JMS-ORG': ORG_DEFAULT,
  };
  const res = await wire.backend.handle(
    new Request(`http://127.0.0.1${pathAndQuery}`, { headers }),
    document.cookie,
  );
  return res.json() as Promise<T>;
}

function backendList(query: string): Promise<{ count: number; results: RaRecord[] }> {
  return backendGet(`${LIST}?${query}`);
}

async function someUsers(n: number): Promise<RaRecord[]> {
  const page = await backendList(`limit=${n}&offset=0&order=name`);
  return page.results;
}

describe('reads', () => {
  it('getList: limit/offset, order with -, search from q, declared filters, the three headers', async () => {
    const result = await dp.getList(USERS, {
      pagination: { page: 2, perPage: 15 },
      sort: { field: 'name', order: 'DESC' },
      filter: { q: 'a', is_active: true, source: { value: 'local', label: 'Local' } },
    });
    const [req, ...rest] = await wire.api();
    expect(rest).toEqual([]);
    expect(req!.method).toBe('GET');
    expect(req!.path).toBe(LIST);
    expect(req!.query).toEqual({
      limit: '15',
      offset: '15',
      order: '-name',
      search: 'a',
      is_active: 'True',
      source: 'local',
    });
    expectConsoleHeaders(req!);

    const expected = await backendList(
      'limit=15&offset=15&order=-name&search=a&is_active=True&source=local',
    );
    expect(result.total).toBe(expected.count);
    expect(result.data.map((u) => u.id)).toEqual(expected.results.map((u) => u.id));
    expect(result.data.length).toBeGreaterThan(0);
  });

  it('getList: the date range goes out as date_from/date_to ISO datetimes', async () => {
    await dp.getList(USERS, {
      pagination: { page: 1, perPage: 15 },
      sort: { field: 'name', order: 'ASC' },
      filter: {
        date_from: new Date('2026-10-25T16:00:00.000Z'),
        date_to: '2026-11-01T15:59:59.000Z',
      },
    });
    const [req] = await wire.api();
    expect(req!.query).toMatchObject({
      date_from: '2026-10-25T16:00:00.000Z',
      date_to: '2026-11-01T15:59:59.000Z',
    });
  });

  it("getList: `meta.url` reads another list URL (a relation tab's) with the same query", async () => {
    await dp.getList(USERS, {
      pagination: { page: 1, perPage: 15 },
      sort: { field: 'name', order: 'ASC' },
      filter: { is_active: true },
      meta: { url: '/api/v1/users/groups/' },
    });
    const [req] = await wire.api();
    expect(req!.path).toBe('/api/v1/users/groups/');
    expect(req!.query).toEqual({ limit: '15', offset: '0', order: 'name', is_active: 'True' });
  });

  it('getOne: GET <list><id>/, the same record shape as the list', async () => {
    const [first] = await someUsers(1);
    const { data } = await dp.getOne(USERS, { id: first!.id });
    const [req] = await wire.api();
    expect(req!.method).toBe('GET');
    expect(req!.path).toBe(`${LIST}${first!.id}/`);
    expect(req!.query).toEqual({});
    expectConsoleHeaders(req!);
    expect(data).toEqual(first);
  });

  it('getMany: one request with ids=, no paging', async () => {
    const users = await someUsers(3);
    const ids = users.map((u) => u.id);
    const { data } = await dp.getMany(USERS, { ids });
    const sent = await wire.api();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.path).toBe(LIST);
    expect(sent[0]!.query).toEqual({ ids: ids.join(',') });
    expect(data.map((u) => u.id).sort()).toEqual([...ids].sort());
  });

  it('getManyReference: the target becomes a filter of the list query', async () => {
    const SYSTEM_ADMIN = '00000000-0000-0000-0000-000000000001';
    const result = await dp.getManyReference(USERS, {
      target: 'system_roles',
      id: SYSTEM_ADMIN,
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'username', order: 'ASC' },
      filter: {},
    });
    const [req] = await wire.api();
    expect(req!.query).toEqual({
      limit: '10',
      offset: '0',
      order: 'username',
      system_roles: SYSTEM_ADMIN,
    });
    expect(result.data.length).toBeGreaterThan(0);
    for (const user of result.data) {
      expect((user.system_roles as { id: string }[]).map((r) => r.id)).toContain(SYSTEM_ADMIN);
    }
  });
});

describe('writes', () => {
  it('create: POST <list> with raw values, the secret encrypted, no secret in the result', async () => {
    const [group] = (await backendGet<{ results: RaRecord[] }>('/api/v1/users/groups/?limit=1'))
      .results;
    const { data } = await dp.create(USERS, {
      data: {
        name: 'Wire Test',
        username: 'wiretest',
        email: 'wiretest@example.com',
        password_strategy: { value: 'custom', label: 'Set password' },
        password: 'Wire@2026',
        mfa_level: { value: 0, label: 'Disable' },
        groups: [{ id: group!.id, name: group!.name }],
        is_active: true,
        date_joined: '2026/11/01 08:00:00 +0000',
      },
    });
    const sent = await wire.api();
    // The form's metadata comes from the cached OPTIONS of the list URL, then the POST.
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([`OPTIONS ${LIST}`, `POST ${LIST}`]);
    const post = sent[1]!;
    expectConsoleHeaders(post);
    expect(post.headers.get('content-type')).toBe('application/json');
    const body = json(post) as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'Wire Test',
      username: 'wiretest',
      email: 'wiretest@example.com',
      password_strategy: 'custom',
      mfa_level: 0,
      groups: [group!.id],
      is_active: true,
    });
    // Read-only fields are not sent; the password leaves the browser encrypted.
    expect(body).not.toHaveProperty('date_joined');
    expect(body.password).toMatch(/^[A-Za-z0-9+/]+=*:[A-Za-z0-9+/]+=*$/);
    expect(data).toMatchObject({ name: 'Wire Test', username: 'wiretest' });
    expect(data).not.toHaveProperty('password');

    // The backend decrypted it: the new user signs in with the password typed.
    document.cookie = 'jms_sessionid=; path=/; max-age=0';
    await signIn('wiretest', 'Wire@2026');
  });

  it('create: a 400 becomes react-admin form errors on the fields', async () => {
    const [existing] = await someUsers(1);
    const error = await dp
      .create(USERS, { data: { name: '', username: existing!.username, email: 'not-an-email' } })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, message: 'app.http.bad_request' });
    const errors = (error as { body: { errors: Record<string, unknown> } }).body.errors;
    expect(Object.keys(errors).sort()).toEqual(
      expect.arrayContaining(['email', 'name', 'username']),
    );
    for (const value of Object.values(errors)) expect(typeof value).toBe('string');
  });

  it('update: PUT <list><id>/ with the edited record in raw values; an empty password is not sent', async () => {
    const [first] = await someUsers(1);
    const { data: record } = await dp.getOne(USERS, { id: first!.id });
    wire.clear();
    const { data } = await dp.update(USERS, {
      id: record.id,
      data: { ...record, comment: 'edited on the wire', password: '' },
      previousData: record,
    });
    const sent = await wire.api();
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([
      `OPTIONS ${LIST}`,
      `PUT ${LIST}${record.id}/`,
    ]);
    expectConsoleHeaders(sent[1]!);
    const body = json(sent[1]!) as Record<string, unknown>;
    expect(body.comment).toBe('edited on the wire');
    expect(body).not.toHaveProperty('password');
    expect(body).not.toHaveProperty('date_joined');
    expect(body.source).toBe((record.source as { value: string }).value);
    expect(body.groups).toEqual((record.groups as { id: string }[]).map((g) => g.id));
    expect(data.comment).toBe('edited on the wire');
  });

  it('updateMany: PATCH <list> with an array of {fields, id}', async () => {
    const users = (await someUsers(4)).filter((u) => u.username !== 'admin').slice(0, 2);
    const ids = users.map((u) => u.id);
    const result = await dp.updateMany(USERS, { ids, data: { is_active: false } });
    const sent = await wire.api();
    const patch = sent.find((r) => r.method === 'PATCH')!;
    expect(patch.path).toBe(LIST);
    expect(patch.query).toEqual({});
    expectConsoleHeaders(patch);
    expect(json(patch)).toEqual(ids.map((id) => ({ is_active: false, id })));
    expect(result.data).toEqual(ids);
    const after = await dp.getMany(USERS, { ids });
    expect(after.data.map((u) => u.is_active)).toEqual([false, false]);
  });

  it("updateMany: per-row 400s become one form's errors joined with ';'", async () => {
    const users = (await someUsers(4)).filter((u) => u.username !== 'admin').slice(0, 2);
    const taken = (await someUsers(1))[0]!.email;
    const error = await dp
      .updateMany(USERS, { ids: users.map((u) => u.id), data: { email: taken } })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400 });
    const body = (error as { body: { errors: Record<string, string>; items: unknown[] } }).body;
    // The server's per-row array stays available; the form gets one message per field.
    expect(body.items).toHaveLength(2);
    expect(body.errors).toEqual({ email: expect.stringMatching(/already exists/) });
  });

  it('delete: DELETE <list><id>/ answers the record react-admin had', async () => {
    const [, victim] = await someUsers(3);
    const { data } = await dp.delete(USERS, { id: victim!.id, previousData: victim });
    const [req] = await wire.api();
    expect(req!.method).toBe('DELETE');
    expect(req!.path).toBe(`${LIST}${victim!.id}/`);
    expect(req!.body).toBe('');
    expectConsoleHeaders(req!);
    expect(data).toEqual(victim);
    await expect(dp.getOne(USERS, { id: victim!.id })).rejects.toMatchObject({ status: 404 });
  });

  it('deleteMany: POST the ids to the resource cache, then DELETE <list>?spm=', async () => {
    const victims = (await someUsers(5)).filter((u) => u.username !== 'admin').slice(0, 2);
    const ids = victims.map((u) => u.id);
    const result = await dp.deleteMany(USERS, { ids });
    const [cache, del, ...rest] = await wire.api();
    expect(rest).toEqual([]);
    expect(cache!.method).toBe('POST');
    expect(cache!.path).toBe('/api/v1/common/resources/cache/');
    expect(json(cache!)).toEqual({ resources: ids });
    expectConsoleHeaders(cache!);
    expect(del!.method).toBe('DELETE');
    expect(del!.path).toBe(LIST);
    expect(del!.query.spm).toMatch(/^[0-9a-f-]{36}$/);
    expect(Object.keys(del!.query)).toEqual(['spm']);
    expectConsoleHeaders(del!);
    expect(result.data).toEqual(ids);
    const after = await dp.getMany(USERS, { ids });
    expect(after.data).toEqual([]);
  });
});

describe('headers', () => {
  it('X-CSRFToken comes from the {prefix}csrftoken cookie named by SESSION_COOKIE_NAME_PREFIX', async () => {
    expect(cookie('SESSION_COOKIE_NAME_PREFIX')).toBe('jms_');
    await dp.getList(USERS, {
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    const [req] = await wire.api();
    expect(req!.headers.get('x-csrftoken')).toBe(cookie('jms_csrftoken'));
  });

  it('X-JMS-ORG: the oid query first; without the extended edition Default unless System', async () => {
    const other = '11111111-2222-3333-4444-555555555555';
    const system = '00000000-0000-0000-0000-000000000004';
    const call = () => dp.call('GET', '/api/v1/orgs/orgs/current/');
    setConsoleOrg(other, true);
    await call();
    history.replaceState(null, '', `/ui/console/users/users?oid=${ORG_DEFAULT}`);
    await call();
    history.replaceState(null, '', '/ui/console/users/users');
    setConsoleOrg(other, false);
    await call();
    setConsoleOrg(system, false);
    await call();
    const orgs = (await wire.api()).map((r) => r.headers.get('x-jms-org'));
    expect(orgs).toEqual([other, ORG_DEFAULT, ORG_DEFAULT, system]);
  });

  it('X-JMS-ORG before the org is known: the org cookie, else Default (what the backend would use)', async () => {
    setOrgSource(null);
    await dp.call('GET', '/api/v1/orgs/orgs/current/');
    document.cookie = `X-JMS-ORG=${BEIJING}; path=/`;
    const current = await dp.call<{ id: string }>('GET', '/api/v1/orgs/orgs/current/');
    const orgs = (await wire.api()).map((r) => r.headers.get('x-jms-org'));
    expect(orgs).toEqual([ORG_DEFAULT, BEIJING]);
    expect(current.id).toBe(BEIJING);
  });
});
