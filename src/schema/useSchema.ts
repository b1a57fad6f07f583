/**
 * A resource's OPTIONS metadata, fetched once per URL + organisation + language and shared by every
 * component that asks (table, filters, forms).
 */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocaleState, type Identifier } from 'react-admin';
import type { FieldsMeta, JmsDataProvider, SchemaMethod } from '../../dataProvider';
import { orgHeader } from '../../dataProvider/httpClient';

export function schemaQueryKey(resource: string, method: SchemaMethod, id: Identifier | undefined, org: string | null, locale: string) {
  return ['schema', resource, method, method === 'PUT' ? id : null, org, locale] as const;
}

export function useSchema(resource: string, method: SchemaMethod = 'GET', id?: Identifier) {
  const dataProvider = useDataProvider<JmsDataProvider>();
  const [locale] = useLocaleState();
  return useQuery<FieldsMeta>({
    queryKey: schemaQueryKey(resource, method, id, orgHeader(), locale),
    queryFn: () => dataProvider.getSchema(resource, method, id),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}
