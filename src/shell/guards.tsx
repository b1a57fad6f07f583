/**
 * Route and view guards.
 * - RouteGuard wraps every page of the route map: a route this user does not have shows the 403
 *   page (permission missing) or leads to /404 (hidden, unlicensed); a page of a view the user may
 *   not enter renders nothing while ViewGuard moves them, except a record's page (a link someone
 *   sent, the platform's mails), which says it cannot be seen.
 * - ViewGuard follows navigation between views: a view the user may not enter sends them to the
 *   remembered PreView if still allowed, else the first allowed view. Entering an allowed view runs
 *   its organisation check (ShellProvider; each view has its own organisation list, settings its
 *   own org), and its pages wait for it.
 */
import { useEffect, type ReactNode } from 'react';
import { Loading } from 'react-admin';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Forbidden } from './pages/ErrorPages';
import { isRecordPath } from './routeMap';
import { routeStatus, type RouteEntry } from './routeModel';
import { useShell } from './ShellContext';
import { chooseView, isViewAllowed, readPreView, viewOf, viewRule } from './views';

export function RouteGuard({ entry, children }: { entry: RouteEntry; children: ReactNode }) {
  const { access, profile, preparedView } = useShell();
  const { view } = entry.meta;
  if (view && !isViewAllowed(view, profile))
    return entry.meta.action === 'retrieve' ? <Forbidden /> : null;
  if (view && view !== preparedView) return <Loading />;
  const status = routeStatus(entry, access);
  if (status === 'hidden') return <Navigate to="/404" replace />;
  if (status === 'forbidden') return <Forbidden />;
  return <>{children}</>;
}

/** Sends a user who enters a view they may not enter to the remembered or first allowed one. */
export function ViewGuard() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { profile } = useShell();
  const requested = viewOf(pathname);
  const refused =
    requested && !isViewAllowed(requested, profile) && !isRecordPath(pathname) ? requested : null;
  // Keyed by the path too: a second refused page reached before React rendered the redirect
  // leaves `refused` unchanged, and must be redirected all the same.
  useEffect(() => {
    if (refused)
      navigate(viewRule(chooseView(refused, profile, readPreView())).home, { replace: true });
  }, [refused, pathname, profile, navigate]);
  return null;
}
