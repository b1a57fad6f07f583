import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoLicence, installLicence, setLicenceState } from '../../../mock/domain/licence';
import { signIn } from '../../support/backend';
import { startLayoutBackend } from './backend';
import { renderConsole } from './renderConsole';

const { backend, answered } = startLayoutBackend();
const LICENCE_DETAIL = 'GET /api/v1/xpack/license/detail';
const DAY = 86_400_000;

async function openConsoleAs(username: string, password: string) {
  document.cookie = 'django_language=en; path=/';
  await signIn(username, password);
  renderConsole('/console/users/users');
  // The frame is up once the header's bell has its count.
  await screen.findByRole('button', { name: /^Site messages: \d+ unread$/ }, { timeout: 10000 });
}

async function permsOf(): Promise<string[]> {
  const res = await backend.handle(
    new Request('http://127.0.0.1/api/v1/users/profile/'),
    document.cookie,
  );
  return ((await res.json()) as { perms: string[] }).perms;
}

/** The page is settled: the users table is on screen. */
const pageReady = () => screen.findByRole('table', {}, { timeout: 10000 });

function user(username: string) {
  return backend.state.store.userByUsername(username)!;
}

describe('the licence warning', () => {
  it('tells a licence manager that the licence expired', async () => {
    setLicenceState(backend.state, 'expired');
    await openConsoleAs('admin', 'ChangeMe');
    expect(await screen.findByText('License expired')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View license' }).getAttribute('href')).toBe(
      '/settings/license',
    );
  });

  it('announces the expiry date within the last 7 days', async () => {
    const licence = demoLicence(3);
    installLicence(backend.state, licence);
    await openConsoleAs('admin', 'ChangeMe');
    expect(
      await screen.findByText(`The license will expire on ${licence.date_expired}`),
    ).toBeTruthy();
  });

  it('says when the assets reached the licence limit', async () => {
    installLicence(backend.state, {
      ...demoLicence(365),
      asset_count: backend.state.store.rows('assets.assets').length,
    });
    await openConsoleAs('admin', 'ChangeMe');
    expect(
      await screen.findByText('The number of assets has reached the license limit'),
    ).toBeTruthy();
  });

  it('flags a test licence', async () => {
    installLicence(backend.state, { ...demoLicence(365), edition: 'Test' });
    await openConsoleAs('admin', 'ChangeMe');
    expect(await screen.findByText('This is a test license, not for production use')).toBeTruthy();
  });

  it('stays quiet for a valid licence', async () => {
    await openConsoleAs('admin', 'ChangeMe');
    await waitFor(() => expect(answered).toContain(LICENCE_DETAIL));
    await pageReady();
    expect(screen.queryByRole('link', { name: 'View license' })).toBeNull();
  });

  it('is not looked for in the community edition', async () => {
    setLicenceState(backend.state, 'absent');
    await openConsoleAs('admin', 'ChangeMe');
    await pageReady();
    expect(answered).not.toContain(LICENCE_DETAIL);
    expect(screen.queryByRole('link', { name: 'View license' })).toBeNull();
  });

  it('is not shown to users who cannot change the licence', async () => {
    setLicenceState(backend.state, 'expired');
    await openConsoleAs('orgadmin', 'Orgadmin@2023');
    expect(await permsOf()).not.toContain('settings.change_license');
    await pageReady();
    expect(answered).not.toContain(LICENCE_DETAIL);
    expect(screen.queryByText('License expired')).toBeNull();
  });
});

describe('the password-expiry warning', () => {
  it('counts the days left for a local user from 5 days before expiry', async () => {
    backend.state.settings.SECURITY_PASSWORD_EXPIRATION_TIME = 90;
    user('admin').date_password_last_updated = new Date(Date.now() - 87 * DAY).toISOString();
    await openConsoleAs('admin', 'ChangeMe');
    expect(await screen.findByText('Your password will expire in 3 days')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change password' })).toBeTruthy();
  });

  it('says an overdue password expired', async () => {
    backend.state.settings.SECURITY_PASSWORD_EXPIRATION_TIME = 30;
    user('admin').date_password_last_updated = new Date(Date.now() - 40 * DAY).toISOString();
    await openConsoleAs('admin', 'ChangeMe');
    expect(await screen.findByText('Your password has expired, please change it')).toBeTruthy();
  });

  it('says nothing 6 days ahead', async () => {
    backend.state.settings.SECURITY_PASSWORD_EXPIRATION_TIME = 90;
    user('admin').date_password_last_updated = new Date(Date.now() - 84 * DAY).toISOString();
    await openConsoleAs('admin', 'ChangeMe');
    await pageReady();
    expect(screen.queryByText(/Your password/)).toBeNull();
  });

  it('says nothing to a user whose password is managed elsewhere', async () => {
    backend.state.settings.SECURITY_PASSWORD_EXPIRATION_TIME = 90;
    user('user').date_password_last_updated = new Date(Date.now() - 87 * DAY).toISOString();
    user('user').source = 'ldap';
    await openConsoleAs('user', 'User@2023');
    expect(await permsOf()).toContain('rbac.view_webterminal');
    // The header's buttons show once the profile and the settings are both in.
    await screen.findByRole('button', { name: 'Web terminal' });
    expect(screen.queryByText(/Your password/)).toBeNull();
  });
});
