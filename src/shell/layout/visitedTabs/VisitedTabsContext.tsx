/**
 * The visited tabs of this browser tab, kept in memory: every page visited gets a tab (titled by
 * its route), the view's home page is there from the start and cannot be closed, and pages may
 * retitle their tab (a detail page naming its record).
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { RouteEntry, RouteMatch } from '../../routeModel';
import { useCurrentRoute, useShell } from '../../ShellContext';
import { viewRule, type ViewName } from '../../views';
import {
  addTab,
  closeAllTabs,
  closeOtherTabs,
  closeTab,
  landingAfterClose,
  updateTab,
  type VisitedTab,
} from './visitedTabs';

export interface VisitedTabsApi {
  tabs: VisitedTab[];
  activePath: string;
  close(path: string): void;
  closeOthers(path: string): void;
  closeAll(): void;
  update(path: string, patch: Partial<Omit<VisitedTab, 'path'>>): void;
}

const VisitedTabsContext = createContext<VisitedTabsApi | null>(null);

interface Here {
  pathname: string;
  fullPath: string;
  route: RouteMatch | null;
  routes: readonly RouteEntry[];
  view: ViewName | null;
}

/** The view's home page (its tab is affixed), then the page being shown if it is a page. */
function withPage(
  tabs: VisitedTab[],
  { pathname, fullPath, route, routes, view }: Here,
): VisitedTab[] {
  let next = tabs;
  const homePath = view ? viewRule(view).home : null;
  const homeRoute = routes.find((r) => `/${r.path}` === homePath);
  if (homePath && homeRoute) {
    next = addTab(next, {
      path: homePath,
      fullPath: homePath,
      title: homeRoute.title,
      meta: { affix: true },
    });
  }
  const kind = route?.entry.target.kind;
  if (!route || (kind !== 'resource' && kind !== 'page')) return next;
  // A title the page gave its tab outlives a change of query.
  const title = next.find((t) => t.path === pathname)?.title ?? route.entry.title;
  return addTab(next, { path: pathname, fullPath, title, meta: { affix: pathname === homePath } });
}

export function VisitedTabsProvider({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const route = useCurrentRoute();
  const { routes, view } = useShell();
  const [tabs, setTabs] = useState<VisitedTab[]>([]);
  const [seen, setSeen] = useState<string | null>(null);
  const here = `${pathname}${search}`;
  if (seen !== here) {
    // A new page: its tab is added while rendering, not one paint later.
    setSeen(here);
    setTabs(withPage(tabs, { pathname, fullPath: here, route, routes, view }));
  }

  const update = useCallback(
    (path: string, patch: Partial<Omit<VisitedTab, 'path'>>) =>
      setTabs((current) => updateTab(current, path, patch)),
    [],
  );

  const leaveIfClosed = useCallback(
    (remaining: VisitedTab[]) => {
      if (remaining.some((t) => t.path === pathname)) return;
      navigate(landingAfterClose(remaining)?.fullPath ?? '/');
    },
    [navigate, pathname],
  );

  const api = useMemo<VisitedTabsApi>(
    () => ({
      tabs,
      activePath: pathname,
      close: (path) => {
        const remaining = closeTab(tabs, path);
        setTabs(remaining);
        leaveIfClosed(remaining);
      },
      closeOthers: (path) => {
        const remaining = closeOtherTabs(tabs, path);
        setTabs(remaining);
        if (path !== pathname) navigate(tabs.find((t) => t.path === path)?.fullPath ?? path);
      },
      closeAll: () => {
        const remaining = closeAllTabs(tabs);
        setTabs(remaining);
        leaveIfClosed(remaining);
      },
      update,
    }),
    [tabs, pathname, navigate, leaveIfClosed, update],
  );

  return <VisitedTabsContext.Provider value={api}>{children}</VisitedTabsContext.Provider>;
}

export function useVisitedTabs(): VisitedTabsApi {
  const api = useContext(VisitedTabsContext);
  if (!api)
    throw new Error('useVisitedTabs needs <VisitedTabsProvider> (mounted by ConsoleLayout)');
  return api;
}

/** Lets a page name its own tab, e.g. after its record loaded. */
export function useTabTitle(title: string | null | undefined): void {
  const { pathname } = useLocation();
  const { update } = useVisitedTabs();
  useEffect(() => {
    if (title) update(pathname, { title });
  }, [title, pathname, update]);
}
