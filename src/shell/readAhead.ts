/**
 * Moving from page to page in one round (docs/architecture.md §4.2). A page mounted by the router
 * asks for its metadata once its code has come, and a list for its rows once its metadata has:
 * three rounds in a row. Two things make it one:
 *
 * - when the router takes a navigation, before the next page's code has come, the page's code,
 *   its metadata and its first data (a list's rows and side tree's roots, a record) are asked for
 *   at once (the reads as the entry script sends them, src/shell/earlyRequests.ts: the page takes
 *   the response under way);
 * - once the first page has its data and the browser is idle, the code of the pages the menu
 *   offers (and the current resource's detail and update screens) and the menu lists' metadata
 *   are fetched one at a time, until a byte budget is spent.
 *
 * Only pages this user may open are read ahead, and only within the current view: another view
 * may run in another organisation, and a read sent now would be asked for again.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Store } from 'react-admin';
import type { JmsDataProvider } from '../../dataProvider';
import { sendEarly } from '../../dataProvider/earlyFetch';
import { descriptorFor, detailUrl, resourceRoute, type ResourceDescriptor } from '../../resources';
import { preloadListParts } from '../components/list/listParts';
import { rootQuery } from '../components/tree/treeApi';
import { metadataQuery } from '../schema/useSchema';
import { firstRowsUrl, firstTree } from './earlyRequests';
import { idle, pageSettled } from './pageSettled';
import { isMenuGroup, type MenuItem } from './menu';
import { ROUTES } from './routeMap';
import { matchRoute, routeStatus, type Access, type Screen } from './routeModel';
import { preloadPage } from './routes';
import { screenComponent } from './screens';
import { viewOf } from './views';

export interface ReadAheadDeps {
  access: Access;
  queryClient: QueryClient;
  dataProvider: Pick<JmsDataProvider, 'getOptions'>;
  store: Pick<Store, 'getItem'>;
}

interface Place {
  pathname: string;
  search: string;
}

/** The route at this path, if this user may open it. */
function openableMatch(pathname: string, access: Access) {
  const match = matchRoute(ROUTES, pathname);
  return match && routeStatus(match.entry, access) === 'ok' ? match : null;
}

/** The resource whose list is at this path, if this user may open it. */
function openableList(pathname: string, access: Access): ResourceDescriptor | null {
  const target = openableMatch(pathname, access)?.entry.target;
  return target?.kind === 'resource' && target.screen === 'list'
    ? descriptorFor(target.resource)
    : null;
}

const ignore = () => undefined;

/** What the page at `to` will ask for first, asked for now (see above). */
export function readAheadFor(to: Place, from: Place, deps: ReadAheadDeps): void {
  // A new query of the same page is the page's own to read.
  const match = to.pathname !== from.pathname ? openableMatch(to.pathname, deps.access) : null;
  if (!match) return;
  void preloadPage(to.pathname);
  if (match.entry.target.kind !== 'resource') return;
  const { resource, screen } = match.entry.target;
  const d = descriptorFor(resource);
  if (screen === 'list') void preloadListParts(d).catch(ignore);
  if (viewOf(to.pathname) !== viewOf(from.pathname)) return;
  void deps.queryClient.prefetchQuery(metadataQuery(deps.dataProvider, d.api.list));
  if (screen === 'list') {
    const rows = firstRowsUrl(d, to.search, (key) => deps.store.getItem(`${key}.listParams`));
    if (rows) sendEarly('GET', rows);
    const side = firstTree(d, to.search);
    if (side) void deps.queryClient.prefetchQuery(rootQuery(side.tree, side.filter));
  }
  // The generic detail and update screens load the record as it is (no query of their own).
  const id = match.params.id;
  if ((screen === 'show' || screen === 'edit') && id && !d.components?.[screen])
    sendEarly('GET', detailUrl(d, id));
}

/**
 * What the idle prefetch may fetch per menu (code and metadata), in decoded bytes: the same figure
 * whether the server compresses or not (nginx sends about a quarter of it, deploy/nginx.conf).
 */
export const PREFETCH_BUDGET_BYTES = 1536 * 1024;

/** One thing the idle prefetch fetches: `what` names it (code of a path, a URL's metadata). */
export interface Step {
  what: string;
  run(): Promise<unknown>;
}

function screenPreload(d: ResourceDescriptor, screen: Screen, access: Access): Step | null {
  const entry = ROUTES.find(
    (e) =>
      e.target.kind === 'resource' &&
      e.target.resource === resourceRoute(d) &&
      e.target.screen === screen,
  );
  const component = entry && routeStatus(entry, access) === 'ok' && screenComponent(d, screen);
  return component && 'preload' in component
    ? { what: `code ${entry.path}`, run: component.preload as () => Promise<unknown> }
    : null;
}

/** The current resource's screens the user goes to next: first, and after the menu. */
const NEXT_SCREENS: Partial<Record<Screen, { first: Screen; last?: Screen }>> = {
  list: { first: 'show', last: 'edit' },
  show: { first: 'edit' },
};

/**
 * What the idle prefetch fetches, most likely first: the current resource's next screen (a list's
 * detail, a detail's update page), each menu page's code (a list's with its parts and metadata),
 * then a list's update page.
 */
export function likelySteps(
  pathname: string,
  menu: readonly MenuItem[],
  deps: Omit<ReadAheadDeps, 'store'>,
): Step[] {
  const current = openableMatch(pathname, deps.access)?.entry.target;
  const here = current?.kind === 'resource' ? current : null;
  const next = here ? NEXT_SCREENS[here.screen] : undefined;
  const screen = (s: Screen | undefined) =>
    (here && s && screenPreload(descriptorFor(here.resource), s, deps.access)) || null;
  const steps: Step[] = [];
  const first = screen(next?.first);
  if (first) steps.push(first);
  const links = menu.flatMap((item) => (isMenuGroup(item) ? item.items : [item]));
  for (const link of links) {
    if (link.external || link.to === pathname) continue;
    const d = openableList(link.to, deps.access);
    steps.push({
      what: `code ${link.to}`,
      run: () => Promise.all([preloadPage(link.to), d && preloadListParts(d)]),
    });
    if (d)
      steps.push({
        what: `metadata ${d.api.list}`,
        run: () => deps.queryClient.prefetchQuery(metadataQuery(deps.dataProvider, d.api.list)),
      });
  }
  const last = screen(next?.last);
  if (last) steps.push(last);
  return steps;
}

/** Counts the decoded bytes the page fetches from now on (files from the cache count nothing). */
function byteMeter(): { spent(): number; stop(): void } {
  let spent = 0;
  const observer =
    typeof PerformanceObserver === 'undefined'
      ? null
      : new PerformanceObserver((list) => {
          for (const e of list.getEntries() as PerformanceResourceTiming[])
            if (e.transferSize) spent += e.decodedBodySize;
        });
  observer?.observe({ type: 'resource' });
  return { spent: () => spent, stop: () => observer?.disconnect() };
}

/**
 * Runs `steps` one at a time while the browser is idle, once the page has its data, until the
 * budget is spent or `signal` aborts. Called as the page has mounted (its queries started).
 */
export async function prefetchWhenIdle(
  steps: readonly Step[],
  queryClient: QueryClient,
  signal: AbortSignal,
  budget = PREFETCH_BUDGET_BYTES,
): Promise<void> {
  await pageSettled(queryClient);
  const meter = byteMeter();
  try {
    for (const step of steps) {
      await idle();
      if (signal.aborted || meter.spent() >= budget) return;
      await step.run().catch(ignore);
    }
  } finally {
    meter.stop();
  }
}
