/**
 * The route map (routeMap.ts) as react-admin children: one `<Resource>` per descriptor and the
 * other pages as custom routes. Every page is guarded (RouteGuard) and loaded on demand, so the
 * first paint ships the shell and the current page only.
 *
 * URL reconciliation (see links.ts): a resource's list and create screens are react-admin's own
 * routes (`<path>`, `<path>/create`); its detail and update screens are child routes at the
 * platform's patterns (`:id`, `:id/update`, or what the descriptor says). react-admin's
 * `:id/show` links are sent to the detail page; where the resource has no detail page of its own,
 * `:id` goes to its update page; any other `:id/...` is not found.
 */
import { lazy, type ComponentType, type ReactElement } from 'react';
import { CustomRoutes, Resource } from 'react-admin';
import { Navigate, Route } from 'react-router';
import { LOGIN_PATH } from '../../authProvider/session';
import { descriptors, resourceRoute, type ResourceDescriptor } from '../../resources';
import { RouteGuard } from './guards';
import type { TaskLogType } from './links';
import { NotFound, Forbidden } from './pages/ErrorPages';
import {
  HomeRedirect,
  LayoutRedirect,
  LeavePage,
  ScreenRedirect,
  TaskLogRedirect,
} from './pages/Redirects';
import { ROUTES, screenPatterns, titleOf } from './routeMap';
import type { RouteEntry, Screen } from './routeModel';

const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));

const loadList = () => import('../pages/GenericList');
const loadShow = () => import('../pages/GenericShow');
const loadForm = () => import('../pages/GenericForm');

/** The generic screens, each its own chunk. */
const GENERIC: Record<Screen, ComponentType> = {
  list: named(loadList, 'GenericList'),
  show: named(loadShow, 'GenericShow'),
  create: named(loadForm, 'GenericCreate'),
  edit: named(loadForm, 'GenericEdit'),
};

/** Starts loading the generic screen a path will show, in parallel with startup's requests. */
export function preloadScreen(pathname: string): void {
  const path = pathname.split('/').filter(Boolean);
  if (path.at(-1) === 'create' || path.at(-1) === 'update') void loadForm();
  else if (path.length > 3) void loadShow();
  else if (path.length === 3) void loadList();
}

const Dashboard = lazy(() => import('./pages/Dashboard'));
const SettingsPage = lazy(() => import('./pages/SettingsPage'));
const ProfilePage = lazy(() => import('./pages/ProfilePage'));
const ProfileImprovement = lazy(() => import('./pages/ProfileImprovement'));
const loadWorkbench = () => import('./pages/WorkbenchPages');
const WorkbenchHome = named(loadWorkbench, 'WorkbenchHome');
const MyAssets = named(loadWorkbench, 'MyAssets');
const QuickJob = named(loadWorkbench, 'QuickJob');
const Templates = named(loadWorkbench, 'Templates');

/** The component of a screen: the descriptor's special one, else the generic one. */
function screenComponent(d: ResourceDescriptor, screen: Screen): ComponentType | null {
  if (d.readOnly && (screen === 'create' || screen === 'edit')) return null;
  return d.components?.[screen] ?? GENERIC[screen];
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
        // The detail page owns its tab paths (`:id/<tab>`).
        <Route
          key={e.name}
          path={relative(e) === ':id' ? ':id/*' : relative(e)}
          element={screenElement(d, e)}
        />
      ))}
      <Route
        path=":id/show/*"
        element={<ScreenRedirect descriptor={d} screens={['show', 'edit']} />}
      />
      {!ownDetailAtId && (
        <Route path=":id" element={<ScreenRedirect descriptor={d} screens={['edit', 'show']} />} />
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

/** Unknown paths go to /404 (shell-spec §2.1). */
export function CatchAll() {
  return <Navigate to="/404" replace />;
}

export { HomeRedirect as Home, Forbidden as AccessDenied };
