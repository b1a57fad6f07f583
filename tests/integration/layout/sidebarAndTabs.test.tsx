import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../support/backend';
import { startLayoutBackend } from './backend';
import { renderConsole } from './renderConsole';

startLayoutBackend();

async function openConsole(path = '/console/users/users') {
  document.cookie = 'django_language=en; path=/';
  await signIn('admin', 'ChangeMe');
  const trail = renderConsole(path);
  const nav = await screen.findByRole('navigation', { name: 'Main menu' }, { timeout: 10000 });
  return { trail, nav };
}

function rerender(path: string) {
  cleanup();
  const trail = renderConsole(path);
  return { trail, nav: screen.findByRole('navigation', { name: 'Main menu' }, { timeout: 10000 }) };
}

/**
 * Leaving for the dashboard is a transition: the address the router shows changes once the
 * dashboard's code (charts included) has loaded, which under a whole run's load takes seconds.
 */
const DASHBOARD_LOADED = { timeout: 10000 };

const tabsBar = () => screen.getByRole('navigation', { name: 'Visited pages' });
const tabTitles = () =>
  within(tabsBar())
    .getAllByRole('listitem')
    .map((li) => within(li).getByRole('link').textContent);

describe('the frame after startup', () => {
  it("is drawn without waiting for react-admin's own session check, which still runs", async () => {
    document.cookie = 'django_language=en; path=/';
    await signIn('admin', 'ChangeMe');
    let checks = 0;
    // Startup has found the session; react-admin's check never answers here.
    renderConsole('/console/users/users', (auth) => ({
      ...auth,
      checkAuth: () => {
        checks += 1;
        return new Promise<void>(() => undefined);
      },
    }));
    const nav = await screen.findByRole('navigation', { name: 'Main menu' }, { timeout: 10000 });
    expect(await within(nav).findByRole('link', { name: 'Users' })).toBeTruthy();
    // The page's own code loads after the frame's (seconds when this file runs first).
    expect(await screen.findByRole('heading', { name: 'Users' }, { timeout: 10000 })).toBeTruthy();
    expect(checks).toBeGreaterThan(0);
  });
});

describe('the first page after startup', () => {
  it("lists its rows without waiting for react-admin's access check, which still runs", async () => {
    document.cookie = 'django_language=en; path=/';
    await signIn('admin', 'ChangeMe');
    const asked: unknown[] = [];
    // Startup has checked the route's permission; react-admin's check never answers here.
    renderConsole('/console/users/users', (auth) => ({
      ...auth,
      canAccess: (params) => {
        asked.push(params.action);
        return new Promise<boolean>(() => undefined);
      },
    }));
    expect(
      await screen.findByRole('link', { name: 'Administrator' }, { timeout: 10000 }),
    ).toBeTruthy();
    expect(asked).toContain('list');
  });
});

