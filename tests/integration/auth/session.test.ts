import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { readCookie } from '../../../dataProvider/cookies';
import { request } from '../../../dataProvider/httpClient';
import { signIn, startDemoBackend } from '../../support/backend';
import { authProviderFor, recordedBrowser, recordWire } from './support';

const backend = startDemoBackend();
const HERE = '/core/auth/login/?next=%2Fui%2Fconsole%2Fusers%2Fusers';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the session mark (docs/wire.md §3.2)', () => {
  it('without the mark, logs out on the server and goes to the login page', async () => {
    await signIn('admin', 'ChangeMe');
    document.cookie = 'jms_session_expire=; path=/; max-age=0';
    const { env, navigated } = recordedBrowser();
    const wire = recordWire();
    await expect(authProviderFor(env).checkAuth({})).rejects.toMatchObject({
      redirectTo: false,
      logoutUser: false,
    });
    expect(navigated).toEqual([HERE]);
    expect(wire.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /core/auth/logout/',
      'GET /core/auth/login/',
    ]);
    // The server session is gone too.
    expect((await fetch('/api/v1/users/profile/')).status).toBe(401);
  });

  it('with the mark, loads the profile once and answers identity and access from it', async () => {
    await signIn('orgadmin', 'Orgadmin@2023');
    const { env, navigated } = recordedBrowser();
    const wire = recordWire();
    const auth = authProviderFor(env);
    await auth.checkAuth({});
    await auth.checkAuth({});
    expect(await auth.getIdentity!()).toMatchObject({ fullName: 'Org Admin' });
    expect(await auth.canAccess!({ action: 'list', resource: 'console/users/users' })).toBe(true);
    expect(await auth.canAccess!({ action: 'export', resource: 'console/users/users' })).toBe(true);
    expect(await auth.canAccess!({ action: 'delete', resource: 'console/users/users' })).toBe(true);
    expect(await auth.canAccess!({ action: 'list', resource: 'no/such/resource' })).toBe(false);
    // Raw codenames: org admins hold no system-only permission.
    expect(
      await auth.canAccess!({ action: 'settings.view_setting', resource: 'console/users/users' }),
    ).toBe(false);
    expect(
      await auth.canAccess!({
        action: 'settings.view_setting|users.view_user',
        resource: 'console/users/users',
      }),
    ).toBe(true);
    expect(
      await auth.canAccess!({
        action: 'users.view_user,settings.view_setting',
        resource: 'console/users/users',
      }),
    ).toBe(false);
    expect(
      await auth.canAccess!({
        action: 'users.view_user,users.add_user',
        resource: 'console/users/users',
      }),
    ).toBe(true);
    expect(wire.filter((c) => c.path === '/api/v1/users/profile/')).toHaveLength(1);
    expect(navigated).toEqual([]);
  });

  it('a user without console organisations may not list users', async () => {
    await signIn('loner', 'Loner@2023');
    const auth = authProviderFor(recordedBrowser().env);
    await auth.checkAuth({});
    expect(await auth.canAccess!({ action: 'list', resource: 'console/users/users' })).toBe(false);
    expect(await auth.getPermissions!({})).toContain('rbac.view_workbench');
  });

  it.each([401, 403] as const)(
    'a profile answering %i sends the user to the login page after 100 ms',
    async (status) => {
      await signIn('admin', 'ChangeMe');
      backend.faults.add({ path: '/api/v1/users/profile/', status, times: 1 });
      const { env, navigated } = recordedBrowser();
      const auth = authProviderFor(env);
      await expect(auth.checkAuth({})).rejects.toMatchObject({ logoutUser: false });
      expect(navigated).toEqual([]);
      await sleep(150);
      expect(navigated).toEqual([HERE]);
      // react-admin calls logout after a failed check: nothing more happens, no second navigation.
      expect(await auth.logout({})).toBe(false);
      await sleep(10);
      expect(navigated).toEqual([HERE]);
    },
  );

  it('any other profile failure lets the page start and offers a retry', async () => {
    await signIn('admin', 'ChangeMe');
    backend.faults.add({ path: '/api/v1/users/profile/', status: 500, times: 1 });
    const { env, navigated } = recordedBrowser();
    const auth = authProviderFor(env);
    await auth.checkAuth({});
    expect(auth.session.state.get().profileError).toMatchObject({
      status: 500,
      message: 'app.http.server_error',
    });
    let answered = false;
    const access = auth.canAccess!({ action: 'list', resource: 'console/users/users' }).then(
      (v) => ((answered = true), v),
    );
    await sleep(20);
    expect(answered).toBe(false);
    await auth.session.retryProfile();
    expect(await access).toBe(true);
    expect(auth.session.state.get().profileError).toBeNull();
    expect(navigated).toEqual([]);
  });
});

