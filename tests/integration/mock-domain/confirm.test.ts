// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { encryptSecret } from '../../../dataProvider/secretCrypto';
import { createBackend } from '../../../mock/backend';
import { domainOf } from '../../../mock/domain/state';
import { ORG_DEFAULT, ROLE } from '../../../mock/rbac';
import { MFA_DEMO_USER } from '../../../mock/seed';
import { totp } from '../../../mock/util/totp';
import { as, Client } from './client';

const backend = createBackend({ now: new Date('2026-11-01T08:00:00Z') });
afterEach(() => backend.reset());

const REQUIRED = { code: 'mfa', detail: 'This action require confirm current user' };

/** The MFA demo user, made an org admin of Default so it may view secrets. */
async function mfaAdmin(): Promise<Client> {
  const user = backend.state.store.userByUsername(MFA_DEMO_USER.username)!;
  backend.state.store.bindings.push({
    user: String(user.id),
    role: ROLE.OrgAdmin,
    org: ORG_DEFAULT,
  });
  const client = Client.direct(backend);
  await client.signInWithMfa();
  return client;
}

function session(client: Client) {
  return backend.state.sessions.get(client.sessionId)!;
}

function accountInDefault() {
  return backend.state.store
    .rows('accounts.accounts')
    .find((a) => a.org_id === ORG_DEFAULT && a.has_secret)!;
}

describe('MFA sign-in with the documented TOTP secret', () => {
  it('asks for the code after the password, refuses a wrong one and signs in with the right one', async () => {
    const client = Client.direct(backend);
    expect(await client.signIn('mfa', 'Mfa@2023')).toBe('/core/auth/login/mfa/');
    expect((await client.get('/api/v1/users/profile/')).status).toBe(401);
    const wrong = await client.mfa(totp(MFA_DEMO_USER.otpSecret, Date.now() + 10 * 60_000));
    expect(wrong.status).toBe(200);
    expect(await wrong.text()).toContain('role="alert"');
    const ok = await client.mfa(totp('JBSWY3DPEHPK3PXP'));
    expect(ok.status).toBe(302);
    expect(await client.getJson('/api/v1/users/profile/')).toMatchObject({
      username: 'mfa',
      name: 'MFA User',
      mfa_enabled: true,
    });
  });
});

describe('protected secrets and GET /api/v1/authentication/confirm/', () => {
  it('checks RBAC before the confirmation', async () => {
    const user = await as(backend, 'user');
    expect((await user.get('/api/v1/accounts/account-secrets/')).status).toBe(403);
  });

  it('answers 400 {code: mfa} until confirmed, and 404 from confirm when the user has no MFA', async () => {
    const admin = await as(backend, 'admin');
    for (const path of [
      '/api/v1/accounts/account-secrets/',
      `/api/v1/accounts/account-secrets/${String(accountInDefault().id)}/`,
      '/api/v1/accounts/account-template-secrets/',
    ]) {
      const res = await admin.get(path);
      expect(res.status, path).toBe(400);
      expect(await res.json()).toEqual(REQUIRED);
    }
    const mfa = await admin.get('/api/v1/authentication/confirm/?confirm_type=mfa');
    expect(mfa.status).toBe(404);
    expect(await mfa.json()).toEqual({ error: 'This action require verify your MFA' });
    // The strongest backend at or above the requested level: a local user confirms by password.
    expect(await admin.getJson('/api/v1/authentication/confirm/?confirm_type=relogin')).toEqual({
      confirm_type: 'password',
      content: '',
    });
    expect(await admin.getJson('/api/v1/authentication/confirm/?confirm_type=password')).toEqual({
      confirm_type: 'password',
      content: '',
    });
  });

  it('needs no confirmation when SECURITY_VIEW_AUTH_NEED_MFA is off', async () => {
    backend.state.settings.SECURITY_VIEW_AUTH_NEED_MFA = false;
    const admin = await as(backend, 'admin');
    const account = accountInDefault();
    expect(
      await admin.getJson(`/api/v1/accounts/account-secrets/${String(account.id)}/`),
    ).toMatchObject({ id: account.id, secret: account.secret });
  });
});

