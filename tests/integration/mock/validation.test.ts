// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { demoBackend, signInAs, type Client } from './client';

type Obj = Record<string, unknown> & { id: string };

const backend = demoBackend();
let admin: Client;

beforeAll(async () => {
  admin = await signInAs(backend, 'admin');
  admin.cookies.set('django_language', 'en');
});

const user = (extra: Record<string, unknown> = {}) => ({
  name: 'Val',
  username: 'val-user',
  email: 'val@example.com',
  ...extra,
});

async function firstHostPlatform(type: string): Promise<{ id: number; name: string }> {
  const platforms = await admin.get<{ id: number; name: string; type: { value: string } }[]>(
    '/api/v1/assets/platforms/',
  );
  return platforms.body.find((p) => p.type.value === type)!;
}

describe('DRF field validation (docs/wire.md §9.1)', () => {
  it('reports required, length, email and choice errors per field', async () => {
    const missing = await admin.post('/api/v1/users/users/', {});
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      name: ['This field is required.'],
      username: ['This field is required.'],
      email: ['This field is required.'],
    });
    const bad = await admin.post('/api/v1/users/users/', {
      name: 'x'.repeat(129),
      username: 'ok-name',
      email: 'not-an-email',
      source: 'floppy',
      mfa_level: 7,
      is_active: 'perhaps',
    });
    expect(bad.body).toEqual({
      name: ['Ensure this field has no more than 128 characters.'],
      email: ['Enter a valid email address.'],
      source: ['"floppy" is not a valid choice.'],
      mfa_level: ['"7" is not a valid choice.'],
      is_active: ['Must be a valid boolean.'],
    });
    const blank = await admin.post(
      '/api/v1/users/users/',
      user({ name: '   ', groups: 'Default' }),
    );
    expect(blank.body).toEqual({
      name: ['This field may not be blank.'],
      groups: ['Expected a list of items but got type "str".'],
    });
  });

  it('checks related ids and integers', async () => {
    const res = await admin.post(
      '/api/v1/users/users/',
      user({ groups: ['5f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0'] }),
    );
    expect(res.body).toEqual({
      groups: ['Invalid pk "5f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0" - object does not exist.'],
    });
    const type = await admin.post('/api/v1/users/users/', user({ groups: [true] }));
    expect(type.body).toEqual({ groups: ['Incorrect type. Expected pk value, received bool.'] });
    const integer = await admin.post('/api/v1/acls/command-filter-acls/', {
      name: 'int',
      users: { username_group: ['*'] },
      accounts: { username_group: ['*'] },
      assets: { name_group: ['*'], address_group: ['*'] },
      priority: 'high',
    });
    expect(integer.body).toEqual({ priority: ['A valid integer is required.'] });
  });

  it('keeps usernames and emails unique across all users; names unique per org', async () => {
    const dupe = await admin.post(
      '/api/v1/users/users/',
      user({ username: 'admin', email: 'admin@example.com' }),
    );
    expect(dupe.status).toBe(400);
    expect(dupe.body).toEqual({
      username: ['User with this Username already exists.'],
      email: ['User with this Email already exists.'],
    });
    const group = (await admin.get<Obj[]>('/api/v1/users/groups/')).body[0]!;
    const same = await admin.post('/api/v1/users/groups/', { name: group.name });
    expect(same.body).toEqual({ name: ['This field must be unique.'] });
    const otherOrg = await admin.post(
      '/api/v1/users/groups/?oid=16fd2706-8baf-433b-82eb-8c7fada847da',
      { name: 'Finance' },
    );
    expect(otherOrg.status).toBe(201);
  });

  it('applies PASSWORD_RULE to custom passwords', async () => {
    backend.state.settings.PASSWORD_RULE = {
      ...(backend.state.settings.PASSWORD_RULE as object),
      SECURITY_PASSWORD_MIN_LENGTH: 8,
      SECURITY_PASSWORD_UPPER_CASE: true,
    };
    const weak = await admin.post(
      '/api/v1/users/users/',
      user({ password_strategy: 'custom', password: 'short' }),
    );
    expect(weak.body).toEqual({ password: ['Password does not match security rules'] });
    const lower = await admin.post(
      '/api/v1/users/users/',
      user({ password_strategy: 'custom', password: 'longenough1' }),
    );
    expect(lower.body).toEqual({ password: ['Password does not match security rules'] });
    const ok = await admin.post(
      '/api/v1/users/users/',
      user({ password_strategy: { value: 'custom' }, password: 'LongEnough1' }),
    );
    expect(ok.status).toBe(201);
  });

  it('localises messages (zh, ja)', async () => {
    admin.cookies.set('django_language', 'zh-hans');
    const zh = await admin.post('/api/v1/users/users/', { username: 'x', email: 'bad' });
    expect(zh.body).toEqual({ name: ['该字段是必填项。'], email: ['请输入合法的邮件地址。'] });
    admin.cookies.set('django_language', 'ja');
    const ja = await admin.post('/api/v1/users/users/', { username: 'x', email: 'bad' });
    expect(ja.body).toEqual({
      name: ['この項目は必須です。'],
      email: ['有効なメールアドレスを入力してください。'],
    });
    admin.cookies.set('django_language', 'en');
  });
});

