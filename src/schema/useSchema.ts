/**
 * A resource's OPTIONS metadata, fetched once per URL + organisation + language and shared by every
 * component that asks (table, filters, create and edit forms): all methods read one cached answer.
 */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type Identifier } from 'react-admin';
import type {
  FieldsMeta,
  JmsDataProvider,
  OptionsResponse,
  SchemaMethod,
} from '../../dataProvider';
import { orgHeader } from '../../dataProvider/httpClient';
import { languageKey, selectFields } from '../../dataProvider/schema';
import { descriptorFor } from '../../resources';

/**
 * The language is the one the server answers in (its cookie), not react-admin's locale state:
 * a locale change writes the cookie and then re-renders the whole app, so the key moves with it.
 */
export function schemaQueryKey(url: string, org: string | null, language: string) {
  return ['jms', 'options', url, org, language] as const;
}

/**
 * `useSchema(resource, 'GET')` for tables and filters, `'POST'` for create forms, `'PUT'` for edit
 * forms, `'PATCH'` for bulk update. `_id` is accepted for compatibility: edit forms read the same
 * list-URL metadata (its PUT, else POST), so no resource's OPTIONS is fetched twice.
 */
export function useSchema(resource: string, method: SchemaMethod = 'GET', _id?: Identifier) {
  const dataProvider = useDataProvider<JmsDataProvider>();
  const url = descriptorFor(resource).api.list;
  return useQuery<OptionsResponse, Error, FieldsMeta>({
    queryKey: schemaQueryKey(url, orgHeader(), languageKey()),
    queryFn: () => dataProvider.getOptions(url),
    select: (options) => selectFields(options, method),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}
