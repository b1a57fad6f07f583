/**
 * Startup (docs/shell.md §4), once per page load: the steps of the spec, in its order
 *   init → public settings (open) → session mark → profile → public settings (full) → view →
 *   organisation → routes by permission → first-login users to /profile/improvement,
 * but their requests in one round: none needs another's answer, so the open settings, the profile,
 * the full settings and the page's own first requests (its metadata and rows) leave at once, and
 * the steps then take their answers in the spec's order. Only the organisation check waits for the
 * profile (and asks again only when the stored organisation is gone). The login pages are exempt.
 * The pipeline is a plain async function over injected steps (`StartupDeps`), so the order and
 * every outcome are testable with fakes; StartupGate.tsx follows it and shows an error with a retry
 * when a step fails: never a blank page or an endless spinner. The browser begins it before React's
 * first render (`beginStartup`), so its requests overlap the first frame instead of waiting for it.
 */
import type { Profile } from '../../authProvider/profile';
import { isRecordPath, ROUTES } from './routeMap';
import {
  accessFrom,
  availableRoutes,
  routeExists,
  type Access,
  type Logger,
  type PublicSettings,
  type RouteEntry,
} from './routeModel';
import { chooseView, viewOf, viewRule, type ViewName } from './views';

export const STARTUP_STEPS = [
  'init',
  'openSettings',
  'session',
  'profile',
  'settings',
  'view',
  'org',
  'routes',
  'firstLogin',
] as const;
export type StartupStep = (typeof STARTUP_STEPS)[number];

export interface StartupDeps {
  init(): void | Promise<void>;
  /** GET /api/v1/settings/public/open/ (anonymous). */
  loadOpenSettings(): Promise<PublicSettings>;
  /** The session-expiry mark: 'leaving' when the user is being sent to the login page. */
  checkSession(): Promise<'ok' | 'leaving'>;
  /** GET /api/v1/users/profile/; rejects with `status` 401/403 when the session is gone. */
  loadProfile(): Promise<Profile>;
  /** GET /api/v1/settings/public/ (signed in). */
  loadSettings(): Promise<PublicSettings>;
  /**
   * The organisation check of docs/shell.md §5 for the view (the auth layer's prepareView).
   * Resolves with the profile of the organisation now in use when it had to be reloaded for it.
   */
  prepareView(view: ViewName): Promise<Profile | void>;
  readPreView(): ViewName | null;
  /**
   * Sends what the page asked for needs first (its metadata, its first rows) with startup's own
   * requests, once the session mark allows signed-in requests; what the page then asks for the
   * same way is answered by these.
   */
  beginPageRequests?(): void;
  log: Logger;
}

/** What the console knows once started; the shell's context hands it to the pages. */
export interface ShellStart {
  settings: PublicSettings;
  profile: Profile;
  /** The view the page is in (null on pages outside the views: 404, task logs …). */
  view: ViewName | null;
  access: Access;
  /** The routes this user has (routes by permission). */
  routes: RouteEntry[];
}

export type StartupOutcome =
  /** Started; `redirect` is where the requested page sends the user instead (view, first login). */
  | { kind: 'ready'; start: ShellStart; redirect: string | null }
  /** The page is on its way to the backend's login page. */
  | { kind: 'leaving' }
  /** A login page: no startup checks. */
  | { kind: 'exempt' };

export class StartupError extends Error {
  constructor(
    readonly step: StartupStep,
    readonly cause: unknown,
  ) {
    super(
      `startup step "${step}" failed: ${cause instanceof Error ? cause.message : String(cause)}`,
    );
    this.name = 'StartupError';
  }
}

export const LOGIN_PATHS = ['login'];
export const FIRST_LOGIN_PATH = '/profile/improvement';

const trimmed = (pathname: string) => pathname.split('/').filter(Boolean).join('/');

export function isLoginPath(pathname: string): boolean {
  return LOGIN_PATHS.includes(trimmed(pathname));
}

const LEAVING = Symbol('leaving');

/**
 * A request under way, awaited later by its step: its failure counts from then on, not as
 * unhandled while an earlier step is awaited.
 */
function settle<T>(pending: T | Promise<T>): Promise<T> {
  const p = Promise.resolve(pending);
  p.catch(() => undefined);
  return p;
}

