/**
 * The full route map of docs/shell.md §3.2: every resource screen registered in resources/ (list,
 * create, detail, update, as its descriptor's `screens` say), the pages that are not resource
 * screens (dashboards, settings, profile, workbench), the layout routes that lead to a view's or a
 * group's first page, and the hidden routes (task logs, old session links, 404, 403).
 * The sidebar of each view (`MENUS`) names routes of this map.
 */
import { descriptors, permissionOf, resourceRoute, type ResourceDescriptor } from '../../resources';
import {
  matchRoute,
  routeMeta,
  routeNames,
  type PublicSettings,
  type RouteEntry,
  type RouteTarget,
  type Screen,
} from './routeModel';
import { LEGACY_PATHS } from './legacyPaths';
import type { ViewName } from './views';

type EntryOptions = Pick<RouteEntry, 'licence' | 'hidden' | 'disableOrgSwitch'>;

function entry(
  path: string,
  name: string,
  title: string,
  perms: RouteEntry['perms'],
  target: RouteTarget,
  options: EntryOptions = {},
): RouteEntry {
  return { path, name, title, perms, target, meta: routeMeta(path), ...options };
}

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

export type ScreenPatterns = Record<Screen, string | null>;

function patternAt(base: string, value: boolean | string, usual: string): string | null {
  if (value === false) return null;
  if (typeof value !== 'string') return `${base}/${usual}`;
  return value.startsWith('/') ? value : `${base}/${value}`;
}

/**
 * Where each screen of a resource lives, relative to /ui/ (null: the route map has none, or the
 * resource is read-only and has no forms). A detail or update page that belongs to another
 * resource (a host's detail is the asset detail) starts with `/`.
 */
export function screenPatterns(d: ResourceDescriptor): ScreenPatterns {
  const base = resourceRoute(d);
  const s = { list: true, create: true, show: true, edit: true, ...d.screens };
  // Nothing is created or changed in a read-only resource (logs): it has no forms.
  if (d.readOnly) Object.assign(s, { create: false, edit: false });
  const at = (value: boolean | string, usual: string) => patternAt(base, value, usual);
  return {
    list: s.list ? base : null,
    create: s.create ? `${base}/create` : null,
    show: at(s.show, ':id'),
    edit: at(s.edit, ':id/update'),
  };
}

export function titleOf(d: ResourceDescriptor): string {
  return d.title ?? `resources.${d.name}.name`;
}

/** The permission a screen of the resource needs: view for list and detail, add, change. */
export function screenPermission(d: ResourceDescriptor, screen: Screen) {
  if (screen === 'create') return permissionOf(d, 'add');
  if (screen === 'edit') return permissionOf(d, 'change');
  return d.perm ?? permissionOf(d, 'view');
}

function resourceEntries(d: ResourceDescriptor): RouteEntry[] {
  const names = routeNames(pascal(d.name));
  const patterns = screenPatterns(d);
  const options: EntryOptions = {
    licence: d.licence,
    hidden: d.hidden,
    disableOrgSwitch: d.disableOrgSwitch,
  };
  const resource = resourceRoute(d);
  return (['list', 'create', 'show', 'edit'] as const)
    .filter((screen) => patterns[screen] && !patterns[screen]!.startsWith('/'))
    .map((screen) =>
      entry(
        patterns[screen]!,
        names[screen],
        titleOf(d),
        screenPermission(d, screen),
        { kind: 'resource', resource, screen },
        options,
      ),
    );
}

const page = (id: string, params?: Record<string, string>): RouteTarget => ({
  kind: 'page',
  page: id,
  ...(params ? { params } : {}),
});
const redirect = (...to: string[]): RouteTarget => ({ kind: 'redirect', to });
const commandExecutionOff = (settings: PublicSettings) => !settings.SECURITY_COMMAND_EXECUTION;

/**
 * The settings pages, each behind the permission the backend checks on what it reads and saves
 * (a settings category, the message subscriptions, the licence): a page the user could only see
 * fail is not in their menu.
 */
