/**
 * A login rule's time periods as the backend stores them (`rules.time_period`): one entry per
 * weekday, `id` as Python's `%w` (0 = Sunday), `value` the allowed ranges joined with "、", e.g.
 * `{"id": 1, "value": "08:00~12:00、14:00~18:00"}`; an end of "00:00" is midnight at the day's end.
 * An empty list means "any time". The editor works on half-hour slots (48 per day).
 */

export interface TimePeriod {
  id: number;
  value: string;
}

export const SLOTS_PER_DAY = 48;
/** Display order: Monday first, as the console's grid. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0] as const;

/** Selected slots per weekday id. */
export type SlotGrid = Record<number, boolean[]>;

export function emptyGrid(): SlotGrid {
  return Object.fromEntries(
    WEEKDAYS.map((d) => [d, Array<boolean>(SLOTS_PER_DAY).fill(false)]),
  ) as SlotGrid;
}

function minutes(hhmm: string): number | null {
  const m = /^(\d{1,2}):(\d{2})$/.exec(hhmm.trim());
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** "HH:MM" of a slot boundary; the day's end is written "00:00" as the backend expects. */
export function slotTime(slot: number): string {
  const total = (slot * 30) % (24 * 60);
  const h = Math.floor(total / 60);
  return `${String(h).padStart(2, '0')}:${total % 60 === 0 ? '00' : '30'}`;
}

/** Reads stored periods; ranges not on half-hour bounds cover every slot they touch. */
export function parsePeriods(periods: unknown): SlotGrid {
  const grid = emptyGrid();
  if (!Array.isArray(periods)) return grid;
  for (const p of periods as Partial<TimePeriod>[]) {
    const day = grid[Number(p?.id)];
    if (!day || typeof p.value !== 'string') continue;
    for (const range of p.value.split(/[、,，]/)) {
      const [a, b] = range.split('~');
      if (a === undefined || b === undefined) continue;
      const start = minutes(a);
      let end = minutes(b);
      if (start === null || end === null) continue;
      if (end === 0 || end === 23 * 60 + 59) end = 24 * 60;
      for (let s = Math.floor(start / 30); s < Math.ceil(end / 30) && s < SLOTS_PER_DAY; s++)
        day[s] = true;
    }
  }
  return grid;
}

/** The grid as stored periods: all seven days (days without a slot get ""), or [] when empty. */
export function formatPeriods(grid: SlotGrid): TimePeriod[] {
  const any = WEEKDAYS.some((d) => grid[d]?.some(Boolean));
  if (!any) return [];
  return [0, 1, 2, 3, 4, 5, 6].map((id) => {
    const slots = grid[id] ?? [];
    const ranges: string[] = [];
    let s = 0;
    while (s < SLOTS_PER_DAY) {
      if (!slots[s]) {
        s++;
        continue;
      }
      const start = s;
      while (s < SLOTS_PER_DAY && slots[s]) s++;
      ranges.push(`${slotTime(start)}~${slotTime(s)}`);
    }
    return { id, value: ranges.join('、') };
  });
}
