// @vitest-environment node
/**
 * System pages on the demo backend: applet package upload with the real validation messages,
 * applet host deployment and publishing tasks with their results, Celery task executions and
 * their rerun, and an organisation's members as org-role bindings.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBackend } from '../../../mock/backend';
import { ORG_DEFAULT, ORG_ROOT } from '../../../mock/rbac';
import { makeZip } from '../../support/zip';
import { as } from './client';

const backend = createBackend({ now: new Date('2026-11-01T08:00:00Z') });
afterEach(() => backend.reset());
const store = () => backend.state.store;
type Client = Awaited<ReturnType<typeof as>>;
type Row = Record<string, unknown>;

const PKG = {
  'notepad/manifest.yml':
    'name: notepad\ndisplay_name: Notepad++\nversion: 1.2\nauthor: Demo\ntype: general\nprotocols:\n  - rdp\ntags: [editor]\n',
  'notepad/icon.png': 'png',
  'notepad/i18n.yml': 'Notepad++:\n  zh: 记事本\n',
  'notepad/setup.yml': 'type: manual\n',
};

const upload = (client: Client, zip: Buffer, filename: string, query = '') => {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(zip)], filename, { type: 'application/zip' }));
  return client.call(`/api/v1/terminal/applets/upload/${query}`, { method: 'POST', body: form });
};

/** Reads the task's log through the HTTP log API (following its mark) until it ends. */
const logOf = async (client: Client, task: string) => {
  let text = '';
  let mark = '';
  await vi.waitFor(
    async () => {
      const read = (await client.getJson(
        `/api/v1/ops/celery/task/${task}/task-execution/${task}/log/${mark ? `?mark=${mark}` : ''}`,
      )) as { data: string; end?: boolean; mark?: string };
      text += read.data;
      mark = read.mark ?? mark;
      expect(read.end).toBe(true);
    },
    { timeout: 15000, interval: 200 },
  );
  return text;
};

describe('applet upload', () => {
  it('creates the applet from its manifest; the same name again needs ?update=1', async () => {
    const admin = await as(backend, 'admin');
    const res = await upload(admin, makeZip(PKG), 'notepad.zip');
    expect(res.status).toBe(201);
    const applet = (await res.json()) as Row;
    expect(applet).toMatchObject({ name: 'notepad', display_name: 'Notepad++', version: '1.2' });
    const again = await upload(admin, makeZip(PKG), 'notepad.zip');
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ error: 'Applet already exists: notepad' });
    const update = await upload(admin, makeZip(PKG), 'notepad.zip', '?update=1');
    expect(update.status).toBe(200);
    const listed = await admin.getJson<Row[]>('/api/v1/terminal/applets/?name=notepad');
    expect(listed.map((a) => a.name)).toEqual(['notepad']);
  });

  it('refuses what the backend refuses, with its message', async () => {
    const admin = await as(backend, 'admin');
    const before = store().rows('terminal.applets').length;
    const junk = await upload(admin, Buffer.from('not a zip'), 'notepad.zip');
    expect(await junk.json()).toEqual({ error: 'Invalid zip file' });
    const { ['notepad/setup.yml']: _setup, ...noSetup } = PKG;
    const missing = await upload(admin, makeZip(noSetup), 'notepad.zip');
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ error: 'Applet pkg not valid, Missing file setup.yml' });
    // The top folder must be named like the zip.
    const renamed = await upload(admin, makeZip(PKG), 'other.zip');
    expect(await renamed.json()).toEqual({
      error: 'Applet pkg not valid, Missing file manifest.yml',
    });
    const noName = await upload(
      admin,
      makeZip({ ...PKG, 'notepad/manifest.yml': 'version: 1\n' }),
      'notepad.zip',
    );
    expect(await noName.json()).toEqual({ error: 'Missing name in manifest.yml' });
    expect(store().rows('terminal.applets')).toHaveLength(before);
    const user = await as(backend, 'user');
    expect((await upload(user, makeZip(PKG), 'notepad.zip')).status).toBe(403);
  });
});

describe('applet hosts', () => {
  const reachableHost = () =>
    store()
      .rows('terminal.applet_hosts')
      .find((h) => h.load !== 'offline')!;

  it('deploy answers a task; its log ends, the deployment succeeds and the applets are published', async () => {
    const admin = await as(backend, 'admin');
    const host = reachableHost();
    const res = await admin.send('POST', '/api/v1/terminal/applet-host-deployments/', {
      host: host.id,
    });
    expect(res.status).toBe(201);
    const { task } = (await res.json()) as { task: string };
    expect(await logOf(admin, task)).toContain(`ok: [${String(host.name)}]`);
    const history = await admin.getJson<Row[]>(
      `/api/v1/terminal/applet-host-deployments/?host=${String(host.id)}`,
    );
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ host: host.id, task, status: { value: 'success' } });
    const pubs = await admin.getJson<Row[]>(
      `/api/v1/terminal/applet-publications/?host=${String(host.id)}`,
    );
    const active = store()
      .rows('terminal.applets')
      .filter((a) => a.is_active);
    for (const a of active)
      expect(pubs.find((p) => (p.applet as Row).id === a.id)?.status).toMatchObject({
        value: 'success',
      });
  });

  it('publishing one applet is for superusers only', async () => {
    const admin = await as(backend, 'admin');
    const host = reachableHost();
    const applet = store().rows('terminal.applets')[0]!;
    const res = await admin.send('POST', '/api/v1/terminal/applet-host-deployments/applets/', {
      host: host.id,
      applet_id: applet.id,
    });
    expect(res.status).toBe(201);
    const { task } = (await res.json()) as { task: string };
    expect(await logOf(admin, task)).toContain(`Install ${String(applet.name)}`);
    const orgadmin = await as(backend, 'orgadmin');
    const refused = await orgadmin.send(
      'POST',
      '/api/v1/terminal/applet-host-deployments/applets/',
      { host: host.id },
    );
    expect(refused.status).toBe(403);
  });
});

