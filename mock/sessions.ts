/** Server-side sessions, like Django's: an opaque id in an HttpOnly cookie, state kept here. */
import { randomBytes } from 'node:crypto';
import { generateSessionKeyPair } from './secretCrypto';

export interface Session {
  id: string;
  csrfToken: string;
  userId: string | null;
  /** 'age' when the user ticked "keep me signed in", else 'close' */
  expireMark: 'age' | 'close';
  loginAt: number | null;
  /** a user who passed the password step and still owes an MFA code */
  pendingMfaUserId: string | null;
  pendingNext: string | null;
  pendingExpireMark: 'age' | 'close';
  keys: { publicKeyPem: string; privateKeyPem: string; cookieValue: string } | null;
  /** set once after login; the session-cookie middleware turns it into jms_session_expire */
  announceExpireMark: boolean;
  orgId: string | null;
  confirm: { level: number; at: number } | null;
  /** the OTP secret being bound (the bind page), until a code proves the authenticator has it */
  otpSecretKey?: string;
}

export const SESSION_AGE_SECONDS = 86400;

function token(bytes = 24): string {
  return randomBytes(bytes).toString('hex');
}

export class Sessions {
  private readonly byId = new Map<string, Session>();

  create(): Session {
    const s: Session = {
      id: token(16),
      csrfToken: token(32),
      userId: null,
      expireMark: 'close',
      loginAt: null,
      pendingMfaUserId: null,
      pendingNext: null,
      pendingExpireMark: 'close',
      keys: null,
      announceExpireMark: false,
      orgId: null,
      confirm: null,
    };
    this.byId.set(s.id, s);
    return s;
  }

  get(id: string | undefined): Session | null {
    return (id && this.byId.get(id)) || null;
  }

  /** Django rotates the session key and the CSRF token at login; the key pair goes with the session. */
  rotate(old: Session | null): Session {
    const s = this.create();
    if (old) {
      s.keys = old.keys;
      this.byId.delete(old.id);
    }
    return s;
  }

  all(): IterableIterator<Session> {
    return this.byId.values();
  }

  destroy(id: string): void {
    this.byId.delete(id);
  }

  keysOf(s: Session): NonNullable<Session['keys']> {
    if (!s.keys) s.keys = generateSessionKeyPair();
    return s.keys;
  }

  clear(): void {
    this.byId.clear();
  }
}