const sessionGone = (e: unknown) => {
  const status = (e as { status?: number } | null)?.status;
  return status === 401 || status === 403 || (e as Error | null)?.name === 'SessionEnded';
};

/**
 * The view a path asks for and where the user goes instead when it is not allowed. The home page
 * asks for no view and lands on the chosen one.
 */
export function resolveView(
  pathname: string,
  profile: Profile,
  preView: ViewName | null,
): { view: ViewName | null; redirect: string | null } {
  const path = trimmed(pathname);
  const requested = viewOf(path);
  if (!requested && path !== '') return { view: null, redirect: null };
  const view = chooseView(requested, profile, preView);
  // A record's page stays, to say it cannot be seen (RouteGuard).
  const stays = view === requested || isRecordPath(path);
  return { view, redirect: stays ? null : viewRule(view).home };
}

export async function runStartup(
  deps: StartupDeps,
  pathname: string,
  onStep: (step: StartupStep) => void = () => undefined,
): Promise<StartupOutcome> {
  if (isLoginPath(pathname)) return { kind: 'exempt' };
  const step = async <T>(name: StartupStep, run: () => T | Promise<T>): Promise<T> => {
    onStep(name);
    try {
      return await run();
    } catch (e) {
      if (name === 'profile' && sessionGone(e)) throw LEAVING;
      throw new StartupError(name, e);
    }
  };
  try {
    await step('init', () => deps.init());
    // One round: every request leaves before any answer is awaited; the session mark (a cookie)
    // is read first, as signed-in requests need it. The steps then take the answers in order.
    const openLoad = settle(deps.loadOpenSettings());
    const sessionCheck = settle(deps.checkSession());
    const signedIn = await sessionCheck.then(
      (s) => s === 'ok',
      () => false,
    );
    const profileLoad = signedIn ? settle(deps.loadProfile()) : null;
    const settingsLoad = signedIn ? settle(deps.loadSettings()) : null;
    if (signedIn) deps.beginPageRequests?.();
    const open = await step('openSettings', () => openLoad);
    if ((await step('session', () => sessionCheck)) === 'leaving' || !profileLoad || !settingsLoad)
      return { kind: 'leaving' };
    let profile = await step('profile', () => profileLoad);
    const settings = { ...open, ...(await step('settings', () => settingsLoad)) };
    const { view, redirect: viewRedirect } = await step('view', () =>
      resolveView(pathname, profile, deps.readPreView()),
    );
    if (view) profile = (await step('org', () => deps.prepareView(view))) ?? profile;
    const access = accessFrom(profile.perms ?? [], settings);
    const routes = await step('routes', () => availableRoutes(ROUTES, access, deps.log));
    const firstLogin = await step('firstLogin', () =>
      profile.is_first_login && trimmed(pathname) !== trimmed(FIRST_LOGIN_PATH)
        ? FIRST_LOGIN_PATH
        : null,
    );
    // The home page leads to the chosen view's home, otherwise it shows the overview (docs/shell.md
    // §3.1).
    const overview =
      trimmed(pathname) === '' && !!viewRedirect && !routeExists(ROUTES, access, viewRedirect);
    return {
      kind: 'ready',
      start: { settings, profile, view, access, routes },
      redirect: firstLogin ?? (overview ? null : viewRedirect),
    };
  } catch (e) {
    if (e === LEAVING) return { kind: 'leaving' };
    throw e;
  }
}

/** A startup under way: its outcome and the step it is at, for the gate to follow. */
export interface StartupRun {
  /** The console path it runs for (the page as loaded). */
  readonly pathname: string;
  readonly outcome: Promise<StartupOutcome>;
  step(): StartupStep | null;
  /** Calls back on every later step; returns the unsubscribe. */
  onStep(listener: (step: StartupStep) => void): () => void;
}

export function beginStartup(deps: StartupDeps, pathname: string): StartupRun {
  let current: StartupStep | null = null;
  const listeners = new Set<(step: StartupStep) => void>();
  const outcome = runStartup(deps, pathname, (step) => {
    current = step;
    listeners.forEach((l) => l(step));
  });
  // Followed by the gate once it renders; until then a failure must not count as unhandled.
  outcome.catch(() => undefined);
  return {
    pathname,
    outcome,
    step: () => current,
    onStep(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
