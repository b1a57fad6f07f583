/** A login rule's time periods: the backend's `{id: %w, value: "a~b、c~d"}` <-> half-hour slots. */
import { describe, expect, it } from 'vitest';
import { emptyGrid, formatPeriods, parsePeriods } from '../../src/features/acls/timePeriod';

describe('login rule time periods', () => {
  it('nothing selected is "any time": an empty list', () => {
    expect(formatPeriods(emptyGrid())).toEqual([]);
    expect(formatPeriods(parsePeriods([]))).toEqual([]);
  });

  it('writes runs of slots per weekday, the day end as 00:00, every day listed', () => {
    const grid = emptyGrid();
    for (let s = 18; s < 24; s++) grid[2]![s] = true; // Tuesday 09:00–12:00
    grid[2]![27] = true; // 13:30–14:00
    grid[0]!.fill(true); // all of Sunday
    expect(formatPeriods(grid)).toEqual([
      { id: 0, value: '00:00~00:00' },
      { id: 1, value: '' },
      { id: 2, value: '09:00~12:00、13:30~14:00' },
      { id: 3, value: '' },
      { id: 4, value: '' },
      { id: 5, value: '' },
      { id: 6, value: '' },
    ]);
  });

  it('reads stored values back, day ends written 00:00, 23:59 or 24:00, other separators too', () => {
    const stored = [
      { id: 1, value: '08:00~09:00、22:00~00:00' },
      { id: 3, value: '00:00~08:00, 20:00~23:59' },
      { id: 5, value: '12:00~24:00' },
    ];
    const grid = parsePeriods(stored);
    expect(formatPeriods(grid).filter((p) => p.value)).toEqual([
      { id: 1, value: '08:00~09:00、22:00~00:00' },
      { id: 3, value: '00:00~08:00、20:00~00:00' },
      { id: 5, value: '12:00~00:00' },
    ]);
  });

  it('ignores what it cannot read', () => {
    expect(formatPeriods(parsePeriods('x'))).toEqual([]);
    expect(formatPeriods(parsePeriods([{ id: 9, value: '01:00~02:00' }, { id: 1 }]))).toEqual([]);
  });
});
