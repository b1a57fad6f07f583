import { describe, expect, it, vi } from 'vitest';
import { matchRoutes } from 'react-router';
import { descriptorNamed, descriptors, resourceRoute } from '../../resources';
import { hashLinkTarget, routeFor, taskLogUrl } from '../../src/shell/links';
import { isMenuGroup, menuFor, type MenuGroup } from '../../src/shell/menu';
import { ROUTES, screenPatterns } from '../../src/shell/routeMap';
import {
  accessFrom,
  actionOf,
  availableRoutes,
  createNameOf,
  findByName,
  matchRoute,
  routeExists,
  routeMeta,
  routeNames,
  routeStatus,
  type RouteEntry,
} from '../../src/shell/routeModel';

const LICENSED = {
  XPACK_ENABLED: true,
  XPACK_LICENSE_IS_VALID: true,
  SECURITY_COMMAND_EXECUTION: true,
};
const byName = (name: string) => {
  const e = findByName(ROUTES, name);
  if (!e) throw new Error(`no route ${name}`);
  return e;
};

describe('the route model (docs/shell.md §3.1)', () => {
  it('derives the action from the path', () => {
    expect(actionOf('console/users/users/create')).toBe('create');
    expect(actionOf('console/users/users/:id/update')).toBe('update');
    expect(actionOf('console/users/users/:id/delete')).toBe('destroy');
    expect(actionOf('console/users/users/:id')).toBe('retrieve');
    expect(actionOf('console/users/users')).toBe('list');
    expect(actionOf('tickets/tickets/request-host-perm/create')).toBe('create');
  });

  it('gives levels, the view from the first segment, and app and resource from the path', () => {
    expect(routeMeta('console')).toEqual({
      level: 1,
      view: 'console',
      app: '',
      resource: '',
      action: 'list',
    });
    expect(routeMeta('console/users')).toMatchObject({
      level: 2,
      view: 'console',
      app: 'users',
      resource: '',
    });
    expect(routeMeta('console/users/groups')).toMatchObject({
      level: 3,
      app: 'users',
      resource: 'group',
      action: 'list',
    });
    expect(routeMeta('console/accounts/account-templates/:id/update')).toMatchObject({
      level: 4,
      app: 'accounts',
      resource: 'accounttemplate',
      action: 'update',
    });
    expect(routeMeta('console/assets/assets/detail/:id/update')).toMatchObject({
      level: 4,
      resource: 'asset',
    });
    // Outside the views the view is empty; the first segment is the app.
    expect(routeMeta('ops/celery/task/:id/log')).toMatchObject({
      view: '',
      app: 'ops',
      resource: 'task',
      action: 'retrieve',
    });
  });

  it('inherits what the path does not say from the parent', () => {
    const parent = routeMeta('console/users/users');
    expect(routeMeta(':id/update', parent)).toMatchObject({
      view: 'console',
      app: 'users',
      resource: 'user',
      level: 4,
    });
  });

  it('names the four routes of a resource with one prefix; create is list with List replaced', () => {
    expect(routeNames('User')).toEqual({
      list: 'UserList',
      show: 'UserDetail',
      edit: 'UserUpdate',
      create: 'UserCreate',
    });
    expect(createNameOf('UserGroupList')).toBe('UserGroupCreate');
    const users = ROUTES.filter(
      (e) => e.target.kind === 'resource' && e.target.resource === 'console/users/users',
    );
    expect(users.map((e) => [e.name, e.path])).toEqual([
      ['UsersList', 'console/users/users'],
      ['UsersCreate', 'console/users/users/create'],
      ['UsersDetail', 'console/users/users/:id'],
      ['UsersUpdate', 'console/users/users/:id/update'],
    ]);
    expect(createNameOf(byName('UsersList').name)).toBe(byName('UsersCreate').name);
  });

  it('has unique route names and paths', () => {
    expect(new Set(ROUTES.map((e) => e.name)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((e) => e.path)).size).toBe(ROUTES.length);
  });
});

