/**
 * The strings of areas whose every screen loads on demand (the profile, the dashboards, …) stay out
 * of the first page: the area's own catalogue module (i18n/areas/) adds them, in the three
 * languages, when the area's code loads, and the provider (i18n/index.ts) reads a key of such an
 * area here first (docs/shell.md §1.2).
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import type { Locale } from './locale';

type Messages = Record<string, unknown>;
type Translate = (key: string, options?: Record<string, unknown>) => string;

const areas = new Map<string, Record<Locale, Messages>>();
const translators = new Map<Locale, Translate>();

/** Adds an area's catalogue under its namespace (the first segment of its keys). */
export function addAreaCatalogue(namespace: string, byLocale: Record<Locale, Messages>): void {
  areas.set(namespace, byLocale);
  translators.clear();
}

function translatorFor(locale: Locale): Translate {
  let translate = translators.get(locale);
  if (!translate) {
    const phrases = Object.fromEntries(
      [...areas].map(([ns, byLocale]) => [ns, byLocale[locale]]),
    ) as TranslationMessages;
    translate = polyglotI18nProvider(() => phrases, locale).translate;
    translators.set(locale, translate);
  }
  return translate;
}

/** The key's words when its area's catalogue was added; `undefined` sends it to the main catalogue. */
export function translateFromArea(
  key: string,
  locale: Locale,
  options?: Record<string, unknown>,
): string | undefined {
  const namespace = key.slice(0, key.indexOf('.'));
  return areas.has(namespace) ? translatorFor(locale)(key, options) : undefined;
}
