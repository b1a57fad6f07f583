/**
 * Page titles are i18n keys; resource names are plural forms ("User |||| Users"), so a title is
 * translated as a plural, and a title that is no key at all (a record's name) shows as it is.
 */
import type { TranslateFunction } from 'react-admin';

export function translateTitle(translate: TranslateFunction, title: string): string {
  return translate(title, { smart_count: 2, _: title });
}