describe('which routes a user has', () => {
  const admin = accessFrom(
    ['users.view_user', 'users.add_user', 'rbac.view_systemrole', 'ops.view_job'],
    LICENSED,
  );

  it('removes routes whose permission is missing (forbidden), keeps root and layout routes', () => {
    expect(routeStatus(byName('UsersList'), admin)).toBe('ok');
    expect(routeStatus(byName('UsersCreate'), admin)).toBe('ok');
    expect(routeStatus(byName('UsersUpdate'), admin)).toBe('forbidden');
    expect(routeStatus(byName('UserGroupsList'), admin)).toBe('forbidden');
    for (const name of ['Home', 'Console', 'ConsoleUsers', '404', 'ProfileInfo']) {
      expect(byName(name).perms).toBeNull();
      expect(routeStatus(byName(name), accessFrom([], {}))).toBe('ok');
    }
  });

  it('accepts either permission of an `a | b` requirement', () => {
    const orgRoles = accessFrom(['rbac.view_orgrole'], LICENSED);
    expect(routeStatus(byName('RolesList'), orgRoles)).toBe('ok');
  });

  it('hides licensed routes without a valid licence', () => {
    expect(
      routeStatus(
        byName('RolesList'),
        accessFrom(['rbac.view_systemrole'], { XPACK_ENABLED: true }),
      ),
    ).toBe('hidden');
    expect(
      routeStatus(
        byName('RolesList'),
        accessFrom(['rbac.view_systemrole'], { XPACK_LICENSE_IS_VALID: true }),
      ),
    ).toBe('hidden');
    expect(
      routeStatus(
        byName('BackupPlansList'),
        accessFrom(['accounts.view_accountbackupautomation'], {}),
      ),
    ).toBe('hidden');
    expect(
      routeStatus(
        byName('PushAutomationsList'),
        accessFrom(['accounts.view_pushaccountautomation'], {}),
      ),
    ).toBe('ok');
  });

  it('hides routes by a function of the public settings', () => {
    const jobs = byName('JobsList');
    expect(routeStatus(jobs, admin)).toBe('ok');
    expect(
      routeStatus(
        jobs,
        accessFrom(['ops.view_job'], { ...LICENSED, SECURITY_COMMAND_EXECUTION: false }),
      ),
    ).toBe('hidden');
    const temp = byName('TempPassword');
    expect(routeStatus(temp, accessFrom(['authentication.view_temptoken'], {}))).toBe('hidden');
    expect(
      routeStatus(temp, accessFrom(['authentication.view_temptoken'], { AUTH_TEMP_TOKEN: true })),
    ).toBe('ok');
    expect(routeStatus(temp, accessFrom([], { AUTH_TEMP_TOKEN: true }))).toBe('forbidden');
  });

  it('logs an error when no page is left, and not otherwise', () => {
    const log = { error: vi.fn() };
    const page = (path: string, perms: string): RouteEntry => ({
      path,
      name: path,
      title: path,
      perms,
      meta: routeMeta(path),
      target: { kind: 'page', page: path },
    });
    expect(
      availableRoutes([page('a/b', 'x.view_a'), page('a/c', 'x.view_c')], accessFrom([], {}), log),
    ).toEqual([]);
    expect(log.error).toHaveBeenCalledTimes(1);
    log.error.mockClear();
    expect(
      availableRoutes([page('a/b', 'x.view_a')], accessFrom(['x.view_a'], {}), log),
    ).toHaveLength(1);
    // Every user keeps their profile pages, so the real map always leaves something.
    expect(availableRoutes(ROUTES, accessFrom([], {}), log).map((e) => e.name)).toContain(
      'ProfileInfo',
    );
    expect(log.error).not.toHaveBeenCalled();
  });

  it('marks the routes that disable organisation switching', () => {
    const disabled = ROUTES.filter((e) => e.disableOrgSwitch).map((e) => e.name);
    expect(disabled).toContain('LoginAclsList');
    expect(disabled).toContain('LoginAclsUpdate');
    expect(disabled).not.toContain('UsersList');
  });
});

