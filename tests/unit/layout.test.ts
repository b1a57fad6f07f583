import { describe, expect, it } from 'vitest';
import { popupFeatures } from '../../src/shell/layout/popup';
import { entryFor, type MenuEntry } from '../../src/shell/layout/menu';
import { messageTime } from '../../src/shell/layout/siteMessages/messageTime';
import {
  siteMessageSocketUrl,
  unreadCountOf,
} from '../../src/shell/layout/siteMessages/siteMessageSocket';
import { resolveActiveTab } from '../../src/shell/layout/tabs/activeTab';
import {
  addTab,
  closeAllTabs,
  closeOtherTabs,
  closeTab,
  landingAfterClose,
  updateTab,
  type VisitedTab,
} from '../../src/shell/layout/visitedTabs/visitedTabs';
import { licenceWarnings, passwordWarning } from '../../src/shell/layout/warnings/warnings';

const tab = (path: string, affix = false): VisitedTab => ({
  path,
  fullPath: path,
  title: path,
  meta: { affix },
});
const paths = (tabs: VisitedTab[]) => tabs.map((t) => t.path);

describe('visited tabs', () => {
  const home = tab('/console/dashboard', true);
  const tabs = [home, tab('/a'), tab('/b'), tab('/c')];

  it('adds a page once, keeping its place but taking its latest query and title', () => {
    expect(paths(addTab(tabs, tab('/d')))).toEqual(['/console/dashboard', '/a', '/b', '/c', '/d']);
    const again = addTab(tabs, { ...tab('/a'), fullPath: '/a?page=2', title: 'A, page 2' });
    expect(paths(again)).toEqual(paths(tabs));
    expect(again[1]).toMatchObject({ fullPath: '/a?page=2', title: 'A, page 2' });
    expect(addTab(tabs, tab('/a'))).toBe(tabs);
  });

  it('closes one, the others or all, never an affixed tab', () => {
    expect(paths(closeTab(tabs, '/b'))).toEqual(['/console/dashboard', '/a', '/c']);
    expect(paths(closeTab(tabs, '/console/dashboard'))).toEqual(paths(tabs));
    expect(paths(closeOtherTabs(tabs, '/b'))).toEqual(['/console/dashboard', '/b']);
    expect(paths(closeAllTabs(tabs))).toEqual(['/console/dashboard']);
  });

  it('updates a tab, returning the same list when nothing changes', () => {
    const renamed = updateTab(tabs, '/b', { title: 'web-01' });
    expect(renamed[2]!.title).toBe('web-01');
    expect(updateTab(renamed, '/b', { title: 'web-01' })).toBe(renamed);
    expect(updateTab(tabs, '/nowhere', { title: 'x' })).toBe(tabs);
  });

  it('lands on the last tab left after closing the current one', () => {
    expect(landingAfterClose(closeTab(tabs, '/c'))?.path).toBe('/b');
    expect(landingAfterClose([])).toBeUndefined();
  });
});

describe('the active tab of a tabbed page', () => {
  const tabs = [
    { name: 'basic' },
    { name: 'Secret', hidden: true },
    { name: 'locked', disabled: true },
    { name: 'Activity' },
  ];

  it('takes the first candidate naming a visible, enabled tab, in any case', () => {
    expect(resolveActiveTab(tabs, ['ACTIVITY', 'basic'])).toBe('Activity');
    expect(resolveActiveTab(tabs, [null, 'activity'])).toBe('Activity');
    expect(resolveActiveTab(tabs, ['secret', 'locked', undefined, 'basic'])).toBe('basic');
  });

  it('falls back to the first visible tab', () => {
    expect(resolveActiveTab(tabs, ['nowhere'])).toBe('basic');
    expect(resolveActiveTab([{ name: 'x', hidden: true }], [])).toBeUndefined();
  });
});

