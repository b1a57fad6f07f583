// @vitest-environment node
/**
 * The signed-in user's own endpoints on the wire: profile updates, password, SSH key and
 * file-encryption password; access keys, connection tokens, temporary passwords; the granted
 * assets of the workbench; message subscriptions.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { encryptSecret } from '../../../dataProvider/secretCrypto';
import { createBackend } from '../../../mock/backend';
import { ROLE } from '../../../mock/rbac';
import { as, Client, signedIn } from './client';

const backend = createBackend({ now: new Date('2026-11-01T08:00:00Z') });
afterEach(() => backend.reset());
const store = () => backend.state.store;

async function body<T = Record<string, unknown>>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

const publicKeyOf = (c: Client) => decodeURIComponent(c.cookies.get('jms_public_key')!);
const PROFILE = '/api/v1/users/profile/';
const ED25519 =
  'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl ops@laptop';

describe('the profile', () => {
  it('PATCH changes the user’s own details and the first-login mark, and answers the profile', async () => {
    const user = await as(backend, 'user');
    const res = await user.send('PATCH', PROFILE, {
      name: 'Common User 2',
      phone: '+86 13800000000',
      is_first_login: false,
      username: 'renamed',
      is_active: false,
    });
    expect(res.status).toBe(200);
    const profile = await body(res);
    expect(profile).toMatchObject({
      name: 'Common User 2',
      username: 'user',
      is_first_login: false,
    });
    expect(profile.perms).toEqual(expect.arrayContaining(['rbac.view_workbench']));
    expect(store().userByUsername('user')).toMatchObject({
      is_active: true,
      phone: '+86 13800000000',
    });
  });

  it('rejects another user’s e-mail and a forced MFA stays forced', async () => {
    const user = await as(backend, 'user');
    const taken = await user.send('PATCH', PROFILE, { email: 'admin@example.com' });
    expect(taken.status).toBe(400);
    expect(await body(taken)).toEqual({ email: ['user with this email already exists.'] });
    store().userByUsername('user')!.mfa_level = 2;
    const mfa = await user.send('PATCH', PROFILE, { mfa_level: 0 });
    expect(((await body(mfa)).mfa_level as { value: number }).value).toBe(2);
  });

  it('OPTIONS describes the profile: only the editable details are writable', async () => {
    const user = await as(backend, 'user');
    const meta = await body<{ actions: { PUT: Record<string, Record<string, unknown>> } }>(
      await user.call(PROFILE, { method: 'OPTIONS' }),
    );
    const writable = Object.entries(meta.actions.PUT)
      .filter(([, f]) => !f.read_only)
      .map(([n]) => n);
    expect(writable).toEqual(['name', 'email', 'phone', 'wechat', 'mfa_level', 'is_first_login']);
    expect(meta.actions.PUT.mfa_level!.choices).toEqual([
      { value: 0, label: 'Disable' },
      { value: 1, label: 'Enable' },
    ]);
  });

  it('changes the password: old one checked, rules and repeats enforced, encrypted on the wire', async () => {
    const user = await as(backend, 'user');
    const key = publicKeyOf(user);
    const put = (old: string, next: string, again = next) =>
      user.send('PUT', `${PROFILE}password/`, {
        old_password: encryptSecret(old, key),
        new_password: encryptSecret(next, key),
        new_password_again: encryptSecret(again, key),
      });
    const wrong = await put('nope', 'Another@2024');
    expect(await body(wrong)).toEqual({ old_password: ['The old password is incorrect'] });
    const weak = await put('User@2023', 'abc');
    expect(await body(weak)).toEqual({
      new_password: ['* Your password does not meet the requirements'],
    });
    const same = await put('User@2023', 'User@2023');
    expect(await body(same)).toEqual({
      new_password: ['* The new password cannot be the last 5 passwords'],
    });
    const mismatch = await put('User@2023', 'Another@2024', 'Another@2025');
    expect(await body(mismatch)).toEqual({
      new_password_again: ['The newly set password is inconsistent'],
    });
    const ok = await put('User@2023', 'Another@2024');
    expect(ok.status).toBe(200);
    expect(await body(ok)).toEqual({});
    await expect(signedIn(backend, 'user', 'Another@2024')).resolves.toBeInstanceOf(Client);
  });

  it('sets the SSH public key (shown as comment and fingerprint) and the file-encryption password', async () => {
    const user = await as(backend, 'user');
    const bad = await user.send('PUT', `${PROFILE}public-key/`, { public_key: 'ssh-rsa nonsense' });
    expect(await body(bad)).toEqual({ public_key: ['Not a valid ssh public key'] });
    const ok = await user.send('PUT', `${PROFILE}public-key/`, { public_key: ED25519 });
    expect(await body(ok)).toEqual({
      public_key_comment: 'ops@laptop',
      public_key_hash_md5: '65:96:2d:fc:e8:d5:a9:11:64:0c:0f:ea:00:6e:5b:bd',
    });
    expect(await user.getJson(PROFILE)).toMatchObject({ public_key_comment: 'ops@laptop' });
    const mismatch = await user.send('PUT', `${PROFILE}secret-key/`, {
      new_secret_key: 'Zip#2024',
      new_secret_key_again: 'Zip#2025',
    });
    expect(await body(mismatch)).toEqual({
      new_secret_key_again: ['The newly set password is inconsistent'],
    });
    const saved = await user.send('PUT', `${PROFILE}secret-key/`, {
      new_secret_key: encryptSecret('Zip#2024', publicKeyOf(user)),
      new_secret_key_again: encryptSecret('Zip#2024', publicKeyOf(user)),
    });
    expect(saved.status).toBe(200);
    expect(store().userByUsername('user')!.secret_key).toBe('Zip#2024');
  });
});

describe('client credentials', () => {
  it('access keys: create (secret shown), disable, delete; only the owner sees them; at most 10', async () => {
    const user = await as(backend, 'user');
    const created = await user.send('POST', '/api/v1/authentication/access-keys/');
    expect(created.status).toBe(201);
    const key = await body(created);
    expect(Object.keys(key)).toEqual([
      'id',
      'secret',
      'is_active',
      'date_created',
      'date_last_used',
    ]);
    const patched = await user.send(
      'PATCH',
      `/api/v1/authentication/access-keys/${String(key.id)}/`,
      {
        is_active: false,
      },
    );
    expect((await body(patched)).is_active).toBe(false);
    const admin = await as(backend, 'admin');
    expect(await admin.getJson('/api/v1/authentication/access-keys/')).toEqual([]);
    expect((await admin.get(`/api/v1/authentication/access-keys/${String(key.id)}/`)).status).toBe(
      404,
    );
    for (let i = 1; i < 10; i++) await user.send('POST', '/api/v1/authentication/access-keys/');
    const over = await user.send('POST', '/api/v1/authentication/access-keys/');
    expect(over.status).toBe(403);
    const removed = await user.call(`/api/v1/authentication/access-keys/${String(key.id)}/`, {
      method: 'DELETE',
    });
    expect(removed.status).toBe(204);
    expect(await user.getJson<unknown[]>('/api/v1/authentication/access-keys/')).toHaveLength(9);
  });

  it('connection tokens: the user’s own, paginated, one expired; expire ends one', async () => {
    const user = await as(backend, 'user');
    const page = await user.getJson<{ count: number; results: Record<string, unknown>[] }>(
      '/api/v1/authentication/connection-token/?limit=10&offset=0',
    );
    expect(page.count).toBe(3);
    expect(page.results.map((t) => t.is_expired)).toEqual([false, false, true]);
    expect(page.results[0]).toMatchObject({ user_display: 'Common User(user)' });
    const id = String(page.results[0]!.id);
    const res = await user.send('PATCH', `/api/v1/authentication/connection-token/${id}/expire/`);
    expect(res.status).toBe(204);
    const after = await user.getJson<Record<string, unknown>[]>(
      '/api/v1/authentication/connection-token/',
    );
    expect(after.find((t) => t.id === id)).toMatchObject({ is_expired: true, expire_time: 0 });
  });

  it('temporary passwords exist only while the setting allows them, and last five minutes', async () => {
    const user = await as(backend, 'user');
    const refused = await user.send('POST', '/api/v1/authentication/temp-tokens/');
    expect(refused.status).toBe(403);
    backend.state.settings.AUTH_TEMP_TOKEN = true;
    const created = await body(await user.send('POST', '/api/v1/authentication/temp-tokens/'));
    expect(created).toMatchObject({ username: 'user', verified: false, is_valid: true });
    const expired = await body(
      await user.send('PATCH', `/api/v1/authentication/temp-tokens/${String(created.id)}/expire/`),
    );
    expect(expired.is_valid).toBe(false);
    expect(
      await (await as(backend, 'admin')).getJson('/api/v1/authentication/temp-tokens/'),
    ).toEqual([]);
  });
});

describe('my assets', () => {
  it('lists exactly the assets the user’s valid permissions grant, with their nodes', async () => {
    const user = await as(backend, 'user');
    const me = store().userByUsername('user')!;
    const page = await user.getJson<{ count: number; results: Record<string, unknown>[] }>(
      '/api/v1/perms/users/self/assets/?limit=5&offset=0',
    );
    expect(page.count).toBeGreaterThan(0);
    const names = page.results.map((a) => String(a.name));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(page.results[0]).toHaveProperty('platform');
    // Revoking every permission of the user empties the list.
    for (const p of store().rows('perms.asset_permissions')) {
      p.users = (p.users as string[]).filter((u) => u !== me.id);
      p.user_groups = [];
    }
    expect(await user.getJson('/api/v1/perms/users/self/assets/')).toEqual([]);
  });

  it('nodes carry their asset counts; a node’s assets are the granted ones under it', async () => {
    const user = await as(backend, 'user');
    const nodes = await user.getJson<{ id: string; assets_amount: number }[]>(
      '/api/v1/perms/users/self/nodes/',
    );
    const node = nodes.find((n) => n.assets_amount > 0)!;
    const under = await user.getJson<{ count: number }>(
      `/api/v1/perms/users/self/nodes/${node.id}/assets/?limit=1`,
    );
    expect(under.count).toBe(node.assets_amount);
  });
});

describe('message subscriptions', () => {
  it('system messages by category; PATCH one message’s channels and receivers', async () => {
    const admin = await as(backend, 'admin');
    const list = await admin.getJson<
      { category: string; children: { message_type: string; receivers: { name: string }[] }[] }[]
    >('/api/v1/notifications/system-msg-subscription/');
    expect(list.map((c) => c.category)).toEqual(['terminal', 'accounts', 'acls', 'ops']);
    expect(list[0]!.children[0]!.receivers.map((r) => r.name)).toEqual(['Administrator(admin)']);
    const approver = store().userByUsername('approver')!;
    const res = await admin.send(
      'PATCH',
      '/api/v1/notifications/system-msg-subscription/CommandAlertMessage/',
      { receive_backends: ['site_msg'], users: [approver.id] },
    );
    expect(await body(res)).toMatchObject({
      message_type: 'CommandAlertMessage',
      receive_backends: ['site_msg'],
      users: [approver.id],
      receivers: [{ name: 'Ticket Approver(approver)', id: approver.id, site_msg: true }],
    });
    const bad = await admin.send(
      'PATCH',
      '/api/v1/notifications/system-msg-subscription/CommandAlertMessage/',
      { receive_backends: ['pigeon'] },
    );
    expect(await body(bad)).toEqual({
      receive_backends: { 0: ['"pigeon" is not a valid choice.'] },
    });
  });

  it('are read and changed with settings.change_systemmsgsubscription, as the view says', async () => {
    const role = store().roles.find((r) => r.id === ROLE.SystemAdmin)!;
    role.permissions = role.permissions.filter(
      (p) => p !== 'settings.change_systemmsgsubscription',
    );
    store().touch();
    const sysadmin = await as(backend, 'sysadmin');
    const url = '/api/v1/notifications/system-msg-subscription/';
    expect((await sysadmin.send('GET', url)).status).toBe(403);
    const patch = await sysadmin.send('PATCH', `${url}CommandAlertMessage/`, {
      receive_backends: ['site_msg'],
    });
    expect(patch.status).toBe(403);
  });

  it('backends follow the settings that enable them', async () => {
    const admin = await as(backend, 'admin');
    const names = async () =>
      (await admin.getJson<{ name: string }[]>('/api/v1/notifications/backends/')).map(
        (b) => b.name,
      );
    expect(await names()).toEqual(['email', 'site_msg']);
    await admin.send('PATCH', '/api/v1/settings/setting/?category=dingtalk', {
      AUTH_DINGTALK: true,
    });
    expect(await names()).toEqual(['email', 'dingtalk', 'site_msg']);
  });

  it('a user changes their own channels, which the profile then shows; not another’s', async () => {
    const user = await as(backend, 'user');
    const me = store().userByUsername('user')!;
    const res = await user.send('PATCH', `/api/v1/notifications/user-msg-subscription/${me.id}/`, {
      receive_backends: ['site_msg'],
    });
    expect(await body(res)).toEqual({ user_id: me.id, receive_backends: ['site_msg'] });
    expect(await user.getJson(PROFILE)).toMatchObject({ receive_backends: ['site_msg'] });
    const admin = store().userByUsername('admin')!;
    const other = await user.send(
      'PATCH',
      `/api/v1/notifications/user-msg-subscription/${admin.id}/`,
      { receive_backends: [] },
    );
    expect(other.status).toBe(403);
  });
});
