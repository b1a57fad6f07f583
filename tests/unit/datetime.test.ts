import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../i18n';
import { formatDate, parseBackendDate } from '../../src/schema/datetime';

describe('backend datetimes', () => {
  it('reads the backend form with its zone, and ISO 8601', () => {
    expect(parseBackendDate('2023/03/20 10:11:12 +0800')!.toISOString()).toBe(
      '2023-03-20T02:11:12.000Z',
    );
    expect(parseBackendDate('2023/03/20 10:11:12 -0130')!.toISOString()).toBe(
      '2023-03-20T11:41:12.000Z',
    );
    expect(parseBackendDate('2026-11-01T08:00:00Z')!.toISOString()).toBe(
      '2026-11-01T08:00:00.000Z',
    );
    expect(parseBackendDate('not a date')).toBeNull();
    expect(formatDate('not a date', 'en')).toBe('not a date');
  });

  it('names days in the language once its catalogue is loaded', async () => {
    const value = '2023/03/20 10:11:12 +0000';
    const utc = (s: string) => s.replace(/\d{2}:\d{2}:\d{2}$/, 'time');
    expect(utc(formatDate(value, 'en', 'long'))).toMatch(/^\w+day, March 2\d, 2023 time$/);
    await loadCatalogue('zh');
    await loadCatalogue('ja');
    expect(utc(formatDate(value, 'zh', 'long'))).toMatch(/^2023年3月2\d日 星期. time$/);
    expect(utc(formatDate(value, 'ja', 'long'))).toMatch(/^2023年3月2\d日\(.\) time$/);
  });
});
