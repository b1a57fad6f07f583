// @vitest-environment node
/**
 * The demo backend's account calls (docs/domain.md §4.2, §4.4, §4.7, §5.3, §5.4): bulk
 * create, the test/push task and what it writes back, gathered-account sync, and the seeded
 * executions with their per-account records.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBackend } from '../../../mock/backend';
import { encryptSecret } from '../../../dataProvider/secretCrypto';
import { ORG_DEFAULT, ROLE } from '../../../mock/rbac';
import { MFA_DEMO_USER } from '../../../mock/seed';
import { totp } from '../../../mock/util/totp';
import { as, Client } from './client';

const backend = createBackend({ now: new Date('2026-11-01T08:00:00Z') });
afterEach(() => backend.reset());
const store = () => backend.state.store;
const TASKS = '/api/v1/accounts/accounts/tasks/';

const verifiable = () =>
  store()
    .rows('accounts.accounts')
    .find((a) => {
      const asset = store().find('assets.assets', a.asset);
      const auto = asset?.auto_info as Record<string, boolean> | undefined;
      return a.org_id === ORG_DEFAULT && auto?.ansible_enabled && auto.ping_enabled;
    })!;

describe('account tasks', () => {
  it('verifies an account: 201 with a task whose end writes the connectivity', async () => {
    const admin = await as(backend, 'admin');
    const account = verifiable();
    account.connectivity = '-';
    const res = await admin.send('POST', TASKS, { action: 'verify', accounts: [account.id] });
    expect(res.status).toBe(201);
    const { task } = (await res.json()) as { task: string };
    expect(task).toMatch(/^[0-9a-f-]{36}$/);
    await vi.waitFor(() => expect(['ok', 'err']).toContain(account.connectivity), {
      timeout: 15000,
      interval: 200,
    });
    const read = (await admin.getJson(`/api/v1/accounts/accounts/${String(account.id)}/`)) as {
      connectivity: { value: string };
    };
    expect(read.connectivity.value).toBe(account.connectivity);
  });

  it('answers every error as 400 {"error": …}, with no permission check', async () => {
    const admin = await as(backend, 'admin');
    const user = await as(backend, 'user');
    const bad = await admin.send('POST', TASKS, { action: 'nope', accounts: [] });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toContain(
      '"nope" is not a valid choice.',
    );
    const empty = await admin.send('POST', TASKS, { action: 'push', accounts: [] });
    expect(await empty.json()).toEqual({ error: 'list index out of range' });
    // The view returns a bool instead of raising: a common user's push is queued too.
    const push = await user.send('POST', TASKS, { action: 'push', accounts: [verifiable().id] });
    expect(push.status).toBe(201);
  });
});

describe('account create', () => {
  it('creates one account per asset from an array', async () => {
    const admin = await as(backend, 'admin');
    const assets = store()
      .rows('assets.assets')
      .filter((a) => a.org_id === ORG_DEFAULT && a.category === 'host')
      .slice(0, 2);
    const res = await admin.send(
      'POST',
      '/api/v1/accounts/accounts/',
      assets.map((a) => ({
        name: 'ops-bulk',
        username: 'ops-bulk',
        secret_type: 'password',
        privileged: false,
        push_now: false,
        is_active: true,
        asset: a.id,
      })),
    );
    expect(res.status).toBe(201);
    const rows = (await res.json()) as { asset: { id: string } }[];
    expect(rows.map((r) => r.asset.id)).toEqual(assets.map((a) => a.id));
    expect(
      store()
        .rows('accounts.accounts')
        .filter((a) => a.username === 'ops-bulk'),
    ).toHaveLength(2);
  });
});

describe('gathered accounts', () => {
  it('sync creates a collected account without a secret (201, empty body); a common admin gets 403', async () => {
    const admin = await as(backend, 'admin');
    const gathered = store()
      .rows('accounts.gathered_accounts')
      .find(
        (g) =>
          g.org_id === ORG_DEFAULT &&
          !store()
            .rows('accounts.accounts')
            .some((a) => a.asset === g.asset && a.username === g.username),
      )!;
    const url = `/api/v1/accounts/gathered-accounts/${String(gathered.id)}/sync/`;
    const orgAdmin = await as(backend, 'orgadmin');
    expect((await orgAdmin.send('POST', url)).status).toBe(403);
    const res = await admin.send('POST', url);
    expect(res.status).toBe(201);
    expect(await res.text()).toBe('');
    const created = store()
      .rows('accounts.accounts')
      .find((a) => a.asset === gathered.asset && a.username === gathered.username)!;
    expect(created).toMatchObject({
      name: `${String(gathered.username)}-Collected`,
      source: 'collected',
      has_secret: false,
    });
  });
});

describe('executions and records', () => {
  it('seeded executions ended in success; their records name the asset and the account', async () => {
    const admin = await as(backend, 'admin');
    const execs = (await admin.getJson('/api/v1/accounts/change-secret-executions/?limit=100')) as {
      results: { id: string; status: string }[];
    };
    expect(new Set(execs.results.map((e) => e.status))).toEqual(new Set(['success']));
    const exec = execs.results[0]!;
    const records = (await admin.getJson(
      `/api/v1/accounts/change-secret-records/?execution_id=${exec.id}&limit=100`,
    )) as { results: Record<string, unknown>[] };
    expect(records.results.length).toBeGreaterThan(0);
    for (const r of records.results) {
      expect(r.execution).toMatchObject({ id: exec.id });
      expect(r.asset).toMatchObject({ id: expect.any(String), name: expect.any(String) });
      expect(typeof r.timedelta).toBe('string');
    }
    expect(records.results.some((r) => r.account !== null)).toBe(true);
  });
});

describe('secret history', () => {
  it('an updated secret joins the history; the current one is never listed', async () => {
    const user = store().userByUsername(MFA_DEMO_USER.username)!;
    store().bindings.push({ user: String(user.id), role: ROLE.OrgAdmin, org: ORG_DEFAULT });
    const client = Client.direct(backend);
    await client.signInWithMfa();
    await client.send('POST', '/api/v1/authentication/confirm/', {
      confirm_type: 'mfa',
      mfa_type: 'otp',
      secret_key: totp(MFA_DEMO_USER.otpSecret),
    });
    const account = verifiable();
    const old = { secret: String(account.secret), version: Number(account.version) };
    const publicKey = decodeURIComponent(client.cookies.get('jms_public_key')!);
    const res = await client.send('PATCH', `/api/v1/accounts/accounts/${String(account.id)}/`, {
      secret: encryptSecret('N3w-secret!', publicKey),
    });
    expect(res.status).toBe(200);
    const history = (await client.getJson(
      `/api/v1/accounts/account-secrets/${String(account.id)}/histories/`,
    )) as { secret: string; version: number }[];
    expect(history[0]).toMatchObject(old);
    expect(history.some((h) => h.secret === 'N3w-secret!')).toBe(false);
  });
});

describe('account create from a template', () => {
  it('copies the template secret into every element of the array', async () => {
    const admin = await as(backend, 'admin');
    const template = store()
      .rows('accounts.account_templates')
      .find((t) => t.org_id === ORG_DEFAULT && t.secret)!;
    const assets = store()
      .rows('assets.assets')
      .filter(
        (a) =>
          a.org_id === ORG_DEFAULT &&
          a.category === 'host' &&
          !store()
            .rows('accounts.accounts')
            .some((acc) => acc.asset === a.id && acc.username === template.username),
      )
      .slice(0, 2);
    const res = await admin.send(
      'POST',
      '/api/v1/accounts/accounts/',
      assets.map((a) => ({
        id: template.id,
        template: true,
        name: 'from-template',
        username: template.username,
        secret_type: 'password',
        asset: a.id,
      })),
    );
    expect(res.status).toBe(201);
    const created = store()
      .rows('accounts.accounts')
      .filter((a) => a.name === 'from-template');
    expect(created.map((a) => a.asset)).toEqual(assets.map((a) => a.id));
    expect(created.every((a) => a.secret === template.secret)).toBe(true);
  });
});
