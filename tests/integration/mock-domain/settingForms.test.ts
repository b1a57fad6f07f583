// @vitest-environment node
/**
 * `/api/v1/settings/setting/?category=<c>` on the wire (docs/domain.md §10.1; docs/wire.md §8): the
 * values, the OPTIONS metadata per category and language, PATCH/PUT validation and persistence,
 * encrypted secrets, the per-category permission, and the public settings that follow the saved
 * values.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { encryptSecret } from '../../../dataProvider/secretCrypto';
import { createBackend } from '../../../mock/backend';
import { as, type Client } from './client';

const backend = createBackend({ now: new Date('2026-11-01T08:00:00Z') });
afterEach(() => backend.reset());

const url = (category: string) => `/api/v1/settings/setting/?category=${category}`;

async function body<T = Record<string, unknown>>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

async function publicSettings(client: Client) {
  return client.getJson<Record<string, unknown>>('/api/v1/settings/public/');
}

describe('reading a category', () => {
  it('answers a flat object of the category’s UPPER_CASE settings, never the secrets', async () => {
    const admin = await as(backend, 'admin');
    const email = await admin.getJson<Record<string, unknown>>(url('email'));
    expect(email).toEqual({
      EMAIL_HOST: 'smtp.example.com',
      EMAIL_PORT: '25',
      EMAIL_HOST_USER: 'noreply@example.com',
      EMAIL_FROM: '',
      EMAIL_RECIPIENT: '',
      EMAIL_USE_SSL: false,
      EMAIL_USE_TLS: false,
      EMAIL_SUBJECT_PREFIX: '[JumpServer] ',
      EMAIL_SUFFIX: 'example.com',
    });
    const ldap = await admin.getJson<Record<string, unknown>>(url('ldap'));
    expect(ldap).not.toHaveProperty('AUTH_LDAP_BIND_PASSWORD');
    expect(ldap.AUTH_LDAP_USER_ATTR_MAP).toEqual({ username: 'cn', name: 'sn', email: 'mail' });
  });

  it('defaults to the basic category and shares published values with the public settings', async () => {
    const admin = await as(backend, 'admin');
    const basic = await admin.getJson<Record<string, unknown>>('/api/v1/settings/setting/');
    expect(Object.keys(basic)).toEqual([
      'SITE_URL',
      'USER_GUIDE_URL',
      'GLOBAL_ORG_DISPLAY_NAME',
      'HELP_DOCUMENT_URL',
      'HELP_SUPPORT_URL',
      'ANNOUNCEMENT_ENABLED',
      'ANNOUNCEMENT',
    ]);
    expect(basic.HELP_DOCUMENT_URL).toBe((await publicSettings(admin)).HELP_DOCUMENT_URL);
  });

  it('checks the category’s own permission for every method, OPTIONS included', async () => {
    const orgadmin = await as(backend, 'orgadmin');
    for (const method of ['GET', 'OPTIONS', 'PATCH']) {
      const res = await orgadmin.send(method, url('security'), method === 'PATCH' ? {} : undefined);
      expect(res.status).toBe(403);
      expect(await body(res)).toEqual({
        detail: 'You do not have permission to perform this action.',
        code: 'permission_denied',
      });
    }
    const sysadmin = await as(backend, 'sysadmin');
    expect((await sysadmin.get(url('security'))).status).toBe(200);
    // An unknown category falls back to the basic serializer, with no permission granting it.
    expect((await sysadmin.get(url('nope'))).status).toBe(403);
    expect((await (await as(backend, 'admin')).get(url('nope'))).status).toBe(200);
  });
});

describe('OPTIONS metadata', () => {
  it('describes GET, PUT and PATCH with DRF’s field_info keys in order', async () => {
    const admin = await as(backend, 'admin');
    const res = await admin.call(url('email'), { method: 'OPTIONS' });
    const meta = await body<{ name: string; actions: Record<string, Record<string, object>> }>(res);
    expect(meta.name).toBe('Settings Api');
    expect(Object.keys(meta.actions)).toEqual(['GET', 'PUT', 'PATCH']);
    const host = meta.actions.PUT!.EMAIL_HOST;
    expect(Object.keys(host!)).toEqual([
      'type',
      'required',
      'read_only',
      'label',
      'max_length',
      'write_only',
    ]);
    expect(meta.actions.PUT!.EMAIL_HOST_PASSWORD).toMatchObject({
      type: 'string',
      write_only: true,
      label: 'SMTP password',
    });
    expect(meta.actions.PUT!.EMAIL_PORT).toMatchObject({ max_length: 5, required: true });
  });

  it('labels, help texts and choices follow the request’s language', async () => {
    const admin = await as(backend, 'admin');
    admin.lang = 'zh';
    const zh = await body<{ actions: { PUT: Record<string, Record<string, unknown>> } }>(
      await admin.call(url('security_auth'), { method: 'OPTIONS' }),
    );
    expect(zh.actions.PUT.SECURITY_MFA_AUTH).toMatchObject({
      type: 'choice',
      label: '全局启用 MFA 认证',
      choices: [
        { value: 0, label: '禁用' },
        { value: 1, label: '所有用户' },
        { value: 2, label: '仅管理员' },
      ],
    });
    admin.lang = 'ja';
    const ja = await body<{ actions: { PUT: Record<string, Record<string, unknown>> } }>(
      await admin.call(url('security_auth'), { method: 'OPTIONS' }),
    );
    expect(ja.actions.PUT.VERIFY_CODE_TTL).toMatchObject({
      label: '確認コードの有効期間',
      help_text: '単位：秒',
      min_value: 5,
      max_value: 36000,
    });
  });
});

describe('changing settings', () => {
  it('PATCH saves only the named settings and answers the category', async () => {
    const admin = await as(backend, 'admin');
    const res = await admin.send('PATCH', url('basic'), {
      SITE_URL: 'https://jms.example.com/',
      SOMETHING_ELSE: 1,
    });
    expect(res.status).toBe(200);
    const saved = await body(res);
    // validate_SITE_URL drops the trailing slash.
    expect(saved.SITE_URL).toBe('https://jms.example.com');
    expect(saved.USER_GUIDE_URL).toBe('');
    expect(await admin.getJson(url('basic'))).toEqual(saved);
  });

  it('answers 400 with messages under each field, and saves nothing', async () => {
    const admin = await as(backend, 'admin');
    const res = await admin.send('PATCH', url('security_login_limit'), {
      SECURITY_LOGIN_LIMIT_COUNT: 2,
      SECURITY_LOGIN_LIMIT_TIME: 'soon',
      SECURITY_LOGIN_IP_LIMIT_TIME: 60,
    });
    expect(res.status).toBe(400);
    expect(await body(res)).toEqual({
      SECURITY_LOGIN_LIMIT_COUNT: ['Ensure this value is greater than or equal to 3.'],
      SECURITY_LOGIN_LIMIT_TIME: ['A valid integer is required.'],
    });
    const now = await admin.getJson<Record<string, unknown>>(url('security_login_limit'));
    expect(now.SECURITY_LOGIN_IP_LIMIT_TIME).toBe(30);
    const url400 = await admin.send('PATCH', url('basic'), { SITE_URL: 'not a url' });
    expect(await body(url400)).toEqual({ SITE_URL: ['Enter a valid URL.'] });
  });

  it('PUT requires every required setting; messages come in the request’s language', async () => {
    const admin = await as(backend, 'admin');
    admin.lang = 'ja';
    const res = await admin.send('PUT', url('email'), { EMAIL_HOST: 'mail.example.com' });
    expect(res.status).toBe(400);
    expect(await body(res)).toEqual({
      EMAIL_PORT: ['この項目は必須です。'],
      EMAIL_HOST_USER: ['この項目は必須です。'],
      EMAIL_SUBJECT_PREFIX: ['この項目は必須です。'],
    });
  });

  it('decrypts encrypted secrets, and keeps the saved one when left blank', async () => {
    const admin = await as(backend, 'admin');
    const publicKey = decodeURIComponent(admin.cookies.get('jms_public_key')!);
    const config = {
      AUTH_LDAP_SERVER_URI: 'ldap://ldap.example.com:389',
      AUTH_LDAP_BIND_DN: 'cn=admin,dc=example,dc=com',
      AUTH_LDAP_BIND_PASSWORD: '',
      AUTH_LDAP_SEARCH_OU: 'ou=people,dc=example,dc=com',
      AUTH_LDAP_SEARCH_FILTER: '(cn=%(user)s)',
      AUTH_LDAP_USER_ATTR_MAP: { username: 'cn' },
    };
    const test = async () => {
      await admin.send('POST', '/api/v1/settings/ldap/testing/config/?refresh=1', config);
      return (await admin.send('POST', '/api/v1/settings/ldap/testing/config/', config)).json();
    };
    // The LDAP test uses the saved bind password when the form leaves it blank.
    expect(await test()).toMatch(/^Succeed/);
    const wrong = await admin.send('PATCH', url('ldap'), {
      AUTH_LDAP_BIND_PASSWORD: encryptSecret('wrong-password', publicKey),
    });
    expect(wrong.status).toBe(200);
    expect(await body(wrong)).not.toHaveProperty('AUTH_LDAP_BIND_PASSWORD');
    expect(await test()).toMatch(/^Error \(Invalid Bind DN\)/);
    await admin.send('PATCH', url('ldap'), { AUTH_LDAP_BIND_PASSWORD: '' });
    expect(await test()).toMatch(/^Error \(Invalid Bind DN\)/);
    await admin.send('PATCH', url('ldap'), {
      AUTH_LDAP_BIND_PASSWORD: encryptSecret('LdapAdmin@2023', publicKey),
    });
    expect(await test()).toMatch(/^Succeed/);
  });

  it('published settings change in the public settings too', async () => {
    const admin = await as(backend, 'admin');
    await admin.send('PATCH', url('security_password'), {
      SECURITY_PASSWORD_MIN_LENGTH: 10,
      SECURITY_PASSWORD_UPPER_CASE: true,
    });
    await admin.send('PATCH', url('ops'), { SECURITY_COMMAND_EXECUTION: false });
    await admin.send('PATCH', url('auth'), { AUTH_TEMP_TOKEN: true });
    const pub = await publicSettings(admin);
    expect(pub.PASSWORD_RULE).toMatchObject({
      SECURITY_PASSWORD_MIN_LENGTH: 10,
      SECURITY_PASSWORD_UPPER_CASE: true,
    });
    expect(pub.SECURITY_COMMAND_EXECUTION).toBe(false);
    expect(pub.AUTH_TEMP_TOKEN).toBe(true);
    // …and what the public settings say is what the category reads.
    const security = await admin.getJson<Record<string, unknown>>(url('security'));
    expect(security.SECURITY_PASSWORD_MIN_LENGTH).toBe(10);
  });
});

describe('interface settings (extended edition)', () => {
  const URL = '/api/v1/xpack/interface/setting/';

  it('saves title and theme into the public INTERFACE, serves uploaded images, restores defaults', async () => {
    const admin = await as(backend, 'admin');
    const bad = await admin.send('PATCH', URL, { theme: 'neon' });
    expect(await body(bad)).toEqual({ theme: ['"neon" is not a valid choice.'] });
    const saved = await admin.send('PATCH', URL, { login_title: 'ACME Bastion', theme: 'violet' });
    expect(await body(saved)).toMatchObject({ login_title: 'ACME Bastion', theme: 'violet' });
    const open = await admin.getJson<{ INTERFACE: Record<string, unknown> }>(
      '/api/v1/settings/public/open/',
    );
    expect(open.INTERFACE).toMatchObject({
      login_title: 'ACME Bastion',
      theme: 'violet',
      theme_info: { colors: { '--color-primary': '#6a3fa0' } },
    });

    const form = new FormData();
    form.append(
      'favicon',
      new File([new Uint8Array([137, 80, 78, 71])], 'icon.png', { type: 'image/png' }),
    );
    const uploaded = await body(await admin.call(URL, { method: 'PATCH', body: form }));
    expect(uploaded.favicon).toMatch(/^\/media\/xpack\/logo\/favicon_[0-9a-f]{8}\.png$/);
    const image = await admin.get(String(uploaded.favicon));
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(new Uint8Array([137, 80, 78, 71]));

    await admin.send('POST', '/api/v1/xpack/interface/restore/', {});
    expect(await admin.getJson(URL)).toMatchObject({
      login_title: 'JumpServer Open Source Bastion Host',
      theme: 'classic_green',
      favicon: '/static/img/facio.ico',
    });
    // Changing the interface needs its own permission.
    const orgadmin = await as(backend, 'orgadmin');
    expect((await orgadmin.send('PATCH', URL, { login_title: 'x' })).status).toBe(403);
  });
});
