import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { setLicenceState } from '../../../mock/domain/licence';
import { CONSOLE_VERSION } from '../../../src/shell/layout/header/AboutDialog';
import { signIn } from '../../support/backend';
import { startLayoutBackend } from './backend';
import { renderConsole } from './renderConsole';

const { backend, answered } = startLayoutBackend();

async function openConsoleAs(username: string, password: string, path = '/console/users/users') {
  document.cookie = 'django_language=en; path=/';
  await signIn(username, password);
  const trail = renderConsole(path);
  await screen.findByRole('button', { name: /^Site messages: \d+ unread$/ }, { timeout: 10000 });
  // Profile and settings are both in once the account button carries the user's name.
  await screen.findByRole('button', { name: 'Help' });
  return trail;
}

async function serverJson<T>(path: string): Promise<T> {
  const res = await backend.handle(new Request(`http://127.0.0.1${path}`), document.cookie);
  return (await res.json()) as T;
}

const profile = () =>
  serverJson<{ id: string; name: string; perms: string[] }>('/api/v1/users/profile/');

describe('the header', () => {
  it('gives an administrator the web terminal, file manager, tickets and settings', async () => {
    await openConsoleAs('admin', 'ChangeMe');
    const me = await profile();
    expect(await screen.findByRole('button', { name: 'Web terminal' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'File manager' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'System settings' }).getAttribute('href')).toBe(
      '/settings/',
    );

    const open = await serverJson<{ count: number }>(
      `/api/v1/tickets/tickets/?assignees__id=${me.id}&status=open&offset=0&limit=15&display=1&draw=1`,
    );
    const tickets = await screen.findByRole('link', {
      name: new RegExp(`^Tickets: ${open.count} open tickets? waits? for you$`),
    });
    expect(tickets.getAttribute('href')).toBe('/tickets/assigned-tickets');
    expect(answered).toContain('GET /api/v1/tickets/tickets/');
    expect(screen.getByRole('button', { name: /Account$/ }).textContent).toContain(me.name);
  });

  it('hides what an ordinary user may not use', async () => {
    await openConsoleAs('user', 'User@2023');
    const me = await profile();
    expect(me.perms).not.toContain('settings.view_setting');
    expect(screen.queryByRole('link', { name: 'System settings' })).toBeNull();
    await screen.findByRole('button', { name: 'Web terminal' });
    expect(Boolean(screen.queryByRole('link', { name: /^Tickets/ }))).toBe(
      me.perms.includes('tickets.view_ticket'),
    );
  });

  it('gives the file manager only to holders of its own permission', async () => {
    for (const role of backend.state.store.roles)
      role.permissions = role.permissions.filter((p) => p !== 'rbac.view_filemanager');
    backend.state.store.touch();
    await openConsoleAs('user', 'User@2023');
    await screen.findByRole('button', { name: 'Web terminal' });
    expect(screen.queryByRole('button', { name: 'File manager' })).toBeNull();
  });

  it('reads the tickets badge again every 30 s while the page is shown', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    onTestFinished(() => void vi.useRealTimers());
    await openConsoleAs('admin', 'ChangeMe');
    const me = await profile();
    const open = await serverJson<{ count: number; results: { id: string }[] }>(
      `/api/v1/tickets/tickets/?assignees__id=${me.id}&status=open&offset=0&limit=15&display=1&draw=1`,
    );
    expect(open.count).toBeGreaterThan(0);
    const badge = (n: number) =>
      screen.findByRole(
        'link',
        { name: new RegExp(`^Tickets: ${n} open tickets? waits? for you$`) },
        { timeout: 10000 },
      );
    await badge(open.count);
    // Someone else closes one: the badge follows at its next read, without a click.
    const ticket = backend.state.store.find('tickets.tickets', open.results[0]!.id)!;
    Object.assign(ticket, { status: 'closed', state: 'closed' });
    backend.state.store.touch();
    vi.advanceTimersByTime(30_000);
    await badge(open.count - 1);
  });

  it('has no tickets icon without a valid licence', async () => {
    setLicenceState(backend.state, 'absent');
    await openConsoleAs('admin', 'ChangeMe');
    await screen.findByRole('button', { name: 'Web terminal' });
    expect(screen.queryByRole('link', { name: /^Tickets/ })).toBeNull();
    expect(answered).not.toContain('GET /api/v1/tickets/tickets/');
  });

  it('has no tickets icon when tickets are switched off', async () => {
    backend.state.settings.TICKETS_ENABLED = false;
    await openConsoleAs('admin', 'ChangeMe');
    await screen.findByRole('button', { name: 'Web terminal' });
    expect(screen.queryByRole('link', { name: /^Tickets/ })).toBeNull();
  });

  it('offers help from the settings and an About dialog with the licensee', async () => {
    await openConsoleAs('admin', 'ChangeMe');
    await userEvent.click(screen.getByRole('button', { name: 'Help' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Documentation' }).getAttribute('href')).toBe(
      backend.state.settings.HELP_DOCUMENT_URL,
    );
    expect(within(menu).getByRole('menuitem', { name: 'Support' }).getAttribute('href')).toBe(
      backend.state.settings.HELP_SUPPORT_URL,
    );
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'About' }));
    const about = await screen.findByRole('dialog', { name: 'About' });
    expect(within(about).getByText('JumpServer web console')).toBeTruthy();
    expect(within(about).getByText(`Version ${CONSOLE_VERSION}`)).toBeTruthy();
    expect(
      within(about).getByText(
        `Licensed to ${backend.state.settings.XPACK_LICENSE_INFO.corporation}`,
      ),
    ).toBeTruthy();
  });

  it('shows the copyright in the About dialog of the community edition', async () => {
    setLicenceState(backend.state, 'absent');
    await openConsoleAs('admin', 'ChangeMe');
    await userEvent.click(screen.getByRole('button', { name: 'Help' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'About' }));
    const about = await screen.findByRole('dialog', { name: 'About' });
    expect(
      within(about).getByText(backend.state.settings.XPACK_LICENSE_INFO.corporation),
    ).toBeTruthy();
    expect(within(about).queryByText(/Licensed to/)).toBeNull();
  });

  it('leads from the account menu to the personal pages this user has', async () => {
    backend.state.settings.AUTH_TEMP_TOKEN = false;
    await openConsoleAs('user', 'User@2023');
    await userEvent.click(screen.getByRole('button', { name: /Account$/ }));
    const menu = await screen.findByRole('menu');
    const link = (name: string) =>
      within(menu).queryByRole('menuitem', { name })?.getAttribute('href') ?? null;
    expect(link('API keys')).toBe('/profile/key');
    expect(link('Connection tokens')).toBe('/profile/connection-token');
    // Temporary passwords are off on this platform: no entry leads there.
    expect(link('Temporary password')).toBeNull();
  });

  it('signs out from the account menu through the backend', async () => {
    const trail = await openConsoleAs('admin', 'ChangeMe');
    await userEvent.click(screen.getByRole('button', { name: /Account$/ }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu).getByRole('menuitem', { name: 'Personal information' }).getAttribute('href'),
    ).toBe('/profile/info');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((m) => m.textContent),
    ).toEqual(expect.arrayContaining(['中文(简体)', 'English', '日本語']));
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(trail.navigations).toEqual(['/core/auth/login/']));
    // The backend's session is over too.
    const res = await backend.handle(
      new Request('http://127.0.0.1/api/v1/users/profile/'),
      document.cookie,
    );
    expect(res.status).toBe(401);
  });

  it('switches views from the view switcher', async () => {
    const trail = await openConsoleAs('admin', 'ChangeMe');
    await userEvent.click(screen.getByRole('button', { name: /Switch view$/ }));
    const menu = await screen.findByRole('menu');
    const views = within(menu).getAllByRole('menuitem');
    expect(views).toHaveLength(3);
    await userEvent.click(views[1]!);
    await waitFor(() => expect(trail.location.pathname).toMatch(/^\/audit\//));
    expect(localStorage.getItem('PreView')).toBe('audit');
  });
});

