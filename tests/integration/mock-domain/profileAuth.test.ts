// @vitest-environment node
/**
 * The profile's authentication shortcuts on the demo backend (docs/domain.md §14.7): the
 * public key the backend generates, and binding and unbinding an IM account behind a relogin
 * confirmation.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createBackend } from '../../../mock/backend';
import { parsePublicKey } from '../../../mock/domain/publicKeys';
import { as, Client } from './client';

const backend = createBackend({ now: new Date('2026-11-01T08:00:00Z') });
afterEach(() => backend.reset());

const GENERATE = '/core/auth/profile/pubkey/generate/';
const CONFIRM_OAUTH = '/api/v1/authentication/confirm-oauth/';
type Row = Record<string, unknown>;

const confirmPassword = (client: Client, password: string) =>
  client.send('POST', '/api/v1/authentication/confirm/', {
    confirm_type: 'password',
    secret_key: password,
  });

describe('reset public key and download', () => {
  it("saves a new ssh-rsa key on the user and downloads its private half as '<username>-jumpserver.pem'", async () => {
    const admin = await as(backend, 'admin');
    const res = await admin.get(GENERATE);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename=admin-jumpserver.pem',
    );
    expect(await res.text()).toMatch(
      /^-----BEGIN RSA PRIVATE KEY-----\n[\s\S]+-----END RSA PRIVATE KEY-----\n$/,
    );
    const saved = String(backend.state.store.userByUsername('admin')!.public_key);
    const parsed = parsePublicKey(saved)!;
    expect(parsed.comment).toBe('admin@jumpserver');
    const profile = await admin.getJson<Row>('/api/v1/users/profile/');
    expect(profile.public_key_hash_md5).toBe(parsed.md5);
    // Each visit replaces the key.
    await (await admin.get(GENERATE)).text();
    expect(backend.state.store.userByUsername('admin')!.public_key).not.toBe(saved);
  });

  it('sends a visitor who is not signed in to the login page, coming back here', async () => {
    const res = await Client.direct(backend).get(GENERATE);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(
      `/core/auth/login/?next=${encodeURIComponent(GENERATE)}`,
    );
  });
});

describe('IM binding', () => {
  it("answers 400 {code: relogin} until the user has confirmed, then 'ok'", async () => {
    const admin = await as(backend, 'admin');
    const refused = await admin.get(CONFIRM_OAUTH);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      code: 'relogin',
      detail: 'This action require confirm current user',
    });
    expect((await admin.send('POST', '/api/v1/authentication/wecom/qr/unbind/')).status).toBe(400);
    expect((await confirmPassword(admin, 'ChangeMe')).status).toBe(200);
    expect(await admin.getJson(CONFIRM_OAUTH)).toBe('ok');
  });

  it("unbinds a bound IM (an empty 200) and refuses an unbound one with the backend's error", async () => {
    const admin = await as(backend, 'admin');
    await confirmPassword(admin, 'ChangeMe');
    backend.state.store.userByUsername('admin')!.dingtalk_id = 'ding-42';
    const done = await admin.send('POST', '/api/v1/authentication/dingtalk/qr/unbind/');
    expect(done.status).toBe(200);
    expect(await done.text()).toBe('');
    expect((await admin.getJson<Row>('/api/v1/users/profile/')).dingtalk_id).toBeNull();
    const again = await admin.send('POST', '/api/v1/authentication/dingtalk/qr/unbind/');
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({
      detail: 'DingTalk is not bound',
      code: 'dingtalk_not_bound',
    });
    admin.lang = 'zh';
    const feishu = await admin.send('POST', '/api/v1/authentication/feishu/qr/unbind/');
    expect(await feishu.json()).toEqual({ detail: '没有绑定飞书', code: 'feishu_not_bound' });
  });

  it("sends the browser to the IM's QR login, whose callback returns to the console page", async () => {
    const admin = await as(backend, 'admin');
    await confirmPassword(admin, 'ChangeMe');
    const user = backend.state.store.userByUsername('admin')!;
    const res = await admin.get('/core/auth/wecom/qr/bind/?redirect_url=%2Fui%2Fprofile%2Finfo');
    expect(res.status).toBe(302);
    const to = new URL(res.headers.get('location')!);
    expect(to.origin + to.pathname).toBe('https://open.work.weixin.qq.com/wwopen/sso/qrConnect');
    expect([...to.searchParams.keys()]).toEqual(['appid', 'agentid', 'state', 'redirect_uri']);
    const callback = new URL(to.searchParams.get('redirect_uri')!);
    expect(callback.pathname).toBe(`/core/auth/wecom/qr/bind/${String(user.id)}/callback/`);
    expect(callback.searchParams.get('redirect_url')).toBe('/ui/profile/info');
  });
});
