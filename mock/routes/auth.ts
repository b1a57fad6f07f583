/** The backend's own pages: login (with its CSRF token and public key), MFA step, logout, bearer tokens. */
import { randomBytes } from 'node:crypto';
import { escapeHtml, html, json, redirect, type Ctx, detail } from '../http';
import { t, type Lang } from '../i18n';
import { decryptSecret } from '../secretCrypto';
import { SESSION_AGE_SECONDS, type Session } from '../sessions';
import type { Row } from '../types';
import { deleteCookie, serializeCookie } from '../util/cookies';
import type { Route } from '../router';

export const SESSION_COOKIE = 'jms_sessionid';
export const CSRF_COOKIE = 'jms_csrftoken';
const YEAR = 365 * 86400;

/** Only same-site paths are followed after login, never another host. */
function safeNext(next: string | null | undefined): string {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : '/ui/';
}

function ensureSession(ctx: Ctx): Session {
  if (ctx.session) return ctx.session;
  const s = ctx.state.sessions.create();
  ctx.session = s;
  ctx.setCookies.push(serializeCookie(SESSION_COOKIE, s.id, { httpOnly: true }));
  return s;
}

function loginPage(ctx: Ctx, opts: { error?: string; username?: string; next: string }): Response {
  const s = ensureSession(ctx);
  ctx.setCookies.push(serializeCookie(CSRF_COOKIE, s.csrfToken, { maxAge: YEAR }));
  const L = (k: Parameters<typeof t>[1]) => escapeHtml(t(ctx.lang, k));
  const title = escapeHtml(String(ctx.state.settings.INTERFACE.login_title || t(ctx.lang, 'loginTitle')));
  return html(page(ctx.lang, title, `
    <h1>${title}</h1>
    <h2>${L('signInTitle')}</h2>
    ${opts.error ? `<p class="error" role="alert">${escapeHtml(opts.error)}</p>` : ''}
    <form method="post" action="/core/auth/login/">
      <input type="hidden" name="csrfmiddlewaretoken" value="${s.csrfToken}">
      <input type="hidden" name="next" value="${escapeHtml(opts.next)}">
      <label>${L('username')}<input name="username" autocomplete="username" required value="${escapeHtml(opts.username ?? '')}"></label>
      <label>${L('password')}<input name="password" type="password" autocomplete="current-password" required></label>
      <label class="check"><input type="checkbox" name="auto_login" value="on"> ${L('autoLogin')}</label>
      <button type="submit">${L('signIn')}</button>
    </form>`));
}

function mfaPage(ctx: Ctx, error?: string): Response {
  const s = ensureSession(ctx);
  const L = (k: Parameters<typeof t>[1]) => escapeHtml(t(ctx.lang, k));
  return html(page(ctx.lang, L('mfaTitle'), `
    <h1>${L('mfaTitle')}</h1>
    <p>${L('mfaHelp')}</p>
    ${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
    <form method="post" action="/core/auth/login/mfa/">
      <input type="hidden" name="csrfmiddlewaretoken" value="${s.csrfToken}">
      <label>${L('mfaType')}<select name="mfa_type"><option value="otp">OTP</option></select></label>
      <label>${L('mfaCode')}<input name="code" inputmode="numeric" autocomplete="one-time-code" maxlength="6" required></label>
      <button type="submit">${L('verify')}</button>
    </form>`));
}

