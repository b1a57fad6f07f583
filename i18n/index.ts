/**
 * The i18nProvider: zh, en and ja, English filling any gap. The language comes from the cookie
 * the backend also reads (so server labels and errors match), else the browser, else Chinese
 * (i18n/locale.ts).
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { mergeTranslations, type I18nProvider, type TranslationMessages } from 'react-admin';
import { writeCookie } from '../dataProvider/cookies';
import { translateFromArea } from './areaCatalogues';
import { isolateArgs } from './bidi';
import { catalogueSources } from './catalogueSources';
import { en } from './en';
import {
  currentLocale,
  DJANGO_LANGUAGE,
  LANGUAGE_COOKIE,
  LOCALES,
  toLocale,
  type Locale,
} from './locale';

export {
  currentLocale,
  detectLocale,
  DJANGO_LANGUAGE,
  LANGUAGE_COOKIE,
  LOCALES,
  toLocale,
  type Locale,
} from './locale';

// The console's areas sit beside react-admin's one `ra` key, never inside it: a spread is their
// merge (a deep merge of both costs the console's start ~10 ms).
const english: TranslationMessages = {
  ...englishMessages,
  ...(en satisfies Record<string, unknown> & { ra?: never }),
};
/**
 * English is always here (it fills any gap); Chinese and Japanese load when used, so a page
 * downloads one language. The console loads the page's language before it renders
 * (`loadCatalogue`): react-admin needs the first one at once.
 */
const catalogues: Partial<Record<Locale, TranslationMessages>> = { en: english };
const loaders: Record<Exclude<Locale, 'en'>, () => Promise<TranslationMessages>> = {
  zh: async () => {
    const [ra, app] = await catalogueSources.zh();
    return mergeTranslations(english, ra, app) as TranslationMessages;
  },
  ja: async () => {
    const [ra, app] = await catalogueSources.ja();
    return mergeTranslations(english, ra, app) as TranslationMessages;
  },
};

export async function loadCatalogue(locale: Locale): Promise<TranslationMessages> {
  return (catalogues[locale] ??= await loaders[locale as Exclude<Locale, 'en'>]());
}

/** The page's `lang` attribute (fonts, screen readers, hyphenation). */
const HTML_LANG: Record<Locale, string> = { zh: 'zh-CN', en: 'en', ja: 'ja' };

export function applyDocumentLanguage(locale: Locale): void {
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[locale];
}

/**
 * `onChange` runs once the new language is in place; the console refetches what is on screen
 * there (server labels and choices follow the cookie), so the current page stays as it is.
 */
export function createI18nProvider(
  initial: Locale = currentLocale(),
  onChange?: (locale: Locale) => void,
): I18nProvider {
  const messages = (locale: string) => {
    const l = toLocale(locale) ?? 'en';
    return catalogues[l] ?? loadCatalogue(l);
  };
  // A language not loaded yet starts in English rather than failing (the console loads it first).
  const provider = polyglotI18nProvider(messages, catalogues[initial] ? initial : 'en', LOCALES);
  return {
    ...provider,
    // Interpolated values (names, the server's words) are isolated from the sentence (bidi.ts).
    // An area whose code loads on demand brings its own strings (areaCatalogues.ts).
    translate: (key, options) => {
      const args = isolateArgs(options);
      const locale = toLocale(provider.getLocale()) ?? 'en';
      return translateFromArea(key, locale, args) ?? provider.translate(key, args);
    },
    changeLocale: async (locale, options) => {
      const l = toLocale(locale) ?? 'en';
      // The cookie first: every request from now on (metadata included) is answered in `l`.
      writeCookie(LANGUAGE_COOKIE, DJANGO_LANGUAGE[l], { maxAgeSeconds: 365 * 86400 });
      await provider.changeLocale(l, options);
      applyDocumentLanguage(l);
      onChange?.(l);
    },
  };
}
