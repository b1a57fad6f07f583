/**
 * The route map (routeMap.ts) as react-admin children: one `<Resource>` per descriptor and the
 * other pages as custom routes. Every page is guarded (RouteGuard) and loaded on demand, so the
 * first paint ships the shell and the current page only.
 *
 * URL reconciliation (see links.ts): a resource's list and create screens are react-admin's own
 * routes (`<path>`, `<path>/create`); its detail and update screens are child routes at the
 * platform's patterns (`:id`, `:id/update`, or what the descriptor says). react-admin's
 * `:id/show` links are sent to the detail page; where the resource has no detail page of its own,
 * `:id` goes to the record's detail elsewhere (a host's is the asset detail), else to its update
 * page; any other `:id/...` is not found.
 */
import type { ReactElement } from 'react';
import { CustomRoutes, Resource } from 'react-admin';
import { Navigate, Route } from 'react-router';
import { LOGIN_PATH } from '../../authProvider/session';
import {
  descriptorFor,
  descriptors,
  resourceRoute,
  type ResourceDescriptor,
} from '../../resources';
import { RouteGuard } from './guards';
import type { TaskLogType } from './links';
import { onDemand, type OnDemand } from './onDemand';
import { NotFound, Forbidden } from './pages/ErrorPages';
import {
  HomeRedirect,
  LayoutRedirect,
  LeavePage,
  ScreenRedirect,
  TaskLogRedirect,
} from './pages/Redirects';
import { ROUTES, screenPatterns, titleOf } from './routeMap';
import { matchRoute, type RouteEntry, type Screen } from './routeModel';
import { screenComponent } from './screens';

// The pages of src/features/ areas: the shell is only the frame, each area its own chunk.
const Dashboard = onDemand(() => import('../features/dashboards/Dashboard'), 'default');
const SettingsPage = onDemand(() => import('../features/settings/SettingsPage'), 'default');
const ProfilePage = onDemand(() => import('../features/profile/ProfilePage'), 'default');
const ProfileImprovement = onDemand(
  () => import('../features/profile/ProfileImprovement'),
  'default',
);
const loadWorkbench = () => import('../features/workbench/WorkbenchPages');
const WorkbenchHome = onDemand(loadWorkbench, 'WorkbenchHome');
const MyAssets = onDemand(loadWorkbench, 'MyAssets');
const QuickJob = onDemand(loadWorkbench, 'QuickJob');
const Templates = onDemand(loadWorkbench, 'Templates');

/** The on-demand component of each page (RouteTarget `page`) that has one. */
const PAGE_COMPONENTS: Record<string, { preload(): Promise<unknown> }> = {
  dashboard: Dashboard,
  settings: SettingsPage,
  profile: ProfilePage,
  profileImprovement: ProfileImprovement,
  workbenchHome: WorkbenchHome,
  myAssets: MyAssets,
  quickJob: QuickJob,
  templates: Templates,
};

/**
 * Starts loading the code of the page a console path shows, in parallel with startup's requests,
 * so that the page renders as soon as startup is done.
 */
export function preloadPage(pathname: string): Promise<unknown> {
  const target = matchRoute(ROUTES, pathname)?.entry.target;
  let component: unknown = null;
  if (target?.kind === 'resource')
    component = screenComponent(descriptorFor(target.resource), target.screen);
  else if (target?.kind === 'page') component = PAGE_COMPONENTS[target.page];
  const preload = (component as Partial<OnDemand<object>> | null)?.preload;
  // A failed download shows up (and is retried) when the page renders.
  return preload ? preload().catch(() => undefined) : Promise.resolve();
}

function guarded(entry: RouteEntry, element: ReactElement): ReactElement {
  return <RouteGuard entry={entry}>{element}</RouteGuard>;
}

const resourceEntries = (name: string) =>
  ROUTES.filter((e) => e.target.kind === 'resource' && e.target.resource === name);

function screenElement(d: ResourceDescriptor, entry: RouteEntry): ReactElement | null {
  if (entry.target.kind !== 'resource') return null;
  const Component = screenComponent(d, entry.target.screen);
  return Component ? guarded(entry, <Component />) : null;
}