describe('domain rules (docs/domain.md §17)', () => {
  it('asset protocols: ports 1–65535 as nested errors; the platform primary protocol is required', async () => {
    const linux = await firstHostPlatform('linux');
    const ports = await admin.post('/api/v1/assets/hosts/', {
      name: 'proto-host',
      address: '10.99.0.1',
      platform: linux.id,
      protocols: [
        { name: 'ssh', port: 22 },
        { name: 'rdp', port: 70000 },
      ],
    });
    expect(ports.status).toBe(400);
    expect(ports.body).toEqual({
      protocols: [{}, { port: ['Ensure this value is less than or equal to 65535.'] }],
    });
    const noSsh = await admin.post('/api/v1/assets/hosts/', {
      name: 'proto-host',
      address: '10.99.0.1',
      platform: { pk: linux.id },
      protocols: [{ name: 'rdp', port: 3389 }],
    });
    expect(noSsh.body).toEqual({ protocols: { protocols: 'Protocol is required: ssh' } });
    const defaults = await admin.post<Obj>('/api/v1/assets/hosts/', {
      name: 'proto-host',
      address: '10.99.0.1',
      platform: linux.id,
    });
    expect(defaults.status).toBe(201);
    expect(defaults.body).toMatchObject({
      category: { value: 'host' },
      type: { value: 'linux' },
      platform: { id: linux.id },
    });
    expect((defaults.body.protocols as { name: string }[]).map((p) => p.name)).toContain('ssh');
  });

  it("an asset update without protocols gets the platform's defaults (v3.1.0), a bulk one keeps them", async () => {
    const linux = await firstHostPlatform('linux');
    const created = await admin.post<Obj>('/api/v1/assets/hosts/', {
      name: 'proto-kept',
      address: '10.99.0.2',
      platform: linux.id,
      protocols: [{ name: 'ssh', port: 2222 }],
    });
    expect(created.status).toBe(201);
    const url = `/api/v1/assets/hosts/${created.body.id}/`;
    const ports = (body: unknown) =>
      ((body as Obj).protocols as { name: string; port: number }[]).map(
        (p) => `${p.name}/${p.port}`,
      );

    const bulk = await admin.patch<Obj[]>('/api/v1/assets/hosts/', [
      { id: created.body.id, comment: 'bulk' },
    ]);
    expect(bulk.status).toBe(200);
    expect(ports(bulk.body[0])).toEqual(['ssh/2222']);

    const kept = await admin.patch<Obj>(url, {
      comment: 'with its protocols',
      protocols: [{ name: 'ssh', port: 2222 }],
    });
    expect(ports(kept.body)).toEqual(['ssh/2222']);

    const reset = await admin.patch<Obj>(url, { comment: 'without' });
    expect(reset.status).toBe(200);
    expect(ports(reset.body)).not.toContain('ssh/2222');
    expect(ports(reset.body)).toContain('ssh/22');
  });

  it('asset labels are name:value pairs (created on demand) or existing label ids', async () => {
    const linux = await firstHostPlatform('linux');
    const bad = await admin.post('/api/v1/assets/hosts/', {
      name: 'label-host',
      address: '10.99.0.2',
      platform: linux.id,
      labels: ['justtext'],
    });
    expect(bad.body).toEqual({ labels: ['Labels must be name:value'] });
    const ok = await admin.post<Obj>('/api/v1/assets/hosts/', {
      name: 'label-host',
      address: '10.99.0.2',
      platform: linux.id,
      labels: ['team:blue', { name: 'tier', value: 'gold' }],
    });
    expect(ok.status).toBe(201);
    expect(ok.body.labels).toEqual([
      expect.objectContaining({ name: 'team', value: 'blue' }),
      expect.objectContaining({ name: 'tier', value: 'gold' }),
    ]);
    const label = (ok.body.labels as Obj[])[0]!;
    const found = await admin.get<{ count: number }>(
      '/api/v1/assets/hosts/?labels=team:blue&limit=5',
    );
    expect(found.body.count).toBe(1);
    const reuse = await admin.post<Obj>('/api/v1/assets/hosts/', {
      name: 'label-host-2',
      address: '10.99.0.3',
      platform: linux.id,
      labels: [label.id],
    });
    expect((reuse.body.labels as Obj[])[0]!.id).toBe(label.id);
  });

  it('ACL priority is 1–100', async () => {
    const acl = {
      name: 'prio',
      users: { username_group: ['*'] },
      accounts: { username_group: ['*'] },
      assets: { name_group: ['*'], address_group: ['*'] },
    };
    const low = await admin.post('/api/v1/acls/command-filter-acls/', { ...acl, priority: 0 });
    expect(low.body).toEqual({ priority: ['Ensure this value is greater than or equal to 1.'] });
    const high = await admin.post('/api/v1/acls/command-filter-acls/', { ...acl, priority: 101 });
    expect(high.body).toEqual({ priority: ['Ensure this value is less than or equal to 100.'] });
    const ok = await admin.post('/api/v1/acls/command-filter-acls/', { ...acl, priority: 100 });
    expect(ok.status).toBe(201);
  });

  it('login ACL IP groups accept *, addresses, networks, ranges and IPv6 only', async () => {
    const me = (await admin.get<Obj[]>('/api/v1/users/users/?username=user')).body[0]!;
    const rule = (ip_group: string[]) => ({
      name: `ip-${ip_group.length}`,
      user: me.id,
      action: 'reject',
      rules: { ip_group },
    });
    const good = await admin.post<Obj>(
      '/api/v1/acls/login-acls/',
      rule([
        '*',
        '10.0.0.1',
        '192.168.1.0/24',
        '10.1.1.1-10.1.1.20',
        '2001:db8::1',
        '2001:db8:1a::/64',
      ]),
    );
    expect(good.status).toBe(201);
    const bad = await admin.post(
      '/api/v1/acls/login-acls/',
      rule(['10.0.0.1', '300.1.1.1', '192.168.1.1/24']),
    );
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      rules: {
        ip_group: {
          '1': ['IP address invalid: `300.1.1.1`'],
          '2': ['IP address invalid: `192.168.1.1/24`'],
        },
      },
    });
  });

  it('periodic crontab needs five fields', async () => {
    const job = { name: 'cron job', module: 'shell', args: 'uptime', is_periodic: true };
    const bad = await admin.post('/api/v1/ops/jobs/', { ...job, crontab: '*/5 * * *' });
    expect(bad.body).toEqual({ crontab: ['* Please enter a valid crontab expression'] });
    const ok = await admin.post('/api/v1/ops/jobs/', { ...job, crontab: '*/5 * * * 1-5' });
    expect(ok.status).toBe(201);
  });

  it('an account username + secret type is unique per asset; no SSH key push to Windows', async () => {
    const host = (await admin.get<{ results: Obj[] }>('/api/v1/assets/hosts/?type=linux&limit=1'))
      .body.results[0]!;
    const first = await admin.post('/api/v1/accounts/accounts/', {
      username: 'dup-user',
      secret_type: 'password',
      asset: host.id,
    });
    expect(first.status).toBe(201);
    const again = await admin.post('/api/v1/accounts/accounts/', {
      name: 'other',
      username: 'dup-user',
      secret_type: 'password',
      asset: host.id,
    });
    expect(again.body).toEqual({
      non_field_errors: ['The fields username, asset, secret_type must make a unique set.'],
    });
    const keyed = await admin.post('/api/v1/accounts/accounts/', {
      name: 'dup-key',
      username: 'dup-user',
      secret_type: 'ssh_key',
      asset: host.id,
    });
    expect(keyed.status).toBe(201);

    const win = (await admin.get<{ results: Obj[] }>('/api/v1/assets/hosts/?type=windows&limit=1'))
      .body.results[0]!;
    const push = await admin.post('/api/v1/accounts/accounts/', {
      username: 'winkey',
      secret_type: 'ssh_key',
      asset: win.id,
      push_now: true,
    });
    expect(push.body).toEqual({ push_now: ['Windows assets do not support pushing keys'] });
    const winPlatform = await firstHostPlatform('windows');
    const withAsset = await admin.post('/api/v1/assets/hosts/', {
      name: 'win-new',
      address: '10.99.0.9',
      platform: winPlatform.id,
      accounts: [
        { name: 'admin', username: 'Administrator', secret_type: 'password', secret: 'x' },
        { name: 'key', username: 'Administrator', secret_type: 'ssh_key', push_now: true },
      ],
    });
    expect(withAsset.body).toEqual({
      accounts: [{}, { push_now: ['Windows assets do not support pushing keys'] }],
    });
  });

  it('platform protocols: at least one, ports in range, the first is the primary', async () => {
    const base = { name: 'plat-check', category: 'host', type: 'linux', charset: 'utf-8' };
    const none = await admin.post('/api/v1/assets/platforms/', { ...base, protocols: [] });
    expect(none.body).toEqual({ protocols: ['Protocols is required'] });
    const port = await admin.post('/api/v1/assets/platforms/', {
      ...base,
      protocols: [{ name: 'ssh', port: 0 }],
    });
    expect(port.body).toEqual({
      protocols: [{ port: ['Ensure this value is greater than or equal to 1.'] }],
    });
    const wrongType = await admin.post('/api/v1/assets/platforms/', {
      ...base,
      type: 'mysql',
      protocols: [{ name: 'ssh', port: 22 }],
    });
    expect(wrongType.body).toEqual({ type: ['"mysql" is not a valid choice.'] });
    const ok = await admin.post<{ protocols: { name: string; primary: boolean }[] }>(
      '/api/v1/assets/platforms/',
      {
        ...base,
        protocols: [
          { name: 'ssh', port: 22, primary: false },
          { name: 'telnet', port: 23, primary: true },
        ],
      },
    );
    expect(ok.status).toBe(201);
    expect(ok.body.protocols.map((p) => [p.name, p.primary])).toEqual([
      ['ssh', true],
      ['telnet', false],
    ]);
  });

  it('nobody deactivates themselves (the field is dropped, not rejected)', async () => {
    const me = (await admin.get<Obj[]>('/api/v1/users/users/?username=admin')).body[0]!;
    const res = await admin.patch<Obj>(`/api/v1/users/users/${me.id}/`, {
      is_active: false,
      comment: 'self edit',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ is_active: true, comment: 'self edit' });
  });
});
