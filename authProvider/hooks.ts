/**
 * React access to the page's AuthSession (reached through react-admin's AuthContext, so tests and
 * pages each get their own): state, permissions, flags and the organisation switch.
 */
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useAuthProvider, useResourceDefinitions, useStoreContext } from 'react-admin';
import { useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { ResourceDescriptor, ViewName } from '../resources/types';
import { disableOrgsChange, showOrganization, type AccessContext } from './access';
import type { AuthSession, SessionState } from './authSession';
import { isRootOrg, type Org } from './orgs';
import type { OrgSwitchPlan } from './orgSwitch';
import { hasPerm, type Requirement } from './permissions';
import { isAdmin, isAudit, isSystemAdmin, type Profile } from './profile';

export function useAuthSession(): AuthSession {
  const provider = useAuthProvider() as { session?: AuthSession } | undefined;
  if (!provider?.session) throw new Error('useAuthSession needs the JumpServer authProvider');
  return provider.session;
}

/** The whole session state, or a slice of it (re-renders only when the slice changes). */
export function useSessionState(): SessionState;
export function useSessionState<T>(select: (s: SessionState) => T): T;
export function useSessionState<T>(select?: (s: SessionState) => T): T | SessionState {
  const session = useAuthSession();
  const state = useSyncExternalStore(session.state.subscribe, session.state.get);
  return select ? select(state) : state;
}

export function useProfile(): Profile | null {
  return useSessionState((s) => s.profile);
}

export function useCurrentOrg(): Org | null {
  return useSessionState((s) => s.currentOrg);
}

/** Synchronous permission check for the current org (false until the profile is loaded). */
export function useHasPerm(required: Requirement): boolean {
  const perms = useSessionState((s) => s.profile?.perms);
  return Boolean(perms && hasPerm(perms, required));
}

/** What the access rules of access.ts need, for the current org. */
export function useAccessContext(): AccessContext {
  const perms = useSessionState((s) => s.profile?.perms);
  const rootOrg = useSessionState((s) => isRootOrg(s.currentOrg));
  const settings = useSessionState((s) => s.settings);
  const superuser = useSessionState((s) => Boolean(s.profile?.is_superuser));
  return useMemo(
    () => ({ perms: perms ?? [], rootOrg, settings, superuser }),
    [perms, rootOrg, settings, superuser],
  );
}

export interface SessionFlags {
  isSuperAdmin: boolean;
  isSystemAdmin: boolean;
  isAdmin: boolean;
  isAudit: boolean;
  showOrganization: boolean;
  disableOrgsChange: boolean;
}

/** The flags the shell needs for a view (and the resource on screen, if any). */
export function useSessionFlags(
  view: ViewName,
  descriptor?: ResourceDescriptor | null,
): SessionFlags {
  const profile = useProfile();
  const settings = useSessionState((s) => s.settings);
  return useMemo(
    () => ({
      isSuperAdmin: Boolean(profile?.is_superuser),
      isSystemAdmin: Boolean(profile && isSystemAdmin(profile)),
      isAdmin: Boolean(profile && isAdmin(profile)),
      isAudit: Boolean(profile && isAudit(profile)),
      showOrganization: Boolean(profile && showOrganization(view, profile, settings)),
      disableOrgsChange: disableOrgsChange(view, descriptor),
    }),
    [profile, settings, view, descriptor],
  );
}

/** A console path has a page when it is a registered resource's list (or the home page). */
export function useResourceRouteExists(): (path: string) => boolean {
  const definitions = useResourceDefinitions();
  return useCallback(
    (path: string) => path === '/' || Object.keys(definitions).some((name) => path === `/${name}`),
    [definitions],
  );
}

/**
 * The organisation selector's action. `routeExists` defaults to the registered resources; the
 * shell passes its own route matcher when it has more routes than resources.
 */
export function useSwitchOrg(routeExists?: (path: string) => boolean): (org: Org) => OrgSwitchPlan {
  const session = useAuthSession();
  const location = useLocation();
  const store = useStoreContext();
  const queryClient = useQueryClient();
  const resourceRouteExists = useResourceRouteExists();
  const exists = routeExists ?? resourceRouteExists;
  return useCallback(
    (org: Org) =>
      session.switchOrg(org, { pathname: location.pathname, search: location.search }, exists, {
        store,
        queryClient,
      }),
    [session, location.pathname, location.search, exists, store, queryClient],
  );
}
