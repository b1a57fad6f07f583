import { fireEvent, screen, waitFor } from '@testing-library/react';
import { memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { expectViewOrg, SYSTEM_SETTING_ORG, type JmsAuthProvider } from '../../../authProvider';
import { readCookie } from '../../../dataProvider/cookies';
import { signIn, startDemoBackend } from '../../support/backend';
import {
  authProviderFor,
  recordedBrowser,
  recordWire,
  renderWithAuth,
  ORG_BEIJING,
  ORG_DEFAULT,
  ORG_ROOT,
  ORG_SYSTEM,
  ORG_TOKYO,
} from './support';

const backend = startDemoBackend();
const USER_ID = '5d1d2e5e-0b5c-4a6c-9d5f-1d0a7c9e2b11';
const stored = (key: string) =>
  JSON.parse(localStorage.getItem(key) ?? 'null') as { id: string; name: string } | null;
const profileCalls = (wire: ReturnType<typeof recordWire>) =>
  wire.filter((c) => c.path === '/api/v1/users/profile/');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const def = (auth: JmsAuthProvider) =>
  auth.session.state.get().profile!.console_orgs.find((o) => o.id === ORG_DEFAULT)!;

async function startedAs(username: string, password: string) {
  await signIn(username, password);
  const browser = recordedBrowser();
  const auth = authProviderFor(browser.env);
  await auth.checkAuth({});
  return { auth, ...browser };
}

describe('the organisation at startup (docs/shell.md §5)', () => {
  it('chooses the default org on a first visit, remembers it per user and in the cookie, and loads its permissions', async () => {
    const wire = recordWire();
    const { auth } = await startedAs('orgadmin', 'Orgadmin@2023');
    const decision = await auth.session.prepareView('console');
    expect(decision).toMatchObject({
      kind: 'switch',
      reason: 'missing',
      to: { id: ORG_DEFAULT, name: 'Default' },
    });
    expect(stored('jms_current_org_orgadmin')).toMatchObject({ id: ORG_DEFAULT, name: 'Default' });
    expect(readCookie('X-JMS-ORG')).toBe(ORG_DEFAULT);
    // The profile's permissions are those of the org now in use (asked for it from the start).
    expect(profileCalls(wire).map((c) => c.org)).toEqual([ORG_DEFAULT]);
  });

  it('keeps a remembered org the user may use, with its own permissions and no extra profile call', async () => {
    localStorage.setItem(
      'jms_current_org_orgadmin',
      JSON.stringify({ id: ORG_BEIJING, name: 'Beijing DC', is_default: false, is_root: false }),
    );
    document.cookie = `X-JMS-ORG=${ORG_BEIJING}; path=/`;
    const wire = recordWire();
    const { auth } = await startedAs('orgadmin', 'Orgadmin@2023');
    expect(await auth.session.prepareView('console')).toMatchObject({
      kind: 'keep',
      org: { id: ORG_BEIJING },
    });
    expect(profileCalls(wire).map((c) => c.org)).toEqual([ORG_BEIJING]);
    expect(await auth.canAccess!({ action: 'create', resource: 'console/users/users' })).toBe(true);
  });

  it('falls back from an org the user may not use (or a malformed one) to the default org', async () => {
    localStorage.setItem(
      'jms_current_org_orgadmin',
      JSON.stringify({ id: ORG_TOKYO, name: 'Tokyo Branch', is_default: false, is_root: false }),
    );
    const { auth } = await startedAs('orgadmin', 'Orgadmin@2023');
    expect(await auth.session.prepareView('console')).toMatchObject({
      kind: 'switch',
      reason: 'not-permitted',
      to: { id: ORG_DEFAULT },
    });
    expect(stored('jms_current_org_orgadmin')?.id).toBe(ORG_DEFAULT);

    await fetch('/core/auth/logout/');
    localStorage.setItem('jms_current_org_auditor', '"Default"');
    const second = await startedAs('auditor', 'Auditor@2023');
    expect(await second.auth.session.prepareView('audit')).toMatchObject({
      kind: 'switch',
      reason: 'missing',
      to: { id: ORG_DEFAULT },
    });
  });

  it('uses the audit list in the audit view and the workbench list in the workbench', async () => {
    const { auth } = await startedAs('user', 'User@2023');
    const profile = auth.session.state.get().profile!;
    expect(profile.workbench_orgs.map((o) => o.id)).toEqual([ORG_ROOT, ORG_DEFAULT]);
    expect(await auth.session.prepareView('workbench')).toMatchObject({ to: { id: ORG_DEFAULT } });
    expect(await auth.session.prepareView('audit')).toEqual({ kind: 'none', reason: 'no-orgs' });
  });

  it('enters the SystemSetting pseudo-org in settings and restores the previous org on leaving', async () => {
    const wire = recordWire();
    const { auth } = await startedAs('sysadmin', 'Sysadmin@2023');
    await auth.session.prepareView('console');
    expect(await auth.session.enterSystemSetting()).toMatchObject({
      kind: 'switch',
      to: SYSTEM_SETTING_ORG,
      pre: { id: ORG_DEFAULT },
    });
    expect(readCookie('X-JMS-ORG')).toBe(ORG_SYSTEM);
    expect(auth.session.state.get().profile!.perms).toContain('settings.view_setting');
    // Entering settings again (another settings page) remembers nothing new.
    await auth.session.enterSystemSetting();
    expect(stored('jms_pre_org_sysadmin')?.id).toBe(ORG_DEFAULT);
    expect(await auth.session.leaveSystemSetting('console')).toMatchObject({
      kind: 'switch',
      reason: 'leave-settings',
      to: { id: ORG_DEFAULT },
    });
    expect(readCookie('X-JMS-ORG')).toBe(ORG_DEFAULT);
    expect(profileCalls(wire).map((c) => c.org)).toEqual([ORG_DEFAULT, ORG_SYSTEM, ORG_DEFAULT]);
  });

  it('a settings page loaded afresh reads the profile once, already in the SystemSetting org', async () => {
    localStorage.setItem(
      'jms_current_org_sysadmin',
      JSON.stringify({ id: ORG_BEIJING, name: 'Beijing DC' }),
    );
    await signIn('sysadmin', 'Sysadmin@2023');
    document.cookie = `X-JMS-ORG=${ORG_BEIJING}; path=/`;
    const wire = recordWire();
    // What the entry script does on a settings page (src/shell/earlyRequests.ts).
    expectViewOrg('settings');
    const auth = authProviderFor(recordedBrowser().env);
    await auth.checkAuth({});
    expect(await auth.session.enterSystemSetting()).toMatchObject({
      kind: 'switch',
      to: SYSTEM_SETTING_ORG,
      pre: { id: ORG_BEIJING },
    });
    expect(auth.session.state.get().profile!.perms).toContain('settings.view_setting');
    expect(profileCalls(wire).map((c) => c.org)).toEqual([ORG_SYSTEM]);
    // Leaving settings goes back to the org the user came from.
    await auth.session.leaveSystemSetting('console');
    expect(readCookie('X-JMS-ORG')).toBe(ORG_BEIJING);
  });

  it('a page loaded afresh after a settings page reads the profile once, in the org settings were entered from', async () => {
    localStorage.setItem(
      'jms_current_org_sysadmin',
      JSON.stringify({ id: ORG_BEIJING, name: 'Beijing DC' }),
    );
    await signIn('sysadmin', 'Sysadmin@2023');
    document.cookie = `X-JMS-ORG=${ORG_BEIJING}; path=/`;
    // A settings page: SystemSetting is current, Beijing is the org to go back to.
    expectViewOrg('settings');
    const settingsPage = authProviderFor(recordedBrowser().env);
    await settingsPage.checkAuth({});
    await settingsPage.session.enterSystemSetting();
    expect(readCookie('X-JMS-ORG')).toBe(ORG_SYSTEM);
    // Then a console page loaded afresh: its entry script runs before anything is read.
    const wire = recordWire();
    expectViewOrg('console');
    const auth = authProviderFor(recordedBrowser().env);
    await auth.checkAuth({});
    expect(await auth.session.prepareView('console')).toMatchObject({
      kind: 'switch',
      to: { id: ORG_BEIJING },
    });
    expect(profileCalls(wire).map((c) => c.org)).toEqual([ORG_BEIJING]);
    expect(stored('jms_current_org_sysadmin')?.id).toBe(ORG_BEIJING);
  });

  it('a SystemSetting left over from another page is replaced by the previous org', async () => {
    localStorage.setItem(
      'jms_current_org_sysadmin',
      JSON.stringify({ id: ORG_SYSTEM, name: 'SystemSetting' }),
    );
    localStorage.setItem(
      'jms_pre_org_sysadmin',
      JSON.stringify({ id: ORG_BEIJING, name: 'Beijing DC' }),
    );
    const { auth } = await startedAs('sysadmin', 'Sysadmin@2023');
    expect(await auth.session.prepareView('console')).toMatchObject({
      kind: 'switch',
      to: { id: ORG_BEIJING },
    });
  });

  it('enters and leaves the global view without remembering it as previous', async () => {
    const { auth } = await startedAs('sysadmin', 'Sysadmin@2023');
    await auth.session.prepareView('console');
    await auth.session.enterGlobalView();
    expect(auth.session.state.get().currentOrg).toMatchObject({ id: ORG_ROOT, special: 'global' });
    expect(auth.session.state.get().profileOrgId).toBe(ORG_ROOT);
    await auth.session.enterSystemSetting();
    expect(stored('jms_pre_org_sysadmin')?.id).toBe(ORG_DEFAULT);
    await auth.session.leaveSystemSetting('console');
    expect(auth.session.state.get().currentOrg?.id).toBe(ORG_DEFAULT);
  });
});

describe('switching organisation (docs/shell.md §5)', () => {
  it('remembers the org, resets what belonged to the old one and reloads the trimmed URL after 400 ms', async () => {
    const { auth, reloaded } = await startedAs('sysadmin', 'Sysadmin@2023');
    await auth.session.prepareView('console');
    const store = memoryStore({
      'console/users/users.listParams': { page: 3 },
      'console/users/users.selectedIds': [USER_ID],
      'console/users/users.datatable.columns': ['name'],
    });
    store.setup();
    const beijing = auth.session.state
      .get()
      .profile!.console_orgs.find((o) => o.id === ORG_BEIJING)!;
    const plan = auth.session.switchOrg(
      beijing,
      {
        pathname: `/console/users/users/${USER_ID}/show`,
        search: `?search=ops&page=3&platform=7&oid=${ORG_DEFAULT}`,
      },
      (p) => p === '/console/users/users',
      { store },
    );
    expect(plan.url).toBe('/console/users/users?search=ops&platform=7');
    expect(auth.session.state.get().switchingTo?.id).toBe(ORG_BEIJING);
    expect(stored('jms_current_org_sysadmin')?.id).toBe(ORG_BEIJING);
    expect(stored('jms_pre_org_sysadmin')?.id).toBe(ORG_DEFAULT);
    expect(readCookie('X-JMS-ORG')).toBe(ORG_BEIJING);
    expect(store.getItem('console/users/users.listParams')).toBeUndefined();
    expect(store.getItem('console/users/users.selectedIds')).toBeUndefined();
    expect(store.getItem('console/users/users.datatable.columns')).toEqual(['name']);
    expect(reloaded).toEqual([]);
    // A second choice while the first one reloads changes nothing.
    auth.session.switchOrg(def(auth), { pathname: '/', search: '' }, () => true);
    expect(stored('jms_current_org_sysadmin')?.id).toBe(ORG_BEIJING);
    await sleep(450);
    expect(reloaded).toEqual(['/console/users/users?search=ops&platform=7']);

    // The reloaded page starts in the new org with its permissions.
    const wire = recordWire();
    const next = authProviderFor(recordedBrowser().env);
    await next.checkAuth({});
    expect(await next.session.prepareView('console')).toMatchObject({
      kind: 'keep',
      org: { id: ORG_BEIJING },
    });
    expect(profileCalls(wire).map((c) => c.org)).toEqual([ORG_BEIJING]);
  });

  it('never leaves the user stuck when the new org profile fails: retry, go back or sign out', async () => {
    await signIn('orgadmin', 'Orgadmin@2023');
    const first = authProviderFor(recordedBrowser().env);
    await first.checkAuth({});
    await first.session.prepareView('console');
    first.session.switchOrg(
      { id: ORG_BEIJING, name: 'Beijing DC', is_default: false, is_root: false },
      { pathname: '/console/users/users', search: '' },
      () => true,
    );

    // The reloaded page: its profile call (for Beijing) fails.
    backend.faults.add({ path: '/api/v1/users/profile/', status: 500, times: 2 });
    const browser = recordedBrowser();
    const { authProvider } = renderWithAuth(<input aria-label="Notes" />, {
      env: browser.env,
      path: '/console/users/users',
    });
    await authProvider.checkAuth({});
    const dialog = await screen.findByRole('dialog', { name: 'Your profile could not be loaded' });
    expect(dialog.textContent).toContain('Server Error');
    // Retrying while the server still fails keeps the way out open.
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Retry' })).toHaveProperty('disabled', false),
    );
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Go to the Default organization' }));
    await sleep(450);
    expect(browser.reloaded).toEqual(['/console/users/users']);
    expect(readCookie('X-JMS-ORG')).toBe(ORG_DEFAULT);

    // The page after that works, in Default, and the user's stored org follows.
    const wire = recordWire();
    const third = authProviderFor(recordedBrowser().env);
    await third.checkAuth({});
    expect(await third.session.prepareView('console')).toMatchObject({
      kind: 'keep',
      org: { id: ORG_DEFAULT },
    });
    expect(stored('jms_current_org_orgadmin')?.id).toBe(ORG_DEFAULT);
    expect(stored('jms_pre_org_orgadmin')?.id).toBe(ORG_BEIJING);
    expect(profileCalls(wire).map((c) => c.org)).toEqual([ORG_DEFAULT]);
  });

  it('the profile failure dialog retries into a working page', async () => {
    await signIn('admin', 'ChangeMe');
    backend.faults.add({ path: '/api/v1/users/profile/', status: 500, times: 1 });
    const { authProvider } = renderWithAuth(null);
    await authProvider.checkAuth({});
    await screen.findByRole('dialog', { name: 'Your profile could not be loaded' });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(authProvider.session.state.get().profile?.username).toBe('admin');
  });
});
