/** When a site message arrived: relative within 7 days ("3 hours ago"), a date after that. */
import { formatDate, parseBackendDate } from '../../../schema/datetime';

export const RELATIVE_DAYS = 7;

const INTL_LOCALE: Record<string, string> = { zh: 'zh-CN', en: 'en', ja: 'ja' };
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
];

export function messageTime(value: string, now: Date, locale: string): string {
  const date = parseBackendDate(value);
  if (!date) return value;
  const seconds = Math.max(0, Math.round((now.getTime() - date.valueOf()) / 1000));
  if (seconds >= RELATIVE_DAYS * 86_400) return formatDate(value, locale, 'short');
  const format = new Intl.RelativeTimeFormat(INTL_LOCALE[locale] ?? 'en', { numeric: 'auto' });
  const [unit, size] = UNITS.find(([, s]) => seconds >= s) ?? UNITS[UNITS.length - 1]!;
  return format.format(-Math.floor(seconds / size), unit);
}