describe('matching a path to its route', () => {
  it('picks the most specific pattern, as the router does', () => {
    const name = (p: string) => matchRoute(ROUTES, p)?.entry.name;
    expect(name('/console/users/users')).toBe('UsersList');
    expect(name('/console/users/users/')).toBe('UsersList');
    expect(name('/console/users/users/create')).toBe('UsersCreate');
    expect(name('/console/users/users/5b2c/update')).toBe('UsersUpdate');
    expect(name('/console/accounts/account-push/executions')).toBe('PushExecutionsList');
    expect(name('/console/accounts/account-push/executions/9')).toBe('PushExecutionsDetail');
    expect(name('/console/accounts/account-push/9')).toBe('PushAutomationsDetail');
    expect(name('/console/assets/assets/detail/7/update')).toBe('AssetsUpdate');
    expect(name('/tickets/tickets/login-confirm/3')).toBe('LoginConfirmTicketDetail');
    expect(name('/settings/applets/applets/3')).toBe('AppletsDetail');
    expect(name('/settings/applets/hosts/3/update')).toBe('AppletHostsUpdate');
    expect(name('/ops/ansible/task/1/log')).toBe('AnsibleTaskLog');
    expect(matchRoute(ROUTES, '/console/nothing/here')).toBeNull();
    expect(matchRoute(ROUTES, '/console/users/users/1')?.params).toEqual({ id: '1' });
  });

  it('resolves every path of the map as react-router would', () => {
    const routes = ROUTES.map((entry) => ({ path: `/${entry.path}`, entry }));
    const paths = ROUTES.flatMap((e) => {
      const concrete = `/${e.path.replace(/:\w+/g, 'a%20b')}`;
      // Each pattern, its parameters filled, upper-cased, and with a word that names a crud action.
      return [concrete, concrete.toUpperCase(), `/${e.path.replace(/:\w+/g, 'create')}`];
    });
    for (const path of paths) {
      const theirs = matchRoutes(routes, path)?.[0];
      const ours = matchRoute(ROUTES, path);
      expect(ours?.entry.name, path).toBe(theirs?.route.entry.name);
      expect(ours?.params, path).toEqual(theirs?.params);
    }
  });

  it('tells whether a path has a page for this user', () => {
    const access = accessFrom(['users.view_user'], LICENSED);
    expect(routeExists(ROUTES, access, '/console/users/users')).toBe(true);
    expect(routeExists(ROUTES, access, '/console/users/groups')).toBe(false);
    expect(routeExists(ROUTES, access, '/console/nothing')).toBe(false);
  });
});

