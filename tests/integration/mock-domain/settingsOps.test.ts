// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBackend } from '../../../mock/backend';
import { LDAP_SETTINGS, LDAP_USER_PASSWORD } from '../../../mock/domain/ldap';
import { ORG_DEFAULT } from '../../../mock/rbac';
import { as, Client } from './client';

const backend = createBackend({ now: new Date('2026-11-01T08:00:00Z') });
afterEach(() => backend.reset());
const store = () => backend.state.store;

describe('mail test (docs/domain.md §10)', () => {
  it('reports the sent mail, SMTP refusals and invalid input in the real shapes', async () => {
    const admin = await as(backend, 'admin');
    const ok = await admin.send('POST', '/api/v1/settings/mail/testing/', {
      EMAIL_FROM: 'jms@example.com',
      EMAIL_RECIPIENT: 'ops@example.com',
      EMAIL_SUBJECT_PREFIX: '[JMS]',
    });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ msg: 'Test mail sent to ops@example.com, please check' });
    const refused = await admin.send('POST', '/api/v1/settings/mail/testing/', {
      EMAIL_RECIPIENT: 'nobody@mail.invalid',
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toContain('550');
    const invalid = await admin.send('POST', '/api/v1/settings/mail/testing/', {
      EMAIL_RECIPIENT: 'not-an-address',
    });
    expect(await invalid.json()).toEqual({
      error:
        "{'EMAIL_RECIPIENT': [ErrorDetail(string='Enter a valid email address.', code='invalid')]}",
    });
    expect(
      (
        await (
          await as(backend, 'orgadmin')
        ).send('POST', '/api/v1/settings/mail/testing/', { EMAIL_RECIPIENT: 'a@b.c' })
      ).status,
    ).toBe(403);
  });
});

