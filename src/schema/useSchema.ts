/**
 * The one metadata query: a URL's OPTIONS answer, read through the data provider's cache (one
 * fetch per URL + organisation + language, kept for the sign-in in the tab, dataProvider/schema.ts)
 * and held by react-query under the same key, for every reader: tables, filters, forms, objects
 * edited in place (settings, the profile) and the page's warm-up (src/shell/warmUp.ts). All
 * methods read one answer.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
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
 * The query of a URL's metadata. The language is the one the server answers in (its cookie), not
 * react-admin's locale state: a locale change writes the cookie and then re-renders the whole
 * app, so the key moves with it.
 */
export function metadataQuery(dataProvider: Pick<JmsDataProvider, 'getOptions'>, url: string) {
  return queryOptions<OptionsResponse>({
    queryKey: ['jms', 'options', url, orgHeader(), languageKey()],
    queryFn: () => dataProvider.getOptions(url),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}

/** A URL's fields for one method (PUT falls back to POST, PATCH to PUT then POST). */
export function useMetadata(url: string, method: SchemaMethod) {
  const dataProvider = useDataProvider<JmsDataProvider>();
  return useQuery<OptionsResponse, Error, FieldsMeta>({
    ...metadataQuery(dataProvider, url),
    select: (options) => selectFields(options, method),
  });
}

/**
 * `useSchema(resource, 'GET')` for tables and filters, `'POST'` for create forms, `'PUT'` for edit
 * forms, `'PATCH'` for bulk update. `_id` is accepted for compatibility: edit forms read the same
 * list-URL metadata (its PUT, else POST), so no resource's OPTIONS is fetched twice.
 */
export function useSchema(resource: string, method: SchemaMethod = 'GET', _id?: Identifier) {
  return useMetadata(descriptorFor(resource).api.list, method);
}
