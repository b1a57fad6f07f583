/**
 * The page's language: the cookie the backend also reads (so server labels and errors match),
 * else the browser, else Chinese. Its own light module: the entry script reads it to fetch the
 * language's catalogue along with the console's code.
 */
import { readCookie } from '../dataProvider/cookies';

export type Locale = 'zh' | 'en' | 'ja';

export const LOCALES: { locale: Locale; name: string }[] = [
  { locale: 'zh', name: '中文(简体)' },
  { locale: 'en', name: 'English' },
  { locale: 'ja', name: '日本語' },
];

/** What Django's LocaleMiddleware understands in the `django_language` cookie. */
export const DJANGO_LANGUAGE: Record<Locale, string> = { zh: 'zh-hans', en: 'en', ja: 'ja' };
export const LANGUAGE_COOKIE = 'django_language';

export function toLocale(value: string | null | undefined): Locale | null {
  const v = (value ?? '').toLowerCase();
  if (v.startsWith('zh')) return 'zh';
  if (v.startsWith('ja')) return 'ja';
  if (v.startsWith('en')) return 'en';
  return null;
}

export function detectLocale(cookie: string | null, browserLanguages: readonly string[]): Locale {
  return toLocale(cookie) ?? browserLanguages.map(toLocale).find((l) => l !== null) ?? 'zh';
}

export function currentLocale(): Locale {
  return detectLocale(
    readCookie(LANGUAGE_COOKIE),
    typeof navigator === 'undefined' ? [] : navigator.languages,
  );
}
