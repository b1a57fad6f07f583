/**
 * What the shell knows once started, for every component below it (layout, pages): the public
 * settings, the profile (followed live: the organisation check may reload it for another org),
 * the access it gives, the routes this user has, and the current view.
 */
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router';
import type { Profile } from '../../authProvider/profile';
import { menuFor, type MenuItem } from './menu';
import { ROUTES } from './routeMap';
import {
  accessFrom,
  availableRoutes,
  matchRoute,
  routeExists,
  type Access,
  type PublicSettings,
  type RouteEntry,
  type RouteMatch,
} from './routeModel';
import type { ShellStart } from './startup';
import { isViewAllowed, viewOf, type ViewName } from './views';

export interface Shell {
  settings: PublicSettings;
  profile: Profile;
  access: Access;
  /** The routes this user has. */
  routes: RouteEntry[];
  /** The view of the current page (null outside the views). */
  view: ViewName | null;
  /**
   * The view whose organisation check has finished: a newly entered view's pages wait for it, so
   * that none of their requests goes to the previous view's organisation.
   */
  preparedView: ViewName | null;
}

/** Where the current profile comes from (the auth session's state); absent: the startup's one. */
export interface ProfileSource {
  get(): Profile | null;
  subscribe(listener: () => void): () => void;
}

const ShellContext = createContext<Shell | null>(null);

const noSource: ProfileSource = { get: () => null, subscribe: () => () => undefined };
const silent = { error: () => undefined };

const prepared = () => Promise.resolve();

export function ShellProvider({
  start,
  profileSource = noSource,
  prepareView = prepared,
  children,
}: {
  start: ShellStart;
  profileSource?: ProfileSource;
  /** The organisation check of a view entered after startup (the auth layer's prepareView). */
  prepareView?: (view: ViewName) => Promise<unknown>;
  children: ReactNode;
}) {
  const live = useSyncExternalStore(profileSource.subscribe, profileSource.get);
  const profile = live ?? start.profile;
  const { pathname } = useLocation();
  const view = viewOf(pathname);
  const { settings } = start;
  const [preparedView, setPreparedView] = useState(start.view);
  const entering = view && view !== preparedView && isViewAllowed(view, profile) ? view : null;
  useEffect(() => {
    if (!entering) return;
    let current = true;
    // A failure surfaces through the auth layer's recovery dialog; the view opens regardless.
    void prepareView(entering)
      .catch(() => undefined)
      .then(() => current && setPreparedView(entering));
    return () => {
      current = false;
    };
  }, [entering, prepareView]);
  const base = useMemo(() => {
    const access = accessFrom(profile.perms ?? [], settings);
    // Logged once by the startup; recomputed quietly when the organisation changes.
    const routes =
      profile === start.profile ? start.routes : availableRoutes(ROUTES, access, silent);
    return { settings, profile, access, routes };
  }, [profile, settings, start]);
  const value = useMemo(() => ({ ...base, view, preparedView }), [base, view, preparedView]);
  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
}

export function useOptionalShell(): Shell | null {
  return useContext(ShellContext);
}

export function useShell(): Shell {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell needs the started shell (StartupGate)');
  return shell;
}

/** The sidebar of the current view (empty outside the views). */
export function useShellMenu(): MenuItem[] {
  const { view, access } = useShell();
  return useMemo(() => (view ? menuFor(view, access) : []), [view, access]);
}

/** The route the current page belongs to (title, organisation switching, …). */
export function useCurrentRoute(): RouteMatch | null {
  const { pathname } = useLocation();
  return useMemo(() => matchRoute(ROUTES, pathname), [pathname]);
}

/** Whether a console path has a page for this user: an org switch falls back home when not. */
export function useRouteExists(): (pathname: string) => boolean {
  const { access } = useShell();
  return useMemo(
    () => (pathname: string) => pathname === '/' || routeExists(ROUTES, access, pathname),
    [access],
  );
}
