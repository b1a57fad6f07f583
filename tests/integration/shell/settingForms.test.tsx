/**
 * The settings and personal-settings forms on the wire: a save PATCHes only what changed, an
 * untouched form sends nothing, secrets leave encrypted, a server 400 lands on its field, and the
 * personal settings open on the tab the `activeTab` query names.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { signIn, startDemoBackend } from '../../support/backend';
import { recordWire, type WireCall } from '../pages/wire';
import { renderConsole } from './support';

const backend = startDemoBackend();
let wire: WireCall[];
beforeEach(() => {
  wire = recordWire(backend);
  document.cookie = 'django_language=en; path=/';
});

const T = { timeout: 15000 };
const writes = (method: string, path: string) =>
  wire.filter((c) => c.method === method && c.path === path);
const SETTING = '/api/v1/settings/setting/';

describe('settings forms', () => {
  it('PATCHes only the changed settings of the category, and nothing when nothing changed', async () => {
    await signIn('admin', 'ChangeMe');
    renderConsole('/settings/basic');
    const site = await screen.findByRole('textbox', { name: /Site URL/ }, T);
    await waitFor(() => expect(site).toHaveProperty('value', 'http://127.0.0.1'), T);

    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Nothing has changed', {}, T)).toBeTruthy();
    expect(writes('PATCH', SETTING)).toHaveLength(0);

    await userEvent.clear(site);
    await userEvent.type(site, 'https://jms.example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(writes('PATCH', SETTING)).toHaveLength(1), T);
    const patch = writes('PATCH', SETTING)[0]!;
    expect(patch.query.get('category')).toBe('basic');
    expect(patch.body).toEqual({ SITE_URL: 'https://jms.example.com' });
    expect(await screen.findByText('Updated successfully', {}, T)).toBeTruthy();
    expect(backend.state.settings).not.toHaveProperty('SITE_URL');
  });

  it('shows the server’s message under the field it is about', async () => {
    await signIn('admin', 'ChangeMe');
    renderConsole('/settings/basic');
    const guide = await screen.findByRole('textbox', { name: /User guide URL/ }, T);
    await userEvent.type(guide, 'not a url');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(writes('PATCH', SETTING)).toHaveLength(1), T);
    const field = guide.closest('.MuiFormControl-root') as HTMLElement;
    expect(await within(field).findByText('Enter a valid URL.', {}, T)).toBeTruthy();
  });

  it('encrypts a typed secret and leaves a blank one out', async () => {
    await signIn('admin', 'ChangeMe');
    renderConsole('/settings/email?activeTab=SMTP');
    await screen.findByLabelText('SMTP password', {}, T);
    const host = screen.getByRole('textbox', { name: /SMTP host/ });
    await waitFor(() => expect(host).toHaveProperty('value', 'smtp.example.com'), T);
    await userEvent.clear(host);
    await userEvent.type(host, 'mail.example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(writes('PATCH', SETTING)).toHaveLength(1), T);
    expect(writes('PATCH', SETTING)[0]!.body).toEqual({ EMAIL_HOST: 'mail.example.com' });

    // The saved values start a fresh form.
    await waitFor(
      () => expect(screen.getByRole('textbox', { name: /SMTP host/ })).not.toBe(host),
      T,
    );
    await userEvent.type(screen.getByLabelText('SMTP password'), 'New#Smtp1');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(writes('PATCH', SETTING)).toHaveLength(2), T);
    const sent = writes('PATCH', SETTING)[1]!.body as Record<string, string>;
    expect(Object.keys(sent)).toEqual(['EMAIL_HOST_PASSWORD']);
    expect(sent.EMAIL_HOST_PASSWORD).toMatch(/^[^:]+:[^:]+$/);
    expect(sent.EMAIL_HOST_PASSWORD).not.toContain('New#Smtp1');
  });
});

describe('personal settings', () => {
  it('opens on the tab of ?activeTab= and changes the password with an encrypted PUT', async () => {
    await signIn('user', 'User@2023');
    renderConsole('/profile/setting?activeTab=PasswordUpdate');
    const tab = await screen.findByRole('tab', { name: 'Login password' }, T);
    await waitFor(() => expect(tab.getAttribute('aria-selected')).toBe('true'), T);
    await userEvent.type(await screen.findByLabelText(/Old password/, {}, T), 'wrong');
    await userEvent.type(screen.getByLabelText(/New password/), 'Another@2024');
    await userEvent.type(screen.getByLabelText(/Confirm password/), 'Another@2024');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('The old password is incorrect', {}, T)).toBeTruthy();
    const put = writes('PUT', '/api/v1/users/profile/password/')[0]!;
    const body = put.body as Record<string, string>;
    expect(Object.keys(body).sort()).toEqual([
      'new_password',
      'new_password_again',
      'old_password',
    ]);
    for (const v of Object.values(body)) expect(v).toMatch(/^[^:]+:[^:]+$/);
  });
});
