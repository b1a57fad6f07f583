/**
 * Objects edited in place rather than as resource rows, on the wire: their field metadata
 * (OPTIONS, cached with every other metadata per URL, organisation and language), their values
 * (GET) and the body a save sends: only what changed, secrets only when typed (the server keeps
 * the saved one otherwise). The system settings are such objects, one per category
 * (`/api/v1/settings/setting/?category=<c>`, protocol.md §6.10); so is the user's profile.
 */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { FieldsMeta, JmsDataProvider, OptionsResponse } from '../../../dataProvider';
import { orgHeader } from '../../../dataProvider/httpClient';
import { languageKey, selectFields } from '../../../dataProvider/schema';
import { schemaQueryKey } from '../../schema/useSchema';
import { formToWire } from '../../schema/values';

export type Values = Record<string, unknown>;

export function objectValuesKey(url: string) {
  return ['jms', 'object', url] as const;
}

/** The object's editable fields (OPTIONS `actions.PUT`). */
export function useObjectSchema(url: string) {
  const dataProvider = useDataProvider<JmsDataProvider>();
  return useQuery<OptionsResponse, Error, FieldsMeta>({
    queryKey: schemaQueryKey(url, orgHeader(), languageKey()),
    queryFn: () => dataProvider.getOptions(url),
    select: (options) => selectFields(options, 'PUT'),
    staleTime: Infinity,
    retry: false,
  });
}

/** The saved values; `enabled: false` for a form that starts empty (a password change). */
export function useObjectValues(url: string, enabled = true) {
  const dataProvider = useDataProvider<JmsDataProvider>();
  return useQuery<Values>({
    queryKey: objectValuesKey(url),
    queryFn: () => dataProvider.call<Values>('GET', url, undefined, { silent: true }),
    retry: false,
    enabled,
  });
}

/** Write-only fields: encrypted on the way out, never read back. */
export function secretFields(fields: FieldsMeta): string[] {
  return Object.entries(fields)
    .filter(([, meta]) => meta.write_only)
    .map(([name]) => name);
}

/**
 * The PATCH body: each submitted field whose wire value differs from the saved one. A blank
 * secret is never sent (formToWire drops it), a typed one always is.
 */
export function changedValues(
  values: Values,
  saved: Values,
  fields: FieldsMeta,
  names: readonly string[],
): Values {
  const now = formToWire(values, fields, names);
  const before = formToWire(saved, fields, names);
  return Object.fromEntries(
    Object.entries(now).filter(([name, v]) => JSON.stringify(v) !== JSON.stringify(before[name])),
  );
}
