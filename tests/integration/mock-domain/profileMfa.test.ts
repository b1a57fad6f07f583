// @vitest-environment node
/**
 * The backend's MFA pages on the demo backend (docs/domain.md §14.7): the MFA settings page the
 * profile opens (the switch, each method with Enable or Reset), binding an OTP authenticator and
 * disabling it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createBackend } from '../../../mock/backend';
import { domainOf } from '../../../mock/domain/state';
import { MFA_DEMO_USER } from '../../../mock/seed';
import { totp } from '../../../mock/util/totp';
import { as, Client } from './client';

const backend = createBackend({ now: new Date('2026-11-01T08:00:00Z') });
afterEach(() => backend.reset());

const MFA_PAGE = '/core/auth/profile/mfa/';
const OTP_START = '/core/auth/profile/otp/enable/start/';
const OTP_INSTALL = '/core/auth/profile/otp/enable/install-app/';
const OTP_BIND = '/core/auth/profile/otp/enable/bind/';
const OTP_DISABLE = '/core/auth/profile/otp/disable/';
const PROFILE = '/api/v1/users/profile/';

const user = (username: string) => backend.state.store.userByUsername(username)!;

async function pageOf(client: Client, path: string): Promise<string> {
  const res = await client.get(path);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
  return res.text();
}

/** The page's form, posted as the browser would (the CSRF token from the page itself). */
async function postCode(client: Client, path: string, code: string, csrf?: string) {
  const token =
    csrf ?? /name="csrfmiddlewaretoken" value="([^"]+)"/.exec(await pageOf(client, path))![1]!;
  return client.call(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ csrfmiddlewaretoken: token, otp_code: code }).toString(),
  });
}

const switchOf = (body: string) => /<input type="checkbox" id="mfa-switch"[^>]*>/.exec(body)![0];
/** The links of a page, as the browser reads them (character references decoded). */
const hrefsOf = (body: string) =>
  [...body.matchAll(/href="([^"]+)"/g)].map((m) =>
    m[1]!.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))),
  );
const secretOf = (body: string) => /<code id="otp-secret">([A-Z2-7]+)<\/code>/.exec(body)![1]!;

async function signedInMfaUser(): Promise<Client> {
  const client = Client.direct(backend);
  await client.signInWithMfa();
  return client;
}

describe('signed out', () => {
  it.each([MFA_PAGE, OTP_START, OTP_INSTALL, OTP_BIND, OTP_DISABLE])(
    'GET %s sends the visitor to the login page, coming back here',
    async (path) => {
      const res = await Client.direct(backend).get(path);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe(
        `/core/auth/login/?next=${encodeURIComponent(path)}`,
      );
    },
  );

  it('a posted code binds nothing', async () => {
    const res = await Client.direct(backend).call(OTP_BIND, {
      method: 'POST',
      body: 'otp_code=123456',
    });
    expect(res.status).toBe(302);
    expect(user('admin').otp_secret_key).toBeFalsy();
  });
});

describe('the MFA settings page', () => {
  it('shows the switch off and the methods hidden, with OTP to enable and the way back', async () => {
    const admin = await as(backend, 'admin');
    const body = await pageOf(admin, MFA_PAGE);
    expect(body).toContain('<h1>MFA settings</h1>');
    expect(switchOf(body)).not.toMatch(/checked|disabled/);
    expect(body).toContain('<section id="mfa-methods" hidden>');
    expect(body).toMatch(
      /<strong>OTP<\/strong>.*<a class="button" href="\/core\/auth\/profile\/otp\/enable\/start\/">Enable<\/a>/,
    );
    expect(hrefsOf(body)).toContain('/ui/profile/info');
    // SMS and RADIUS are off on this server.
    expect(body).not.toMatch(/<strong>(SMS|Radius)<\/strong>/);
  });

  it('saves the switch through the profile API, as the page script sends it, and shows the methods', async () => {
    const admin = await as(backend, 'admin');
    const body = await pageOf(admin, MFA_PAGE);
    expect(body).toContain("fetch('/api/v1/users/profile/'");
    expect(body).toContain("method: 'PATCH'");
    expect(body).toContain('JSON.stringify({ mfa_level: on ? 1 : 0 })');
    expect((await admin.send('PATCH', PROFILE, { mfa_level: 1 })).status).toBe(200);
    const after = await pageOf(admin, MFA_PAGE);
    expect(switchOf(after)).toContain(' checked');
    expect(after).toContain('<section id="mfa-methods">');
    expect((await admin.send('PATCH', PROFILE, { mfa_level: 0 })).status).toBe(200);
    expect(switchOf(await pageOf(admin, MFA_PAGE))).not.toContain('checked');
  });

  it('disables the switch when MFA is forced, and says why', async () => {
    const admin = await as(backend, 'admin');
    user('admin').mfa_level = 2;
    const body = await pageOf(admin, MFA_PAGE);
    expect(switchOf(body)).toMatch(/ checked disabled/);
    expect(body).toContain('MFA is enforced for you and cannot be turned off');
  });

  it('offers Reset (the disable page) once OTP is bound, and SMS through the phone number when SMS is on', async () => {
    domainOf(backend.state).smsEnabled = true;
    const client = await signedInMfaUser();
    const body = await pageOf(client, MFA_PAGE);
    expect(body).toMatch(
      /<strong>OTP<\/strong>\s*<a class="button" href="\/core\/auth\/profile\/otp\/disable\/">Reset<\/a>/,
    );
    expect(body).toMatch(
      /<strong>SMS<\/strong> <small>Set a phone number to enable it<\/small> <a class="button" href="\/ui\/#\/profile\/setting\?activeTab=ProfileUpdate">Enable<\/a>/,
    );
  });

  it("follows the user's language", async () => {
    const admin = await as(backend, 'admin');
    const body = await pageOf(admin, MFA_PAGE);
    admin.lang = 'zh';
    expect(await pageOf(admin, MFA_PAGE)).toContain('<h1>MFA 设置</h1>');
    admin.lang = 'ja';
    expect(await pageOf(admin, MFA_PAGE)).toContain('<h1>MFA 設定</h1>');
    expect(body).toContain('<html lang="en">');
  });
});