function resourceElement(d: ResourceDescriptor): ReactElement {
  const name = resourceRoute(d);
  const entries = resourceEntries(name);
  const at = (screen: Screen) =>
    entries.find(
      (e) =>
        e.target.kind === 'resource' &&
        e.target.screen === screen &&
        e.path === screenPatterns(d)[screen],
    );
  const list = at('list');
  const create = at('create');
  const children = entries.filter((e) => e !== list && e !== create);
  const relative = (e: RouteEntry) => e.path.slice(name.length + 1);
  const ownDetailAtId = children.some((e) => relative(e) === ':id');
  const isShow = (e: RouteEntry) => e.target.kind === 'resource' && e.target.screen === 'show';
  const patterns = screenPatterns(d);
  return (
    <Resource
      key={name}
      name={name}
      list={list ? (screenElement(d, list) ?? undefined) : undefined}
      create={create ? (screenElement(d, create) ?? undefined) : undefined}
      hasShow={patterns.show !== null}
      hasEdit={patterns.edit !== null && !d.readOnly}
      options={{ label: titleOf(d) }}
      recordRepresentation={d.recordRepresentation}
    >
      {children.map((e) => (
        // The detail page owns its tab paths (`:id/<tab>`, or under its own pattern).
        <Route
          key={e.name}
          path={relative(e) === ':id' || isShow(e) ? `${relative(e)}/*` : relative(e)}
          element={screenElement(d, e)}
        />
      ))}
      <Route
        path=":id/show/*"
        element={<ScreenRedirect descriptor={d} screens={['show', 'edit']} />}
      />
      {!ownDetailAtId && (
        <Route path=":id" element={<ScreenRedirect descriptor={d} screens={['show', 'edit']} />} />
      )}
      {!ownDetailAtId && <Route path=":id/*" element={<Navigate to="/404" replace />} />}
    </Resource>
  );
}

/** One `<Resource>` per descriptor (they must be direct children of `<Admin>`). */
export function resourceRoutes(): ReactElement[] {
  return descriptors.map(resourceElement);
}

function pageElement(entry: RouteEntry): ReactElement | null {
  const { target } = entry;
  switch (target.kind) {
    case 'redirect':
      return <LayoutRedirect entry={entry} />;
    case 'external':
      return <LeavePage href={target.href} name={entry.title} />;
    case 'resource':
      return null;
    case 'page':
      break;
  }
  const p = target.params ?? {};
  switch (target.page) {
    case 'notFound':
      return <NotFound />;
    case 'forbidden':
      return <Forbidden />;
    case 'dashboard':
      return <Dashboard view={p.view as 'console' | 'audit'} />;
    case 'settings':
      return <SettingsPage section={p.section!} />;
    case 'profile':
      return <ProfilePage section={p.section!} />;
    case 'profileImprovement':
      return <ProfileImprovement />;
    case 'workbenchHome':
      return <WorkbenchHome />;
    case 'myAssets':
      return <MyAssets />;
    case 'quickJob':
      return <QuickJob />;
    case 'templates':
      return <Templates />;
    case 'taskLog':
      return <TaskLogRedirect type={p.type as TaskLogType} />;
    case 'login':
      return <LeavePage href={LOGIN_PATH} name={entry.title} />;
    default:
      // 'home' is react-admin's dashboard route.
      return null;
  }
}

/** Pages that leave for the backend render without the console's frame. */
const WITHOUT_LAYOUT = new Set(['taskLog', 'login']);

function pageRoutes(layout: boolean): ReactElement[] {
  return ROUTES.filter((e) => e.target.kind !== 'resource')
    .filter((e) => (e.target.kind === 'page' && WITHOUT_LAYOUT.has(e.target.page)) !== layout)
    .flatMap((e) => {
      const element = pageElement(e);
      return element ? [<Route key={e.name} path={e.path} element={guarded(e, element)} />] : [];
    });
}

/** The pages that are not resource screens, as `<CustomRoutes>` (with and without the layout). */
export function customRoutes(): ReactElement[] {
  return [
    <CustomRoutes key="pages">{pageRoutes(true)}</CustomRoutes>,
    <CustomRoutes key="bare" noLayout>
      {pageRoutes(false)}
    </CustomRoutes>,
  ];
}

/** Unknown paths go to /404 (docs/shell.md §3.1). */
export function CatchAll() {
  return <Navigate to="/404" replace />;
}

/** The home route: to the chosen view's home, otherwise the overview (the workbench home's). */
export function Home() {
  return <HomeRedirect overview={<WorkbenchHome />} />;
}

export { Forbidden as AccessDenied };