const SETTINGS_PAGES: { section: string; name: string; perm: string; licence?: boolean }[] = [
  { section: 'basic', name: 'Basic', perm: 'settings.view_setting' },
  { section: 'email', name: 'Email', perm: 'settings.change_email' },
  { section: 'auth', name: 'Auth', perm: 'settings.change_auth' },
  { section: 'message', name: 'Message', perm: 'settings.change_systemmsgsubscription' },
  { section: 'sms', name: 'SMS', perm: 'settings.change_sms', licence: true },
  { section: 'security', name: 'Security', perm: 'settings.change_security' },
  { section: 'clean', name: 'Clean', perm: 'settings.change_clean' },
  { section: 'interface', name: 'Interface', perm: 'settings.change_interface', licence: true },
  { section: 'tools', name: 'Tools', perm: 'settings.view_setting' },
  { section: 'other', name: 'Other', perm: 'settings.change_other' },
  { section: 'license', name: 'License', perm: 'settings.change_license' },
];

/** Ticket detail routes by ticket type: all show the ticket's generic detail page. */
const TICKET_DETAILS = [
  { path: 'login-host-confirm/:id', name: 'LoginAssetConfirmTicketDetail' },
  { path: 'login-confirm/:id', name: 'LoginConfirmTicketDetail' },
  { path: 'command-confirm/:id', name: 'CommandConfirmTicketDetail' },
];

const TASK_LOG_TYPES = [
  { type: 'celery', name: 'CeleryTaskLog' },
  { type: 'ansible', name: 'AnsibleTaskLog' },
  { type: 'task', name: 'TaskLog' },
];

/** Pages that are not resource screens, and the hidden routes. */
const PAGE_ENTRIES: RouteEntry[] = [
  entry('', 'Home', 'routes.pages.home', null, page('home')),
  entry('404', '404', 'routes.pages.notFound', null, page('notFound')),
  entry('403', '403', 'routes.pages.forbidden', null, page('forbidden')),
  entry('login', 'Login', 'routes.pages.login', null, page('login')),
  // Console
  entry('console', 'Console', 'shell.views.console', null, redirect('console/dashboard')),
  entry(
    'console/dashboard',
    'ConsoleDashboard',
    'routes.pages.dashboard',
    'rbac.view_console',
    page('dashboard', { view: 'console' }),
  ),
  entry(
    'console/assets/cloud',
    'CloudCenter',
    'routes.pages.cloudCenter',
    null,
    redirect('console/assets/cloud/account', 'console/assets/cloud/sync-instance-tasks'),
    { licence: true },
  ),
  // Audit
  entry('audit', 'Audit', 'shell.views.audit', null, redirect('audit/dashboard')),
  entry(
    'audit/dashboard',
    'AuditDashboard',
    'routes.pages.dashboard',
    'rbac.view_audit',
    page('dashboard', { view: 'audit' }),
  ),
  // Workbench
  entry('workbench', 'Workbench', 'shell.views.workbench', null, redirect('workbench/home')),
  entry(
    'workbench/home',
    'MyHome',
    'routes.pages.workbenchHome',
    'rbac.view_workbench',
    page('workbenchHome'),
  ),
  entry(
    'workbench/assets',
    'MyAssets',
    'routes.pages.myAssets',
    'perms.view_myassets',
    page('myAssets'),
  ),
  entry(
    'workbench/web-terminal',
    'WebTerminal',
    'routes.pages.webTerminal',
    'rbac.view_webterminal',
    { kind: 'external', href: '/luna/' },
  ),
  entry(
    'workbench/file-manager',
    'FileManager',
    'routes.pages.fileManager',
    'rbac.view_filemanager',
    { kind: 'external', href: '/koko/elfinder/sftp/' },
  ),
  entry(
    'workbench/ops/quick-job',
    'QuickJob',
    'routes.pages.quickJob',
    'ops.add_job',
    page('quickJob'),
    { hidden: commandExecutionOff },
  ),
  entry(
    'workbench/ops/templates',
    'Template',
    'routes.pages.templates',
    'ops.view_adhoc | ops.view_playbook',
    page('templates'),
    { hidden: commandExecutionOff },
  ),
  // Tickets
  entry(
    'tickets',
    'Tickets',
    'shell.views.tickets',
    null,
    redirect('tickets/my-tickets', 'tickets/assigned-tickets', 'tickets/flow'),
  ),
  ...TICKET_DETAILS.map((t) =>
    entry(
      `tickets/tickets/${t.path}`,
      t.name,
      'routes.tickets',
      'tickets.view_ticket',
      { kind: 'resource', resource: 'tickets/tickets', screen: 'show' },
      { licence: true },
    ),
  ),
  // Settings
  entry(
    'settings',
    'Settings',
    'shell.views.settings',
    null,
    redirect(...SETTINGS_PAGES.map((p) => `settings/${p.section}`)),
  ),
  ...SETTINGS_PAGES.map((p) =>
    entry(
      `settings/${p.section}`,
      p.name,
      `routes.pages.settings.${p.section}`,
      p.perm,
      page('settings', { section: p.section }),
      { licence: p.licence },
    ),
  ),
  // Profile: every user's own pages
  entry('profile', 'Profile', 'shell.views.profile', null, redirect('profile/info')),
  entry(
    'profile/info',
    'ProfileInfo',
    'routes.pages.profile.info',
    null,
    page('profile', { section: 'info' }),
  ),
  entry(
    'profile/setting',
    'ProfileSetting',
    'routes.pages.profile.setting',
    null,
    page('profile', { section: 'setting' }),
  ),
  entry(
    'profile/improvement',
    'ProfileImprovement',
    'routes.pages.profile.improvement',
    null,
    page('profileImprovement'),
  ),
  entry(
    'profile/key',
    'ApiKey',
    'routes.pages.profile.key',
    null,
    page('profile', { section: 'key' }),
  ),
  entry(
    'profile/connection-token',
    'ConnectionToken',
    'routes.pages.profile.connectionToken',
    'authentication.view_connectiontoken',
    page('profile', { section: 'connectionToken' }),
  ),
  entry(
    'profile/temp-password',
    'TempPassword',
    'routes.pages.profile.tempPassword',
    'authentication.view_temptoken',
    page('profile', { section: 'tempPassword' }),
    {
      hidden: (settings) => !settings.AUTH_TEMP_TOKEN,
    },
  ),
  // Celery's own monitor (Flower), behind the backend's proxy: a new tab from the menu.
  entry(
    'settings/task-monitor',
    'TaskMonitor',
    'routes.pages.taskMonitor',
    'ops.view_taskmonitor',
    { kind: 'external', href: '/core/flower/' },
  ),
  // Hidden routes: task logs open the backend's log page.
  ...TASK_LOG_TYPES.map((t) =>
    entry(
      `ops/${t.type}/task/:id/log`,
      t.name,
      'routes.pages.taskLog',
      null,
      page('taskLog', { type: t.type }),
    ),
  ),
];

