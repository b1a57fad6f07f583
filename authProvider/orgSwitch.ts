/**
 * A user's organisation switch (docs/shell.md §5.3) as a pure plan: which orgs to remember and
 * which URL to reload. The effects (storage, cookie, state reset, reload after 400 ms) are run by
 * the session (session/orgEffects) so this part is testable on its own and cannot get stuck.
 */
import { nextPreOrg, type Org } from './orgs';
import type { StoredOrgs } from './orgStorage';

export const SWITCH_RELOAD_DELAY_MS = 400;

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const FULL_UUID = new RegExp(`^${UUID.source}$`, 'i');
const NUMBER = /^[+-]?\d+(\.\d+)?$/;

/** Query parameters that survive whatever their value looks like. */
const ALWAYS_KEPT = new Set(['platform']);
/** `oid` would override the organisation just chosen, so it never survives. */
const NEVER_KEPT = new Set(['oid']);

export function looksLikeIdOrNumber(value: string): boolean {
  return UUID.test(value) || NUMBER.test(value.trim());
}

/** Keeps the query except values that look like ids or numbers (they belong to the old org). */
export function keptQuery(search: string): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const [key, value] of params) {
    if (NEVER_KEPT.has(key)) continue;
    if (!ALWAYS_KEPT.has(key) && looksLikeIdOrNumber(value)) continue;
    kept.append(key, value);
  }
  const qs = kept.toString();
  return qs ? `?${qs}` : '';
}

/** Cuts the path at its first id segment (a detail or edit page becomes its list). */
export function withoutIdSegments(pathname: string): string {
  const segments = pathname.split('/');
  const cut = segments.findIndex((s) => FULL_UUID.test(s) || NUMBER.test(s));
  const kept = (cut < 0 ? segments : segments.slice(0, cut)).join('/').replace(/\/+$/, '');
  return kept || '/';
}

export interface SwitchLocation {
  /** Path inside the console (without the /ui base). */
  pathname: string;
  search: string;
}

export interface OrgSwitchPlan {
  /** What to remember: the chosen org and the previous one. */
  orgs: StoredOrgs & { current: Org };
  /** Where to reload, inside the console. */
  url: string;
}

/**
 * Plans a switch to `org` from `location`. `routeExists` answers whether a console path has a
 * page (anything else would show 404, so the plan falls back to the home page).
 */
export function planOrgSwitch(
  org: Org,
  stored: StoredOrgs,
  location: SwitchLocation,
  routeExists: (pathname: string) => boolean,
): OrgSwitchPlan {
  const sameOrg = stored.current?.id === org.id;
  const pre = sameOrg ? stored.pre : nextPreOrg(stored.current, stored.pre);
  // A page opened in the chosen org (`?oid=`, a link the platform wrote) holds its records: kept.
  const openedInIt = new URLSearchParams(location.search).get('oid') === org.id;
  const path = openedInIt ? location.pathname : withoutIdSegments(location.pathname);
  const url = path !== '/' && !routeExists(path) ? '/' : path + keptQuery(location.search);
  // A user's choice is an ordinary org even if it has the id of a special one.
  const { special: _special, ...chosen } = org;
  return { orgs: { current: chosen, pre }, url };
}
