import { describe, expect, it } from 'vitest';
import { nextRuns, parseCron } from '../../src/features/accounts/cron';

const local = (y: number, mo: number, d: number, h = 0, mi = 0) => new Date(y, mo - 1, d, h, mi);

describe('crontab next runs', () => {
  it('daily at 02:00', () => {
    const runs = nextRuns(parseCron('0 2 * * *')!, local(2026, 11, 1, 8, 0), 3);
    expect(runs).toEqual([local(2026, 11, 2, 2), local(2026, 11, 3, 2), local(2026, 11, 4, 2)]);
  });

  it('steps, ranges, lists and names', () => {
    const every15 = nextRuns(parseCron('*/15 9-10 * * *')!, local(2026, 11, 1, 10, 40), 2);
    expect(every15).toEqual([local(2026, 11, 1, 10, 45), local(2026, 11, 2, 9, 0)]);
    // 2026-11-02 is a Monday.
    const weekdays = nextRuns(parseCron('30 8 * * mon,fri')!, local(2026, 11, 1), 2);
    expect(weekdays).toEqual([local(2026, 11, 2, 8, 30), local(2026, 11, 6, 8, 30)]);
    const months = nextRuns(parseCron('0 0 1 jan,7 *')!, local(2026, 11, 1), 2);
    expect(months).toEqual([local(2027, 1, 1), local(2027, 7, 1)]);
  });

  it('either day field matches when both are restricted; Sunday is 0 or 7', () => {
    const runs = nextRuns(parseCron('0 12 15 * 7')!, local(2026, 11, 1, 13), 3);
    // Sundays 8 and 15 (also the 15th), then 22.
    expect(runs).toEqual([
      local(2026, 11, 8, 12),
      local(2026, 11, 15, 12),
      local(2026, 11, 22, 12),
    ]);
  });

  it('refuses what is not 5 valid fields', () => {
    for (const bad of [
      '',
      '0 2 * *',
      '60 * * * *',
      '* 24 * * *',
      '*/0 * * * *',
      'a b c d e',
      '5-1 * * * *',
    ])
      expect(parseCron(bad)).toBeNull();
  });

  it('a date that never comes yields no runs', () => {
    expect(nextRuns(parseCron('0 0 31 2 *')!, local(2026, 11, 1))).toEqual([]);
  });
});