describe('applet publications', () => {
  const URL = '/api/v1/terminal/applet-publications/';

  it('describes its fields in OPTIONS, in the request language', async () => {
    const admin = await as(backend, 'admin');
    admin.lang = 'zh';
    const res = await admin.call(URL, { method: 'OPTIONS' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { actions: { GET: Record<string, Row> } };
    expect(Object.keys(body.actions.GET)).toEqual([
      'id',
      'applet',
      'host',
      'status',
      'comment',
      'date_created',
      'date_updated',
    ]);
    expect(body.actions.GET.host).toMatchObject({ type: 'object_related_field', label: '主机' });
  });

  it("names each row's applet (with its version) and host, and searches their names", async () => {
    const admin = await as(backend, 'admin');
    const rows = await admin.getJson<Row[]>(`${URL}?search=chrome`);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect((r.applet as Row).name).toBe('chrome');
      expect(r.applet).toHaveProperty('version');
      expect(r.host).toEqual({ id: expect.any(String), name: expect.any(String) });
    }
  });

  it('is excluded from every role: a system administrator who is not a superuser gets a 403', async () => {
    for (const who of ['sysadmin', 'orgadmin'] as const) {
      const user = await as(backend, who);
      expect((await user.get(URL)).status).toBe(403);
      expect((await user.get('/api/v1/terminal/applet-host-deployments/')).status).toBe(403);
    }
  });
});

describe('celery task executions', () => {
  it("lists a task's executions, newest first; an unknown task is a 404", async () => {
    const admin = await as(backend, 'admin');
    const task = store().rows('ops.celery_tasks')[0]!;
    const page = await admin.getJson<{ count: number; results: Row[] }>(
      `/api/v1/ops/task-executions/?task_id=${String(task.id)}&limit=5&offset=0`,
    );
    expect(page.count).toBe((task.summary as { total: number }).total);
    expect(page.results.every((e) => e.name === task.name)).toBe(true);
    expect(Object.keys(page.results[0]!).sort()).toEqual(
      [
        'id',
        'name',
        'args',
        'kwargs',
        'time_cost',
        'timedelta',
        'is_success',
        'is_finished',
        'date_published',
        'date_start',
        'date_finished',
      ].sort(),
    );
    const unknown = await admin.call(
      '/api/v1/ops/task-executions/?task_id=00000000-0000-0000-0000-00000000dead',
    );
    expect(unknown.status).toBe(404);
  });

  it('reruns an execution: a new execution whose log ends; no `from` is a bare 400', async () => {
    const admin = await as(backend, 'admin');
    const task = store()
      .rows('ops.celery_tasks')
      .find((t) => t.name === 'users.tasks.check_password_expired')!;
    const first = (
      await admin.getJson<Row[]>(`/api/v1/ops/task-executions/?task_id=${String(task.id)}`)
    )[0]!;
    const total = (task.summary as { total: number }).total;
    const res = await admin.send(
      'POST',
      `/api/v1/ops/task-executions/?from=${String(first.id)}`,
      {},
    );
    expect(res.status).toBe(201);
    const { task_id } = (await res.json()) as { task_id: string };
    expect(await logOf(admin, task_id)).toContain('check_password_expired');
    const after = await admin.getJson<Row[]>(
      `/api/v1/ops/task-executions/?task_id=${String(task.id)}`,
    );
    expect(after).toHaveLength(total + 1);
    expect(after[0]).toMatchObject({ id: task_id, is_finished: true, is_success: true });
    const bare = await admin.send('POST', '/api/v1/ops/task-executions/', {});
    expect(bare.status).toBe(400);
  });
});

describe('org members', () => {
  it("lists the org's role bindings in that org (oid), each with the user and role names", async () => {
    const admin = await as(backend, 'admin');
    const rows = await admin.getJson<Row[]>(`/api/v1/rbac/org-role-bindings/?oid=${ORG_DEFAULT}`);
    const expected = store().bindings.filter((b) => b.org === ORG_DEFAULT);
    expect(rows).toHaveLength(expected.length);
    expect(rows[0]).toMatchObject({ scope: 'org', org: ORG_DEFAULT });
    expect(String(rows[0]!.user_display)).toMatch(/\(.+\)$/);
    const all = await admin.getJson<Row[]>(`/api/v1/rbac/org-role-bindings/?oid=${ORG_ROOT}`);
    expect(all.length).toBeGreaterThan(rows.length);
  });
});