export function page(lang: Lang, title: string, body: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title}</title><link rel="icon" href="data:,">
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI","PingFang SC","Hiragino Sans","Microsoft YaHei",sans-serif;background:#f3f4f6;color:#1f2937}
main{max-width:380px;margin:12vh auto;background:#fff;padding:32px 36px;border-radius:8px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:18px;margin:0 0 4px;color:#1f3a93}h2{font-size:15px;font-weight:500;margin:0 0 20px;color:#6b7280}
label{display:block;font-size:13px;margin-bottom:14px}input:not([type=checkbox]),select{display:block;width:100%;box-sizing:border-box;margin-top:4px;padding:9px 10px;border:1px solid #d1d5db;border-radius:4px;font-size:14px}
label.check{display:flex;gap:6px;align-items:center}button{width:100%;padding:10px;border:0;border-radius:4px;background:#1f3a93;color:#fff;font-size:15px;cursor:pointer}
.error{color:#b91c1c;background:#fef2f2;padding:8px 10px;border-radius:4px;font-size:13px}
</style></head><body><main>${body}</main></body></html>`;
}

async function formOf(ctx: Ctx): Promise<URLSearchParams> {
  return new URLSearchParams(await ctx.request.text());
}

/** Completes a login: a fresh session id and CSRF token; the expiry mark is announced once. */
function completeLogin(ctx: Ctx, user: Row, mark: 'age' | 'close', next: string): Response {
  const s = ctx.state.sessions.rotate(ctx.session);
  s.userId = String(user.id);
  s.loginAt = Date.now();
  s.expireMark = mark;
  s.announceExpireMark = true;
  ctx.session = s;
  user.last_login = new Date().toISOString();
  ctx.setCookies.push(
    serializeCookie(SESSION_COOKIE, s.id, { httpOnly: true, ...(mark === 'age' ? { maxAge: SESSION_AGE_SECONDS } : {}) }),
    serializeCookie(CSRF_COOKIE, s.csrfToken, { maxAge: YEAR }),
  );
  return redirect(safeNext(next));
}

function checkPassword(ctx: Ctx, user: Row | undefined, submitted: string): boolean {
  if (!user || !user.is_active) return false;
  const keys = ctx.session?.keys;
  const plain = keys ? decryptSecret(submitted, keys.privateKeyPem) : submitted;
  return plain === user.password;
}

export function csrfOk(ctx: Ctx, form: URLSearchParams): boolean {
  return Boolean(ctx.session) && form.get('csrfmiddlewaretoken') === ctx.session!.csrfToken;
}

export const authRoutes: Route[] = [
  {
    method: 'GET',
    pattern: /^\/core\/auth\/login\/$/,
    public: true,
    handle: (ctx) => {
      if (ctx.user && ctx.authVia === 'session') return redirect(safeNext(ctx.url.searchParams.get('next')));
      return loginPage(ctx, { next: ctx.url.searchParams.get('next') ?? '' });
    },
  },
  {
    method: 'POST',
    pattern: /^\/core\/auth\/login\/$/,
    public: true,
    handle: async (ctx) => {
      const form = await formOf(ctx);
      const next = form.get('next') || ctx.url.searchParams.get('next') || '';
      if (!csrfOk(ctx, form)) return loginPage(ctx, { error: t(ctx.lang, 'csrfExpired'), next });
      const username = (form.get('username') ?? '').trim();
      const user = ctx.state.store.userByUsername(username);
      if (!checkPassword(ctx, user, form.get('password') ?? '')) {
        return loginPage(ctx, { error: t(ctx.lang, 'invalidCredentials'), username, next });
      }
      const mark = form.get('auto_login') ? 'age' : 'close';
      if (user!.otp_secret_key) {
        const s = ctx.session!;
        s.pendingMfaUserId = String(user!.id);
        s.pendingNext = next;
        s.pendingExpireMark = mark;
        return redirect('/core/auth/login/mfa/');
      }
      return completeLogin(ctx, user!, mark, next);
    },
  },
  {
    method: 'GET',
    pattern: /^\/core\/auth\/login\/mfa\/$/,
    public: true,
    handle: (ctx) => (ctx.session?.pendingMfaUserId ? mfaPage(ctx) : redirect('/core/auth/login/')),
  },
  {
    method: 'POST',
    pattern: /^\/core\/auth\/login\/mfa\/$/,
    public: true,
    handle: async (ctx) => {
      const s = ctx.session;
      const user = s?.pendingMfaUserId ? ctx.state.store.find('users.users', s.pendingMfaUserId) : undefined;
      if (!s || !user) return redirect('/core/auth/login/');
      const form = await formOf(ctx);
      if (!csrfOk(ctx, form)) return mfaPage(ctx, t(ctx.lang, 'csrfExpired'));
      const { verifyTotp } = await import('../util/totp');
      if (!verifyTotp(String(user.otp_secret_key), form.get('code') ?? '')) return mfaPage(ctx, t(ctx.lang, 'mfaFailed'));
      s.pendingMfaUserId = null;
      return completeLogin(ctx, user, s.pendingExpireMark, s.pendingNext ?? '');
    },
  },
  {
    method: 'GET',
    pattern: /^\/core\/auth\/logout\/$/,
    public: true,
    handle: (ctx) => {
      if (ctx.session) ctx.state.sessions.destroy(ctx.session.id);
      ctx.session = null;
      ctx.setCookies.push(deleteCookie(SESSION_COOKIE), deleteCookie('jms_session_expire'));
      const next = ctx.url.searchParams.get('next');
      return redirect(next && next.startsWith('/') && !next.startsWith('//') ? next : '/core/auth/login/');
    },
  },
  {
    method: 'POST',
    pattern: /^\/api\/v1\/authentication\/auth\/$/,
    public: true,
    handle: async (ctx) => {
      const body = (await ctx.request.json().catch(() => ({}))) as { username?: string; password?: string };
      const user = ctx.state.store.userByUsername(String(body.username ?? ''));
      if (!user || !user.is_active || body.password !== user.password) {
        return detail(400, t(ctx.lang, 'invalidCredentials'), 'error');
      }
      const token = randomBytes(20).toString('hex');
      const expires = Date.now() + 3600 * 1000;
      ctx.state.store.tokens.set(token, { userId: String(user.id), expires });
      return json({ token, keyword: 'Bearer', date_expired: new Date(expires).toISOString(), user: { id: user.id, username: user.username, name: user.name } }, 201);
    },
  },
];
