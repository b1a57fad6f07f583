/**
 * The authProvider: sessions, permissions, organisations and the user-confirm flow.
 *
 * API summary (for the shell and the pages)
 * ------------------------------------------
 * createAuthProvider(permsOf, env?) -> JmsAuthProvider: react-admin's authProvider plus `session`.
 *   checkAuth  no `jms_session_expire` mark: server logout, then the login page; `close` mark
 *              refreshed every 10 s (2-min life). Loads the profile: 401/403 -> login page after
 *              100 ms; any other failure resolves and sets `profileError` (AuthDialogs shows
 *              Retry / previous org / log out, so startup is never blank).
 *   checkError 401 -> the login-required dialog (the page and its form stay); never logs out.
 *   logout     server logout, client state (react-admin resets its Store and query cache).
 *   canAccess  `{action: list|show|export|create|clone|edit|delete, resource}` via the descriptor's
 *              codenames, or `{action: 'app.codename', resource}` (resource ignored; `,` = all, `|` = either).
 *   getIdentity {id, fullName, avatar}.
 * session (AuthSession, authSession.ts), one per page:
 *   state             StateBox<SessionState>: profile, profileError, currentOrg, preOrg,
 *                     loginRequired, switchingTo, settings.
 *   setPublicSettings(settings)      XPACK/licence/tickets/temp-token flags (shell, after loading).
 *   profileReady()                   the profile for the current org.
 *   ensureValidOrg(view, profile)    pure decision: {kind:'none'|'keep'|'switch', ...} (orgs.ts).
 *   prepareView(view)                applies that decision (storage, cookie, profile for that org);
 *                                    call it whenever the view changes (startup included).
 *   enterSystemSetting() / leaveSystemSetting(view) / enterGlobalView() / leaveGlobalView(view)
 *   switchOrg(org, location, routeExists, {store, queryClient})  user switch: storage + cookie +
 *                                    reset + reload after 400 ms; the pure plan is planOrgSwitch.
 *   leaveFailingOrg(...) / retryProfile()   ways out when the profile fails.
 *   confirm.run(action)              runs an action behind the user-confirm dialog.
 * Pure helpers: usingOrgs, orgLists, decideOrg, preferredOrg (orgs.ts); planOrgSwitch (orgSwitch.ts);
 *   hasPerm (permissions.ts); listActions, rowActions, detailActions, headerButtons,
 *   resourceVisible, routeVisible, showOrganization, disableOrgsChange,
 *   orgSelectorEntries, tempPasswordVisible (access.ts); isSystemAdmin, isAdmin, isAudit (profile.ts).
 * React: useAuthSession, useSessionState, useProfile, useCurrentOrg, useHasPerm, useAccessContext,
 *   useSessionFlags, useSwitchOrg (hooks.ts). In src/components: useUserConfirm (confirm/);
 *   <AuthDialogs/> = login required + profile failure + switch backdrop + confirm, mounted by
 *   `withAuthDialogs(layout)`; <ProfileRecoveryActions/> for a startup screen outside <Admin>.
 */
import type { AuthProvider, UserIdentity } from 'react-admin';
import { resourcePerm } from './access';
import { AuthSession, SessionEnded, browserEnv, type BrowserEnv } from './authSession';
import { hasPerm, isRaAction, type ResourcePermsOf } from './permissions';
import type { Profile } from './profile';
import { keepSessionMark, sessionMark } from './session';

/** Rejections that neither log out through react-admin nor redirect: we navigate ourselves. */
const HANDLED = { redirectTo: false, logoutUser: false, message: false } as const;

export interface JmsAuthProvider extends AuthProvider {
  session: AuthSession;
  getProfile(): Promise<Profile>;
}

/** `a,b` = both; `a|b` = either. */
function requirementOf(action: string): string[] {
  return action
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
}

/**
 * `permsOf` maps a react-admin resource name to its permission model (the app builds it from its
 * registry); `env` replaces parts of the browser (tests record navigations instead of leaving).
 */
export function createAuthProvider(
  permsOf: ResourcePermsOf,
  env: Partial<BrowserEnv> = {},
): JmsAuthProvider {
  const session = new AuthSession({ env: { ...browserEnv, ...env } });
  let attached = false;

  return {
    session,
    getProfile: () => session.profileReady(),
    async login() {
      // Signing in happens on the backend's login page, never in the console.
      session.leaveForLogin();
    },
    async checkAuth() {
      if (!attached) {
        session.attach();
        attached = true;
      }
      if (session.isLeaving) throw HANDLED;
      if (!sessionMark()) {
        // No mark: whatever session may linger is ended before going to the login page.
        await session.endServerSession();
        session.leaveForLogin();
        throw HANDLED;
      }
      keepSessionMark();
      if (session.state.get().profile) return;
      try {
        await session.loadProfile();
      } catch (error) {
        if (error instanceof SessionEnded) throw HANDLED;
        // Any other failure: the page renders and AuthDialogs offers the ways out.
      }
    },
    async checkError(error: { status?: number }) {
      // 401: sign in again without leaving the page; 403 is a notice, never a logout.
      if (error?.status === 401) session.openLoginRequired();
    },
    async logout() {
      await session.logout();
      return false;
    },
    async getIdentity(): Promise<UserIdentity> {
      const p = await session.profileReady();
      return { id: p.id, fullName: p.name, ...(p.avatar_url ? { avatar: p.avatar_url } : {}) };
    },
    async getPermissions() {
      return (await session.profileReady()).perms;
    },
    async canAccess({ action, resource }) {
      const { perms } = await session.profileReady();
      if (isRaAction(action)) {
        const model = resource ? permsOf(resource) : null;
        return model ? hasPerm(perms, resourcePerm({ perms: model }, action)) : false;
      }
      return hasPerm(perms, requirementOf(action));
    },
  };
}

export {
  AuthSession,
  SessionEnded,
  browserEnv,
  CONSOLE_BASE,
  PROFILE_FAILURE_REDIRECT_MS,
} from './authSession';
export type { BrowserEnv, ProfileLoadError, SessionState, SwitchResets } from './authSession';
export * from './access';
export * from './confirm';
export * from './orgs';
export * from './orgSwitch';
export * from './orgStorage';
export * from './permissions';
export * from './profile';
export * from './session';
export * from './hooks';