describe('the licence warning', () => {
  const now = new Date('2026-11-22T08:00:00Z');
  const keys = (d: Parameters<typeof licenceWarnings>[0]) =>
    licenceWarnings(d, now).map((w) => w.key.split('.').pop());

  it('reports expiry, an expiry within 7 days, the asset limit and a test licence', () => {
    expect(keys({ date_expired: '2026-11-01', asset_count: 100, current_asset_count: 5 })).toEqual([
      'licence_expired',
    ]);
    expect(licenceWarnings({ date_expired: '2026-11-28' }, now)).toEqual([
      { key: 'layout.warnings.licence_expiring', args: { date: '2026-11-28' } },
    ]);
    expect(keys({ date_expired: '2026-12-15' })).toEqual([]);
    expect(
      keys({ date_expired: '2027-11-01', asset_count: 100, current_asset_count: 100 }),
    ).toEqual(['licence_asset_limit']);
    expect(keys({ date_expired: '2027-11-01', asset_count: 0, current_asset_count: 100 })).toEqual(
      [],
    );
    expect(keys({ date_expired: '2027-11-01', edition: 'Test' })).toEqual(['licence_test']);
    expect(keys(null)).toEqual([]);
  });

  it('reads the backend datetime format too', () => {
    expect(keys({ date_expired: '2026/11/20 10:00:00 +0800' })).toEqual(['licence_expired']);
  });
});

describe('the password-expiry warning', () => {
  const now = new Date('2026-11-22T08:00:00Z');
  const local = (updated: string) => ({
    source: { value: 'local' },
    date_password_last_updated: updated,
  });

  it('counts the days left from 5 days before expiry, for local users only', () => {
    expect(passwordWarning(local('2026-08-27T08:00:00Z'), 90, now)).toEqual({
      key: 'layout.warnings.password_expiring',
      args: { smart_count: 3, days: 3 },
    });
    expect(passwordWarning(local('2026-08-29T09:00:00Z'), 90, now)).toBeNull();
    expect(passwordWarning(local('2026-01-01T00:00:00Z'), 90, now)).toEqual({
      key: 'layout.warnings.password_expired',
    });
    expect(
      passwordWarning({ ...local('2026-08-27T08:00:00Z'), source: { value: 'ldap' } }, 90, now),
    ).toBeNull();
    expect(passwordWarning(local('2026-08-27T08:00:00Z'), undefined, now)).toBeNull();
  });
});

describe('site-message times', () => {
  const now = new Date('2026-11-22T08:00:00Z');

  it('are relative within 7 days and a date after that', () => {
    expect(messageTime('2026/11/22 15:00:00 +0800', now, 'en')).toBe('1 hour ago');
    expect(messageTime('2026/11/20 16:00:00 +0800', now, 'en')).toBe('2 days ago');
    expect(messageTime('2026/11/20 16:00:00 +0800', now, 'zh')).toBe('前天');
    expect(messageTime('2026/11/14 08:00:00 +0000', now, 'en')).toMatch(/^2026\/11\/14$/);
    expect(messageTime('not a date', now, 'en')).toBe('not a date');
  });
});

describe('the site-message socket', () => {
  it('follows the page protocol and host', () => {
    expect(siteMessageSocketUrl({ protocol: 'https:', host: 'jms.example.com' })).toBe(
      'wss://jms.example.com/ws/notifications/site-msg/',
    );
    expect(siteMessageSocketUrl({ protocol: 'http:', host: '127.0.0.1:8080' })).toBe(
      'ws://127.0.0.1:8080/ws/notifications/site-msg/',
    );
  });

  it('reads only unread_count from pushes', () => {
    expect(unreadCountOf('{"type":"unread_count","unread_count":4}')).toBe(4);
    expect(unreadCountOf('{"type":"other"}')).toBeNull();
    expect(unreadCountOf('not json')).toBeNull();
    expect(unreadCountOf(new Blob())).toBeNull();
  });
});

describe('popups', () => {
  it('are 900 × 600 by default, centred on the window', () => {
    expect(
      popupFeatures(undefined, undefined, { left: 100, top: 50, width: 1500, height: 1000 }),
    ).toBe('width=900,height=600,left=400,top=250,noopener');
    expect(popupFeatures(400, 300)).toBe('width=400,height=300,left=0,top=0,noopener');
  });
});

describe('the menu entry of a page', () => {
  const menu: MenuEntry[] = [
    { key: 'home', title: 'home', path: '/console/dashboard' },
    {
      key: 'users',
      title: 'users',
      children: [
        { key: 'Users', title: 'u', path: '/console/users/users' },
        { key: 'Groups', title: 'g', path: '/console/users/groups' },
      ],
    },
  ];

  it('is the longest entry path containing it', () => {
    expect(entryFor(menu, '/console/users/groups/1f2e/update')?.key).toBe('Groups');
    expect(entryFor(menu, '/console/users/users')?.key).toBe('Users');
    expect(entryFor(menu, '/console/users/usersx')).toBeUndefined();
  });
});
