/** The current user's profile: the single source of the current organisation's permissions. */

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
  console_orgs: ProfileOrg[];
  audit_orgs: ProfileOrg[];
  workbench_orgs: ProfileOrg[];
  source: { value: string; label?: string } | null;
  date_password_last_updated: string | null;
  avatar_url?: string;
}

export const PROFILE_URL = '/api/v1/users/profile/';
export const SYSTEM_ADMIN_ROLE = '00000000-0000-0000-0000-000000000001';

export function isSystemAdmin(p: Pick<Profile, 'system_roles'>): boolean {
  return p.system_roles.some((r) => r.id === SYSTEM_ADMIN_ROLE);
}
