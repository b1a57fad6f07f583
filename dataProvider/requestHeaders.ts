/**
 * The parts of a request every call shares, and all that the page's first requests need
 * (src/shell/earlyRequests.ts, sent before the rest of the console has loaded): the URL with its
 * query and the three headers the backend expects (X-CSRFToken, X-JMS-ORG, X-TZ).
 */
import { csrfToken, ORG_COOKIE, readCookie } from './cookies';

export const ORG_DEFAULT = '00000000-0000-0000-0000-000000000002';
export const ORG_SYSTEM = '00000000-0000-0000-0000-000000000004';

export type QueryValue =
  string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/** Where the client reads the organisation and edition from; set by the auth layer. */
export interface OrgSource {
  currentOrgId(): string | null;
  xpackEnabled(): boolean;
}

const unknownOrg: OrgSource = { currentOrgId: () => null, xpackEnabled: () => true };
let orgSource: OrgSource = unknownOrg;

export function setOrgSource(source: OrgSource | null): void {
  orgSource = source ?? unknownOrg;
}

function browserQuery(name: string): string | null {
  return typeof location === 'undefined' ? null : new URLSearchParams(location.search).get(name);
}

/**
 * `?oid=` in the browser's own URL, else the current org, else the org cookie. Before any of them
 * is known (the first profile call) the Default org is sent: it is what the backend would fall
 * back to anyway, and every request then carries the header. Without the extended edition only
 * the System org may be chosen; anything else is the Default org.
 */
export function orgHeader(): string {
  const org =
    browserQuery('oid') || orgSource.currentOrgId() || readCookie(ORG_COOKIE) || ORG_DEFAULT;
  if (!orgSource.xpackEnabled() && org !== ORG_SYSTEM) return ORG_DEFAULT;
  return org;
}

interface TemporalNow {
  Now: { timeZoneId(): string };
}

/**
 * The browser's zone, resolved once (it does not change under a page). Temporal names it in well
 * under a millisecond; a page's first Intl.DateTimeFormat starts ICU's date formatting first
 * (15–30 ms in Chromium, before the first request could leave).
 */
let browserZone: string | undefined | null = null;

export function timeZone(): string | undefined {
  if (browserZone === null) {
    const temporal = (globalThis as { Temporal?: TemporalNow }).Temporal;
    browserZone =
      temporal?.Now.timeZoneId() || Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  }
  return browserZone;
}

function queryString(value: Exclude<QueryValue, null | undefined>): string {
  return Array.isArray(value) ? value.join(',') : String(value);
}

/** Appends `query` to `path`; empty values (undefined, null, '') are left out. */
export function buildUrl(path: string, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null || v === '') continue;
    params.append(k, queryString(v));
  }
  const qs = params.toString();
  if (!qs) return path;
  return path + (path.includes('?') ? '&' : '?') + qs;
}

export function requestHeaders(extra: Record<string, string> = {}): Headers {
  const headers = new Headers({ Accept: 'application/json', ...extra });
  const csrf = csrfToken();
  if (csrf) headers.set('X-CSRFToken', csrf);
  headers.set('X-JMS-ORG', orgHeader());
  const tz = timeZone();
  if (tz) headers.set('X-TZ', tz);
  return headers;
}
