/**
 * Roles and permissions as the real backend computes them (docs/wire.md §15): system-scope roles
 * apply everywhere, org-scope roles only in their organisation, with the org-scope exclusions.
 */
import { cataloguePermissions } from './catalogue';
import type { Org, Role, RoleBinding } from './types';

export const ORG_ROOT = '00000000-0000-0000-0000-000000000000';
export const ORG_DEFAULT = '00000000-0000-0000-0000-000000000002';
export const ORG_SYSTEM = '00000000-0000-0000-0000-000000000004';

export const ROLE = {
  SystemAdmin: '00000000-0000-0000-0000-000000000001',
  SystemAuditor: '00000000-0000-0000-0000-000000000002',
  User: '00000000-0000-0000-0000-000000000003',
  SystemComponent: '00000000-0000-0000-0000-000000000004',
  OrgAdmin: '00000000-0000-0000-0000-000000000005',
  OrgAuditor: '00000000-0000-0000-0000-000000000006',
  OrgUser: '00000000-0000-0000-0000-000000000007',
} as const;

const MENU = [
  'rbac.view_console',
  'rbac.view_audit',
  'rbac.view_workbench',
  'rbac.view_webterminal',
  'rbac.view_filemanager',
];

/** Codenames the catalogue does not list because they guard screens rather than resources. */
const OTHER = [
  ...MENU,
  // SuggestionMixin's `match` on nodes (the asset request's node picker); assets.match_asset is in
  // the catalogue.
  'assets.match_node',
  'orgs.view_rootorg',
  'orgs.view_alljoinedorg',
  'settings.view_setting',
  'settings.change_setting',
  'settings.change_basic',
  'settings.change_email',
  'settings.change_auth',
  'settings.change_systemmsgsubscription',
  'settings.change_security',
  'settings.change_sms',
  'settings.change_clean',
  'settings.change_terminal',
  'settings.change_interface',
  'settings.change_other',
  'settings.change_license',
  'rbac.view_systemrolebinding',
  'rbac.add_systemrolebinding',
  'rbac.view_orgrolebinding',
  'rbac.add_orgrolebinding',
  'rbac.delete_systemrolebinding',
  'rbac.delete_orgrolebinding',
  'rbac.view_permission',
  'audits.view_activitylog',
  'authentication.view_temptoken',
  'authentication.add_temptoken',
  'authentication.view_connectiontoken',
  'authentication.add_connectiontoken',
  'perms.view_myassets',
  'perms.view_userassets',
  'notifications.view_sitemessage',
  // The asset-node membership calls (docs/domain.md §2.5).
  'assets.change_assetnodes',
  // Components link a login-asset ticket to its session (docs/domain.md §7.8).
  'tickets.add_ticketsession',
  // Celery task executions and applet host deployments (docs/domain.md §8.6, §12.3).
  'ops.view_celerytaskexecution',
  'ops.add_celerytaskexecution',
  'terminal.view_applethostdeployment',
  'terminal.add_applethostdeployment',
  // Where applets are published (docs/domain.md §12.5).
  'terminal.view_appletpublication',
  // Celery's monitor behind /core/flower/ (docs/domain.md §8.9).
  'ops.view_taskmonitor',
];

export const ALL_PERMISSIONS: readonly string[] = [
  ...new Set([...cataloguePermissions(), ...OTHER]),
].sort();

/** Permissions that an org-scope role never grants (they only make sense system-wide). */
export function isSystemOnly(perm: string): boolean {
  const [app, codename = ''] = perm.split('.');
  if (app === 'settings' || app === 'tickets' || app === 'authentication') return true;
  if (app === 'orgs' && /_(organization|rootorg)$/.test(codename)) return true;
  if (app === 'xpack' && codename.endsWith('_license')) return true;
  if (app === 'terminal' && codename.endsWith('_terminal')) return true;
  if (perm === 'ops.view_taskmonitor') return true;
  // Component storages, endpoints and their rules serve every org (rbac only_system_permissions).
  if (
    app === 'terminal' &&
    /_(replaystorage|commandstorage|endpoint|endpointrule|status)$/.test(codename)
  )
    return true;
  return false;
}

/**
 * Permissions no role grants (rbac exclude_permissions): applet publications and host deployments,
 * which only superusers pass.
 */
export function isExcluded(perm: string): boolean {
  return /^terminal\.\w+_(appletpublication|applethostdeployment)$/.test(perm);
}

const GRANTABLE = ALL_PERMISSIONS.filter((p) => !isExcluded(p));
const ORG_SCOPE = GRANTABLE.filter((p) => !isSystemOnly(p));
const AUDIT_APPS =
  /^(audits\.view_|terminal\.view_(session|command|sessionreplay)|terminal\.download_sessionreplay|ops\.view_(celerytask|jobexecution))/;
const WORKBENCH = [
  'rbac.view_workbench',
  'rbac.view_webterminal',
  'rbac.view_filemanager',
  'perms.view_myassets',
  'assets.match_asset',
  'assets.match_node',
  'users.match_user',
];
const JOBS = ALL_PERMISSIONS.filter((p) =>
  /^ops\.(view|add|change|delete)_(job|adhoc|playbook|jobexecution)$/.test(p),
);