export interface MenuGroupSpec {
  /** The group's layout route (e.g. `console/users`), which leads to its first item. */
  path: string;
  title: string;
  icon: string;
  items: string[];
}

/** A sidebar entry: a route name, or a group of route names. */
export type MenuSpec = { route: string; icon?: string } | { group: MenuGroupSpec };

const group = (path: string, title: string, icon: string, items: string[]): MenuSpec => ({
  group: { path, title: `routes.groups.${title}`, icon, items },
});

/** The sidebar of each view, in order. */
export const MENUS: Record<ViewName, readonly MenuSpec[]> = {
  console: [
    { route: 'ConsoleDashboard', icon: 'dashboard' },
    group('console/users', 'users', 'users', ['UsersList', 'UserGroupsList', 'RolesList']),
    group('console/assets', 'assets', 'assets', [
      'AssetsList',
      'DomainsList',
      'PlatformsList',
      'LabelsList',
      'CloudCenter',
    ]),
    group('console/accounts', 'accounts', 'accounts', [
      'AccountsList',
      'AccountTemplatesList',
      'PushAutomationsList',
      'GatherAutomationsList',
      'ChangeSecretAutomationsList',
      'BackupPlansList',
    ]),
    group('console/perms', 'perms', 'perms', [
      'AssetPermissionsList',
      'LoginAclsList',
      'CommandFilterAclsList',
      'CommandGroupsList',
      'LoginAssetAclsList',
    ]),
  ],
  audit: [
    { route: 'AuditDashboard', icon: 'dashboard' },
    group('audit/sessions', 'sessions', 'sessions', [
      'SessionsList',
      'CommandsList',
      'FtpLogsList',
    ]),
    group('audit/audits', 'logs', 'logs', [
      'LoginLogsList',
      'OperateLogsList',
      'PasswordChangeLogsList',
      'JobLogsList',
    ]),
  ],
  workbench: [
    { route: 'MyHome', icon: 'home' },
    { route: 'MyAssets', icon: 'assets' },
    { route: 'WebTerminal', icon: 'terminal' },
    { route: 'FileManager', icon: 'files' },
    group('workbench/ops', 'jobCenter', 'jobs', [
      'QuickJob',
      'JobsList',
      'Template',
      'JobExecutionsList',
    ]),
  ],
  tickets: [
    { route: 'MyTicketsList', icon: 'tickets' },
    { route: 'AssignedTicketsList', icon: 'approvals' },
    { route: 'TicketFlowsList', icon: 'flows' },
  ],
  settings: [
    { route: 'Basic', icon: 'settings' },
    { route: 'OrganizationsList', icon: 'orgs' },
    { route: 'Email', icon: 'email' },
    { route: 'Auth', icon: 'auth' },
    { route: 'Message', icon: 'messages' },
    { route: 'SMS', icon: 'sms' },
    { route: 'TerminalsList', icon: 'terminal' },
    { route: 'Security', icon: 'security' },
    { route: 'AppletsList', icon: 'applets' },
    { route: 'Interface', icon: 'interface' },
    { route: 'TasksList', icon: 'tasks' },
    { route: 'TaskMonitor', icon: 'monitor' },
    { route: 'Clean', icon: 'clean' },
    { route: 'Tools', icon: 'tools' },
    { route: 'Other', icon: 'other' },
    { route: 'License', icon: 'license' },
  ],
  profile: [
    { route: 'ProfileInfo', icon: 'profile' },
    { route: 'ProfileSetting', icon: 'settings' },
    { route: 'ApiKey', icon: 'key' },
    { route: 'ConnectionToken', icon: 'token' },
    { route: 'TempPassword', icon: 'password' },
  ],
};

