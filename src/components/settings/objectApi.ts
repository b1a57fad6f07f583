/**
 * Objects edited in place rather than as resource rows: their field metadata (the one metadata
 * query, cached with every other per URL, organisation and language) and their values. The system
 * settings are such objects, one per category (`/api/v1/settings/setting/?category=<c>`,
 * docs/domain.md §10.1); so is the user's profile. Saving is the data provider's `saveObject`.
 */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { JmsDataProvider } from '../../../dataProvider';
import { useMetadata } from '../../schema/useSchema';

export type Values = Record<string, unknown>;

/** One settings category. */
export function settingUrl(category: string): string {
  return `/api/v1/settings/setting/?category=${encodeURIComponent(category)}`;
}

export function objectValuesKey(url: string) {
  return ['jms', 'object', url] as const;
}

/** The object's editable fields (OPTIONS `actions.PUT`). */
export function useObjectSchema(url: string) {
  return useMetadata(url, 'PUT');
}

/** The saved values; `enabled: false` for a form that starts empty (a password change). */
export function useObjectValues(url: string, enabled = true) {
  const dataProvider = useDataProvider<JmsDataProvider>();
  return useQuery<Values>({
    queryKey: objectValuesKey(url),
    queryFn: () => dataProvider.getObject<Values>(url),
    retry: false,
    enabled,
  });
}
