/**
 * The workbench home of issue 33 (docs/domain.md §1.4): the announcement the settings save
 * (shown until closed in this browser, again once saved anew, on the dashboards too), the user
 * card, and the home route showing the overview where the chosen view's home is not open to the
 * user.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { signIn, startDemoBackend } from '../../support/backend';
import { renderConsole } from './support';

const backend = startDemoBackend();
beforeEach(() => {
  localStorage.clear();
  document.cookie = 'django_language=en; path=/';
});

const T = { timeout: 20000 };
const SLOW = 90_000;

function announce(announcement: Record<string, unknown>, enabled = true) {
  Object.assign(backend.state.settings, {
    ANNOUNCEMENT_ENABLED: enabled,
    ANNOUNCEMENT: announcement,
  });
}

const MAINTENANCE = {
  ID: 'a1',
  SUBJECT: 'Maintenance',
  CONTENT: 'Tonight 22:00\nBastion offline',
  LINK: 'https://status.example.com/',
};

describe('announcement', () => {
  it(
    'shows on the workbench home until closed in this browser',
    async () => {
      announce(MAINTENANCE);
      await signIn('user', 'User@2023');
      const first = renderConsole('/workbench/home');
      const banner = await screen.findByRole('region', { name: 'Announcement' }, T);
      expect(within(banner).getByText('Announcement: Maintenance')).toBeTruthy();
      expect(within(banner).getByText(/Tonight 22:00/)).toBeTruthy();
      const more = within(banner).getByRole('link', { name: 'View more' });
      expect(more.getAttribute('href')).toBe('https://status.example.com/');
      expect(more.getAttribute('target')).toBe('_blank');
      fireEvent.click(within(banner).getByRole('button', { name: 'Close' }));
      await waitFor(() =>
        expect(screen.queryByRole('region', { name: 'Announcement' })).toBeNull(),
      );
      expect(localStorage.getItem('AnnouncementViewed')).toBe('a1');
      expect(first.pathname).toBe('/workbench/home');
    },
    SLOW,
  );

  it(
    'stays closed for the same ID in this browser',
    async () => {
      localStorage.setItem('AnnouncementViewed', 'a1');
      announce(MAINTENANCE);
      await signIn('user', 'User@2023');
      renderConsole('/workbench/home');
      await screen.findByRole('region', { name: 'My profile' }, T);
      expect(screen.queryByRole('region', { name: 'Announcement' })).toBeNull();
    },
    SLOW,
  );

  it(
    'is shown again once saved under a new ID',
    async () => {
      localStorage.setItem('AnnouncementViewed', 'a1');
      announce({ ...MAINTENANCE, ID: 'a2' });
      await signIn('user', 'User@2023');
      renderConsole('/workbench/home');
      expect(await screen.findByRole('region', { name: 'Announcement' }, T)).toBeTruthy();
    },
    SLOW,
  );

  it(
    'offers no link that is not a web address',
    async () => {
      announce({ ...MAINTENANCE, LINK: 'javascript:alert(1)' });
      await signIn('user', 'User@2023');
      renderConsole('/workbench/home');
      const banner = await screen.findByRole('region', { name: 'Announcement' }, T);
      expect(within(banner).queryByRole('link')).toBeNull();
    },
    SLOW,
  );

  it(
    'is not shown while disabled',
    async () => {
      announce(MAINTENANCE, false);
      await signIn('user', 'User@2023');
      renderConsole('/workbench/home');
      await screen.findByRole('region', { name: 'My profile' }, T);
      expect(screen.queryByRole('region', { name: 'Announcement' })).toBeNull();
    },
    SLOW,
  );

  it(
    'is shown on the console and audit dashboards too, as the Vue console does',
    async () => {
      announce(MAINTENANCE);
      await signIn('admin', 'ChangeMe');
      renderConsole('/console/dashboard');
      await screen.findByText('Online sessions', {}, T);
      const banner = screen.getByRole('region', { name: 'Announcement' });
      expect(within(banner).getByText('Announcement: Maintenance')).toBeTruthy();
      cleanup();
      renderConsole('/audit/dashboard');
      expect(await screen.findByRole('region', { name: 'Announcement' }, T)).toBeTruthy();
    },
    SLOW,
  );
});

describe('the home page', () => {
  it(
    'shows who I am: name, email and last login from the profile, dates in the console format',
    async () => {
      await signIn('user', 'User@2023');
      renderConsole('/workbench/home');
      const card = await screen.findByRole('region', { name: 'My profile' }, T);
      const me = backend.state.store.userByUsername('user')!;
      expect(within(card).getByText(String(me.name))).toBeTruthy();
      expect(within(card).getByText(String(me.email))).toBeTruthy();
      expect(within(card).getByText('Last login')).toBeTruthy();
      // In the console's date format, not as the backend renders it (with its zone offset).
      expect(within(card).getByText(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/)).toBeTruthy();
      const logins = await screen.findByRole('region', { name: 'My recent logins' }, T);
      const first = await within(logins).findAllByRole('listitem', {}, T);
      expect(within(first[0]!).getByText(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/)).toBeTruthy();
      for (const region of [card, logins])
        expect(within(region).queryByText(/\d{2}:\d{2}:\d{2} [+-]\d{4}/)).toBeNull();
    },
    SLOW,
  );

  it(
    "the home route leads to the chosen view's home",
    async () => {
      await signIn('user', 'User@2023');
      const led = renderConsole('/');
      await waitFor(() => expect(led.pathname).toBe('/workbench/home'), T);
    },
    SLOW,
  );

  it(
    'shows the overview at the home route when the workbench home is not open to the user',
    async () => {
      announce(MAINTENANCE);
      for (const role of backend.state.store.roles)
        role.permissions = role.permissions.filter((p) => p !== 'rbac.view_workbench');
      backend.state.store.touch();
      await signIn('user', 'User@2023');
      const trail = renderConsole('/');
      await screen.findByRole('region', { name: 'My profile' }, T);
      expect(screen.getByRole('region', { name: 'Announcement' })).toBeTruthy();
      expect(trail.pathname).toBe('/');
    },
    SLOW,
  );
});