/** The path of a route name (names are unique). */
function pathNamed(entries: readonly RouteEntry[], name: string): string {
  const e = entries.find((x) => x.name === name);
  if (!e) throw new Error(`The menu names an unknown route "${name}"`);
  return e.path;
}

/** `console/users` → `ConsoleUsers` */
const nameOfPath = (path: string) => path.split(/[/-]/).map(pascal).join('');

/** A group's layout route leads to its first item this user has. */
function groupEntries(entries: readonly RouteEntry[]): RouteEntry[] {
  const groups = Object.values(MENUS).flatMap((specs) =>
    specs.flatMap((s) => ('group' in s ? [s.group] : [])),
  );
  return groups.map((g) =>
    entry(
      g.path,
      nameOfPath(g.path),
      g.title,
      null,
      redirect(...g.items.map((n) => pathNamed(entries, n))),
    ),
  );
}

/** The Vue console's paths kept elsewhere here (legacyPaths.ts), titled as their target. */
function legacyEntries(entries: readonly RouteEntry[]): RouteEntry[] {
  return LEGACY_PATHS.map(({ from, to }) => {
    const target = entries.find((e) => e.path === to);
    if (!target) throw new Error(`The old path "${from}" leads to an unknown route "${to}"`);
    return entry(from, `Legacy:${from}`, target.title, null, redirect(to));
  });
}

function buildRouteMap(): RouteEntry[] {
  const entries = [...descriptors.flatMap(resourceEntries), ...PAGE_ENTRIES];
  const all = [...entries, ...groupEntries(entries)];
  return [...all, ...legacyEntries(all)];
}

/** Every route of the console, for every user; `availableRoutes` keeps the current user's. */
export const ROUTES: readonly RouteEntry[] = buildRouteMap();

/**
 * A record's page (an id in the path): what links someone sent lead to. Such a page in a view
 * the user may not enter says it cannot be seen, rather than leaving for another view.
 */
export function isRecordPath(pathname: string): boolean {
  return matchRoute(ROUTES, pathname)?.entry.meta.action === 'retrieve';
}