describe('401 and 403 on other requests', () => {
  it('checkError opens the login-required dialog on 401 and never logs out', async () => {
    await signIn('admin', 'ChangeMe');
    const { env, navigated } = recordedBrowser();
    const auth = authProviderFor(env);
    await auth.checkAuth({});
    await expect(auth.checkError(new HttpError('forbidden', 403, {}))).resolves.toBeUndefined();
    expect(auth.session.state.get().loginRequired).toBe(false);
    await expect(auth.checkError(new HttpError('unauthorized', 401, {}))).resolves.toBeUndefined();
    expect(auth.session.state.get().loginRequired).toBe(true);
    expect(navigated).toEqual([]);
  });

  it('a 401 answered to a custom call (outside react-admin) opens the dialog too', async () => {
    await signIn('admin', 'ChangeMe');
    const auth = authProviderFor(recordedBrowser().env);
    await auth.checkAuth({});
    // The server session ends (signed out elsewhere); the next call answers 401.
    await fetch('/core/auth/logout/');
    document.cookie = 'jms_session_expire=close; path=/';
    await expect(request('/api/v1/users/users/', { silent: true })).rejects.toMatchObject({
      status: 401,
    });
    expect(auth.session.state.get().loginRequired).toBe(true);
  });

  it('after signing in again, the same user goes on where they were; another user gets a fresh page', async () => {
    await signIn('admin', 'ChangeMe');
    const { env, navigated } = recordedBrowser();
    const auth = authProviderFor(env);
    await auth.checkAuth({});
    await fetch('/core/auth/logout/');
    auth.session.openLoginRequired();
    expect(await auth.session.recheckSession()).toBe('signed-out');
    await signIn('admin', 'ChangeMe');
    expect(await auth.session.recheckSession()).toBe('ok');
    expect(auth.session.state.get().loginRequired).toBe(false);
    expect(navigated).toEqual([]);

    await fetch('/core/auth/logout/');
    auth.session.openLoginRequired();
    await signIn('sysadmin', 'Sysadmin@2023');
    expect(await auth.session.recheckSession()).toBe('other-user');
    expect(navigated).toEqual(['/ui/console/users/users']);
  });
});

describe('logout', () => {
  it('ends the server session, then forgets the client state and goes to the login page', async () => {
    await signIn('orgadmin', 'Orgadmin@2023');
    const { env, navigated } = recordedBrowser();
    const auth = authProviderFor(env);
    await auth.checkAuth({});
    await auth.session.prepareView('console');
    expect(readCookie('X-JMS-ORG')).toBe('00000000-0000-0000-0000-000000000002');
    const wire = recordWire();
    expect(await auth.logout({})).toBe(false);
    expect(wire[0]).toMatchObject({ method: 'GET', path: '/core/auth/logout/' });
    expect(readCookie('X-JMS-ORG') || null).toBeNull();
    expect(auth.session.state.get()).toMatchObject({
      profile: null,
      currentOrg: null,
      preOrg: null,
    });
    await sleep(5);
    expect(navigated).toEqual(['/core/auth/login/']);
    expect((await fetch('/api/v1/users/profile/')).status).toBe(401);
  });
});