describe('the route map of docs/shell.md §3.2', () => {
  // Every path of the map, with `:id` for {id}.
  const MAP = [
    'console/dashboard',
    ...['users/users', 'users/groups', 'users/roles'].flatMap((p) => [
      p,
      `${p}/create`,
      `${p}/:id/update`,
      `${p}/:id`,
    ]),
    'assets/assets',
    'assets/assets/:id',
    'assets/assets/detail/:id/update',
    ...['hosts', 'databases', 'devices', 'clouds', 'webs'].flatMap((k) => [
      `assets/${k}`,
      `assets/${k}/create`,
      `assets/${k}/:id/update`,
    ]),
    ...['assets/domains', 'assets/platforms'].flatMap((p) => [
      p,
      `${p}/create`,
      `${p}/:id/update`,
      `${p}/:id`,
    ]),
    'assets/gateways/create',
    'assets/gateways/:id/update',
    'assets/labels',
    'assets/labels/create',
    'assets/labels/:id/update',
    'assets/cloud',
    ...['assets/cloud/account', 'assets/cloud/sync-instance-tasks'].flatMap((p) => [
      p,
      `${p}/create`,
      `${p}/:id/update`,
      `${p}/:id`,
    ]),
    'accounts/accounts',
    'accounts/accounts/:id',
    ...['account-template'].flatMap((p) => [
      `accounts/${p}`,
      `accounts/${p}/create`,
      `accounts/${p}/:id/update`,
      `accounts/${p}/:id`,
    ]),
    ...['account-push', 'account-gather', 'account-change-secret', 'account-backup'].flatMap(
      (p) => [
        `accounts/${p}`,
        `accounts/${p}/create`,
        `accounts/${p}/:id/update`,
        `accounts/${p}/:id`,
        `accounts/${p}/executions`,
        `accounts/${p}/executions/:id`,
      ],
    ),
    ...['asset-permissions', 'login-acls', 'cmd-acls', 'cmd-groups', 'login-asset-acls'].flatMap(
      (p) => [`perms/${p}`, `perms/${p}/create`, `perms/${p}/:id/update`, `perms/${p}/:id`],
    ),
  ].map((p) => (p.startsWith('console/') ? p : `console/${p}`));
  const AUDIT = [
    'audit/dashboard',
    'audit/sessions/sessions',
    'audit/sessions/sessions/:id',
    'audit/sessions/command',
    'audit/sessions/ftp',
    'audit/audits/login-logs',
    'audit/audits/login-logs/:id',
    'audit/audits/operate-logs',
    'audit/audits/operate-logs/:id',
    'audit/audits/password-change-log',
    'audit/audits/job-execution-log',
  ];
  const WORKBENCH = [
    'workbench/home',
    'workbench/assets',
    'workbench/ops/quick-job',
    'workbench/ops/job',
    'workbench/ops/job/create',
    'workbench/ops/job/:id/update',
    'workbench/ops/job/:id',
    'workbench/ops/templates',
    'workbench/ops/executions',
    'workbench/ops/executions/:id',
    'workbench/ops/adhoc/create',
    'workbench/ops/adhoc/:id/update',
    'workbench/ops/playbook/create',
    'workbench/ops/playbook/:id/update',
  ];
  const TICKETS = [
    'tickets/my-tickets',
    'tickets/assigned-tickets',
    'tickets/tickets/request-host-perm/create',
    'tickets/tickets/request-host-perm/:id',
    'tickets/tickets/login-host-confirm/:id',
    'tickets/tickets/login-confirm/:id',
    'tickets/tickets/command-confirm/:id',
    'tickets/tickets/:id',
    'tickets/flow',
    // Not 'tickets/flow/create': every ticket type has its flow, edited and never created
    // (resources/tickets/ticketFlows.ts); a route to a form nobody needs would be a dead end.
    'tickets/flow/:id',
    'tickets/flow/:id/update',
  ];
  const SETTINGS = [
    ...[
      'basic',
      'email',
      'auth',
      'message',
      'sms',
      'security',
      'clean',
      'interface',
      'tools',
      'other',
      'license',
    ].map((s) => `settings/${s}`),
    'settings/terminal',
    'settings/terminal/:id',
    'settings/terminal/:id/update',
    ...['replay-storage', 'command-storage', 'endpoint', 'endpoint-rule'].flatMap((p) => [
      `settings/terminal/${p}/create`,
      `settings/terminal/${p}/:id/update`,
    ]),
    'settings/applets',
    'settings/applets/applets/:id',
    'settings/applets/hosts/create',
    'settings/applets/hosts/:id',
    'settings/applets/hosts/:id/update',
    'settings/orgs',
    'settings/orgs/create',
    'settings/orgs/:id/update',
    'settings/orgs/:id',
    'settings/tasks',
    'settings/tasks/:id',
  ];
  const PROFILE = [
    'info',
    'setting',
    'improvement',
    'key',
    'connection-token',
    'temp-password',
  ].map((p) => `profile/${p}`);
  const OTHER = [
    'ops/celery/task/:id/log',
    'ops/ansible/task/:id/log',
    'ops/task/task/:id/log',
    'terminal/sessions/:id',
    '404',
  ];

  it.each([...MAP, ...AUDIT, ...WORKBENCH, ...TICKETS, ...SETTINGS, ...PROFILE, ...OTHER])(
    'has a route at /%s',
    (path) => {
      expect(ROUTES.some((e) => e.path === path)).toBe(true);
    },
  );

  it('licenses what the map says needs a licence', () => {
    const licensed = (path: string) => ROUTES.find((e) => e.path === path)!.licence === true;
    for (const p of [
      'console/users/roles',
      'console/accounts/account-gather',
      'console/accounts/account-backup/executions',
      'console/perms/login-asset-acls',
      'tickets/my-tickets',
      'settings/sms',
      'settings/interface',
      'settings/orgs',
    ]) {
      expect(licensed(p)).toBe(true);
    }
    for (const p of [
      'console/users/users',
      'console/accounts/account-push',
      'console/perms/login-acls',
      'settings/basic',
    ]) {
      expect(licensed(p)).toBe(false);
    }
  });

  it('registers every descriptor under its route, but those listed only in relation tabs', () => {
    const related = new Set(
      descriptors.flatMap((d) =>
        (d.detail?.tabs ?? []).flatMap((t) =>
          typeof t === 'object' && t.kind === 'relation' ? [t.resource] : [],
        ),
      ),
    );
    for (const d of descriptors) {
      const own = ROUTES.filter(
        (e) => e.target.kind === 'resource' && e.target.resource === resourceRoute(d),
      );
      const screens = Object.values(screenPatterns(d)).filter(Boolean);
      // A descriptor without screens is the rows of a relation tab (join records, say).
      if (!screens.length) expect(related.has(d.name), d.name).toBe(true);
      else expect(own.length, d.name).toBeGreaterThan(0);
    }
  });
});

