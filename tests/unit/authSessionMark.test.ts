import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  keepSessionMark,
  loginUrl,
  logoutUrl,
  sessionMark,
  stopSessionMark,
} from '../../authProvider/session';
import { documentCookie } from '../support/documentCookie';

/** What the page wrote last for the mark, attributes included. */
function spyOnCookieWrites() {
  const writes: string[] = [];
  const cookie = documentCookie();
  vi.spyOn(document, 'cookie', 'set').mockImplementation((v: string) => {
    writes.push(v);
    cookie.set(v);
  });
  return writes;
}

describe('the session-expiry mark (docs/wire.md §3)', () => {
  afterEach(() => {
    stopSessionMark();
    vi.useRealTimers();
  });

  it('reads only the two known kinds', async () => {
    expect(sessionMark()).toBeNull();
    // The backend sets the mark in a response, which the page sees from its next run of script.
    document.cookie = 'jms_session_expire=age; path=/';
    await Promise.resolve();
    expect(sessionMark()).toBe('age');
    document.cookie = 'jms_session_expire=forever; path=/';
    await Promise.resolve();
    expect(sessionMark()).toBeNull();
  });

  it('rewrites a close mark every 10 s with a 2-minute life', () => {
    vi.useFakeTimers();
    document.cookie = 'jms_session_expire=close; path=/';
    const writes = spyOnCookieWrites();
    keepSessionMark();
    expect(writes).toEqual(['jms_session_expire=close; path=/; max-age=120; SameSite=Lax']);
    vi.advanceTimersByTime(9_999);
    expect(writes).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(writes).toHaveLength(2);
    vi.advanceTimersByTime(30_000);
    expect(writes).toHaveLength(5);
    // Starting again on the same page does not add a second timer.
    keepSessionMark();
    vi.advanceTimersByTime(10_000);
    expect(writes).toHaveLength(6);
  });

  it('leaves an age mark alone', () => {
    vi.useFakeTimers();
    document.cookie = 'jms_session_expire=age; path=/';
    const writes = spyOnCookieWrites();
    keepSessionMark();
    vi.advanceTimersByTime(60_000);
    expect(writes).toEqual([]);
  });

  it('stops refreshing once the mark is gone (signed out in another tab) instead of reviving it', () => {
    vi.useFakeTimers();
    document.cookie = 'jms_session_expire=close; path=/';
    keepSessionMark();
    document.cookie = 'jms_session_expire=; path=/; max-age=0';
    vi.advanceTimersByTime(30_000);
    expect(sessionMark()).toBeNull();
  });

  it('builds login and logout URLs that come back here', () => {
    expect(loginUrl('/ui/console/users/users?search=a')).toBe(
      '/core/auth/login/?next=%2Fui%2Fconsole%2Fusers%2Fusers%3Fsearch%3Da',
    );
    expect(loginUrl()).toBe('/core/auth/login/');
    expect(logoutUrl('/ui/audit/')).toBe('/core/auth/logout/?next=%2Fui%2Faudit%2F');
  });
});