export function builtinRoles(): Role[] {
  const role = (name: string, id: string, scope: Role['scope'], permissions: string[]): Role => ({
    id,
    name,
    display_name: name,
    scope,
    builtin: true,
    permissions: [...new Set(permissions)].sort(),
  });
  return [
    role('SystemAdmin', ROLE.SystemAdmin, 'system', [...GRANTABLE]),
    role('SystemAuditor', ROLE.SystemAuditor, 'system', [
      'rbac.view_audit',
      'orgs.view_rootorg',
      ...ALL_PERMISSIONS.filter((p) => AUDIT_APPS.test(p)),
      'audits.view_activitylog',
    ]),
    role('User', ROLE.User, 'system', [
      ...WORKBENCH,
      ...JOBS,
      'orgs.view_alljoinedorg',
      'tickets.view_ticket',
      'tickets.add_ticket',
      'tickets.change_ticket',
      'authentication.view_connectiontoken',
      'authentication.add_connectiontoken',
      'authentication.view_temptoken',
      'authentication.add_temptoken',
    ]),
    role('SystemComponent', ROLE.SystemComponent, 'system', [
      'terminal.view_terminal',
      'terminal.add_session',
    ]),
    role('OrgAdmin', ROLE.OrgAdmin, 'org', ORG_SCOPE),
    role('OrgAuditor', ROLE.OrgAuditor, 'org', [
      'rbac.view_audit',
      'rbac.view_workbench',
      ...ORG_SCOPE.filter((p) => AUDIT_APPS.test(p)),
      'audits.view_activitylog',
    ]),
    role('OrgUser', ROLE.OrgUser, 'org', [...WORKBENCH, ...JOBS]),
  ];
}

export interface RbacData {
  orgs: readonly Org[];
  roles: readonly Role[];
  bindings: readonly RoleBinding[];
}

function rolesOf(data: RbacData, userId: string, pick: (b: RoleBinding) => boolean): Role[] {
  const ids = new Set(data.bindings.filter((b) => b.user === userId && pick(b)).map((b) => b.role));
  return data.roles.filter((r) => ids.has(r.id));
}

export function systemRolesOf(data: RbacData, userId: string): Role[] {
  return rolesOf(data, userId, (b) => b.org === null);
}

export function orgRolesOf(data: RbacData, userId: string, orgId: string): Role[] {
  return rolesOf(data, userId, (b) => b.org !== null && (orgId === ORG_ROOT || b.org === orgId));
}

/** `profile.perms` for the organisation the request resolved to. */
export function permissionsIn(
  data: RbacData,
  userId: string,
  orgId: string,
  isSuperuser = false,
): Set<string> {
  if (isSuperuser) return new Set(ALL_PERMISSIONS);
  const perms = new Set<string>();
  for (const r of systemRolesOf(data, userId)) r.permissions.forEach((p) => perms.add(p));
  if (orgId !== ORG_SYSTEM) {
    for (const r of orgRolesOf(data, userId, orgId))
      r.permissions.filter((p) => !isSystemOnly(p)).forEach((p) => perms.add(p));
  }
  return perms;
}

export function memberOrgIds(data: RbacData, userId: string): Set<string> {
  return new Set(data.bindings.filter((b) => b.user === userId && b.org).map((b) => b.org!));
}

export interface ProfileOrg {
  id: string;
  name: string;
  is_default: boolean;
  is_root: boolean;
}

/**
 * Organisations where the user holds `perm` (docs/wire.md §4.4). A system role carrying it means
 * every organisation (every joined one for the workbench); the root org is prepended for those who
 * may see it.
 */
export function orgsWithPerm(
  data: RbacData,
  userId: string,
  perm: string,
  opts: { membersOnly: boolean; rootPerm: string; rootName: string; isSuperuser?: boolean },
): ProfileOrg[] {
  const realOrgs = data.orgs.filter((o) => o.id !== ORG_ROOT && o.id !== ORG_SYSTEM);
  const members = memberOrgIds(data, userId);
  const candidates = opts.membersOnly ? realOrgs.filter((o) => members.has(o.id)) : realOrgs;
  const systemWide =
    opts.isSuperuser || systemRolesOf(data, userId).some((r) => r.permissions.includes(perm));
  const found = systemWide
    ? candidates
    : candidates.filter((o) =>
        orgRolesOf(data, userId, o.id).some((r) => r.permissions.includes(perm)),
      );
  const out: ProfileOrg[] = found.map((o) => ({
    id: o.id,
    name: o.name,
    is_default: o.is_default,
    is_root: false,
  }));
  if (out.length && permissionsIn(data, userId, ORG_SYSTEM, opts.isSuperuser).has(opts.rootPerm)) {
    out.unshift({ id: ORG_ROOT, name: opts.rootName, is_default: false, is_root: true });
  }
  return out;
}
