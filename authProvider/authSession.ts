/**
 * One page's session state: the profile (and the org its permissions belong to), the current and
 * previous organisation, the login-required and confirm dialogs, and the effects that change them.
 * Created by createAuthProvider, one per page; React reads it through hooks.ts.
 */
import { stopKeepAlive } from '../dataProvider/keepAlive';
import { onResponse, orgHeader, request, setOrgSource } from '../dataProvider/httpClient';
import type { AccessSettings } from './access';
import { ConfirmBroker } from './confirm';
import {
  decideOrg,
  globalOrg,
  isRootOrg,
  nextPreOrg,
  preferredOrg,
  usingOrgs,
  ORG_DEFAULT,
  type Org,
  type OrgDecision,
  type OrgView,
} from './orgs';
import {
  planOrgSwitch,
  SWITCH_RELOAD_DELAY_MS,
  type OrgSwitchPlan,
  type SwitchLocation,
} from './orgSwitch';
import {
  browserOrgPersistence,
  takeStoredOrgs,
  writePendingOrgs,
  writeStoredOrgs,
  type OrgPersistence,
  type StoredOrgs,
} from './orgStorage';
import { PROFILE_URL, type Profile } from './profile';
import { loginUrl, LOGOUT_PATH, stopSessionMark } from './session';
import { StateBox } from './stateBox';

/** The console is served under this base path. */
export const CONSOLE_BASE = '/ui';
export const PROFILE_FAILURE_REDIRECT_MS = 100;

/** The browser, injectable so every effect is testable. */
export interface BrowserEnv {
  /** Full-page navigation (login and logout pages belong to the backend). */
  navigate(url: string): void;
  /** Reloads the console at a path inside it (after an org switch). */
  reload(consolePath: string): void;
  /** The current URL's path and query, base included (for `next=`). */
  currentPath(): string;
}

export const browserEnv: BrowserEnv = {
  navigate: (url) => window.location.assign(url),
  reload: (consolePath) => window.location.replace(CONSOLE_BASE + consolePath),
  currentPath: () => window.location.pathname + window.location.search,
};

/** The profile could not be loaded for a reason other than an ended session. */
export interface ProfileLoadError {
  status: number | null;
  message: string;
  /** The organisation it was asked for (the way out goes elsewhere). */
  org: Org | null;
}

export interface SessionState {
  profile: Profile | null;
  /** The organisation whose permissions `profile.perms` holds, when known. */
  profileOrgId: string | null;
  profileLoading: boolean;
  profileError: ProfileLoadError | null;
  currentOrg: Org | null;
  preOrg: Org | null;
  /** A request answered 401: the login-required dialog is open. */
  loginRequired: boolean;
  /** An org switch is under way (the page reloads shortly). */
  switchingTo: Org | null;
  settings: AccessSettings;
}

/** Thrown when the session has ended and the page is on its way to the login page. */
export class SessionEnded extends Error {
  constructor() {
    super('auth.session.ended');
    this.name = 'SessionEnded';
  }
}

/** What a caller of switchOrg may hand over to be reset with the organisation. */
export interface SwitchResets {
  /** react-admin's Store: list parameters and selections belong to the old organisation. */
  store?: {
    listItems?: (prefix?: string) => Record<string, unknown>;
    removeItem(key: string): void;
  };
  /** react-query: pending requests for the old organisation are cancelled. */
  queryClient?: { cancelQueries(): Promise<void> };
}

const ORG_SCOPED_STORE_KEY = /\.(listParams|selectedIds)(\.|$)/;

type HttpRequest = typeof request;

export interface AuthSessionOptions {
  env?: BrowserEnv;
  persistence?: OrgPersistence;
  http?: HttpRequest;
}

export class AuthSession {
  readonly state = new StateBox<SessionState>({
    profile: null,
    profileOrgId: null,
    profileLoading: false,
    profileError: null,
    currentOrg: null,
    preOrg: null,
    loginRequired: false,
    switchingTo: null,
    settings: {},
  });
  readonly confirm = new ConfirmBroker();
  readonly env: BrowserEnv;
  private readonly persistence: OrgPersistence;
  private readonly http: HttpRequest;
  private inflight: Promise<Profile> | null = null;
  /** Set once the page is leaving for the login page: nothing else may navigate. */
  private leaving = false;
  private viewQueue: Promise<unknown> = Promise.resolve();
  private stopListening: () => void = () => undefined;

  constructor(opts: AuthSessionOptions = {}) {
    this.env = opts.env ?? browserEnv;
    this.persistence = opts.persistence ?? browserOrgPersistence;
    this.http = opts.http ?? request;
  }

  /** Feeds the http client's X-JMS-ORG header and listens for 401s; idempotent. */
  attach(): void {
    setOrgSource({
      currentOrgId: () => this.state.get().currentOrg?.id ?? null,
      xpackEnabled: () => this.state.get().settings.XPACK_ENABLED !== false,
    });
    this.stopListening();
    this.stopListening = onResponse((_url, status) => {
      // A 401 while the profile itself loads is the profile's (redirect); any other opens the
      // dialog.
      if (status === 401 && !this.inflight) this.openLoginRequired();
    });
  }

