/**
 * Light, dark or as the system, from the account menu (docs/shell.md §1.5): the console is drawn
 * in the chosen mode at once, and the choice is kept in react-admin's Store per user, so a new page
 * load (a new Store on the same localStorage) opens in it and another user keeps their own.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { themeChoiceKey } from '../../../src/shell/themeMode';
import { localStorageStore } from 'react-admin';
import { signIn } from '../../support/backend';
import { startLayoutBackend } from './backend';
import { renderConsole } from './renderConsole';

const { backend } = startLayoutBackend();

const STORE_KEY = 'jms-theme-test';
/** A page load's Store: what the last one wrote to localStorage. */
const pageLoadStore = () => localStorageStore('1', STORE_KEY);

afterEach(() => localStorage.clear());

async function openConsoleAs(username: string, password: string) {
  document.cookie = 'django_language=en; path=/';
  // Whoever was signed in leaves first (the backend's sign-out page, as a session that ended).
  await fetch('/core/auth/logout/', { redirect: 'manual' });
  await signIn(username, password);
  const store = pageLoadStore();
  const trail = renderConsole('/console/users/users', undefined, store);
  await screen.findByRole('button', { name: 'Help' }, { timeout: 10000 });
  return Object.assign(store, { trail });
}

/** The page's colour scheme, as the theme's baseline styles set it on the document. */
const pageScheme = () => getComputedStyle(document.documentElement).colorScheme;

async function chooseTheme(name: string) {
  await userEvent.click(screen.getByRole('button', { name: /Account$/ }));
  const menu = await screen.findByRole('menu');
  await userEvent.click(within(menu).getByRole('menuitemradio', { name }));
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
}

describe('the theme choice', () => {
  it('switches to dark at once and keeps it for this user on the next page load only', async () => {
    const store = await openConsoleAs('admin', 'ChangeMe');
    expect(pageScheme()).toBe('light');

    await chooseTheme('Dark');
    await waitFor(() => expect(pageScheme()).toBe('dark'));
    expect(store.getItem('theme')).toBe('dark');

    // The menu shows the choice.
    await userEvent.click(screen.getByRole('button', { name: /Account$/ }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu).getByRole('menuitemradio', { name: 'Dark' }).getAttribute('aria-checked'),
    ).toBe('true');
    expect(
      within(menu).getByRole('menuitemradio', { name: 'Light' }).getAttribute('aria-checked'),
    ).toBe('false');

    // A new page load: the Store read back from localStorage opens dark from the first frame.
    cleanup();
    await openConsoleAs('admin', 'ChangeMe');
    expect(pageScheme()).toBe('dark');

    // Another user on the same browser has not chosen: the system's scheme (light here).
    cleanup();
    const other = await openConsoleAs('user', 'User@2023');
    await waitFor(() => expect(pageScheme()).toBe('light'));
    expect(other.getItem('theme')).toBeUndefined();
  });

  it('"As the system" forgets the mode and follows the system again', async () => {
    const store = await openConsoleAs('admin', 'ChangeMe');
    await chooseTheme('Dark');
    await waitFor(() => expect(pageScheme()).toBe('dark'));
    await chooseTheme('As the system');
    await waitFor(() => expect(pageScheme()).toBe('light'));
    expect(store.getItem('theme')).toBeUndefined();
  });

  it('outlives signing out with the saved views, while the rest of the Store is cleared', async () => {
    const store = await openConsoleAs('admin', 'ChangeMe');
    const me = { id: String(backend.state.store.userByUsername('admin')!.id) };
    await chooseTheme('Dark');
    await waitFor(() => expect(store.getItem(themeChoiceKey(me.id))).toBe('dark'));
    store.setItem('users/users.listParams', { page: 2 });
    const views = [{ name: 'Admins', filter: { search: 'admin' } }];
    store.setItem(`savedViews.users/users.${me.id}.none`, views);

    await userEvent.click(screen.getByRole('button', { name: /Account$/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(store.trail.navigations).toEqual(['/core/auth/login/']));
    await waitFor(() => expect(store.getItem('users/users.listParams')).toBeUndefined());
    expect(store.getItem(themeChoiceKey(me.id))).toBe('dark');
    expect(store.getItem('theme')).toBe('dark');
    expect(store.getItem(`savedViews.users/users.${me.id}.none`)).toEqual(views);
  });
});
