/**
 * The Chinese and Japanese catalogues (react-admin's, ours and dayjs's date names), downloaded on
 * demand. The entry script starts the page's language early (`preloadCatalogue`); i18n/index.ts
 * merges it when the console starts. A module is fetched once, whoever asks first.
 */
import type { Locale } from './locale';

type Sources = () => Promise<[Record<string, unknown>, Record<string, unknown>]>;

export const catalogueSources: Record<Exclude<Locale, 'en'>, Sources> = {
  zh: () =>
    Promise.all([import('./ra/zh'), import('./zh'), import('dayjs/locale/zh-cn')]).then(
      ([ra, app]) => [ra.raChinese, app.zh],
    ),
  ja: () =>
    Promise.all([import('./ra/ja'), import('./ja'), import('dayjs/locale/ja')]).then(
      ([ra, app]) => [ra.raJapanese, app.ja],
    ),
};

export function preloadCatalogue(locale: Locale): void {
  if (locale !== 'en') catalogueSources[locale]().catch(() => undefined);
}
