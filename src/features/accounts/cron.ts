/**
 * The next runs of a 5-field crontab (minute hour day-of-month month day-of-week), computed in the
 * browser as Lina does (there is no server-side preview, domain-protocol-assets §5.1). Supports
 * `*`, values, ranges, steps, lists and month/weekday names; a day matches when either day field
 * matches if both are restricted (Vixie cron).
 */
const NAMES: Record<string, number> = Object.fromEntries([
  ...['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'].map(
    (m, i) => [m, i + 1] as const,
  ),
  ...['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'].map((d, i) => [d, i] as const),
]);

const RANGES: readonly [number, number][] = [
  [0, 59],
  [0, 23],
  [1, 31],
  [1, 12],
  [0, 7],
];

function value(text: string): number {
  const named = NAMES[text.toLowerCase()];
  if (named !== undefined) return named;
  if (!/^\d+$/.test(text)) return NaN;
  return Number(text);
}

/** One field's allowed values, or null when it is not valid. */
function parseField(text: string, [min, max]: [number, number]): Set<number> | null {
  const out = new Set<number>();
  for (const part of text.split(',')) {
    const m = /^([^/]+)(?:\/(\d+))?$/.exec(part);
    if (!m) return null;
    const step = m[2] === undefined ? 1 : Number(m[2]);
    let lo: number;
    let hi: number;
    if (m[1] === '*') [lo, hi] = [min, max];
    else {
      const [a, b] = m[1]!.split('-');
      lo = value(a!);
      hi = b === undefined ? (m[2] === undefined ? lo : max) : value(b);
    }
    if (!(step >= 1) || Number.isNaN(lo) || Number.isNaN(hi) || lo < min || hi > max || lo > hi)
      return null;
    for (let v = lo; v <= hi; v += step) out.add(v);
  }
  return out;
}

export interface Cron {
  minutes: Set<number>;
  hours: Set<number>;
  days: Set<number>;
  months: Set<number>;
  weekdays: Set<number>;
  anyDay: boolean;
  anyWeekday: boolean;
}

/** The parsed expression, or null when it is not 5 valid fields. */
export function parseCron(expression: string): Cron | null {
  const fields = expression.trim().split(/\s+/);
  if (fields.length !== 5) return null;
  const sets = fields.map((f, i) => parseField(f, RANGES[i]!));
  if (sets.some((s) => !s)) return null;
  const [minutes, hours, days, months, weekdays] = sets as Set<number>[];
  if (weekdays!.has(7)) weekdays!.add(0);
  return {
    minutes: minutes!,
    hours: hours!,
    days: days!,
    months: months!,
    weekdays: weekdays!,
    anyDay: fields[2] === '*',
    anyWeekday: fields[4] === '*',
  };
}

function dayMatches(c: Cron, d: Date): boolean {
  const dom = c.days.has(d.getDate());
  const dow = c.weekdays.has(d.getDay());
  if (c.anyDay) return dow;
  if (c.anyWeekday) return dom;
  return dom || dow;
}

/** The next `count` run times strictly after `from` (local time), within five years. */
export function nextRuns(c: Cron, from: Date, count = 5): Date[] {
  const runs: Date[] = [];
  const t = new Date(from);
  t.setSeconds(0, 0);
  t.setMinutes(t.getMinutes() + 1);
  const limit = from.getTime() + 5 * 366 * 24 * 3600 * 1000;
  while (runs.length < count && t.getTime() <= limit) {
    if (!c.months.has(t.getMonth() + 1) || !dayMatches(c, t)) {
      t.setDate(t.getDate() + 1);
      t.setHours(0, 0, 0, 0);
    } else if (!c.hours.has(t.getHours())) {
      t.setHours(t.getHours() + 1, 0, 0, 0);
    } else if (!c.minutes.has(t.getMinutes())) {
      t.setMinutes(t.getMinutes() + 1, 0, 0);
    } else {
      runs.push(new Date(t));
      t.setMinutes(t.getMinutes() + 1, 0, 0);
    }
  }
  return runs;
}