describe('LDAP tests, cache and import', () => {
  const config = { ...LDAP_SETTINGS, AUTH_LDAP_BIND_PASSWORD: '' };

  it('runs the connection test: running first (after ?refresh=1), then the result', async () => {
    const admin = await as(backend, 'admin');
    const start = await admin.send(
      'POST',
      '/api/v1/settings/ldap/testing/config/?refresh=1',
      config,
    );
    expect(await start.json()).toEqual({ status: 'running' });
    const done = await admin.send('POST', '/api/v1/settings/ldap/testing/config/', config);
    expect(done.status).toBe(200);
    expect(await done.json()).toMatch(/^Succeed: Match \d+ s user$/);
    // Polling again keeps the result; a refresh runs a new test with the new values.
    expect(
      await (await admin.send('POST', '/api/v1/settings/ldap/testing/config/', config)).json(),
    ).toMatch(/^Succeed/);
    await admin.send('POST', '/api/v1/settings/ldap/testing/config/?refresh=1', {
      ...config,
      AUTH_LDAP_BIND_PASSWORD: 'wrong',
    });
    const bad = await admin.send('POST', '/api/v1/settings/ldap/testing/config/', config);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatch(/^Error \(Invalid Bind DN\): /);
    await admin.send('POST', '/api/v1/settings/ldap/testing/config/?refresh=1', {
      ...config,
      AUTH_LDAP_SERVER_URI: 'ldap://elsewhere:389',
    });
    expect(
      await (await admin.send('POST', '/api/v1/settings/ldap/testing/config/', config)).json(),
    ).toMatch(/^Error \(Invalid LDAP server\): /);
    await admin.send('POST', '/api/v1/settings/ldap/testing/config/?refresh=1', {
      AUTH_LDAP_SERVER_URI: 'ldap://ldap.example.com',
    });
    const missing = await admin.send('POST', '/api/v1/settings/ldap/testing/config/', {});
    expect(((await missing.json()) as { error: string }).error).toContain(
      "'AUTH_LDAP_BIND_DN': [ErrorDetail(string='This field is required.'",
    );
  });

  it('tests an LDAP login', async () => {
    const admin = await as(backend, 'admin');
    const ok = await admin.send('POST', '/api/v1/settings/ldap/testing/login/', {
      username: 'alice.wong',
      password: LDAP_USER_PASSWORD,
    });
    expect(await ok.json()).toBe('Authentication success: alice.wong');
    const bad = await admin.send('POST', '/api/v1/settings/ldap/testing/login/', {
      username: 'alice.wong',
      password: 'x',
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatch(/^Authentication failed \(username or password incorrect\)/);
  });

  it('syncs the user cache (409 while syncing), lists it sorted by existing, and imports', async () => {
    const admin = await as(backend, 'admin');
    expect(await (await admin.get('/api/v1/settings/ldap/cache/refresh/')).json()).toEqual({
      msg: 'success',
    });
    const first = await admin.get('/api/v1/settings/ldap/users/?cache_police=1');
    expect(first.status).toBe(409);
    expect(await first.json()).toEqual({ msg: 'Synchronization start, please wait.' });
    const second = await admin.get('/api/v1/settings/ldap/users/?cache_police=1');
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({ msg: 'Synchronization is running, please wait.' });
    const users = (await admin.getJson('/api/v1/settings/ldap/users/?cache_police=1')) as {
      id: string;
      username: string;
      existing: boolean;
    }[];
    expect(users.length).toBeGreaterThan(15);
    expect(users[0]).toEqual({
      id: users[0]!.username,
      username: users[0]!.username,
      name: expect.any(String),
      email: expect.any(String),
      groups: expect.any(Array),
      existing: false,
    });
    const firstExisting = users.findIndex((u) => u.existing);
    expect(firstExisting).toBeGreaterThan(0);
    expect(users.slice(firstExisting).every((u) => u.existing)).toBe(true);
    const page = (await admin.getJson(
      '/api/v1/settings/ldap/users/?cache_police=1&search=wong&limit=10&offset=0',
    )) as { count: number; results: { username: string }[] };
    expect(page.results.map((u) => u.username)).toEqual(['alice.wong']);

    const imported = await admin.send('POST', '/api/v1/settings/ldap/users/import/', {
      org_id: ORG_DEFAULT,
      username_list: ['alice.wong', 'zhangwei'],
    });
    expect(await imported.json()).toEqual({
      msg: 'Imported 2 users successfully (Organization: Default)',
    });
    expect(store().userByUsername('zhangwei')).toMatchObject({ name: '张伟', source: 'ldap' });
    const after = (await admin.getJson(
      '/api/v1/settings/ldap/users/?cache_police=1&order=username',
    )) as { username: string; existing: boolean }[];
    expect(after.find((u) => u.username === 'alice.wong')!.existing).toBe(true);
    expect(after.map((u) => u.username)).toEqual(
      [...after.map((u) => u.username)].sort((a, b) => a.localeCompare(b)),
    );
    const users2 = (await admin.getJson('/api/v1/users/users/?search=zhangwei')) as unknown[];
    expect(users2).toHaveLength(1);
  });

  it('refuses an import before the cache is filled', async () => {
    const admin = await as(backend, 'admin');
    const res = await admin.send('POST', '/api/v1/settings/ldap/users/import/', {
      org_id: ORG_DEFAULT,
      username_list: ['*'],
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ msg: 'Get ldap users is None' });
  });
});

describe('sessions, users, applets', () => {
  it('terminates online sessions of the current org with POST kill-session', async () => {
    const online = store()
      .rows('terminal.sessions')
      .filter((s) => !s.is_finished && s.org_id === ORG_DEFAULT);
    const finished = store()
      .rows('terminal.sessions')
      .find((s) => s.is_finished)!;
    const elsewhere = store()
      .rows('terminal.sessions')
      .find((s) => !s.is_finished && s.org_id !== ORG_DEFAULT);
    const admin = await as(backend, 'admin');
    const ids = [
      String(online[0]!.id),
      String(finished.id),
      ...(elsewhere ? [String(elsewhere.id)] : []),
    ];
    const res = await admin.send('POST', '/api/v1/terminal/tasks/kill-session/', ids);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: [online[0]!.id] });
    // A kill task is queued for the session's terminal, which ends the session at its next beat.
    const task = store()
      .rows('terminal.tasks')
      .find((t) => t.args === online[0]!.id)!;
    expect(task).toMatchObject({ name: 'kill_session', terminal: online[0]!.terminal });
    expect(online[0]!.is_finished).toBe(false);
    await vi.waitFor(
      () => expect(online[0]).toMatchObject({ is_finished: true, can_terminate: false }),
      { timeout: 5000 },
    );
    expect(task.is_finished).toBe(true);
    const listed = (await admin.getJson(`/api/v1/terminal/sessions/?is_finished=0&limit=100`)) as {
      results: { id: string }[];
    };
    expect(listed.results.map((s) => s.id)).not.toContain(online[0]!.id);
    expect(
      (
        await (
          await as(backend, 'user')
        ).send('POST', '/api/v1/terminal/tasks/kill-session/', [online[1]!.id])
      ).status,
    ).toBe(403);
  });

  it('unblocks a blocked user', async () => {
    // A blocked member of Default (the admin's current org).
    const members = new Set(
      store()
        .bindings.filter((b) => b.org === ORG_DEFAULT)
        .map((b) => b.user),
    );
    const blocked = store().users.find((u) => u.login_blocked && members.has(String(u.id)))!;
    expect(blocked).toBeDefined();
    const admin = await as(backend, 'admin');
    const res = await admin.send('PATCH', `/api/v1/users/users/${String(blocked.id)}/unblock/`, {});
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id: blocked.id,
      username: blocked.username,
      login_blocked: false,
    });
    expect(blocked.login_blocked).toBe(false);
  });

  it('reports the publication state of each applet on each host', async () => {
    const admin = await as(backend, 'admin');
    const applet = store().rows('terminal.applets')[0]!;
    const list = (await admin.getJson(
      `/api/v1/terminal/applet-publications/?applet=${String(applet.id)}`,
    )) as {
      applet: { id: string };
      host: { name: string };
      status: { value: string; label: string };
    }[];
    expect(list).toHaveLength(store().rows('terminal.applet_hosts').length);
    expect(
      list.every(
        (p) =>
          p.applet.id === applet.id &&
          ['pending', 'success', 'failed', 'mismatch'].includes(p.status.value),
      ),
    ).toBe(true);
    expect(list.some((p) => p.status.value === 'failed')).toBe(true);
  });
});

