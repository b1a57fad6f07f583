/**
 * What the page the console starts on needs first, asked for once startup has settled the
 * organisation (the metadata is per organisation): a resource screen's OPTIONS metadata, through
 * the one metadata query the screens read (src/schema/useSchema.ts), so their first render
 * already has it, or has it on the way. The tab's cache may hold it; else the entry script sent
 * it already (with the stored organisation, src/shell/earlyRequests.ts) and this takes that
 * response when the organisation stayed the same. And, for a list, react-admin's answer to "may this user list it?" (the
 * route's own permission, which startup has just checked), so the first request need not wait a
 * round for it; react-admin still asks the auth provider as the list mounts.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { JmsDataProvider } from '../../dataProvider';
import { descriptorFor } from '../../resources';
import { metadataQuery } from '../schema/useSchema';
import { ROUTES } from './routeMap';
import { matchRoute, routeStatus } from './routeModel';
import type { ShellStart } from './startup';

export function warmUpPage(
  queryClient: QueryClient,
  dataProvider: Pick<JmsDataProvider, 'getOptions'>,
  start: ShellStart,
  pathname: string,
): void {
  const match = matchRoute(ROUTES, pathname);
  if (!match || match.entry.target.kind !== 'resource') return;
  // A page the user may not open shows the 403 page: nothing to fetch for it.
  if (routeStatus(match.entry, start.access) !== 'ok') return;
  const { resource, screen } = match.entry.target;
  if (screen === 'list')
    queryClient.setQueryData(['auth', 'canAccess', { action: 'list', resource }], true);
  void queryClient.prefetchQuery(metadataQuery(dataProvider, descriptorFor(resource).api.list));
}