describe('mfa confirmation', () => {
  it('offers OTP, refuses a wrong code, then serves the secrets for SECURITY_MFA_VERIFY_TTL', async () => {
    const client = await mfaAdmin();
    const account = accountInDefault();
    expect((await client.get('/api/v1/accounts/account-secrets/')).status).toBe(400);
    expect(await client.getJson('/api/v1/authentication/confirm/?confirm_type=relogin')).toEqual({
      confirm_type: 'mfa',
      content: [
        { name: 'otp', disabled: false, display_name: 'OTP', placeholder: 'OTP verification code' },
        { name: 'sms', disabled: true, display_name: 'SMS', placeholder: 'SMS verification code' },
      ],
    });
    const wrong = await client.send('POST', '/api/v1/authentication/confirm/', {
      confirm_type: 'mfa',
      mfa_type: 'otp',
      secret_key: '000000',
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ error: expect.any(String) });
    expect((await client.get('/api/v1/accounts/account-secrets/')).status).toBe(400);

    const ok = await client.send('POST', '/api/v1/authentication/confirm/', {
      confirm_type: 'mfa',
      mfa_type: 'otp',
      secret_key: totp(MFA_DEMO_USER.otpSecret),
    });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toBe('ok');
    const detail = (await client.getJson(
      `/api/v1/accounts/account-secrets/${String(account.id)}/`,
    )) as Record<string, unknown>;
    expect(detail).toMatchObject({
      id: account.id,
      username: account.username,
      secret: account.secret,
    });
    const page = (await client.getJson('/api/v1/accounts/account-secrets/?limit=5')) as {
      count: number;
      results: { secret: string }[];
    };
    expect(page.results).toHaveLength(5);
    expect(page.results.every((r) => typeof r.secret === 'string')).toBe(true);
    const history = (await client.getJson(
      `/api/v1/accounts/account-secrets/${String(account.id)}/histories/`,
    )) as { secret: string; version: number }[];
    // The current secret is not repeated: the earlier versions, newest first.
    expect(history.map((h) => h.version)).toEqual(
      Array.from(
        { length: Number(account.version) - 1 },
        (_, i) => Number(account.version) - 1 - i,
      ),
    );
    expect(history.some((h) => h.secret === account.secret)).toBe(false);

    // Stale after SECURITY_MFA_VERIFY_TTL seconds.
    session(client).confirm!.at -=
      (Number(backend.state.settings.SECURITY_MFA_VERIFY_TTL) + 1) * 1000;
    expect(await (await client.get('/api/v1/accounts/account-secrets/')).json()).toEqual(REQUIRED);
  });

  it('sends an SMS code when the user can receive one, and confirms with it', async () => {
    const client = await mfaAdmin();
    const refused = await client.send('POST', '/api/v1/authentication/mfa/select/', {
      type: 'sms',
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: 'Current user not support mfa type: sms' });
    domainOf(backend.state).smsEnabled = true;
    const user = backend.state.store.userByUsername('mfa')!;
    user.phone = '+86 13800000000';
    const sent = await client.send('POST', '/api/v1/authentication/mfa/select/', { type: 'sms' });
    expect(sent.status).toBe(201);
    expect(await sent.json()).toEqual({ type: 'sms', username: null });
    const code = domainOf(backend.state).smsCodes.get(String(user.id))!;
    expect(code).toMatch(/^\d{6}$/);
    const ok = await client.send('POST', '/api/v1/authentication/confirm/', {
      confirm_type: 'mfa',
      mfa_type: 'sms',
      secret_key: code,
    });
    expect(await ok.json()).toBe('ok');
    expect((await client.get('/api/v1/accounts/account-template-secrets/')).status).toBe(200);
  });
});

describe('password confirmation', () => {
  it('accepts the password (plain or encrypted with the session key) and records level 2', async () => {
    const admin = await as(backend, 'admin');
    const wrong = await admin.send('POST', '/api/v1/authentication/confirm/', {
      confirm_type: 'password',
      secret_key: 'nope',
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ error: 'Authentication failed password incorrect' });
    admin.lang = 'zh-CN,zh;q=0.9';
    expect(
      await (
        await admin.send('POST', '/api/v1/authentication/confirm/', {
          confirm_type: 'password',
          secret_key: 'nope',
        })
      ).json(),
    ).toEqual({ error: '认证失败，密码错误' });
    admin.lang = 'en';
    expect(session(admin).confirm).toBeNull();

    const publicKey = decodeURIComponent(admin.cookies.get('jms_public_key')!);
    const encrypted = encryptSecret('ChangeMe', publicKey);
    expect(encrypted).not.toBe('ChangeMe');
    const ok = await admin.send('POST', '/api/v1/authentication/confirm/', {
      confirm_type: 'password',
      secret_key: encrypted,
    });
    expect(await ok.json()).toBe('ok');
    expect(session(admin).confirm).toMatchObject({ level: 2 });
    // A password confirmation does not satisfy an mfa requirement.
    expect(await (await admin.get('/api/v1/accounts/account-secrets/')).json()).toEqual(REQUIRED);
  });

  it('validates the body', async () => {
    const admin = await as(backend, 'admin');
    expect(await (await admin.send('POST', '/api/v1/authentication/confirm/', {})).json()).toEqual({
      confirm_type: ['This field is required.'],
    });
    expect(
      (await admin.send('POST', '/api/v1/authentication/confirm/', { confirm_type: 'face' }))
        .status,
    ).toBe(400);
    expect((await admin.get('/api/v1/authentication/confirm/?confirm_type=face')).status).toBe(400);
  });
});

describe('relogin confirmation', () => {
  it('lets an SSO user confirm with an empty secret within 5 minutes of login, not after', async () => {
    const user = backend.state.store.userByUsername('user')!;
    const client = await as(backend, 'user');
    user.source = 'cas';
    expect(await client.getJson('/api/v1/authentication/confirm/?confirm_type=relogin')).toEqual({
      confirm_type: 'relogin',
      content: '',
    });
    const ok = await client.send('POST', '/api/v1/authentication/confirm/', {
      confirm_type: 'relogin',
      secret_key: '',
    });
    expect(await ok.json()).toBe('ok');
    expect(session(client).confirm).toMatchObject({ level: 1 });

    session(client).loginAt! -= 6 * 60_000;
    const late = await client.send('POST', '/api/v1/authentication/confirm/', {
      confirm_type: 'relogin',
      secret_key: '',
    });
    expect(late.status).toBe(400);
    expect(await late.json()).toEqual({
      error: 'Login time has exceeded 5 minutes, please login again',
    });
  });
});