describe('task logs', () => {
  const running = () =>
    store()
      .rows('ops.celery_task_executions')
      .find((e) => e.state === 'RUNNING')!;

  it('follows a running task with marks until it ends, and finishes its job execution', async () => {
    const admin = await as(backend, 'admin');
    const exec = running();
    const url = `/api/v1/ops/celery/task/${String(exec.id)}/task-execution/${String(exec.id)}/log/`;
    let mark = '';
    let text = '';
    let reads = 0;
    for (; reads < 50; reads++) {
      const body = (await admin.getJson(`${url}${mark ? `?mark=${mark}` : ''}`)) as {
        data: string;
        end: boolean;
        mark: string;
      };
      expect(Object.keys(body).sort()).toEqual(['data', 'end', 'mark']);
      text += body.data;
      mark = body.mark;
      if (body.end) break;
    }
    expect(reads).toBeGreaterThan(2);
    expect(
      text.startsWith(`Task ops.tasks.run_ops_job_execution[${String(exec.id)}] start\r\n`),
    ).toBe(true);
    expect(text.trimEnd().endsWith(': None')).toBe(true);
    expect(text.split('\r\n').filter((l) => l.endsWith(' start'))).toHaveLength(1);
    expect(exec).toMatchObject({ state: 'SUCCESS', is_finished: true });
    expect(
      store()
        .rows('ops.job_executions')
        .find((e) => e.task_id === exec.id),
    ).toMatchObject({ is_finished: true, is_success: true });
  });

  it('says a task without a log is waiting, and serves the HTML log page to signed-in users', async () => {
    const admin = await as(backend, 'admin');
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      await admin.getJson(`/api/v1/ops/celery/task/${unknown}/task-execution/${unknown}/log/`),
    ).toEqual({ data: 'Waiting task start' });
    const id = String(store().rows('ops.celery_task_executions')[0]!.id);
    const page = await admin.get(`/core/ops/celery/task/${id}/log/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain(`/api/v1/ops/celery/task/${id}/task-execution/${id}/log/`);
    const anonymous = await Client.direct(backend).get(`/core/ops/celery/task/${id}/log/`);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get('location')).toBe(
      `/core/auth/login/?next=${encodeURIComponent(`/core/ops/celery/task/${id}/log/`)}`,
    );
  });
});
