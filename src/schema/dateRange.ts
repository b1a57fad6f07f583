/**
 * Audit lists' date range (shell-spec §9): presets of the last 24 hours to a year, picked days
 * running 00:00:01 to 23:59:59, the last 7 days by default; the browser URL may give
 * date_start/date_end. The API takes date_from/date_to.
 */
export const DATE_PRESET_DAYS = [1, 7, 30, 90, 183, 365] as const;
export const DEFAULT_RANGE_DAYS = 7;

export interface DateRange {
  date_from: string;
  date_to: string;
}

function startOfDay(d: Date): Date {
  const x = new Date(d);
  x.setHours(0, 0, 1, 0);
  return x;
}

function endOfDay(d: Date): Date {
  const x = new Date(d);
  x.setHours(23, 59, 59, 0);
  return x;
}

/** The last `days` days up to now (the 24-hour preset is exactly 24 hours). */
export function presetRange(days: number, now: Date): DateRange {
  if (days === 1)
    return {
      date_from: new Date(now.getTime() - 86_400_000).toISOString(),
      date_to: now.toISOString(),
    };
  const from = new Date(now);
  from.setDate(from.getDate() - days);
  return { date_from: startOfDay(from).toISOString(), date_to: endOfDay(now).toISOString() };
}

function parseQueryDate(v: string | null): Date | null {
  if (!v) return null;
  const d = new Date(/^\d+$/.test(v) ? Number(v) : v);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** The initial range: date_start/date_end from the browser query, else the last 7 days. */
export function initialRange(query: URLSearchParams, now: Date): DateRange {
  const start = parseQueryDate(query.get('date_start'));
  const end = parseQueryDate(query.get('date_end'));
  const fallback = presetRange(DEFAULT_RANGE_DAYS, now);
  return {
    date_from: start ? start.toISOString() : fallback.date_from,
    date_to: end ? end.toISOString() : fallback.date_to,
  };
}
