/**
 * Who sees and may press what (docs/shell.md §13, §13.4), as pure functions of the current
 * organisation's permissions, whether that org is the root one, and the public settings.
 * A missing permission hides a control; the root organisation disables the writing ones.
 */
import type { ResourceDescriptor, RowActionRule, ViewName } from '../resources/types';
import type { Profile } from './profile';
import {
  ACTION_PERM,
  hasPerm,
  permissionOf,
  type PermSet,
  type RaAction,
  type Requirement,
} from './permissions';
import { usingOrgs } from './orgs';

/** The public settings these rules read (docs/wire.md §14.3); other keys are ignored. */
export interface AccessSettings {
  XPACK_ENABLED?: boolean;
  XPACK_LICENSE_IS_VALID?: boolean;
  TICKETS_ENABLED?: boolean;
  AUTH_TEMP_TOKEN?: boolean;
  [key: string]: unknown;
}

export interface AccessContext {
  perms: PermSet;
  /** The current organisation is the root (GLOBAL) one, where nothing can be written. */
  rootOrg: boolean;
  settings: AccessSettings;
  /** A superuser, whom Django lets pass every permission check. */
  superuser?: boolean;
}

/**
 * Whether the backend would let an action through: the codenames it checks, or a superuser, who
 * passes any check (even the misspelt codenames only superusers ever hold).
 */
export function holds(ctx: AccessContext, required: Requirement): boolean {
  return Boolean(ctx.superuser) || hasPerm(ctx.perms, required);
}

export type Availability = 'enabled' | 'disabled' | 'hidden';

/** The extended edition with a valid licence (licence-only routes and controls need it). */
export function hasValidLicence(settings: AccessSettings): boolean {
  return Boolean(settings.XPACK_ENABLED && settings.XPACK_LICENSE_IS_VALID);
}

/** The codename one of react-admin's actions needs on a resource. */
export function resourcePerm(d: Pick<ResourceDescriptor, 'perms'>, action: RaAction): string {
  return permissionOf(d, ACTION_PERM[action]);
}

/** Whether a route or menu entry is shown: its permissions, its licence, its settings switch. */
export function routeVisible(
  meta: { perms?: Requirement; licence?: boolean; hidden?: (settings: AccessSettings) => boolean },
  ctx: AccessContext,
): boolean {
  if (meta.licence && !hasValidLicence(ctx.settings)) return false;
  if (meta.hidden?.(ctx.settings)) return false;
  return !meta.perms || hasPerm(ctx.perms, meta.perms);
}

/** A resource's route and menu entry: its view permission, licence and settings switch. */
export function resourceVisible(d: ResourceDescriptor, ctx: AccessContext): boolean {
  return routeVisible(
    { perms: resourcePerm(d, 'list'), licence: d.licence, hidden: d.hidden },
    ctx,
  );
}

/**
 * Writing in the root organisation fails on the server, so writing controls are disabled there,
 * except on pages whose objects do not belong to an organisation (route meta disabling org
 * changes).
 */
function writable(d: ResourceDescriptor, ctx: AccessContext): boolean {
  return !ctx.rootOrg || Boolean(d.disableOrgSwitch);
}

function gate(allowed: boolean, enabled = true): Availability {
  if (!allowed) return 'hidden';
  return enabled ? 'enabled' : 'disabled';
}

export interface ListActions {
  create: Availability;
  bulkDelete: Availability;
  bulkUpdate: Availability;
  import: Availability;
  export: Availability;
}

/** The list header's buttons (docs/shell.md §13 "Table header buttons"). */
export function listActions(d: ResourceDescriptor, ctx: AccessContext): ListActions {
  const can = (action: RaAction) => hasPerm(ctx.perms, resourcePerm(d, action));
  const w = writable(d, ctx);
  const writes = !d.readOnly;
  return {
    create: gate(writes && d.list?.create !== false && can('create'), w),
    bulkDelete: gate(writes && can('delete'), w),
    bulkUpdate: gate(writes && Boolean(d.list?.bulkUpdate?.length) && can('edit'), w),
    import: gate(
      writes && hasPerm(ctx.perms, `${resourcePerm(d, 'create')}|${resourcePerm(d, 'edit')}`),
      w,
    ),
    export: gate(can('export')),
  };
}

export type RowActionName = 'update' | 'delete' | 'clone';

export interface RowAction {
  name: RowActionName;
  /** Display order (update 10, delete 20, clone 30). */
  order: number;
  availability: Availability;
}

const ROW_ACTIONS: { name: RowActionName; order: number; action: RaAction }[] = [
  { name: 'update', order: 10, action: 'edit' },
  { name: 'delete', order: 20, action: 'delete' },
  { name: 'clone', order: 30, action: 'clone' },
];

/** The row's name links to the detail page only for holders of the view permission. */
export function rowLinkVisible(d: ResourceDescriptor, ctx: AccessContext): boolean {
  return hasPerm(ctx.perms, resourcePerm(d, 'show'));
}

