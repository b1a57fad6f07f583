/**
 * Routes that only lead elsewhere: the home page (to the chosen view), layout routes (to their
 * first page this user has), react-admin's link shapes (to the platform's URLs), old session links,
 * and the pages that belong to the backend (task logs, external tools, the login page).
 */
import { Box, Link as MuiLink, Typography } from '@mui/material';
import { useEffect, type ReactNode } from 'react';
import { useAuthProvider, useTranslate } from 'react-admin';
import { Navigate, useLocation, useParams } from 'react-router';
import { browserEnv, type BrowserEnv } from '../../../authProvider/authSession';
import type { ResourceDescriptor } from '../../../resources/types';
import { routeFor, taskLogUrl, type TaskLogType } from '../links';
import { ROUTES } from '../routeMap';
import { routeExists, type RouteEntry, type Screen } from '../routeModel';
import { useShell } from '../ShellContext';
import { chooseView, readPreView, viewRule } from '../views';
import { Forbidden } from './ErrorPages';

/** Full-page navigation, through the auth layer's injectable browser (tests stay put). */
export function useBrowser(): BrowserEnv {
  const provider = useAuthProvider() as { session?: { env: BrowserEnv } } | undefined;
  return provider?.session?.env ?? browserEnv;
}

/**
 * The home route (docs/shell.md §3.1): to the home of the view the view rule chooses, otherwise (a
 * home this user may not open) it shows the overview.
 */
export function HomeRedirect({ overview }: { overview?: ReactNode }) {
  const { profile, access } = useShell();
  const home = viewRule(chooseView(null, profile, readPreView())).home;
  if (overview && !routeExists(ROUTES, access, home)) return overview;
  return <Navigate to={home} replace />;
}

const withParams = (pattern: string, params: Record<string, string | undefined>) =>
  pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));

/** A layout route or an old path: the first of its targets this user has, with the query. */
export function LayoutRedirect({ entry }: { entry: RouteEntry }) {
  const params = useParams();
  const { search } = useLocation();
  const { access } = useShell();
  if (entry.target.kind !== 'redirect') return null;
  const to = entry.target.to
    .map((p) => withParams(p, params))
    .find((p) => routeExists(ROUTES, access, p));
  return to ? <Navigate to={`/${to}${search}`} replace /> : <Forbidden />;
}

/** `<path>/:id/show` and (without a detail page of its own) `<path>/:id`: to the real screen. */
export function ScreenRedirect({
  descriptor,
  screens,
}: {
  descriptor: ResourceDescriptor;
  screens: Screen[];
}) {
  const { id } = useParams();
  const { search } = useLocation();
  const to = screens.map((s) => routeFor(descriptor, s, id)).find(Boolean);
  return <Navigate to={to ? `${to}${search}` : '/404'} replace />;
}

/** Leaves the console for a page of the backend, with a link in case the browser does not go. */
export function LeavePage({ href, name, env }: { href: string; name: string; env?: BrowserEnv }) {
  const translate = useTranslate();
  const fallback = useBrowser();
  const browser = env ?? fallback;
  useEffect(() => browser.navigate(href), [browser, href]);
  return (
    <Box sx={{ p: 4 }}>
      <Typography role="status">
        {translate('shell.redirect.opening', { name: translate(name) })}
      </Typography>
      <MuiLink href={href}>{translate('shell.redirect.open', { name: translate(name) })}</MuiLink>
    </Box>
  );
}

/** /ops/<type>/task/<id>/log/: the backend's task log viewer. */
export function TaskLogRedirect({ type }: { type: TaskLogType }) {
  const { id = '' } = useParams();
  return <LeavePage href={taskLogUrl(type, id)} name="routes.pages.taskLog" />;
}
