/** The crontab preview: parsing the five fields and the next run times (in local time). */
import { describe, expect, it } from 'vitest';
import { nextRuns, parseCron } from '../../src/schema/cron';

const at = (y: number, mo: number, d: number, h = 0, mi = 0) => new Date(y, mo - 1, d, h, mi);

describe('crontab', () => {
  it('rejects what the backend rejects: not five fields, out of range, bad steps', () => {
    for (const bad of [
      '* * * *',
      '60 * * * *',
      '* 24 * * *',
      '* * 0 * *',
      '*/0 * * * *',
      'a * * * *',
    ])
      expect(parseCron(bad), bad).toBeNull();
    expect(parseCron('*/5 1-3,7 * * 1-5')).not.toBeNull();
  });

  it('lists the next five runs of a daily schedule, after now', () => {
    const runs = nextRuns(parseCron('30 2 * * *')!, at(2026, 11, 1, 8, 0));
    expect(runs).toEqual([2, 3, 4, 5, 6].map((d) => at(2026, 11, d, 2, 30)));
  });

  it('combines day of month and weekday like cron (either matches), 7 is Sunday', () => {
    // 2026-11-01 is a Sunday.
    const runs = nextRuns(parseCron('0 9 15 * 7')!, at(2026, 11, 1, 10, 0), 3);
    expect(runs).toEqual([at(2026, 11, 8, 9), at(2026, 11, 15, 9), at(2026, 11, 22, 9)]);
  });

  it('steps through ranges', () => {
    const runs = nextRuns(parseCron('*/20 8-9 * * *')!, at(2026, 11, 1, 9, 30), 4);
    expect(runs).toEqual([
      at(2026, 11, 1, 9, 40),
      at(2026, 11, 2, 8, 0),
      at(2026, 11, 2, 8, 20),
      at(2026, 11, 2, 8, 40),
    ]);
  });
});
