/**
 * The LDAP user cache and import (protocol.md §6.10): the user list answers 409 while the
 * server syncs the directory in the background, `cache/refresh/` restarts that sync, and an
 * import takes one organisation per call.
 */
export const LDAP_USERS_URL = '/api/v1/settings/ldap/users/';
export const LDAP_REFRESH_URL = '/api/v1/settings/ldap/cache/refresh/';
export const LDAP_IMPORT_URL = '/api/v1/settings/ldap/users/import/';
export const ORGS_URL = '/api/v1/orgs/orgs/';
/** How soon the list is asked again while the sync runs (Lina waits 30 s; the answer is cheap). */
export const LDAP_SYNC_POLL_MS = 2000;
export const LDAP_PAGE_SIZE = 10;

export interface LdapUserRow {
  id: string;
  username: string;
  name: string;
  email: string;
  groups: string[];
  existing: boolean;
}

export function usersQuery(page: number, search: string): string {
  const q = new URLSearchParams({
    cache_police: '1',
    offset: String(page * LDAP_PAGE_SIZE),
    limit: String(LDAP_PAGE_SIZE),
  });
  if (search) q.set('search', search);
  return `${LDAP_USERS_URL}?${q}`;
}

/** What one organisation's import call answered. */
export interface OrgImportResult {
  org: { id: string; name: string };
  ok: boolean;
  message: string;
}
