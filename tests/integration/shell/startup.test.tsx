/**
 * The startup pipeline with fake steps (order, outcomes, errors) and the gate that runs it: an
 * error with a retry, never a blank page or an endless spinner.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { memoryStore } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Profile } from '../../../authProvider/profile';
import { createI18nProvider } from '../../../i18n';
import { RouteGuard } from '../../../src/shell/guards';
import { ROUTES } from '../../../src/shell/routeMap';
import { useShell } from '../../../src/shell/ShellContext';
import { StartupGate } from '../../../src/shell/StartupGate';
import {
  beginStartup,
  runStartup,
  STARTUP_STEPS,
  StartupError,
  type StartupDeps,
  type StartupStep,
} from '../../../src/shell/startup';

const ORG = {
  id: '00000000-0000-0000-0000-000000000002',
  name: 'Default',
  is_default: true,
  is_root: false,
};

function profileOf(p: Partial<Profile> = {}): Profile {
  return {
    id: 'u1',
    name: 'Ada',
    username: 'ada',
    email: 'ada@example.com',
    perms: ['rbac.view_console', 'users.view_user'],
    is_superuser: false,
    is_first_login: false,
    system_roles: [],
    console_orgs: [ORG],
    audit_orgs: [],
    workbench_orgs: [ORG],
    source: { value: 'local' },
    date_password_last_updated: null,
    ...p,
  };
}

function fakeDeps(calls: string[], overrides: Partial<StartupDeps> = {}): StartupDeps {
  return {
    init: () => void calls.push('init'),
    loadOpenSettings: async () => (
      calls.push('openSettings'),
      { XPACK_ENABLED: true, INTERFACE: { login_title: 'J' } }
    ),
    checkSession: async () => (calls.push('session'), 'ok'),
    loadProfile: async () => (calls.push('profile'), profileOf()),
    loadSettings: async () => (
      calls.push('settings'),
      { XPACK_ENABLED: true, XPACK_LICENSE_IS_VALID: true }
    ),
    prepareView: async (view) => void calls.push(`org:${view}`),
    readPreView: () => null,
    log: { error: vi.fn() },
    ...overrides,
  };
}

const httpError = (status: number) => Object.assign(new Error(`HTTP ${status}`), { status });

describe('the startup pipeline (docs/shell.md §4)', () => {
  it('runs every step once, in order, and starts in the requested view', async () => {
    const calls: string[] = [];
    const steps: StartupStep[] = [];
    const outcome = await runStartup(fakeDeps(calls), '/console/users/users', (s) => steps.push(s));
    expect(steps).toEqual([...STARTUP_STEPS]);
    expect(calls).toEqual([
      'init',
      'openSettings',
      'session',
      'profile',
      'settings',
      'org:console',
    ]);
    expect(outcome.kind).toBe('ready');
    if (outcome.kind !== 'ready') return;
    expect(outcome.redirect).toBeNull();
    expect(outcome.start.view).toBe('console');
    // The full settings complete the open ones; routes are the user's.
    expect(outcome.start.settings).toMatchObject({
      INTERFACE: { login_title: 'J' },
      XPACK_LICENSE_IS_VALID: true,
    });
    expect(outcome.start.routes.map((r) => r.name)).toContain('UsersList');
    expect(outcome.start.routes.map((r) => r.name)).not.toContain('UserGroupsList');
  });

  it('leaves the login pages alone', async () => {
    const calls: string[] = [];
    expect(await runStartup(fakeDeps(calls), '/login')).toEqual({ kind: 'exempt' });
    expect(calls).toEqual([]);
  });

  it('stops when the session mark is missing (the page goes to the login page)', async () => {
    const calls: string[] = [];
    const deps = fakeDeps(calls, {
      checkSession: async () => (calls.push('session'), 'leaving'),
      beginPageRequests: () => void calls.push('page'),
    });
    expect(await runStartup(deps, '/console/users/users')).toEqual({ kind: 'leaving' });
    expect(calls).toEqual(['init', 'openSettings', 'session']);
  });

  it('treats a 401 or 403 on the profile as a finished session, other failures as errors', async () => {
    for (const status of [401, 403]) {
      const deps = fakeDeps([], { loadProfile: () => Promise.reject(httpError(status)) });
      expect(await runStartup(deps, '/')).toEqual({ kind: 'leaving' });
    }
    const failing = runStartup(
      fakeDeps([], { loadProfile: () => Promise.reject(httpError(500)) }),
      '/',
    );
    await expect(failing).rejects.toBeInstanceOf(StartupError);
    await expect(failing).rejects.toMatchObject({ step: 'profile' });
  });

  it('names the step that failed and goes no further than it', async () => {
    const calls: string[] = [];
    const steps: StartupStep[] = [];
    const deps = fakeDeps(calls, { loadOpenSettings: () => Promise.reject(new Error('offline')) });
    await expect(runStartup(deps, '/', (s) => steps.push(s))).rejects.toMatchObject({
      step: 'openSettings',
      message: expect.stringContaining('offline'),
    });
    expect(steps).toEqual(['init', 'openSettings']);
    expect(calls.some((c) => c.startsWith('org:'))).toBe(false);
  });

  it("sends its requests and the page's in one round, before any answer is in", async () => {
    const calls: string[] = [];
    const never =
      <T,>(name: string) =>
      () => (calls.push(name), new Promise<T>(() => undefined));
    const deps = fakeDeps(calls, {
      loadOpenSettings: never('openSettings'),
      loadProfile: never('profile'),
      loadSettings: never('settings'),
      beginPageRequests: () => void calls.push('page'),
    });
    void runStartup(deps, '/console/users/users');
    await vi.waitFor(() =>
      expect(calls).toEqual(['init', 'openSettings', 'session', 'profile', 'settings', 'page']),
    );
  });

  it('sends a view the user may not enter to the chosen one, and checks that view’s organisation', async () => {
    const calls: string[] = [];
    const auditor = profileOf({ console_orgs: [], audit_orgs: [ORG], perms: ['rbac.view_audit'] });
    const outcome = await runStartup(
      fakeDeps(calls, { loadProfile: async () => auditor }),
      '/console/users/users',
    );
    expect(outcome).toMatchObject({
      kind: 'ready',
      redirect: '/audit/dashboard',
      start: { view: 'audit' },
    });
    expect(calls).toContain('org:audit');
  });

  it('starts the home page in the remembered view', async () => {
    const calls: string[] = [];
    const deps = fakeDeps(calls, {
      readPreView: () => 'workbench',
      loadProfile: async () => profileOf({ perms: ['rbac.view_workbench'] }),
    });
    expect(await runStartup(deps, '/')).toMatchObject({
      kind: 'ready',
      redirect: '/workbench/home',
    });
    expect(calls).toContain('org:workbench');
  });

  it("keeps the home page, the overview, where the chosen view's home is not open", async () => {
    const deps = fakeDeps([], { readPreView: () => 'workbench' });
    expect(await runStartup(deps, '/')).toMatchObject({ kind: 'ready', redirect: null });
  });

  it('skips the organisation check outside the views', async () => {
    const calls: string[] = [];
    expect(await runStartup(fakeDeps(calls), '/404')).toMatchObject({
      kind: 'ready',
      redirect: null,
    });
    expect(calls.some((c) => c.startsWith('org:'))).toBe(false);
  });

  it('uses the profile the organisation check reloaded', async () => {
    const other = profileOf({ perms: ['rbac.view_console', 'users.view_usergroup'] });
    const outcome = await runStartup(
      fakeDeps([], { prepareView: async () => other }),
      '/console/users/groups',
    );
    if (outcome.kind !== 'ready') throw new Error(outcome.kind);
    expect(outcome.start.profile).toBe(other);
    expect(outcome.start.routes.map((r) => r.name)).toContain('UserGroupsList');
  });

  it('sends first-login users to /profile/improvement', async () => {
    const deps = fakeDeps([], { loadProfile: async () => profileOf({ is_first_login: true }) });
    expect(await runStartup(deps, '/console/users/users')).toMatchObject({
      redirect: '/profile/improvement',
    });
    expect(await runStartup(deps, '/profile/improvement')).toMatchObject({ redirect: null });
  });
});

function Where() {
  const { pathname } = useLocation();
  const shell = useShell();
  return (
    <p>
      started at {pathname} as {shell.profile.name}
    </p>
  );
}

function renderGate(
  deps: StartupDeps,
  path = '/console/users/users',
  more: Partial<Parameters<typeof StartupGate>[0]> = {},
) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="*"
          element={
            <StartupGate
              deps={deps}
              i18n={createI18nProvider('en')}
              exempt={<p>exempt</p>}
              {...more}
            >
              <Where />
            </StartupGate>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the startup gate', () => {
  it('shows progress while starting', async () => {
    renderGate(fakeDeps([], { loadProfile: () => new Promise<Profile>(() => undefined) }));
    expect((await screen.findByRole('status')).textContent).toBe('Starting the console…');
  });

  it('shows a failed step as a translated error with a working Retry', async () => {
    let attempts = 0;
    const deps = fakeDeps([], {
      loadSettings: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('Server Error');
        return {};
      },
    });
    renderGate(deps);
    expect(await screen.findByText('The console could not start: Server Error')).toBeTruthy();
    expect(screen.getByText('Step that failed: settings')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('started at /console/users/users as Ada')).toBeTruthy();
    expect(attempts).toBe(2);
  });

  it('draws its screens in the mode kept in the Store, before anyone is known (docs/shell.md §1.5)', async () => {
    const store = memoryStore();
    store.setup();
    store.setItem('theme', 'dark');
    const scheme = () => getComputedStyle(document.documentElement).colorScheme;
    renderGate(
      fakeDeps([], { loadProfile: () => new Promise<Profile>(() => undefined) }),
      undefined,
      {
        store,
      },
    );
    await screen.findByRole('status');
    expect(scheme()).toBe('dark');
    // "As the system" (no key): the system's scheme, light here.
    act(() => store.removeItem('theme'));
    await waitFor(() => expect(scheme()).toBe('light'));
  });

  it('says so while the page leaves for the login page', async () => {
    renderGate(fakeDeps([], { checkSession: async () => 'leaving' }));
    expect(
      await screen.findByText('Your session has ended. Going to the login page…'),
    ).toBeTruthy();
  });

  it('replaces the requested page by the one startup chose', async () => {
    renderGate(fakeDeps([], { loadProfile: async () => profileOf({ is_first_login: true }) }));
    expect(await screen.findByText('started at /profile/improvement as Ada')).toBeTruthy();
  });

  it('follows the startup begun before rendering instead of running a second one', async () => {
    const calls: string[] = [];
    let answer: (p: Profile) => void = () => undefined;
    const deps = fakeDeps(calls, {
      loadProfile: () => (calls.push('profile'), new Promise<Profile>((r) => (answer = r))),
    });
    const run = beginStartup(deps, '/console/users/users');
    await vi.waitFor(() => expect(run.step()).toBe('profile'));
    renderGate(deps, '/console/users/users', { run });
    expect((await screen.findByRole('status')).textContent).toBe('Starting the console…');
    answer(profileOf());
    expect(await screen.findByText('started at /console/users/users as Ada')).toBeTruthy();
    expect(calls.filter((c) => c === 'openSettings' || c === 'profile')).toEqual([
      'openSettings',
      'profile',
    ]);
  });

  it('tells what started it on which page (the one startup chose)', async () => {
    const onStarted = vi.fn();
    renderGate(
      fakeDeps([], { loadProfile: async () => profileOf({ is_first_login: true }) }),
      '/console/users/users',
      { onStarted },
    );
    expect(await screen.findByText('started at /profile/improvement as Ada')).toBeTruthy();
    expect(onStarted).toHaveBeenCalledTimes(1);
    expect(onStarted.mock.calls[0]![1]).toBe('/profile/improvement');
    expect(onStarted.mock.calls[0]![0]).toMatchObject({
      profile: { name: 'Ada' },
      view: 'console',
    });
  });

  it('renders the login paths without running the checks', async () => {
    const calls: string[] = [];
    renderGate(fakeDeps(calls), '/login');
    expect(await screen.findByText('exempt')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});

describe('entering another view', () => {
  it("holds the view's pages until its organisation check is done", async () => {
    let finish: () => void = () => undefined;
    const prepareView = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const deps = fakeDeps([], {
      loadProfile: async () =>
        profileOf({ audit_orgs: [ORG], perms: ['rbac.view_console', 'rbac.view_audit'] }),
    });
    const auditDashboard = ROUTES.find((e) => e.name === 'AuditDashboard')!;
    function GoToAudit() {
      const navigate = useNavigate();
      return <button onClick={() => navigate('/audit/dashboard')}>audit</button>;
    }
    render(
      <MemoryRouter initialEntries={['/console/dashboard']}>
        <StartupGate deps={deps} i18n={createI18nProvider('en')} prepareView={prepareView}>
          <GoToAudit />
          <Routes>
            <Route
              path="/audit/dashboard"
              element={
                <RouteGuard entry={auditDashboard}>
                  <p>audit page</p>
                </RouteGuard>
              }
            />
          </Routes>
        </StartupGate>
      </MemoryRouter>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'audit' }));
    await vi.waitFor(() => expect(prepareView).toHaveBeenCalledWith('audit'));
    expect(screen.queryByText('audit page')).toBeNull();
    finish();
    expect(await screen.findByText('audit page')).toBeTruthy();
  });
});
