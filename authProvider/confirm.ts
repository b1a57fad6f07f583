/**
 * User confirmation (docs/wire.md §11). A protected endpoint answers 400
 * `{code: relogin|password|mfa}` until the session holds a fresh enough confirmation. The broker
 * runs an action, and when it fails that way opens the confirm dialog (one at a time) and retries
 * the action once the user has confirmed. The dialog (src/components/confirm) drives the calls
 * below.
 */
import { readCookie, PUBLIC_KEY_COOKIE } from '../dataProvider/cookies';
import { request } from '../dataProvider/httpClient';
import { StateBox } from './stateBox';

export const CONFIRM_URL = '/api/v1/authentication/confirm/';
export const MFA_SEND_CODE_URL = '/api/v1/authentication/mfa/select/';

/** In ascending strength: a stronger confirmation satisfies a weaker requirement. */
export const CONFIRM_LEVELS = ['relogin', 'password', 'mfa'] as const;
export type ConfirmLevel = (typeof CONFIRM_LEVELS)[number];

export interface MfaMethod {
  name: string;
  display_name: string;
  disabled: boolean;
  placeholder?: string;
}

/** The server picks the strongest confirmation the user can give, so it may differ from the ask. */
export interface ConfirmTypeAnswer {
  confirm_type: ConfirmLevel;
  content: MfaMethod[] | '';
}

export const OTP_LENGTH = 6;
export const SMS_RESEND_SECONDS = 60;

export function isConfirmLevel(value: unknown): value is ConfirmLevel {
  return typeof value === 'string' && (CONFIRM_LEVELS as readonly string[]).includes(value);
}

/** The confirmation an error asks for: 400 with `code` (v3.1), or 412 as later backends answer. */
export function confirmLevelOf(error: unknown): ConfirmLevel | null {
  const e = error as { status?: number; body?: { code?: unknown } } | null;
  if (!e || (e.status !== 400 && e.status !== 412)) return null;
  return isConfirmLevel(e.body?.code) ? e.body.code : null;
}

/** The user closed the dialog. */
export class UserConfirmCancelled extends Error {
  constructor() {
    super('auth.confirm.cancelled');
    this.name = 'UserConfirmCancelled';
  }
}

/**
 * The confirmation type could not be looked up (e.g. MFA required but none set up): an MFA error.
 */
export class UserConfirmUnavailable extends Error {
  constructor(
    message: string,
    readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'UserConfirmUnavailable';
  }
}

/** The first method that is not disabled is the default choice. */
export function defaultMfaMethod(methods: readonly MfaMethod[]): string {
  return methods.find((m) => !m.disabled)?.name ?? '';
}

/** Client-side check before posting: an OTP code has exactly six characters. */
export function secretProblem(
  level: ConfirmLevel,
  method: string,
  secret: string,
): 'otp_length' | 'required' | null {
  if (level === 'relogin') return null;
  if (level === 'mfa' && method === 'otp')
    return secret.length === OTP_LENGTH ? null : 'otp_length';
  return secret ? null : 'required';
}

export function lookupConfirmType(level: ConfirmLevel): Promise<ConfirmTypeAnswer> {
  return request<ConfirmTypeAnswer>(CONFIRM_URL, { query: { confirm_type: level }, silent: true });
}

/** Posts one confirmation; the secret leaves the browser encrypted when the session has a key. */
export async function submitConfirm(attempt: {
  level: ConfirmLevel;
  method?: string;
  secret: string;
}): Promise<void> {
  let secret = attempt.secret;
  if (secret) {
    const { encryptSecret } = await import('../dataProvider/secretCrypto');
    secret = encryptSecret(secret, readCookie(PUBLIC_KEY_COOKIE));
  }
  const body: Record<string, string> = { confirm_type: attempt.level, secret_key: secret };
  if (attempt.level === 'mfa' && attempt.method) body.mfa_type = attempt.method;
  await request(CONFIRM_URL, { method: 'POST', body, silent: true });
}

export function sendSmsCode(): Promise<unknown> {
  return request(MFA_SEND_CODE_URL, { method: 'POST', body: { type: 'sms' }, silent: true });
}

export interface ConfirmRequest {
  id: number;
  level: ConfirmLevel;
}

type Waiter = { resolve: () => void; reject: (error: unknown) => void };

/** One confirm dialog at a time; requests made while it is open wait for its outcome. */
export class ConfirmBroker {
  readonly state = new StateBox<{ request: ConfirmRequest | null }>({ request: null });
  private waiters: Waiter[] = [];
  private nextId = 1;

  /** Asks the user to confirm at `level` (or joins the dialog already open). */
  confirm(level: ConfirmLevel): Promise<void> {
    return new Promise((resolve, reject) => {
      this.waiters.push({ resolve, reject });
      if (!this.state.get().request) this.state.set({ request: { id: this.nextId++, level } });
    });
  }

  /** The dialog's outcome: confirmed, or an error (cancel, MFA error) for every waiting caller. */
  settle(id: number, outcome: { ok: true } | { ok: false; error: unknown }): void {
    if (this.state.get().request?.id !== id) return;
    const waiters = this.waiters;
    this.waiters = [];
    this.state.set({ request: null });
    for (const w of waiters) {
      if (outcome.ok) w.resolve();
      else w.reject(outcome.error);
    }
  }

  /**
   * Runs `action`; if it fails for want of a confirmation, asks for it and retries once.
   * Rejects with UserConfirmCancelled when the user closes the dialog.
   */
  async run<T>(action: () => Promise<T>): Promise<T> {
    try {
      return await action();
    } catch (error) {
      const level = confirmLevelOf(error);
      if (!level) throw error;
      await this.confirm(level);
      return action();
    }
  }
}
