import { describe, expect, it } from 'vitest';
import { isJumpKey } from '../../src/shell/layout/header/JumpButton';
import {
  addRecent,
  matchPages,
  pageDestinations,
  RECENTS_KEPT,
  searchedResources,
  shownRecents,
  type PageDestination,
  type Recent,
} from '../../src/shell/layout/jumpAnywhere/destinations';
import { isMenuGroup, menuFor } from '../../src/shell/menu';
import { EVERY_ROUTE_PERM as EVERY_PERM } from '../support/routePerms';
import { accessFrom } from '../../src/shell/routeModel';
import { allowedViews, type ViewProfile } from '../../src/shell/views';

const LICENSED = { XPACK_ENABLED: true, XPACK_LICENSE_IS_VALID: true };

const admin: ViewProfile = { console_orgs: [{}], audit_orgs: [{}], perms: EVERY_PERM } as never;
const workbenchUser: ViewProfile = {
  console_orgs: [],
  audit_orgs: [],
  perms: ['rbac.view_workbench', 'perms.view_myassets', 'tickets.view_ticket'],
};

const sidebarPaths = (profile: ViewProfile, settings: Record<string, unknown>) => {
  const access = accessFrom(profile.perms ?? [], settings);
  return allowedViews(profile).flatMap((view) =>
    menuFor(view, access).flatMap((i) => (isMenuGroup(i) ? i.items : [i]).map((l) => l.to)),
  );
};

describe('the pages Jump anywhere offers', () => {
  it("are the sidebar's pages of every view the user may enter, in menu order", () => {
    for (const [profile, settings] of [
      [admin, LICENSED],
      [admin, {}],
      [workbenchUser, LICENSED],
    ] as const) {
      const access = accessFrom(profile.perms ?? [], settings);
      const pages = pageDestinations(profile, access);
      expect(pages.map((p) => p.to)).toEqual(sidebarPaths(profile, settings));
    }
  });

  it('leave out pages of views the user may not enter and pages without their permission', () => {
    const pages = pageDestinations(workbenchUser, accessFrom(workbenchUser.perms!, LICENSED));
    const paths = pages.map((p) => p.to);
    expect(paths).toContain('/workbench/home');
    expect(paths).toContain('/workbench/assets');
    expect(paths).toContain('/profile/info');
    expect(paths).not.toContain('/console/users/users');
    expect(paths).not.toContain('/settings/basic');
    expect(paths.some((p) => p.startsWith('/audit/'))).toBe(false);
  });

  it('carry their view and group as their place, and mark external pages', () => {
    const pages = pageDestinations(admin, accessFrom(EVERY_PERM, LICENSED));
    expect(pages.find((p) => p.to === '/console/users/users')).toMatchObject({
      title: 'routes.users',
      trail: ['shell.views.console', 'routes.groups.users'],
      external: false,
    });
    expect(pages.find((p) => p.key === 'WebTerminal')).toMatchObject({
      to: '/luna/',
      external: true,
    });
  });
});

describe('matching pages', () => {
  const page = (to: string, title: string, trail: string[] = []): PageDestination => ({
    key: to,
    title,
    trail,
    to,
    external: false,
  });
  const pages = [
    page('/console/users/groups', 'User groups', ['Console', 'Users']),
    page('/console/users/users', 'Users', ['Console', 'Users']),
    page('/audit/audits/operate-log', 'Operate logs', ['Audit', 'Logs']),
    page('/audit/audits/login-log', 'Login logs', ['Audit', 'Logs']),
    page('/settings/basic', 'Basic', ['Settings']),
  ];
  const same = (key: string) => key;

  it('by the title in the current language, titles starting with the text first', () => {
    expect(matchPages(pages, 'log', same).map((p) => p.title)).toEqual([
      'Login logs',
      'Operate logs',
    ]);
    // Ties keep the menu's order.
    expect(matchPages(pages, 'user', same).map((p) => p.title)).toEqual(['User groups', 'Users']);
    const zh = (key: string) => ({ Users: '用户列表', 'User groups': '用户组' })[key] ?? key;
    expect(matchPages(pages, '用户组', zh).map((p) => p.to)).toEqual(['/console/users/groups']);
  });

  it('by the path, by the view and group, every typed word, ignoring case and accents', () => {
    expect(matchPages(pages, 'login-log', same).map((p) => p.title)).toEqual(['Login logs']);
    expect(matchPages(pages, 'audit login', same).map((p) => p.title)).toEqual(['Login logs']);
    expect(matchPages(pages, 'BÁSIC', same).map((p) => p.title)).toEqual(['Basic']);
    expect(matchPages(pages, 'nothing here', same)).toEqual([]);
    expect(matchPages(pages, '  ', same)).toEqual(pages);
  });
});

