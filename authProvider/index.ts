/**
 * The authProvider: the backend signs users in on its own page; the console checks the session
 * mark, loads the profile once per page, and answers access questions from its permissions.
 */
import type { AuthProvider, UserIdentity } from 'react-admin';
import { request } from '../dataProvider/httpClient';
import { descriptorFor, permissionOf } from '../resources';
import { ACTION_PERM, hasPerm } from './permissions';
import { PROFILE_URL, type Profile } from './profile';
import { keepSessionMark, loginUrl, LOGOUT_PATH, sessionMark } from './session';

export interface BrowserEnv {
  /** Full-page navigation (login and logout pages belong to the backend). */
  navigate(url: string): void;
  currentPath(): string;
}

export const browserEnv: BrowserEnv = {
  navigate: (url) => window.location.assign(url),
  currentPath: () => window.location.pathname + window.location.search,
};

/** Rejections that neither log out through react-admin nor redirect: we navigate ourselves. */
const HANDLED = { redirectTo: false, logoutUser: false, message: false } as const;
export const PROFILE_FAILURE_REDIRECT_MS = 100;

export interface JmsAuthProvider extends AuthProvider {
  getProfile(): Promise<Profile>;
}

export function createAuthProvider(env: BrowserEnv = browserEnv): JmsAuthProvider {
  let profile: Promise<Profile> | null = null;

  const getProfile = (): Promise<Profile> => {
    profile ??= request<Profile>(PROFILE_URL, { silent: true }).catch((err: { status?: number }) => {
      profile = null;
      if (err?.status === 401 || err?.status === 403) {
        setTimeout(() => env.navigate(loginUrl(env.currentPath())), PROFILE_FAILURE_REDIRECT_MS);
      }
      throw err;
    });
    return profile;
  };

  return {
    getProfile,
    async login() {
      // Signing in happens on the backend's login page, never in the console.
      env.navigate(loginUrl(env.currentPath()));
    },
    async checkAuth() {
      if (!sessionMark()) {
        // No mark: whatever session may linger is ended before going to the login page.
        await request(LOGOUT_PATH, { silent: true }).catch(() => undefined);
        env.navigate(loginUrl(env.currentPath()));
        throw HANDLED;
      }
      keepSessionMark();
      try {
        await getProfile();
      } catch {
        throw HANDLED;
      }
    },
    async checkError(error: { status?: number }) {
      if (error?.status === 401) {
        profile = null;
        env.navigate(loginUrl(env.currentPath()));
        throw HANDLED;
      }
    },
    async logout() {
      profile = null;
      env.navigate(LOGOUT_PATH);
      return false;
    },
    async getIdentity(): Promise<UserIdentity> {
      const p = await getProfile();
      return { id: p.id, fullName: p.name };
    },
    async getPermissions() {
      return (await getProfile()).perms;
    },
    async canAccess({ action, resource }) {
      const { perms } = await getProfile();
      const permAction = ACTION_PERM[action as keyof typeof ACTION_PERM];
      if (!permAction) return hasPerm(perms, action);
      return hasPerm(perms, permissionOf(descriptorFor(resource), permAction));
    },
  };
}
