/**
 * The backend renders datetimes as `2023/03/20 10:11:12 +0800` (in the X-TZ zone we send); the
 * console shows them in the browser's zone in three styles. Medium is 24-hour in every language.
 */
import dayjs from 'dayjs';

// dayjs's zh-cn and ja locales load with their catalogue (i18n/catalogueSources.ts): a page
// formats dates in its own language only, and switching loads the new one before it applies.

export type DateStyle = 'short' | 'medium' | 'long';
type Locale = 'zh' | 'en' | 'ja';

const FORMATS: Record<Locale, Record<DateStyle, string>> = {
  zh: { short: 'YYYY/MM/DD', medium: 'YYYY/MM/DD HH:mm:ss', long: 'YYYY年M月D日 dddd HH:mm:ss' },
  en: { short: 'YYYY/MM/DD', medium: 'YYYY/MM/DD HH:mm:ss', long: 'dddd, MMMM D, YYYY HH:mm:ss' },
  ja: { short: 'YYYY/MM/DD', medium: 'YYYY/MM/DD HH:mm:ss', long: 'YYYY年M月D日(ddd) HH:mm:ss' },
};
const DAYJS_LOCALE: Record<Locale, string> = { zh: 'zh-cn', en: 'en', ja: 'ja' };

/** `YYYY/MM/DD HH:mm:ss ZZ`, read without dayjs's format-parsing plugin (a first-page saving). */
const BACKEND_FORMAT = /^(\d{4})\/(\d{2})\/(\d{2}) (\d{2}):(\d{2}):(\d{2}) ([+-]\d{2})(\d{2})$/;

export function parseBackendDate(value: string): dayjs.Dayjs | null {
  const m = BACKEND_FORMAT.exec(value);
  const strict = m && dayjs(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}${m[7]}:${m[8]}`);
  if (strict && strict.isValid()) return strict;
  const loose = dayjs(value); // ISO 8601 (e.g. metadata defaults)
  return loose.isValid() ? loose : null;
}

/**
 * ISO 8601 with a time (`2023-03-20T02:11:12.345Z`, `2023-03-20 10:11:12+08:00`): what a field the
 * metadata does not type as a datetime may carry (a typed ticket's `apply_login_datetime`).
 */
const ISO_DATETIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:?\d{2})?$/;

/** A whole text that is a date and time, in the backend's rendering or ISO 8601. */
export function isDateTimeText(value: unknown): value is string {
  return typeof value === 'string' && (BACKEND_FORMAT.test(value) || ISO_DATETIME.test(value));
}

export function formatDate(value: string, locale: string, style: DateStyle = 'medium'): string {
  const d = parseBackendDate(value);
  if (!d) return value;
  const l: Locale = locale === 'zh' || locale === 'ja' ? locale : 'en';
  return d.locale(DAYJS_LOCALE[l]).format(FORMATS[l][style]);
}
