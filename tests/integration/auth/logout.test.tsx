import { fireEvent, screen, waitFor } from '@testing-library/react';
import { memoryStore, useLogout } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { readCookie } from '../../../dataProvider/cookies';
import { signIn, startDemoBackend } from '../../support/backend';
import { recordedBrowser, recordWire, renderWithAuth } from './support';

startDemoBackend();

function SignOut() {
  const logout = useLogout();
  return <button onClick={() => void logout()}>Sign out</button>;
}

describe('signing out (docs/wire.md §3.5)', () => {
  it('calls the server, then resets the Store, the query cache and the organisation', async () => {
    await signIn('orgadmin', 'Orgadmin@2023');
    const browser = recordedBrowser();
    const store = memoryStore({
      'console/users/users.listParams': { page: 2 },
      sidebar: { open: true },
    });
    const { authProvider, queryClient } = renderWithAuth(<SignOut />, { env: browser.env, store });
    await authProvider.checkAuth({});
    await authProvider.session.prepareView('console');
    queryClient.setQueryData(['console/users/users', 'getList'], { data: [], total: 0 });
    const wire = recordWire();

    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(browser.navigated).toEqual(['/core/auth/login/']));
    expect(wire[0]).toMatchObject({ method: 'GET', path: '/core/auth/logout/' });
    expect(store.getItem('console/users/users.listParams')).toBeUndefined();
    expect(store.getItem('sidebar')).toBeUndefined();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(readCookie('X-JMS-ORG') || null).toBeNull();
    expect(authProvider.session.state.get()).toMatchObject({ profile: null, currentOrg: null });
    // The user's remembered organisation is a preference: it waits for their next sign-in.
    expect(localStorage.getItem('jms_current_org_orgadmin')).toContain(
      '00000000-0000-0000-0000-000000000002',
    );
  });
});
