// @vitest-environment node
/**
 * The demo backend's answers to the console extras of issue 33 (docs/domain.md §6.12, §4.8, §5.4,
 * §5.5, §8.8, §15.3, §2.7), odd ones included: session join records, push-account records, an
 * automation's assets and nodes (200 `{"error"}` refusals, the misspelt push URL), the accounts one
 * may switch from (a bare array), favourite assets, the built-in variables help and a node's
 * detail.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBackend } from '../../../mock/backend';
import { ORG_DEFAULT } from '../../../mock/rbac';
import type { Row } from '../../../mock/types';
import { as, Client } from './client';

const backend = createBackend({ now: new Date('2026-11-01T08:00:00Z') });
afterEach(() => backend.reset());
const store = () => backend.state.store;
const ids = (rows: { id: unknown }[]) => rows.map((r) => String(r.id));

describe('session join records', () => {
  it('lists a session’s joiners (name(username), newest first) to auditors, not to users', async () => {
    const record = store()
      .rows('terminal.session_join_records')
      .find((r) => r.org_id === ORG_DEFAULT)!;
    const sid = String(record.session);
    const stored = store()
      .rows('terminal.session_join_records')
      .filter((r) => r.session === sid);
    const auditor = await as(backend, 'auditor');
    const page = await auditor.getJson<{ count: number; results: Row[] }>(
      `/api/v1/terminal/session-join-records/?session=${sid}&limit=15&offset=0`,
    );
    expect(page.count).toBe(stored.length);
    const joiner = store().find('users.users', record.joiner)!;
    const row = page.results.find((r) => r.id === record.id)!;
    expect(row).toMatchObject({
      joiner_display: `${String(joiner.name)}(${String(joiner.username)})`,
      session: { id: sid },
      joiner: { id: joiner.id, name: joiner.name },
      login_from: { value: 'WT', label: 'Web Terminal' },
      org_name: 'Default',
    });
    const joined = page.results.map((r) => String(r.date_joined));
    expect([...joined].sort().reverse()).toEqual(joined);
    const user = await as(backend, 'user');
    expect((await user.get('/api/v1/terminal/session-join-records/')).status).toBe(403);
  });

  it('refuses every DELETE and marks a joiner gone with `finished`', async () => {
    const admin = await as(backend, 'admin');
    const record = store()
      .rows('terminal.session_join_records')
      .find((r) => r.org_id === ORG_DEFAULT && !r.is_finished)!;
    const url = `/api/v1/terminal/session-join-records/${String(record.id)}/`;
    expect((await admin.send('DELETE', url)).status).toBe(405);
    const res = await admin.send('PATCH', `${url}finished/`);
    expect(await res.json()).toEqual({ msg: 'ok' });
    expect(record).toMatchObject({ is_finished: true, date_left: expect.any(String) });
  });
});

describe('push-account records', () => {
  it('lists an execution’s records; an unknown execution filters nothing', async () => {
    const admin = await as(backend, 'admin');
    const record = store().rows('accounts.push_account_records')[0]!;
    const exec = String(record.execution);
    const mine = store()
      .rows('accounts.push_account_records')
      .filter((r) => r.execution === exec);
    const page = await admin.getJson<{ count: number; results: Row[] }>(
      `/api/v1/accounts/push-account-records/?execution_id=${exec}&limit=15`,
    );
    expect(ids(page.results).sort()).toEqual(ids(mine).sort());
    expect(page.results[0]).toMatchObject({
      execution: { id: exec },
      asset: { id: expect.any(String), name: expect.any(String) },
      account: { id: expect.any(String), name: expect.any(String) },
      timedelta: expect.stringMatching(/^\d+\.\d{3}$/),
    });
    const unknown = await admin.getJson<Row[]>(
      '/api/v1/accounts/push-account-records/?execution_id=00000000-0000-0000-0000-0000000000ff',
    );
    expect(unknown.length).toBeGreaterThan(mine.length);
    // Read-only, and only change-secret record viewers.
    expect((await admin.send('POST', '/api/v1/accounts/push-account-records/', {})).status).toBe(
      405,
    );
    const user = await as(backend, 'user');
    expect((await user.get('/api/v1/accounts/push-account-records/')).status).toBe(403);
  });

  it('a push execution writes one record per pushed account', async () => {
    const admin = await as(backend, 'admin');
    const automation = store()
      .rows('accounts.push_automations')
      .find((a) => a.org_id === ORG_DEFAULT)!;
    // An asset holding one of the usernames it pushes.
    const root = store()
      .rows('accounts.accounts')
      .find((a) => a.org_id === ORG_DEFAULT && a.username === 'root')!;
    automation.assets = [root.asset];
    const res = await admin.send('POST', '/api/v1/accounts/push-account-executions/', {
      automation: automation.id,
    });
    const { task } = (await res.json()) as { task: string };
    await vi.waitFor(
      () =>
        expect(
          store()
            .rows('accounts.push_account_records')
            .filter((r) => r.execution === task)
            .map((r) => r.account),
        ).toEqual([root.id]),
      { timeout: 15000, interval: 200 },
    );
  });
});

describe('automation assets and nodes', () => {
  const automation = () =>
    store()
      .rows('accounts.change_secret_automations')
      .find((a) => a.org_id === ORG_DEFAULT)!;
  const base = (a: Row) => `/api/v1/accounts/change-secret/${String(a.id)}`;

  it('lists the direct assets and those under the nodes as {id, name, address}', async () => {
    const admin = await as(backend, 'admin');
    const a = automation();
    const all = await admin.getJson<Row[]>(`${base(a)}/assets/`);
    for (const id of a.assets as string[]) expect(ids(all)).toContain(id);
    expect(all.length).toBeGreaterThan((a.assets as string[]).length);
    const page = await admin.getJson<{ count: number; results: Row[] }>(
      `${base(a)}/assets/?limit=15&offset=0`,
    );
    expect([page.count, page.results.length]).toEqual([all.length, 15]);
    const byAddress = await admin.getJson<Row[]>(`${base(a)}/assets/?order=-address`);
    const addresses = byAddress.map((r) => String(r.address));
    expect(addresses).toEqual([...addresses].sort((x, y) => y.localeCompare(x)));
    expect(Object.keys(page.results[0]!).sort()).toEqual(['address', 'id', 'name']);
    const name = String(page.results[0]!.name);
    const searched = await admin.getJson<Row[]>(`${base(a)}/assets/?search=${name}`);
    expect(
      searched.every((r) => String(r.name).includes(name) || String(r.address).includes(name)),
    ).toBe(true);
  });

  it('adds and removes direct assets; refusals come back as 200 {"error"}', async () => {
    const admin = await as(backend, 'admin');
    const a = automation();
    const extra = store()
      .rows('assets.assets')
      .find((x) => x.org_id === ORG_DEFAULT && !(a.assets as string[]).includes(String(x.id)))!;
    const add = await admin.send('PATCH', `${base(a)}/asset/add/`, { assets: [extra.id] });
    expect([add.status, await add.json()]).toEqual([200, { msg: 'ok' }]);
    expect(a.assets).toContain(extra.id);
    expect(await (await admin.get(`${base(a)}/asset/add/`)).json()).toEqual({
      id: a.id,
      assets: a.assets,
    });
    const remove = await admin.send('PATCH', `${base(a)}/asset/remove/`, { assets: [extra.id] });
    expect(await remove.json()).toEqual({ msg: 'ok' });
    expect(a.assets).not.toContain(extra.id);

    const bad = await admin.send('PATCH', `${base(a)}/asset/add/`, { assets: ['nope'] });
    expect([bad.status, await bad.json()]).toEqual([
      200,
      { error: { assets: ['Invalid pk "nope" - object does not exist.'] } },
    ]);
    const str = await admin.send('PATCH', `${base(a)}/asset/add/`, { assets: String(extra.id) });
    expect(await str.json()).toEqual({
      error: { assets: ['Expected a list of items but got type "str".'] },
    });
    expect(await (await admin.send('PATCH', `${base(a)}/asset/add/`, {})).json()).toEqual({
      msg: 'ok',
    });
  });

  it('adds and removes nodes with ?action=; any other action is refused in a 200', async () => {
    const admin = await as(backend, 'admin');
    const a = automation();
    const node = store()
      .rows('assets.nodes')
      .find((n) => n.org_id === ORG_DEFAULT && !(a.nodes as string[]).includes(String(n.id)))!;
    await admin.send('PATCH', `${base(a)}/nodes/?action=add`, { nodes: [node.id] });
    expect(a.nodes).toContain(node.id);
    await admin.send('PATCH', `${base(a)}/nodes/?action=remove`, { nodes: [node.id] });
    expect(a.nodes).not.toContain(node.id);
    const odd = await admin.send('PATCH', `${base(a)}/nodes/?action=set`, { nodes: [node.id] });
    expect([odd.status, await odd.json()]).toEqual([
      200,
      { error: "The parameter 'action' must be [add,remove]" },
    ]);
  });

  it('push adds assets only through the misspelt push-accountt URL', async () => {
    const admin = await as(backend, 'admin');
    const push = store()
      .rows('accounts.push_automations')
      .find((a) => a.org_id === ORG_DEFAULT)!;
    const extra = store()
      .rows('assets.assets')
      .find((x) => x.org_id === ORG_DEFAULT && !(push.assets as string[]).includes(String(x.id)))!;
    const body = { assets: [extra.id] };
    const id = String(push.id);
    expect(
      (await admin.send('PATCH', `/api/v1/accounts/push-account/${id}/asset/add/`, body)).status,
    ).toBe(404);
    const ok = await admin.send('PATCH', `/api/v1/accounts/push-accountt/${id}/asset/add/`, body);
    expect(await ok.json()).toEqual({ msg: 'ok' });
    expect(push.assets).toContain(extra.id);
    const listed = await admin.getJson<Row[]>(`/api/v1/accounts/push-account/${id}/assets/`);
    expect(ids(listed)).toContain(extra.id);
  });

  it('checks the automation’s change permission, its organisation and its existence', async () => {
    const a = automation();
    const auditor = await as(backend, 'auditor');
    expect((await auditor.send('PATCH', `${base(a)}/asset/add/`, { assets: [] })).status).toBe(403);
    const orgAdmin = await as(backend, 'orgadmin');
    expect((await orgAdmin.send('PATCH', `${base(a)}/asset/add/`, { assets: [] })).status).toBe(
      200,
    );
    const admin = await as(backend, 'admin');
    const missing = '/api/v1/accounts/change-secret/00000000-0000-0000-0000-0000000000ff/assets/';
    expect((await admin.get(missing)).status).toBe(404);
  });
});

describe('switch-from accounts', () => {
  const URL = '/api/v1/accounts/accounts/su-from-accounts/';
  const assetWithAccounts = () => {
    const byAsset = new Map<string, Row[]>();
    for (const a of store().rows('accounts.accounts'))
      if (a.org_id === ORG_DEFAULT)
        byAsset.set(String(a.asset), [...(byAsset.get(String(a.asset)) ?? []), a]);
    return [...byAsset.values()].find((accounts) => accounts.length >= 3)!;
  };

  it('offers the asset’s other accounts, not itself nor those switching from it, as a bare array', async () => {
    const admin = await as(backend, 'admin');
    const [account, switching, other] = assetWithAccounts();
    switching!.su_from = account!.id;
    const answer = await admin.getJson<Row[]>(
      `${URL}?account=${String(account!.id)}&fields_size=mini&limit=10&offset=0`,
    );
    expect(Array.isArray(answer)).toBe(true);
    expect(ids(answer)).toContain(String(other!.id));
    expect(ids(answer)).not.toContain(String(account!.id));
    expect(ids(answer)).not.toContain(String(switching!.id));
    const ofAsset = await admin.getJson<Row[]>(`${URL}?asset=${String(account!.asset)}`);
    expect(ids(ofAsset)).toContain(String(account!.id));
    expect(await admin.getJson(URL)).toEqual([]);
    expect((await admin.get(`${URL}?account=00000000-0000-0000-0000-0000000000ff`)).status).toBe(
      404,
    );
  });

  it('stores su_from as written and shows it as {id, name, username}', async () => {
    const admin = await as(backend, 'admin');
    const [account, from] = assetWithAccounts();
    const url = `/api/v1/accounts/accounts/${String(account!.id)}/`;
    const res = await admin.send('PATCH', url, { su_from: from!.id });
    expect((await res.json()) as Row).toMatchObject({
      su_from: { id: from!.id, name: from!.name, username: from!.username },
    });
    const bad = await admin.send('PATCH', url, { su_from: '00000000-0000-0000-0000-0000000000ff' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      su_from: ['Invalid pk "00000000-0000-0000-0000-0000000000ff" - object does not exist.'],
    });
  });
});

describe('favourite assets', () => {
  const URL = '/api/v1/assets/favorite-assets/';

  it('lists the user’s own favourites as bare {asset} items, paged only with a limit', async () => {
    const user = await as(backend, 'user');
    const me = store().userByUsername('user')!;
    const mine = store()
      .rows('assets.favorite_assets')
      .filter((f) => f.user === me.id);
    expect(mine.length).toBe(2);
    expect(await user.getJson(URL)).toEqual(mine.map((f) => ({ asset: f.asset })));
    const page = await user.getJson<{ count: number }>(`${URL}?limit=1`);
    expect(page.count).toBe(2);
    expect(await (await as(backend, 'admin')).getJson(URL)).toEqual([]);
  });

  it('adds one (201), refuses a second time and unknown assets, removes by ?asset=', async () => {
    const user = await as(backend, 'user');
    const asset = store()
      .rows('assets.assets')
      .find(
        (a) =>
          !store()
            .rows('assets.favorite_assets')
            .some((f) => f.asset === a.id),
      )!;
    const add = await user.send('POST', URL, { asset: asset.id });
    expect([add.status, await add.json()]).toEqual([201, { asset: asset.id }]);
    const again = await user.send('POST', URL, { asset: asset.id });
    expect([again.status, await again.json()]).toEqual([
      400,
      { non_field_errors: ['The fields user, asset must make a unique set.'] },
    ]);
    const unknown = await user.send('POST', URL, { asset: 'nope' });
    expect(await unknown.json()).toEqual({ asset: ['Invalid pk "nope" - object does not exist.'] });
    const gone = await user.send('DELETE', `${URL}?asset=${String(asset.id)}`);
    expect(gone.status).toBe(204);
    const none = await user.send('DELETE', `${URL}?asset=${String(asset.id)}`);
    expect([none.status, await none.text()]).toEqual([400, '']);
    // Without a filter the bulk delete matches both seeded rows: refused too.
    expect((await user.send('DELETE', URL)).status).toBe(400);
  });

  it('the tree’s favourite node lists the granted favourites', async () => {
    const user = await as(backend, 'user');
    const me = store().userByUsername('user')!;
    const favourite = store()
      .rows('assets.favorite_assets')
      .filter((f) => f.user === me.id)
      .map((f) => String(f.asset));
    const page = await user.getJson<{ results: Row[] }>(
      '/api/v1/perms/users/self/nodes/favorite/assets/?limit=15&offset=0',
    );
    expect(ids(page.results).sort()).toEqual([...favourite].sort());
  });
});

describe('saved commands (ad-hoc)', () => {
  it('keeps names unique per organisation and creator, naming both fields', async () => {
    const admin = await as(backend, 'admin');
    const body = { name: 'disk usage', module: 'shell', args: 'df -h' };
    const first = await admin.send('POST', '/api/v1/ops/adhocs/', body);
    expect(first.status).toBe(201);
    const again = await admin.send('POST', '/api/v1/ops/adhocs/', body);
    expect([again.status, await again.json()]).toEqual([
      400,
      { name: ['This field must be unique.'], creator: ['This field must be unique.'] },
    ]);
    // Another user's command of the same name is theirs alone.
    const user = await as(backend, 'user');
    expect((await user.send('POST', '/api/v1/ops/adhocs/', body)).status).toBe(201);
  });
});

describe('announcement', () => {
  const SETTING = '/api/v1/settings/setting/';
  it('is saved in the basic category by whoever may see the settings, under a new ID', async () => {
    const sysadmin = await as(backend, 'sysadmin');
    const body = { ANNOUNCEMENT_ENABLED: true, ANNOUNCEMENT: { SUBJECT: 'S', CONTENT: 'C' } };
    const saved = await sysadmin.send('PATCH', `${SETTING}?category=basic`, body);
    expect(saved.status).toBe(200);
    const first = ((await saved.json()) as { ANNOUNCEMENT: { ID: string } }).ANNOUNCEMENT.ID;
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    const again = await sysadmin.send('PATCH', `${SETTING}?category=basic`, body);
    const second = ((await again.json()) as { ANNOUNCEMENT: { ID: string } }).ANNOUNCEMENT.ID;
    expect(second).not.toBe(first);
    const published = await sysadmin.getJson<{ ANNOUNCEMENT: { ID: string } }>(
      '/api/v1/settings/public/',
    );
    expect(published.ANNOUNCEMENT.ID).toBe(second);
    // There is no announcement category: its permission is None, which only superusers pass.
    expect((await sysadmin.send('PATCH', `${SETTING}?category=announcement`, body)).status).toBe(
      403,
    );
  });
});

describe('built-in variables help', () => {
  it('answers anyone, in the backend’s order and the request’s language', async () => {
    const anonymous = Client.direct(backend);
    const res = await anonymous.get('/api/v1/ops/variables/help/');
    expect(res.status).toBe(200);
    const help = (await res.json()) as Record<string, string>;
    expect(Object.keys(help)).toEqual([
      'jms_username',
      'jms_asset.id',
      'jms_asset.type',
      'jms_asset.category',
      'jms_asset.name',
      'jms_asset.address',
      'jms_asset.port',
      'jms_job_id',
      'jms_job_name',
    ]);
    expect(help.jms_job_name).toBe('Name of the job');
    anonymous.lang = 'zh';
    const zh = (await (await anonymous.get('/api/v1/ops/variables/help/')).json()) as Record<
      string,
      string
    >;
    expect(zh.jms_username).toBe('JumpServer 当前用户的用户名');
  });
});

describe('node detail', () => {
  it('answers the node info dialog’s id, name and full name', async () => {
    const admin = await as(backend, 'admin');
    const node = store()
      .rows('assets.nodes')
      .find((n) => n.org_id === ORG_DEFAULT && String(n.key).includes(':'))!;
    const res = await admin.getJson<Row>(`/api/v1/assets/nodes/${String(node.id)}/`);
    expect(res).toMatchObject({
      id: node.id,
      name: expect.any(String),
      full_value: expect.stringMatching(/^\/Default\//),
    });
  });
});