  detach(): void {
    this.stopListening();
    setOrgSource(null);
  }

  get isLeaving(): boolean {
    return this.leaving;
  }

  /** Public settings the access rules and the org header need (the shell loads them). */
  setPublicSettings(settings: AccessSettings): void {
    this.state.set({ settings });
  }

  // ---- profile -------------------------------------------------------------------------------

  /** Loads the profile (once at a time). 401/403: to the login page after 100 ms. */
  loadProfile(): Promise<Profile> {
    this.inflight ??= this.fetchProfile().finally(() => {
      this.inflight = null;
    });
    return this.inflight;
  }

  private async fetchProfile(): Promise<Profile> {
    const orgId = orgHeader();
    this.state.set({ profileLoading: true, profileError: null });
    try {
      const profile = await this.http<Profile>(PROFILE_URL, { silent: true });
      const patch: Partial<SessionState> = { profile, profileOrgId: orgId, profileLoading: false };
      if (!this.state.get().currentOrg) {
        const stored = takeStoredOrgs(this.persistence, profile.username);
        patch.currentOrg = stored.current;
        patch.preOrg = stored.pre;
      }
      this.state.set(patch);
      return profile;
    } catch (error) {
      const status = (error as { status?: number })?.status ?? null;
      if (status === 401 || status === 403) {
        this.state.set({ profileLoading: false });
        this.leaveForLogin(PROFILE_FAILURE_REDIRECT_MS);
        throw new SessionEnded();
      }
      // JmsHttpError keeps its text in `notice` (its message is blank when the call was silent).
      const notice = (error as { notice?: unknown })?.notice;
      const message =
        typeof notice === 'string'
          ? notice
          : error instanceof Error
            ? error.message
            : String(error);
      this.state.set({
        profileLoading: false,
        profileError: { status, message, org: this.state.get().currentOrg },
      });
      throw error;
    }
  }

  /** Resolves with a profile for the current org as soon as there is one (waits out a failure). */
  profileReady(): Promise<Profile> {
    const s = this.state.get();
    if (!s.profile && !this.inflight && !s.profileError && !this.leaving)
      this.loadProfile().catch(() => undefined);
    return this.state.when((v) => (v.profile && !v.profileLoading ? v.profile : null));
  }

  /** Tries the failed profile load again (the recovery dialog's Retry). */
  retryProfile(): Promise<Profile> {
    return this.loadProfile();
  }

  /** Makes sure `profile.perms` belongs to the organisation requests now go to. */
  private async refreshProfileForOrg(): Promise<Profile> {
    if (this.inflight) await this.inflight.catch(() => undefined);
    const s = this.state.get();
    if (s.profile && s.profileOrgId === orgHeader()) return s.profile;
    return this.loadProfile();
  }

  // ---- organisations -------------------------------------------------------------------------

  private remember(orgs: StoredOrgs): void {
    const username = this.state.get().profile?.username;
    if (username) writeStoredOrgs(this.persistence, username, orgs);
    else writePendingOrgs(this.persistence, orgs);
    this.state.set({ currentOrg: orgs.current, preOrg: orgs.pre });
  }

  /** The org check of docs/shell.md §5.2 without effects: the org to use or the switch to make. */
  ensureValidOrg(view: OrgView, profile: Profile): OrgDecision {
    const { currentOrg, preOrg } = this.state.get();
    return decideOrg(view, profile, { current: currentOrg, pre: preOrg });
  }

  /**
   * Runs the org check for a view and applies it: remembers the org, puts it in the cookie and
   * reloads the profile when its permissions were computed for another org. Rejects (with the
   * recovery state set) if that profile cannot be loaded; never navigates.
   */
  prepareView(view: OrgView): Promise<OrgDecision> {
    const run = async () => {
      const profile = await this.profileReady();
      const decision = this.ensureValidOrg(view, profile);
      if (decision.kind === 'none') return decision;
      if (decision.kind === 'switch') this.remember({ current: decision.to, pre: decision.pre });
      else if (this.persistence.readOrgCookie() !== decision.org.id)
        this.persistence.writeOrgCookie(decision.org.id);
      await this.refreshProfileForOrg();
      return decision;
    };
    // One check at a time, in the order the views were entered.
    const next = this.viewQueue.then(run, run);
    this.viewQueue = next.catch(() => undefined);
    return next;
  }

  /** Settings run in the SystemSetting pseudo-org; the org the user came from is remembered. */
  enterSystemSetting(): Promise<OrgDecision> {
    return this.prepareView('settings');
  }

  /** Back from settings: the previous org (or the view's own org) is restored. */
  leaveSystemSetting(nextView: OrgView = 'console'): Promise<OrgDecision> {
    return this.prepareView(nextView);
  }

  /** A view over all organisations: the root org, remembered as special. */
  async enterGlobalView(): Promise<void> {
    const { currentOrg, preOrg, profile } = this.state.get();
    if (isRootOrg(currentOrg)) return;
    const root = profile?.console_orgs.find((o) => isRootOrg(o));
    this.remember({ current: globalOrg(root?.name), pre: nextPreOrg(currentOrg, preOrg) });
    await this.refreshProfileForOrg();
  }

