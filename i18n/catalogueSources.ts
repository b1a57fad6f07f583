/**
 * The Chinese and Japanese catalogues (react-admin's, ours and dayjs's date names), downloaded on
 * demand. The entry script starts the page's language early (`preloadCatalogue`); i18n/index.ts
 * merges it when the console starts. A module is fetched once, whoever asks first. (dayjs's
 * locales are CommonJS: imported through our own modules, their interop stays out of the entry.)
 */
import type { Locale } from './locale';

type Sources = () => Promise<[Record<string, unknown>, Record<string, unknown>]>;

export const catalogueSources: Record<Exclude<Locale, 'en'>, Sources> = {
  zh: () =>
    Promise.all([import('./ra/zh'), import('./zh'), import('./zh/dates')]).then(
      ([ra, app]) => [ra.raChinese, app.zh],
    ),
  ja: () =>
    Promise.all([import('./ra/ja'), import('./ja'), import('./ja/dates')]).then(
      ([ra, app]) => [ra.raJapanese, app.ja],
    ),
};

export function preloadCatalogue(locale: Locale): void {
  if (locale !== 'en') catalogueSources[locale]().catch(() => undefined);
}
