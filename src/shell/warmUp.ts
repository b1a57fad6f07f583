/**
 * What the page the console starts on needs first: a resource screen's OPTIONS metadata and, for a
 * list, its first page of rows. `beginPageRequests` sends them with startup's own requests (the
 * organisation is the stored one, from the cookie); `warmUpPage` asks again for the metadata once
 * startup has settled the organisation, which costs nothing when it stayed the same.
 *
 * The metadata goes into react-query's cache under the key the screens read
 * (src/schema/useSchema.ts), so their first render already has it, or has it on the way. The rows
 * are held by the data provider for the list's own first request (dataProvider/earlyReads.ts),
 * computed here the way react-admin's list computes them from the address and the Store.
 */
import type { QueryClient } from '@tanstack/react-query';
import { getQuery, parseQueryFromLocation, type ListParams, type Store } from 'react-admin';
import type { JmsDataProvider } from '../../dataProvider';
import { orgHeader } from '../../dataProvider/httpClient';
import { languageKey } from '../../dataProvider/schema';
import { descriptorFor } from '../../resources';
import type { ResourceDescriptor } from '../../resources/types';
import { DEFAULT_PAGE_SIZE } from '../components/list/listDefaults';
import { schemaQueryKey } from '../schema/useSchema';
import { ROUTES } from './routeMap';
import { matchRoute, routeStatus } from './routeModel';
import type { ShellStart } from './startup';

type PageDataProvider = Pick<JmsDataProvider, 'getOptions' | 'prefetchList'>;

function prefetchOptions(queryClient: QueryClient, dataProvider: PageDataProvider, url: string) {
  void queryClient.prefetchQuery({
    queryKey: schemaQueryKey(url, orgHeader(), languageKey()),
    queryFn: () => dataProvider.getOptions(url),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}

/** What react-admin's list sends as the address and the Store ask, own parameters only. */
const LIST_ADDRESS_KEYS = new Set([
  'filter',
  'order',
  'page',
  'perPage',
  'sort',
  'displayedFilters',
]);

/**
 * The first request of the generic list (src/pages/GenericList.tsx) at this address, or null when
 * it depends on more than the address and the Store: a query fixed on the profile, a default date
 * range, plain query tags the page first moves into its filter.
 */
export function firstListParams(
  d: ResourceDescriptor,
  resource: string,
  search: string,
  store: Pick<Store, 'getItem'>,
) {
  if (d.list?.fixedQuery || d.list?.dateRange) return null;
  if ([...new URLSearchParams(search).keys()].some((k) => !LIST_ADDRESS_KEYS.has(k))) return null;
  const query = getQuery({
    queryFromLocation: parseQueryFromLocation({ search }),
    params: store.getItem<ListParams>(`${resource}.listParams`),
    filterDefaultValues: undefined,
    sort: d.list?.sort ?? { field: 'id', order: 'ASC' },
    perPage: DEFAULT_PAGE_SIZE,
  });
  return {
    pagination: { page: query.page, perPage: query.perPage },
    sort: { field: query.sort, order: query.order },
    filter: { ...query.filter },
  };
}

/** Startup's round: the page's metadata and first rows, before the profile is known. */
export function beginPageRequests(
  queryClient: QueryClient,
  dataProvider: PageDataProvider,
  store: Pick<Store, 'getItem'>,
  location: { pathname: string; search: string },
): void {
  const match = matchRoute(ROUTES, location.pathname);
  if (!match || match.entry.target.kind !== 'resource') return;
  const { resource, screen } = match.entry.target;
  const d = descriptorFor(resource);
  prefetchOptions(queryClient, dataProvider, d.api.list);
  const params = screen === 'list' ? firstListParams(d, resource, location.search, store) : null;
  if (params) dataProvider.prefetchList(resource, params);
}

/** Once started: the metadata for the organisation startup settled on (if the page may be seen). */
export function warmUpPage(
  queryClient: QueryClient,
  dataProvider: PageDataProvider,
  start: ShellStart,
  pathname: string,
): void {
  const match = matchRoute(ROUTES, pathname);
  if (!match || match.entry.target.kind !== 'resource') return;
  // A page the user may not open shows the 403 page: nothing to fetch for it.
  if (routeStatus(match.entry, start.access) !== 'ok') return;
  prefetchOptions(queryClient, dataProvider, descriptorFor(match.entry.target.resource).api.list);
}
