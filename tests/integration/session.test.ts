import { describe, expect, it } from 'vitest';
import { createAuthProvider } from '../../authProvider';
import { signIn, startDemoBackend } from '../support/backend';

startDemoBackend();

function recorder() {
  const visited: string[] = [];
  return { visited, env: { navigate: (url: string) => void visited.push(url), currentPath: () => '/ui/console/users/users' } };
}

describe('session mark and profile (shell-spec §4.2)', () => {
  it('without the jms_session_expire mark, logs out on the server and goes to the login page', async () => {
    await signIn('admin', 'ChangeMe');
    document.cookie = 'jms_session_expire=; path=/; max-age=0';
    const { visited, env } = recorder();
    await expect(createAuthProvider(env).checkAuth({})).rejects.toMatchObject({ redirectTo: false });
    expect(visited).toEqual(['/core/auth/login/?next=%2Fui%2Fconsole%2Fusers%2Fusers']);
    // The server session is gone too: the profile now answers 401.
    expect((await fetch('/api/v1/users/profile/')).status).toBe(401);
  });

  it('with the mark, loads the profile once and answers identity and access from it', async () => {
    await signIn('orgadmin', 'Orgadmin@2023');
    const { visited, env } = recorder();
    const auth = createAuthProvider(env);
    await auth.checkAuth({});
    expect(await auth.getIdentity!()).toMatchObject({ fullName: 'Org Admin' });
    expect(await auth.canAccess!({ action: 'list', resource: 'console/users/users' })).toBe(true);
    expect(await auth.canAccess!({ action: 'settings.view_setting', resource: 'console/users/users' })).toBe(false);
    expect(visited).toEqual([]);
  });

  it('a profile answering 401 sends the user to the login page after 100 ms', async () => {
    document.cookie = 'jms_session_expire=close; path=/';
    const { visited, env } = recorder();
    await expect(createAuthProvider(env).checkAuth({})).rejects.toBeTruthy();
    expect(visited).toEqual([]);
    await new Promise((r) => setTimeout(r, 150));
    expect(visited).toEqual(['/core/auth/login/?next=%2Fui%2Fconsole%2Fusers%2Fusers']);
  });
});