describe('the organisation selector', () => {
  it('lists the view organisations and hands the choice to the session switch', async () => {
    const trail = await openConsoleAs('admin', 'ChangeMe');
    const me = await serverJson<{ console_orgs: { id: string; name: string }[] }>(
      '/api/v1/users/profile/',
    );
    const selector = await screen.findByRole('button', { name: /^Organization: / });
    await userEvent.click(selector);
    const menu = await screen.findByRole('menu');
    for (const org of me.console_orgs)
      expect(within(menu).getByRole('menuitem', { name: org.name })).toBeTruthy();
    expect(
      within(menu).getByRole('menuitem', { name: 'Create organization' }).getAttribute('href'),
    ).toBe('/settings/orgs/create');
    expect(
      within(menu).getByRole('menuitem', { name: 'Organization list' }).getAttribute('href'),
    ).toBe('/settings/orgs');

    const current = selector.textContent;
    const other = me.console_orgs.find(
      (o) => o.name !== current && !o.id.startsWith('00000000-0000-0000-0000-00000000000'),
    )!;
    await userEvent.click(within(menu).getByRole('menuitem', { name: other.name }));
    await waitFor(() => expect(trail.reloads).toEqual(['/console/users/users']));
    expect(document.cookie).toContain(`X-JMS-ORG=${other.id}`);
  });

  it('is not there without a licence', async () => {
    setLicenceState(backend.state, 'absent');
    await openConsoleAs('admin', 'ChangeMe');
    await screen.findByRole('button', { name: 'Web terminal' });
    expect(screen.queryByRole('button', { name: /^Organization: / })).toBeNull();
  });
});
