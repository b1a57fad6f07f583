/**
 * Where the current organisation is remembered (docs/wire.md §4.4): per user in
 * localStorage as JSON (`jms_current_org_<username>`, previous org in `jms_pre_org_<username>`),
 * and the current org's id in the `X-JMS-ORG` cookie so that plain navigations (export links)
 * reach the backend in the same organisation.
 */
import { ORG_COOKIE, readCookie, removeCookie, writeCookie } from '../dataProvider/cookies';
import { asOrg, nextPreOrg, ORG_SYSTEM, type Org, type OrgView } from './orgs';

export { ORG_COOKIE };

export const currentOrgKey = (username: string) => `jms_current_org_${username}`;
export const preOrgKey = (username: string) => `jms_pre_org_${username}`;

/** Storage and cookie access, injectable so the org logic is testable without a browser. */
export interface OrgPersistence {
  read(key: string): string | null;
  write(key: string, value: string): void;
  remove(key: string): void;
  readOrgCookie(): string | null;
  writeOrgCookie(id: string): void;
  removeOrgCookie(): void;
  /**
   * A switch made before the user was known (the profile failed): this tab applies it on reload.
   */
  readPending(): string | null;
  writePending(value: string | null): void;
}

const PENDING_KEY = 'jms_pending_org';
/**
 * The org a settings page returns to (the `pre` org while SystemSetting is current), readable
 * before the profile says who the user is: a page load after settings puts it in the cookie at
 * once, so the profile is read once, in that org, not in SystemSetting and then again.
 */
export const SETTINGS_RETURN_KEY = 'jms_settings_return_org';

export const browserOrgPersistence: OrgPersistence = {
  read: (key) => safely(() => localStorage.getItem(key), null),
  write: (key, value) => safely(() => localStorage.setItem(key, value), undefined),
  remove: (key) => safely(() => localStorage.removeItem(key), undefined),
  readOrgCookie: () => readCookie(ORG_COOKIE),
  writeOrgCookie: (id) => writeCookie(ORG_COOKIE, id),
  removeOrgCookie: () => removeCookie(ORG_COOKIE),
  readPending: () => safely(() => sessionStorage.getItem(PENDING_KEY), null),
  writePending: (value) =>
    safely(
      () =>
        value ? sessionStorage.setItem(PENDING_KEY, value) : sessionStorage.removeItem(PENDING_KEY),
      undefined,
    ),
};

/** Storage can be full or disabled (private mode): the org still works for this page. */
function safely<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

function parse(raw: string | null): Org | null {
  if (!raw) return null;
  try {
    return asOrg(JSON.parse(raw));
  } catch {
    return null;
  }
}

export interface StoredOrgs {
  current: Org | null;
  pre: Org | null;
}

export function readStoredOrgs(p: OrgPersistence, username: string): StoredOrgs {
  return {
    current: parse(p.read(currentOrgKey(username))),
    pre: parse(p.read(preOrgKey(username))),
  };
}

/** Remembers a switch made while the user is unknown (storage is per user). */
export function writePendingOrgs(p: OrgPersistence, orgs: StoredOrgs): void {
  if (orgs.current) p.writeOrgCookie(orgs.current.id);
  p.writePending(JSON.stringify(orgs));
}

/** The user's stored orgs, with a pending switch applied (and then forgotten). */
export function takeStoredOrgs(p: OrgPersistence, username: string): StoredOrgs {
  const stored = readStoredOrgs(p, username);
  const raw = p.readPending();
  if (!raw) return stored;
  p.writePending(null);
  let pending: { current?: unknown; pre?: unknown } = {};
  try {
    pending = JSON.parse(raw) as typeof pending;
  } catch {
    return stored;
  }
  const current = asOrg(pending.current);
  if (!current) return stored;
  // The org the user was stored in becomes the previous one, as any switch would make it.
  const fromStored =
    stored.current?.id === current.id ? stored.pre : nextPreOrg(stored.current, stored.pre);
  const orgs = { current, pre: asOrg(pending.pre) ?? fromStored };
  writeStoredOrgs(p, username, orgs);
  return orgs;
}

/** Persists the current org (storage + cookie) and the previous one (or forgets it when null). */
export function writeStoredOrgs(p: OrgPersistence, username: string, orgs: StoredOrgs): void {
  if (orgs.current) {
    p.write(currentOrgKey(username), JSON.stringify(orgs.current));
    p.writeOrgCookie(orgs.current.id);
  }
  if (orgs.pre) p.write(preOrgKey(username), JSON.stringify(orgs.pre));
  else p.remove(preOrgKey(username));
  if (orgs.current?.id === ORG_SYSTEM && orgs.pre) p.write(SETTINGS_RETURN_KEY, orgs.pre.id);
  else if (orgs.current) p.remove(SETTINGS_RETURN_KEY);
}

/**
 * A page load, before anything is read: a settings page runs in the SystemSetting org whatever the
 * profile says, so the cookie names it at once and the profile is read once, for that org; any
 * other page after settings goes back to the org settings were entered from (SETTINGS_RETURN_KEY).
 */
export function expectViewOrg(view: OrgView | null, p: OrgPersistence = browserOrgPersistence) {
  const cookie = p.readOrgCookie();
  if (view === 'settings') {
    if (cookie !== ORG_SYSTEM) p.writeOrgCookie(ORG_SYSTEM);
    return;
  }
  // Back from settings: the org check will return to the remembered org (decideOrg), so the
  // first requests go there already. Should the check choose otherwise, it re-reads the profile.
  const back = cookie === ORG_SYSTEM ? p.read(SETTINGS_RETURN_KEY) : null;
  if (back && back !== ORG_SYSTEM) p.writeOrgCookie(back);
}