describe('the searched resources', () => {
  it('are the main lists whose detail page the user may open', () => {
    const all = searchedResources(accessFrom(EVERY_PERM, LICENSED)).map((s) => s.resource);
    expect(all).toEqual([
      'console/users/users',
      'console/users/groups',
      'console/assets/assets',
      'console/accounts/accounts',
      'console/perms/asset-permissions',
      'tickets/tickets',
    ]);
    // Tickets need a valid licence; a user without console permissions searches only tickets.
    expect(searchedResources(accessFrom(EVERY_PERM, {})).map((s) => s.resource)).not.toContain(
      'tickets/tickets',
    );
    expect(
      searchedResources(accessFrom(workbenchUser.perms!, LICENSED)).map((s) => s.resource),
    ).toEqual(['tickets/tickets']);
  });
});

describe('recent destinations', () => {
  const pageTo = (to: string): Recent => ({ kind: 'page', to });

  it('put the latest first, once, keeping at most a few', () => {
    let recents: Recent[] = [];
    for (let i = 0; i < RECENTS_KEPT + 2; i++) recents = addRecent(recents, pageTo(`/p${i}`));
    expect(recents).toHaveLength(RECENTS_KEPT);
    expect(recents[0]).toEqual(pageTo(`/p${RECENTS_KEPT + 1}`));
    const again = addRecent(recents, pageTo('/p4'));
    expect(again.map((r) => r.to).slice(0, 2)).toEqual(['/p4', `/p${RECENTS_KEPT + 1}`]);
    expect(again.filter((r) => r.to === '/p4')).toHaveLength(1);
  });

  it('show only what the user may still open, whatever the Store holds', () => {
    const access = accessFrom(workbenchUser.perms!, LICENSED);
    const pages = pageDestinations(workbenchUser, access);
    const searched = searchedResources(access);
    const ticket: Recent = {
      kind: 'record',
      resource: 'tickets/tickets',
      id: 't1',
      label: 'A ticket',
      to: '/tickets/tickets/t1',
    };
    const user: Recent = {
      kind: 'record',
      resource: 'console/users/users',
      id: 'u1',
      label: 'Someone',
      to: '/console/users/users/u1',
    };
    const shown = shownRecents(
      [pageTo('/workbench/assets'), pageTo('/console/users/users'), user, ticket, 42, null],
      pages,
      searched,
    );
    expect(shown.map((r) => (r.kind === 'page' ? r.page.to : r.recent.to))).toEqual([
      '/workbench/assets',
      '/tickets/tickets/t1',
    ]);
    expect(shownRecents('not a list', pages, searched)).toEqual([]);
    expect(addRecent({ junk: true }, ticket)).toEqual([ticket]);
  });
});

describe('the shortcut', () => {
  const key = (over: Partial<KeyboardEvent>) =>
    ({
      key: 'k',
      code: 'KeyK',
      ctrlKey: false,
      metaKey: false,
      altKey: false,
      shiftKey: false,
      ...over,
    }) as KeyboardEvent;

  it('is Ctrl+K or ⌘K, by the key or by its place', () => {
    expect(isJumpKey(key({ ctrlKey: true }))).toBe(true);
    expect(isJumpKey(key({ metaKey: true, key: 'K' }))).toBe(true);
    expect(isJumpKey(key({ ctrlKey: true, key: 'л' }))).toBe(true);
    expect(isJumpKey(key({}))).toBe(false);
    expect(isJumpKey(key({ ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isJumpKey(key({ ctrlKey: true, key: 'j', code: 'KeyJ' }))).toBe(false);
  });
});
