import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie, removeCookie, writeCookie } from '../../dataProvider/cookies';

/** Counts the reads of document.cookie (each one asks the browser's cookie store). */
function countCookieReads() {
  let proto: object | null = document;
  let own: PropertyDescriptor | undefined;
  while (proto && !own) {
    own = Object.getOwnPropertyDescriptor(proto, 'cookie');
    proto = Object.getPrototypeOf(proto);
  }
  const reads = { count: 0 };
  vi.spyOn(document, 'cookie', 'get').mockImplementation(() => {
    reads.count += 1;
    return own!.get!.call(document) as string;
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
    expect(readCookie('jms_probe')).toBeNull();
    document.cookie = 'jms_probe=b; path=/';
    await Promise.resolve();
    expect(readCookie('jms_probe')).toBe('b');
  });

  it("see the console's own writes at once", () => {
    expect(readCookie('jms_probe')).toBeNull();
    writeCookie('jms_probe', 'c');
    expect(readCookie('jms_probe')).toBe('c');
    writeCookie('jms_probe', 'd');
    expect(readCookie('jms_probe')).toBe('d');
  });
});
