/**
 * The session-expiry mark (docs/wire.md §3.2); the keep-alive ping lives in the
 * http client (dataProvider/keepAlive.ts).
 * The backend sets `jms_session_expire` once at login. `close` emulates "expire when the browser
 * closes": the console keeps rewriting it with a 2-minute life, so it disappears 2 minutes after
 * the last tab is gone. `age` is left to expire by age.
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

/** Stops the `close` mark refresh (logout, tests). */
export function stopSessionMark(): void {
  if (refreshTimer) clearInterval(refreshTimer);
  refreshTimer = null;
}

/**
 * Starts the `close` mark refresh once per page; returns a stop function. A mark removed by a
 * logout in another tab is not brought back: the refresh stops instead.
 */
export function keepSessionMark(): () => void {
  if (sessionMark() === 'close' && !refreshTimer) {
    const refresh = () => {
      if (sessionMark() !== 'close') return stopSessionMark();
      writeCookie(SESSION_MARK, 'close', { maxAgeSeconds: MARK_LIFETIME_S });
    };
    refresh();
    refreshTimer = setInterval(refresh, MARK_REFRESH_MS);
  }
  return stopSessionMark;
}

/** The backend's login page, returning to where the user was. */
export function loginUrl(returnTo?: string): string {
  return returnTo ? `${LOGIN_PATH}?next=${encodeURIComponent(returnTo)}` : LOGIN_PATH;
}

/**
 * The backend's logout page, then `next` (which, being signed out, leads through the login page).
 */
export function logoutUrl(next?: string): string {
  return next ? `${LOGOUT_PATH}?next=${encodeURIComponent(next)}` : LOGOUT_PATH;
}
