/**
 * The backend renders datetimes as `2023/03/20 10:11:12 +0800` (in the X-TZ zone we send); the
 * console shows them in the browser's zone in three styles. Medium is 24-hour in every language.
 */
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import 'dayjs/locale/ja';
import 'dayjs/locale/zh-cn';

dayjs.extend(customParseFormat);

export type DateStyle = 'short' | 'medium' | 'long';
type Locale = 'zh' | 'en' | 'ja';

const FORMATS: Record<Locale, Record<DateStyle, string>> = {
  zh: { short: 'YYYY/MM/DD', medium: 'YYYY/MM/DD HH:mm:ss', long: 'YYYY年M月D日 dddd HH:mm:ss' },
  en: { short: 'YYYY/MM/DD', medium: 'YYYY/MM/DD HH:mm:ss', long: 'dddd, MMMM D, YYYY HH:mm:ss' },
  ja: { short: 'YYYY/MM/DD', medium: 'YYYY/MM/DD HH:mm:ss', long: 'YYYY年M月D日(ddd) HH:mm:ss' },
};
const DAYJS_LOCALE: Record<Locale, string> = { zh: 'zh-cn', en: 'en', ja: 'ja' };

const BACKEND_FORMAT = 'YYYY/MM/DD HH:mm:ss ZZ';

export function parseBackendDate(value: string): dayjs.Dayjs | null {
  const strict = dayjs(value, BACKEND_FORMAT, true);
  if (strict.isValid()) return strict;
  const loose = dayjs(value); // ISO 8601 (e.g. metadata defaults)
  return loose.isValid() ? loose : null;
}

export function formatDate(value: string, locale: string, style: DateStyle = 'medium'): string {
  const d = parseBackendDate(value);
  if (!d) return value;
  const l: Locale = locale === 'zh' || locale === 'ja' ? locale : 'en';
  return d.locale(DAYJS_LOCALE[l]).format(FORMATS[l][style]);
}