  async leaveGlobalView(view: OrgView = 'console'): Promise<void> {
    const { currentOrg, preOrg, profile } = this.state.get();
    if (currentOrg?.special !== 'global') return;
    const back = preOrg ?? (profile ? preferredOrg(usingOrgs(view, profile)) : null);
    this.remember({ current: back, pre: preOrg });
    await this.refreshProfileForOrg();
  }

  /** Plans a user's switch (pure; see orgSwitch.ts). */
  planSwitch(
    org: Org,
    location: SwitchLocation,
    routeExists: (path: string) => boolean,
  ): OrgSwitchPlan {
    const { currentOrg, preOrg } = this.state.get();
    return planOrgSwitch(org, { current: currentOrg, pre: preOrg }, location, routeExists);
  }

  /**
   * Switches organisation: remembers it (storage and cookie), resets what belongs to the old org
   * and reloads the planned URL after 400 ms. The reload is scheduled before anything that could
   * fail, so a switch always ends on a freshly started page.
   */
  switchOrg(
    org: Org,
    location: SwitchLocation,
    routeExists: (path: string) => boolean,
    resets: SwitchResets = {},
  ): OrgSwitchPlan {
    const plan = this.planSwitch(org, location, routeExists);
    // One switch per page: a second click while the first one reloads changes nothing.
    if (this.state.get().switchingTo) return plan;
    setTimeout(() => this.env.reload(plan.url), SWITCH_RELOAD_DELAY_MS);
    this.state.set({ switchingTo: plan.orgs.current });
    try {
      this.remember(plan.orgs);
      const items = resets.store?.listItems?.('') ?? {};
      for (const key of Object.keys(items))
        if (ORG_SCOPED_STORE_KEY.test(key)) resets.store!.removeItem(key);
      void resets.queryClient?.cancelQueries().catch(() => undefined);
    } catch {
      // Storage trouble must not stop the switch: the cookie and the reload carry it.
      this.persistence.writeOrgCookie(plan.orgs.current.id);
    }
    return plan;
  }

  /**
   * The recovery dialog's way out of an org whose profile fails: the previous org, else Default.
   */
  leaveFailingOrg(
    location: SwitchLocation,
    routeExists: (path: string) => boolean,
    resets?: SwitchResets,
  ): OrgSwitchPlan {
    const { preOrg, currentOrg } = this.state.get();
    const target: Org =
      preOrg && preOrg.id !== currentOrg?.id
        ? preOrg
        : { id: ORG_DEFAULT, name: 'Default', is_default: true, is_root: false };
    return this.switchOrg(target, location, routeExists, resets);
  }

  // ---- login required ------------------------------------------------------------------------

  openLoginRequired(): void {
    if (!this.leaving && !this.state.get().loginRequired) this.state.set({ loginRequired: true });
  }

  /**
   * After the user signed in again elsewhere: the same user closes the dialog and the page goes on
   * where it was; another user gets a fresh page (nothing of the first one may stay on screen).
   */
  async recheckSession(): Promise<'ok' | 'signed-out' | 'other-user' | 'error'> {
    try {
      const profile = await this.http<Profile>(PROFILE_URL, { silent: true });
      if (this.state.get().profile && profile.id !== this.state.get().profile!.id) {
        this.leaving = true;
        this.env.navigate(this.env.currentPath());
        return 'other-user';
      }
      this.state.set({ loginRequired: false });
      return 'ok';
    } catch (error) {
      const status = (error as { status?: number })?.status;
      return status === 401 || status === 403 ? 'signed-out' : 'error';
    }
  }

  // ---- leaving -------------------------------------------------------------------------------

  /** Goes to the login page (returning here afterwards); nothing navigates after this. */
  leaveForLogin(delayMs = 0): void {
    if (this.leaving) return;
    this.leaving = true;
    const url = loginUrl(this.env.currentPath());
    if (delayMs) setTimeout(() => this.env.navigate(url), delayMs);
    else this.env.navigate(url);
  }

  /** Ends the session on the server (errors ignored: the user leaves anyway). */
  async endServerSession(): Promise<void> {
    await this.http(LOGOUT_PATH, { silent: true }).catch(() => undefined);
  }

  /**
   * Forgets everything of this session in memory and the org cookie; keeps per-user preferences.
   */
  resetClientState(): void {
    stopSessionMark();
    stopKeepAlive();
    this.persistence.removeOrgCookie();
    this.state.set({
      profile: null,
      profileOrgId: null,
      profileError: null,
      currentOrg: null,
      preOrg: null,
      loginRequired: false,
      switchingTo: null,
    });
  }

  /** User logout: server first, then client state, then the login page. */
  async logout(): Promise<void> {
    if (this.leaving) return;
    this.leaving = true;
    await this.endServerSession();
    this.resetClientState();
    // After react-admin has reset its Store and query cache (it does so when logout resolves).
    setTimeout(() => this.env.navigate(loginUrl()), 0);
  }
}