describe('links', () => {
  it('builds the platform URL of each screen', () => {
    const users = descriptorNamed('users');
    expect(routeFor(users, 'list')).toBe('/console/users/users');
    expect(routeFor(users, 'create')).toBe('/console/users/users/create');
    expect(routeFor(users, 'show', 'a b')).toBe('/console/users/users/a%20b');
    expect(routeFor(users, 'edit', 7)).toBe('/console/users/users/7/update');
    expect(routeFor(users, 'show')).toBeNull();
    // A host's detail page is the asset detail; labels have none; assets update elsewhere.
    expect(routeFor(descriptorNamed('hosts'), 'show', 1)).toBe('/console/assets/assets/1');
    expect(routeFor(descriptorNamed('labels'), 'show', 1)).toBeNull();
    expect(routeFor(descriptorNamed('assets'), 'edit', 1)).toBe(
      '/console/assets/assets/detail/1/update',
    );
    expect(routeFor(descriptorNamed('applets'), 'show', 9)).toBe('/settings/applets/applets/9');
    expect(routeFor(descriptorNamed('myTickets'), 'show', 4)).toBe('/tickets/tickets/4');
  });

  it('turns the platform hash links into the same page', () => {
    const at = (pathname: string, hash: string, search = '') =>
      hashLinkTarget({ pathname, hash, search });
    expect(at('/ui/', '#/audit/audits/login-logs/3f2a')).toBe('/ui/audit/audits/login-logs/3f2a');
    expect(at('/ui', '#/console/users/users?search=ad')).toBe('/ui/console/users/users?search=ad');
    expect(at('/ui/', '#/ops/celery/task/1/log/', '?x=1')).toBe('/ui/ops/celery/task/1/log/?x=1');
    expect(at('/ui/console/users/users', '#section')).toBeNull();
    expect(at('/ui/', '')).toBeNull();
    expect(at('/other/', '#/console')).toBeNull();
  });

  it('opens the backend task log viewer', () => {
    expect(taskLogUrl('celery', 'a1')).toBe('/core/ops/celery/task/a1/log/?type=celery');
    // The backend has no other log page: ansible and plain tasks open the same one.
    expect(taskLogUrl('ansible', 'a1')).toBe('/core/ops/celery/task/a1/log/?type=ansible');
  });
});

describe('the sidebar of a view', () => {
  const titles = (items: ReturnType<typeof menuFor>) =>
    items.map((i) => (isMenuGroup(i) ? [i.title, i.items.map((l) => l.name)] : i.name));

  it('lists the routes the user has, grouped, in order', () => {
    const access = accessFrom(
      ['rbac.view_console', 'users.view_user', 'users.view_usergroup', 'assets.view_asset'],
      LICENSED,
    );
    expect(titles(menuFor('console', access))).toEqual([
      'ConsoleDashboard',
      ['routes.groups.users', ['UsersList', 'UserGroupsList']],
      ['routes.groups.assets', ['AssetsList']],
    ]);
    const users = menuFor('console', access)[1] as MenuGroup;
    expect(users.items[0]).toMatchObject({
      title: 'routes.users',
      to: '/console/users/users',
      external: false,
    });
  });

  it('drops licensed and hidden entries, and groups left empty', () => {
    const access = accessFrom(['rbac.view_systemrole', 'ops.view_job', 'rbac.view_webterminal'], {
      SECURITY_COMMAND_EXECUTION: false,
    });
    expect(titles(menuFor('console', access))).toEqual([]);
    const workbench = menuFor('workbench', access);
    expect(titles(workbench)).toEqual(['WebTerminal']);
    expect(workbench[0]).toMatchObject({ to: '/luna/', external: true });
  });

  it('lists a settings page only with the permission its reads and saves need', () => {
    const viewOnly = accessFrom(['settings.view_setting'], LICENSED);
    expect(titles(menuFor('settings', viewOnly))).toEqual(['Basic', 'Tools']);
    const mail = accessFrom(
      ['settings.view_setting', 'settings.change_email', 'settings.change_systemmsgsubscription'],
      LICENSED,
    );
    expect(titles(menuFor('settings', mail))).toEqual(['Basic', 'Email', 'Message', 'Tools']);
    expect(routeStatus(byName('License'), viewOnly)).toBe('forbidden');
    expect(routeStatus(byName('License'), accessFrom(['settings.change_license'], {}))).toBe('ok');
  });

  it("links Celery's task monitor after the task list, in a new tab, behind its own permission", () => {
    const both = accessFrom(['ops.view_celerytask', 'ops.view_taskmonitor'], LICENSED);
    const names = titles(menuFor('settings', both));
    expect(names).toEqual(['TasksList', 'TaskMonitor']);
    expect(menuFor('settings', both)[1]).toMatchObject({ to: '/core/flower/', external: true });
    const listOnly = accessFrom(['ops.view_celerytask'], LICENSED);
    expect(titles(menuFor('settings', listOnly))).toEqual(['TasksList']);
  });
});
