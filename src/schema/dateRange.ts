/**
 * Dated lists' range (docs/shell.md §7.3, docs/wire.md §5.5): presets of the last 24 hours to a
 * year, picked days running 00:00:01 to 23:59:59, the last 7 days by default; the browser URL may
 * give date_start/date_end. The API's own parameter names come from the descriptor
 * (`list.dateRange`); every v3.1 view with a `DatetimeRangeFilter` takes date_from/date_to.
 */
import type { DateRangeSpec } from '../../resources/vocabulary';

export const DATE_PRESET_DAYS = [1, 7, 30, 90, 183, 365] as const;
export const DEFAULT_RANGE_DAYS = 7;

/** The API's parameter names of a list's range and its default length in days. */
export interface DateRangeParams<F extends string = string, T extends string = string> {
  from: F;
  to: T;
  days: number;
}

type Defaults = DateRangeParams<'date_from', 'date_to'>;

export const DEFAULT_DATE_PARAMS: Defaults = {
  from: 'date_from',
  to: 'date_to',
  days: DEFAULT_RANGE_DAYS,
};

/** The parameters a descriptor's `list.dateRange` declares; undefined when the list has none. */
export function dateRangeParams(spec: DateRangeSpec | undefined): DateRangeParams | undefined {
  if (!spec) return undefined;
  if (spec === true) return DEFAULT_DATE_PARAMS;
  return { from: spec.from, to: spec.to, days: spec.days ?? DEFAULT_RANGE_DAYS };
}

/** A range as the list's filter values hold it: the API's two parameters, ISO datetimes. */
export type DateRange<F extends string = 'date_from', T extends string = 'date_to'> = Record<
  F | T,
  string
>;

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

function range<F extends string, T extends string>(
  params: DateRangeParams<F, T>,
  from: Date,
  to: Date,
): DateRange<F, T> {
  return { [params.from]: from.toISOString(), [params.to]: to.toISOString() } as DateRange<F, T>;
}

/** The last `days` days up to now (the 24-hour preset is exactly 24 hours). */
export function presetRange<F extends string = 'date_from', T extends string = 'date_to'>(
  days: number,
  now: Date,
  params: DateRangeParams<F, T> = DEFAULT_DATE_PARAMS as DateRangeParams<F, T>,
): DateRange<F, T> {
  if (days === 1) return range(params, new Date(now.getTime() - 86_400_000), now);
  const from = new Date(now);
  from.setDate(from.getDate() - days);
  return range(params, startOfDay(from), endOfDay(now));
}

function parseQueryDate(v: string | null): Date | null {
  if (!v) return null;
  const d = new Date(/^\d+$/.test(v) ? Number(v) : v);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** The initial range: date_start/date_end from the browser query, else the list's default days. */
export function initialRange<F extends string = 'date_from', T extends string = 'date_to'>(
  query: URLSearchParams,
  now: Date,
  params: DateRangeParams<F, T> = DEFAULT_DATE_PARAMS as DateRangeParams<F, T>,
): DateRange<F, T> {
  const fallback = presetRange(params.days, now, params);
  const start = parseQueryDate(query.get('date_start'));
  const end = parseQueryDate(query.get('date_end'));
  return {
    ...fallback,
    ...(start && { [params.from]: start.toISOString() }),
    ...(end && { [params.to]: end.toISOString() }),
  };
}

/**
 * The range a dated list starts with: the address's `date_start`/`date_end`, else its default days.
 */
export function firstRange(
  spec: DateRangeSpec | undefined,
  search: string,
  now: Date,
): DateRange<string, string> | undefined {
  const params = dateRangeParams(spec);
  return params && initialRange(new URLSearchParams(search), now, params);
}
