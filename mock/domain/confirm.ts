/**
 * User confirmation (docs/wire.md §11): relogin < password < mfa. A protected endpoint answers 400
 * {code, detail} until the session holds a confirmation at least as strong and young enough.
 */
import type { Ctx } from '../http';
import type { Lang } from '../i18n';
import { t } from '../i18n';
import { decryptSecret } from '../secretCrypto';
import type { Row } from '../types';
import { verifyTotp } from '../util/totp';
import { domainOf } from './state';

export const CONFIRM_TYPES = ['relogin', 'password', 'mfa'] as const;
export type ConfirmType = (typeof CONFIRM_TYPES)[number];

export const RELOGIN_WINDOW_MS = 5 * 60_000;
/** TTL of relogin and password confirmations; mfa uses SECURITY_MFA_VERIFY_TTL. */
export const CONFIRM_TTL_SECONDS = 300;

const MESSAGES = {
  en: {
    required: 'This action require confirm current user',
    noBackend: 'This action require verify your MFA',
    password: 'Authentication failed password incorrect',
    relogin: 'Login time has exceeded 5 minutes, please login again',
    notSupported: 'Current user not support mfa type: {type}',
  },
  zh: {
    required: '此操作需要确认当前用户',
    noBackend: '此操作需要验证您的 MFA',
    password: '认证失败，密码错误',
    relogin: '登录时间已超过 5 分钟，请重新登录',
    notSupported: '当前用户不支持 MFA 类型: {type}',
  },
  ja: {
    required: 'この操作には現在のユーザーの確認が必要です',
    noBackend: 'この操作には MFA の検証が必要です',
    password: '認証に失敗しました。パスワードが正しくありません',
    relogin: 'ログイン時間が 5 分を超えました。再度ログインしてください',
    notSupported: '現在のユーザーは MFA タイプ {type} をサポートしていません',
  },
} satisfies Record<Lang, Record<string, string>>;

export function confirmMessage(
  lang: Lang,
  key: keyof (typeof MESSAGES)['en'],
  vars: Record<string, string> = {},
): string {
  return MESSAGES[lang][key].replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? '');
}

export interface MfaOption {
  name: string;
  disabled: boolean;
  display_name: string;
  placeholder: string;
}

export function mfaOptions(ctx: Ctx, user: Row): MfaOption[] {
  const sms = domainOf(ctx.state).smsEnabled && Boolean(user.phone);
  return [
    {
      name: 'otp',
      disabled: !user.otp_secret_key,
      display_name: 'OTP',
      placeholder: 'OTP verification code',
    },
    { name: 'sms', disabled: !sms, display_name: 'SMS', placeholder: 'SMS verification code' },
  ];
}

/** Users whose login goes through a password the server can check (not SSO). */
function passwordAuthenticated(user: Row): boolean {
  return ['local', 'ldap', 'radius'].includes(String(user.source ?? 'local'));
}

/** Where a caller's confirmation lives: the session, or (for bearer tokens) a per-token record. */
function holder(ctx: Ctx): { confirm: { level: number; at: number } | null } | null {
  if (ctx.session && ctx.authVia === 'session') return ctx.session;
  const token = ctx.request.headers.get('authorization')?.split(/\s+/)[1];
  if (!token) return null;
  const map = domainOf(ctx.state).tokenConfirms;
  return {
    get confirm() {
      return map.get(token) ?? null;
    },
    set confirm(v) {
      if (v) map.set(token, v);
    },
  };
}

/**
 * The strongest confirmation the user can give at or above `requested` (the server may answer a
 * stronger one).
 */
export function confirmBackend(ctx: Ctx, requested: ConfirmType): ConfirmType | null {
  const user = ctx.user!;
  const candidates = CONFIRM_TYPES.slice(CONFIRM_TYPES.indexOf(requested)).reverse();
  for (const type of candidates) {
    if (type === 'mfa' && mfaOptions(ctx, user).some((o) => !o.disabled)) return type;
    if (type === 'password' && passwordAuthenticated(user)) return type;
    if (type === 'relogin') return type;
  }
  return null;
}

/** What the secret endpoints (account secrets, their history, template secrets) ask for. */
export function secretsConfirmLevel(ctx: Ctx): ConfirmType {
  return domainOf(ctx.state).secretsConfirmLevel;
}

/**
 * The 400 a protected endpoint answers without a fresh enough confirmation, or null when confirmed.
 */
export function requireConfirm(ctx: Ctx, type: ConfirmType): Response | null {
  if (!ctx.state.settings.SECURITY_VIEW_AUTH_NEED_MFA) return null;
  const confirm = holder(ctx)?.confirm;
  const ttl =
    type === 'mfa' ? Number(ctx.state.settings.SECURITY_MFA_VERIFY_TTL) : CONFIRM_TTL_SECONDS;
  const minLevel = CONFIRM_TYPES.indexOf(type) + 1;
  if (confirm && confirm.level >= minLevel && confirm.at >= Date.now() - ttl * 1000) return null;
  return new Response(
    JSON.stringify({ code: type, detail: confirmMessage(ctx.lang, 'required') }),
    {
      status: 400,
      headers: { 'Content-Type': 'application/json' },
    },
  );
}

export interface ConfirmAttempt {
  confirm_type: ConfirmType;
  mfa_type?: string;
  secret_key?: string;
}

/** Checks one confirmation; on success the session records the requested level and the time. */
export function confirmUser(
  ctx: Ctx,
  attempt: ConfirmAttempt,
): { ok: true } | { ok: false; error: string } {
  const user = ctx.user!;
  const backend = confirmBackend(ctx, attempt.confirm_type);
  if (!backend) return { ok: false, error: confirmMessage(ctx.lang, 'noBackend') };
  const keys = ctx.session?.keys;
  const secret =
    keys && attempt.secret_key
      ? decryptSecret(attempt.secret_key, keys.privateKeyPem)
      : (attempt.secret_key ?? '');
  let error = '';
  if (backend === 'relogin') {
    const loginAt = ctx.authVia === 'session' ? ctx.session?.loginAt : null;
    if (!loginAt || Date.now() - loginAt >= RELOGIN_WINDOW_MS)
      error = confirmMessage(ctx.lang, 'relogin');
  } else if (backend === 'password') {
    if (secret !== user.password) error = confirmMessage(ctx.lang, 'password');
  } else {
    const mfaType = attempt.mfa_type || 'otp';
    const option = mfaOptions(ctx, user).find((o) => o.name === mfaType);
    if (!option || option.disabled)
      error = confirmMessage(ctx.lang, 'notSupported', { type: mfaType });
    else if (mfaType === 'otp' && !verifyTotp(String(user.otp_secret_key), secret))
      error = t(ctx.lang, 'mfaFailed');
    else if (mfaType === 'sms') {
      const codes = domainOf(ctx.state).smsCodes;
      if (!secret || codes.get(String(user.id)) !== secret) error = t(ctx.lang, 'mfaFailed');
      else codes.delete(String(user.id));
    }
  }
  if (error) return { ok: false, error };
  const h = holder(ctx);
  if (h) h.confirm = { level: CONFIRM_TYPES.indexOf(attempt.confirm_type) + 1, at: Date.now() };
  return { ok: true };
}
