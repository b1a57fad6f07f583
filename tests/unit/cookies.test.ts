import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie, removeCookie, writeCookie } from '../../dataProvider/cookies';
import { documentCookie } from '../support/documentCookie';

/** Counts the reads of document.cookie (each one asks the browser's cookie store). */
function countCookieReads() {
  const cookie = documentCookie();
  const reads = { count: 0 };
  vi.spyOn(document, 'cookie', 'get').mockImplementation(() => {
    reads.count += 1;
    return cookie.get();
  });
  return reads;
}

describe('cookie reads', () => {
  afterEach(() => removeCookie('jms_probe'));

  it('ask the browser once per run of script, however many cookies are read', () => {
    document.cookie = 'jms_probe=a; path=/';
    const reads = countCookieReads();
    expect(readCookie('jms_probe')).toBe('a');
    expect(readCookie('django_language')).toBeNull();
    expect(readCookie('jms_probe')).toBe('a');
    expect(reads.count).toBe(1);
  });

  it('see what the server set from the next run on', async () => {
    writeCookie('jms_probe', 'a');
    expect(readCookie('jms_probe')).toBe('a');
    document.cookie = 'jms_probe=b; path=/';
    await Promise.resolve();
    expect(readCookie('jms_probe')).toBe('b');
  });

  it("see the console's own writes at once", () => {
    expect(readCookie('jms_probe')).not.toBe('c');
    writeCookie('jms_probe', 'c');
    expect(readCookie('jms_probe')).toBe('c');
    writeCookie('jms_probe', 'd');
    expect(readCookie('jms_probe')).toBe('d');
  });
});