describe('binding an OTP authenticator', () => {
  it('leads from the start page through the app page to the bind page', async () => {
    const admin = await as(backend, 'admin');
    expect(hrefsOf(await pageOf(admin, OTP_START))).toContain(OTP_INSTALL);
    expect(hrefsOf(await pageOf(admin, OTP_INSTALL))).toContain(OTP_BIND);
    const bind = await pageOf(admin, OTP_BIND);
    const secret = secretOf(bind);
    expect(secret).toHaveLength(16);
    expect(hrefsOf(bind)).toContain(
      `otpauth://totp/JumpServer%3Aadmin?secret=${secret}&issuer=JumpServer`,
    );
  });

  it('refuses a wrong code with a new secret, binds with the right one and ends the session', async () => {
    const admin = await as(backend, 'admin');
    const wrong = await postCode(admin, OTP_BIND, '000000');
    expect(wrong.status).toBe(200);
    const again = await wrong.text();
    expect(again).toContain('The OTP code is invalid, or the server time is wrong');
    expect(user('admin').otp_secret_key).toBeFalsy();

    const token = /name="csrfmiddlewaretoken" value="([^"]+)"/.exec(again)![1]!;
    const secret = secretOf(again);
    const done = await postCode(admin, OTP_BIND, totp(secret), token);
    expect(done.status).toBe(200);
    const body = await done.text();
    expect(body).toContain('OTP is enabled. Sign in again to continue.');
    expect(hrefsOf(body)).toContain('/core/auth/login/');
    expect(user('admin').otp_secret_key).toBe(secret);
    expect((await admin.get(PROFILE)).status).toBe(401);
    // The next login asks for the code.
    expect(await Client.direct(backend).signIn('admin', 'ChangeMe')).toBe('/core/auth/login/mfa/');
  });

  it('refuses a form without the CSRF token', async () => {
    const admin = await as(backend, 'admin');
    await pageOf(admin, OTP_BIND);
    const secret = backend.state.sessions.get(admin.sessionId!)!.otpSecretKey!;
    const res = await postCode(admin, OTP_BIND, totp(secret), 'forged');
    expect(await res.text()).toContain('role="alert"');
    expect(user('admin').otp_secret_key).toBeFalsy();
  });

  it('says an authenticator is already bound, pointing at the disable page', async () => {
    const client = await signedInMfaUser();
    const body = await pageOf(client, OTP_BIND);
    expect(body).toContain('An OTP authenticator is already bound');
    expect(hrefsOf(body)).toContain(OTP_DISABLE);
    expect(body).not.toContain('otp-secret');
  });
});

describe('disabling OTP', () => {
  it('keeps the authenticator on a wrong code, unbinds it on the right one and ends the session', async () => {
    const client = await signedInMfaUser();
    const wrong = await postCode(client, OTP_DISABLE, '000000');
    expect(await wrong.text()).toContain('The OTP code is invalid, or the server time is wrong');
    expect(user(MFA_DEMO_USER.username).otp_secret_key).toBe(MFA_DEMO_USER.otpSecret);

    const done = await postCode(client, OTP_DISABLE, totp(MFA_DEMO_USER.otpSecret));
    expect(await done.text()).toContain('OTP is disabled. Sign in again to continue.');
    expect(user(MFA_DEMO_USER.username).otp_secret_key).toBe('');
    expect((await client.get(PROFILE)).status).toBe(401);
    expect(
      await Client.direct(backend).signIn(MFA_DEMO_USER.username, MFA_DEMO_USER.password),
    ).toBe('/ui/');
  });
});
