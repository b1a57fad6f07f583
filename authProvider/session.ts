/**
 * The session-expiry mark (shell-spec §4.2): the backend sets `jms_session_expire` once at login.
 * `close` emulates "expire when the browser closes": the console keeps rewriting it with a 2-minute
 * life, so it disappears 2 minutes after the last tab is gone. `age` is left to expire by age.
 */
import { readCookie, writeCookie } from '../dataProvider/cookies';

export const SESSION_MARK = 'jms_session_expire';
export const MARK_REFRESH_MS = 10_000;
export const MARK_LIFETIME_S = 120;
export const LOGIN_PATH = '/core/auth/login/';
export const LOGOUT_PATH = '/core/auth/logout/';

export type SessionMark = 'close' | 'age';

export function sessionMark(): SessionMark | null {
  const v = readCookie(SESSION_MARK);
  return v === 'close' || v === 'age' ? v : null;
}

let refreshTimer: ReturnType<typeof setInterval> | null = null;

/** Starts the `close` mark refresh once per page; returns a stop function for tests. */
export function keepSessionMark(): () => void {
  if (sessionMark() === 'close' && !refreshTimer) {
    const refresh = () => writeCookie(SESSION_MARK, 'close', { maxAgeSeconds: MARK_LIFETIME_S });
    refresh();
    refreshTimer = setInterval(refresh, MARK_REFRESH_MS);
  }
  return () => {
    if (refreshTimer) clearInterval(refreshTimer);
    refreshTimer = null;
  };
}

/** The backend's login page, returning to where the user was. */
export function loginUrl(returnTo?: string): string {
  return returnTo ? `${LOGIN_PATH}?next=${encodeURIComponent(returnTo)}` : LOGIN_PATH;
}
