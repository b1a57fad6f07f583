/**
 * The dashboards' one call, the index (docs/domain.md §1): each widget asks for its own
 * keys in one request, re-sent when the day range changes; the range a widget covers is what its
 * links give the lists (`date_start`/`date_end`), so a list shows the rows the number counted.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { JmsDataProvider } from '../../../dataProvider';

export const DAY_CHOICES = [7, 30] as const;
export type Days = (typeof DAY_CHOICES)[number];

export type Figures = Record<string, unknown>;

/** The figures of these keys (`<key>=1` each), over the last `days` where they have a range. */
export const figures = (
  dp: JmsDataProvider,
  keys: readonly string[],
  days?: Days,
  signal?: AbortSignal,
) =>
  dp.call<Figures>('GET', '/api/v1/index/', undefined, {
    query: { ...Object.fromEntries(keys.map((k) => [k, '1'])), ...(days && { days }) },
    signal,
    silent: true,
  });

export function useFigures(keys: readonly string[], days?: Days) {
  const dataProvider = useDataProvider<JmsDataProvider>();
  return useQuery({
    queryKey: ['jms', 'index', keys, days],
    queryFn: ({ signal }) => figures(dataProvider, keys, days, signal),
    placeholderData: keepPreviousData,
  });
}

export const num = (f: Figures | undefined, key: string): number | undefined =>
  typeof f?.[key] === 'number' ? (f[key] as number) : undefined;

export const series = (f: Figures | undefined, key: string): number[] =>
  Array.isArray(f?.[key]) ? (f[key] as number[]) : [];

/**
 * The list range of the last `days` days up to `now`, in the browser query a list reads. Widgets
 * pass the moment their figures arrived, so the list covers the window the server counted.
 */
export function rangeQuery(days: Days, now = Date.now()): Record<string, string> {
  return {
    date_start: new Date(now - days * 86_400_000).toISOString(),
    date_end: new Date(now).toISOString(),
  };
}

export function withQuery(path: string, query: Record<string, string>): string {
  return `${path}?${new URLSearchParams(query)}`;
}
