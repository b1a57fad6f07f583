/**
 * The current user's profile (docs/wire.md §14.2): the single source of the current organisation's
 * permissions (`perms` is computed for the org the profile request resolved to).
 */

export interface ProfileOrg {
  id: string;
  name: string;
  is_default: boolean;
  is_root: boolean;
}

export interface Profile {
  id: string;
  name: string;
  username: string;
  email: string;
  perms: string[];
  is_superuser: boolean;
  is_first_login: boolean;
  system_roles: { id: string; display_name?: string }[];
  org_roles?: { id: string; display_name?: string; name?: string }[];
  console_orgs: ProfileOrg[];
  audit_orgs: ProfileOrg[];
  workbench_orgs: ProfileOrg[];
  source: { value: string; label?: string } | null;
  date_password_last_updated: string | null;
  last_login?: string | null;
  avatar_url?: string;
  mfa_enabled?: boolean;
}

export const PROFILE_URL = '/api/v1/users/profile/';
/** The built-in SystemAdmin role (docs/wire.md §4.3). */
export const SYSTEM_ADMIN_ROLE = '00000000-0000-0000-0000-000000000001';

/** A system admin holds the system role whose id ends in …0001. */
export function isSystemAdmin(p: Pick<Profile, 'system_roles'>): boolean {
  return (p.system_roles ?? []).some((r) => r.id === SYSTEM_ADMIN_ROLE);
}

/** The admin flag: the user may work in the console of at least one organisation. */
export function isAdmin(p: Pick<Profile, 'console_orgs'>): boolean {
  return (p.console_orgs ?? []).length > 0;
}

/** The audit flag: the user may work in the audit view of at least one organisation. */
export function isAudit(p: Pick<Profile, 'audit_orgs'>): boolean {
  return (p.audit_orgs ?? []).length > 0;
}

/** Passwords are managed by the console only for local users (password-expiry warning). */
export function isLocalUser(p: Pick<Profile, 'source'>): boolean {
  return (p.source?.value ?? 'local') === 'local';
}
