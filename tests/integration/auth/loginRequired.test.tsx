import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useGetList } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { request } from '../../../dataProvider/httpClient';
import { signIn, startDemoBackend } from '../../support/backend';
import { authProviderFor, recordedBrowser, renderWithAuth } from './support';

startDemoBackend();

function UserCount() {
  const { total, error } = useGetList('console/users/users', {
    pagination: { page: 1, perPage: 5 },
  });
  return <p>{error ? 'users: failed' : total === undefined ? 'users: …' : `users: ${total}`}</p>;
}

describe('the login-required dialog (docs/wire.md §9.2: 401 on another request)', () => {
  it('opens over the page without navigating, and what the user typed stays', async () => {
    await signIn('admin', 'ChangeMe');
    const browser = recordedBrowser('/ui/console/users/users/create');
    const { authProvider } = renderWithAuth(<textarea aria-label="Comment" />, {
      env: browser.env,
    });
    await authProvider.checkAuth({});
    const comment = screen.getByRole('textbox', { name: 'Comment' });
    await userEvent.type(comment, 'half-written note');

    await fetch('/core/auth/logout/'); // the session ends elsewhere
    document.cookie = 'jms_session_expire=close; path=/';
    await request('/api/v1/users/users/', { silent: true }).catch(() => undefined);

    const dialog = await screen.findByRole('dialog', { name: 'Login required' });
    const signInLink = screen.getByRole('link', { name: 'Sign in again' });
    expect(signInLink.getAttribute('href')).toBe(
      '/core/auth/login/?next=%2Fui%2Fconsole%2Fusers%2Fusers%2Fcreate',
    );
    expect(signInLink.getAttribute('target')).toBe('_blank');
    expect(browser.navigated).toEqual([]);
    expect(dialog).toBeTruthy();

    // Not signed in yet.
    fireEvent.click(screen.getByRole('button', { name: 'I have signed in' }));
    expect(await screen.findByText('You are not signed in yet.')).toBeTruthy();

    // Signed in again (in the other tab: same cookie jar).
    await signIn('admin', 'ChangeMe');
    fireEvent.click(screen.getByRole('button', { name: 'I have signed in' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Login required' })).toBeNull(),
    );
    expect(screen.getByRole('textbox', { name: 'Comment' })).toBe(comment);
    expect((comment as HTMLTextAreaElement).value).toBe('half-written note');
    expect(browser.navigated).toEqual([]);
  });

  it('opens for react-admin queries, and their failed reads come back after signing in', async () => {
    await signIn('admin', 'ChangeMe');
    const browser = recordedBrowser();
    const authProvider = authProviderFor(browser.env);
    await authProvider.checkAuth({});
    await fetch('/core/auth/logout/');
    document.cookie = 'jms_session_expire=close; path=/';
    renderWithAuth(<UserCount />, { authProvider });

    await screen.findByRole('dialog', { name: 'Login required' });
    expect(await screen.findByText('users: failed')).toBeTruthy();
    await signIn('admin', 'ChangeMe');
    fireEvent.click(screen.getByRole('button', { name: 'I have signed in' }));
    expect(await screen.findByText(/^users: \d+$/)).toBeTruthy();
    expect(browser.navigated).toEqual([]);
  });

  it('can be closed, and opens again on the next 401', async () => {
    await signIn('admin', 'ChangeMe');
    const { authProvider } = renderWithAuth(null);
    await authProvider.checkAuth({});
    authProvider.session.openLoginRequired();
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await fetch('/core/auth/logout/');
    await request('/api/v1/users/users/', { silent: true }).catch(() => undefined);
    expect(await screen.findByRole('dialog', { name: 'Login required' })).toBeTruthy();
  });
});