/** A row's actions in display order, with the descriptor's per-row rules applied. */
export function rowActions(
  d: ResourceDescriptor,
  ctx: AccessContext,
  record?: Record<string, unknown>,
): RowAction[] {
  const w = writable(d, ctx);
  return ROW_ACTIONS.map(({ name, order, action }) => {
    const configured: RowActionRule | false | undefined = d.list?.rowActions?.[name];
    const rule = configured || undefined;
    const shown =
      !d.readOnly &&
      configured !== false &&
      !(record && rule?.hidden?.(record)) &&
      (name !== 'clone' || d.list?.create !== false) &&
      hasPerm(ctx.perms, resourcePerm(d, action));
    const enabled = w && !(record && rule?.disabled?.(record));
    return { name, order, availability: gate(shown, enabled) };
  });
}

/**
 * The detail page's Update and Delete (update is also disabled in the root organisation); the
 * list's per-row rules apply to the record too (a built-in role or platform cannot be changed).
 */
export function detailActions(
  d: ResourceDescriptor,
  ctx: AccessContext,
  record?: Record<string, unknown>,
): { update: Availability; delete: Availability } {
  const can = (action: RaAction) => !d.readOnly && hasPerm(ctx.perms, resourcePerm(d, action));
  const ruled = (name: 'update' | 'delete', availability: Availability): Availability => {
    const rule = d.list?.rowActions?.[name] || undefined;
    if (!record || !rule || availability === 'hidden') return availability;
    if (rule.hidden?.(record)) return 'hidden';
    return rule.disabled?.(record) ? 'disabled' : availability;
  };
  return {
    update: ruled('update', gate(can('edit'), writable(d, ctx))),
    delete: ruled('delete', gate(can('delete'))),
  };
}

export interface HeaderButtons {
  webTerminal: boolean;
  fileManager: boolean;
  tickets: boolean;
  systemSettings: boolean;
  organisation: boolean;
  licenceBanner: boolean;
}

/** Views whose pages show the organisation selector (settings run in their pseudo-org). */
const ORG_SELECTOR_VIEWS: ReadonlySet<string> = new Set([
  'console',
  'audit',
  'workbench',
  'tickets',
]);

/** The header's buttons (docs/shell.md §13.4, §13). */
export function headerButtons(
  view: ViewName,
  profile: Pick<Profile, 'console_orgs' | 'audit_orgs' | 'workbench_orgs'>,
  ctx: AccessContext,
): HeaderButtons {
  const licence = hasValidLicence(ctx.settings);
  return {
    webTerminal: hasPerm(ctx.perms, 'rbac.view_webterminal'),
    fileManager: hasPerm(ctx.perms, 'rbac.view_filemanager'),
    tickets:
      Boolean(ctx.settings.TICKETS_ENABLED) && licence && hasPerm(ctx.perms, 'tickets.view_ticket'),
    systemSettings: hasPerm(ctx.perms, 'settings.view_setting'),
    organisation: showOrganization(view, profile, ctx.settings),
    licenceBanner:
      Boolean(ctx.settings.XPACK_ENABLED) && hasPerm(ctx.perms, 'settings.change_license'),
  };
}

/** The organisation selector: licence, a view that has one, and organisations for that view. */
export function showOrganization(
  view: ViewName,
  profile: Pick<Profile, 'console_orgs' | 'audit_orgs' | 'workbench_orgs'>,
  settings: AccessSettings,
): boolean {
  return (
    hasValidLicence(settings) && ORG_SELECTOR_VIEWS.has(view) && usingOrgs(view, profile).length > 0
  );
}

/** Organisation switching is off on pages whose objects are global, and inside settings. */
export function disableOrgsChange(
  view: ViewName,
  d?: Pick<ResourceDescriptor, 'disableOrgSwitch'> | null,
): boolean {
  return view === 'settings' || Boolean(d?.disableOrgSwitch);
}

/** The selector's extra entries: only in the console view, each with its own permission. */
export function orgSelectorEntries(
  view: ViewName,
  ctx: AccessContext,
): { createOrg: boolean; orgList: boolean } {
  const console = view === 'console';
  return {
    createOrg: console && hasPerm(ctx.perms, 'orgs.add_organization'),
    orgList: console && hasPerm(ctx.perms, 'orgs.view_organization'),
  };
}

/** The profile's temporary-password page needs the setting and the permission. */
export function tempPasswordVisible(ctx: AccessContext): boolean {
  return (
    Boolean(ctx.settings.AUTH_TEMP_TOKEN) && hasPerm(ctx.perms, 'authentication.view_temptoken')
  );
}

/** The activity tab of detail pages (docs/shell.md §8.4). */
export function activityTabVisible(ctx: AccessContext): boolean {
  return hasPerm(ctx.perms, 'audits.view_activitylog');
}