describe('the sidebar', () => {
  it("lists the view's menu and marks the page on screen", async () => {
    const { nav } = await openConsole();
    // The menu is drawn after the page (AfterContent).
    const dashboard = await within(nav).findByRole('link', { name: 'Dashboard' });
    expect(dashboard.getAttribute('href')).toBe('/console/dashboard');
    const users = await within(nav).findByRole('link', { name: 'Users' });
    expect(users.getAttribute('aria-current')).toBe('page');
    expect(
      within(nav).getByRole('link', { name: 'User groups' }).getAttribute('aria-current'),
    ).toBeNull();
    // Other groups stay folded until opened.
    const assets = within(nav).getByRole('button', { name: 'Assets' });
    expect(assets.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(assets);
    expect(await within(nav).findByRole('link', { name: 'Platforms' })).toBeTruthy();
  });

  it('collapses to icons, remembers it in the sidebarStatus cookie, and opens again', async () => {
    const { nav } = await openConsole();
    expect(nav.dataset.state).toBe('open');
    await userEvent.click(screen.getByRole('button', { name: 'Collapse the menu' }));
    expect(nav.dataset.state).toBe('collapsed');
    expect(document.cookie).toMatch(/(^|; )sidebarStatus=0(;|$)/);
    // Collapsed, pages are icons named by their titles; a group lists its pages in a popup.
    await userEvent.click(within(nav).getByRole('button', { name: 'Users' }));
    const popup = await screen.findByRole('menu');
    expect(within(popup).getByRole('menuitem', { name: 'User groups' }).getAttribute('href')).toBe(
      '/console/users/groups',
    );

    const again = rerender('/console/users/users');
    const reloaded = await again.nav;
    expect(reloaded.dataset.state).toBe('collapsed');
    await userEvent.click(screen.getByRole('button', { name: 'Expand the menu' }));
    expect(reloaded.dataset.state).toBe('open');
    expect(document.cookie).toMatch(/(^|; )sidebarStatus=1(;|$)/);
  });
});

describe('the visited-tabs bar', () => {
  it('adds a tab per page, next to the affixed home page', async () => {
    const { nav } = await openConsole();
    await waitFor(() => expect(tabTitles()).toEqual(['Dashboard', 'Users']));
    const home = within(tabsBar()).getAllByRole('listitem')[0]!;
    expect(within(home).queryByRole('button')).toBeNull();
    await userEvent.click(within(nav).getByRole('link', { name: 'User groups' }));
    await waitFor(() => expect(tabTitles()).toEqual(['Dashboard', 'Users', 'User groups']));
    expect(
      within(tabsBar()).getByRole('link', { name: 'User groups' }).getAttribute('aria-current'),
    ).toBe('page');
    // Visiting a page again does not add another tab.
    await userEvent.click(within(tabsBar()).getByRole('link', { name: 'Users' }));
    await waitFor(() =>
      expect(
        within(tabsBar()).getByRole('link', { name: 'Users' }).getAttribute('aria-current'),
      ).toBe('page'),
    );
    expect(tabTitles()).toEqual(['Dashboard', 'Users', 'User groups']);
  });

  it('closes one tab, and leaves for the last tab when it was the current page', async () => {
    const { nav, trail } = await openConsole();
    await userEvent.click(within(nav).getByRole('link', { name: 'User groups' }));
    await waitFor(() => expect(tabTitles()).toEqual(['Dashboard', 'Users', 'User groups']));
    await userEvent.click(within(tabsBar()).getByRole('button', { name: 'Close Users' }));
    expect(tabTitles()).toEqual(['Dashboard', 'User groups']);
    expect(trail.location.pathname).toBe('/console/users/groups');
    await userEvent.click(within(tabsBar()).getByRole('button', { name: 'Close User groups' }));
    await waitFor(
      () => expect(trail.location.pathname).toBe('/console/dashboard'),
      DASHBOARD_LOADED,
    );
    expect(tabTitles()).toEqual(['Dashboard']);
  });

  it('closes the others, then all of them, keeping the affixed one', async () => {
    const { nav, trail } = await openConsole();
    await userEvent.click(within(nav).getByRole('link', { name: 'User groups' }));
    await userEvent.click(within(nav).getByRole('link', { name: 'Roles' }));
    await waitFor(() =>
      expect(tabTitles()).toEqual(['Dashboard', 'Users', 'User groups', 'Roles']),
    );

    // From a tab's context menu: close the others than that tab.
    const groups = within(tabsBar()).getByRole('link', { name: 'User groups' }).closest('li')!;
    await userEvent.pointer({ keys: '[MouseRight]', target: groups });
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Close others' }));
    expect(tabTitles()).toEqual(['Dashboard', 'User groups']);
    await waitFor(() => expect(trail.location.pathname).toBe('/console/users/groups'));

    await userEvent.click(within(tabsBar()).getByRole('button', { name: 'Tab actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Close all' }));
    expect(tabTitles()).toEqual(['Dashboard']);
    await waitFor(
      () => expect(trail.location.pathname).toBe('/console/dashboard'),
      DASHBOARD_LOADED,
    );
  });

  it('titles the window after the page and the login title', async () => {
    await openConsole();
    await waitFor(() => expect(document.title).toBe('Users - JumpServer Open Source Bastion Host'));
  });
});
