// @vitest-environment node
/**
 * The job centre on the demo backend (docs/domain.md §8.3–8.5): an instant job answers only
 * its task id and runs on each asset, the task detail and the execution's per-host summary follow,
 * command ACLs reject a dangerous command with their reason, the periodic setting is required,
 * run now, and every list is filtered to its creator.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBackend } from '../../../mock/backend';
import { taskLogText } from '../../../mock/domain/taskLogs';
import { ORG_DEFAULT } from '../../../mock/rbac';
import { as } from './client';
import { makeZip } from '../../support/zip';

const backend = createBackend({ now: new Date('2026-11-01T08:00:00Z') });
afterEach(() => backend.reset());
const store = () => backend.state.store;

type Client = Awaited<ReturnType<typeof as>>;
interface TaskDetail {
  status: string;
  is_finished: boolean;
  job_id: string;
}
interface Execution {
  id: string;
  task_id: string;
  is_finished: boolean;
  summary: { ok: string[]; failures: object; dark: object; excludes: object; error?: string };
}

const hostsWithRoot = (n: number) =>
  store()
    .rows('assets.assets')
    .filter(
      (a) =>
        a.org_id === ORG_DEFAULT &&
        a.category === 'host' &&
        store()
          .rows('accounts.accounts')
          .some((acc) => acc.asset === a.id && acc.username === 'root'),
    )
    .slice(0, n);

/** An asset permission granting `assets` to `username` (the runner checks the grants first). */
function grant(username: string, assets: { id: unknown }[]) {
  const now = Date.now();
  store()
    .rows('perms.asset_permissions')
    .push({
      id: crypto.randomUUID(),
      name: `jobs test ${now}`,
      org_id: ORG_DEFAULT,
      users: [store().userByUsername(username)!.id],
      user_groups: [],
      assets: assets.map((a) => a.id),
      nodes: [],
      accounts: ['@ALL'],
      actions: ['connect'],
      is_active: true,
      date_start: new Date(now - 60_000).toISOString(),
      date_expired: new Date(now + 86_400_000).toISOString(),
    });
  store().touch();
}

async function finished(client: Client, task: string): Promise<TaskDetail> {
  let out: TaskDetail | undefined;
  await vi.waitFor(
    async () => {
      out = await client.getJson<TaskDetail>(`/api/v1/ops/job-execution/task-detail/${task}/`);
      expect(out.is_finished).toBe(true);
    },
    { timeout: 20000, interval: 200 },
  );
  return out!;
}

async function executionOf(client: Client, task: string, jobId: string): Promise<Execution> {
  const rows = await client.getJson<Execution[]>(`/api/v1/ops/job-executions/?job_id=${jobId}`);
  return rows.find((e) => e.task_id === task)!;
}

describe('quick job', () => {
  it('runs hostname on three assets: the answer is only the task id, each host reports', async () => {
    const admin = await as(backend, 'admin');
    const assets = hostsWithRoot(3);
    expect(assets).toHaveLength(3);
    grant('admin', assets);
    const res = await admin.send('POST', '/api/v1/ops/jobs/', {
      assets: assets.map((a) => a.id),
      nodes: [],
      module: 'shell',
      args: 'hostname',
      runas: 'root',
      runas_policy: 'skip',
      instant: true,
      is_periodic: false,
      timeout: -1,
    });
    expect(res.status).toBe(201);
    const body = (await res.json()) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(['task_id']);
    const detail = await finished(admin, String(body.task_id));
    const execution = await executionOf(admin, String(body.task_id), detail.job_id);
    const reported = [
      ...execution.summary.ok,
      ...Object.keys(execution.summary.failures),
      ...Object.keys(execution.summary.dark),
    ].sort();
    expect(reported).toEqual(assets.map((a) => String(a.name)).sort());
    expect(detail.status).toBe(execution.summary.ok.length === 3 ? 'success' : 'failed');
    // The per-asset detail prints each reachable host's own name.
    const perHost = await admin.getJson<{
      detail: { name: string; tasks: { output: string }[] }[];
    }>(`/api/v1/ops/job-execution/asset-detail/?execution_id=${execution.id}`);
    for (const name of execution.summary.ok)
      expect(perHost.detail.find((h) => h.name === name)?.tasks[0]?.output).toBe(name);
    // Instant jobs are not in the job list, but retrieve still answers them.
    const list = await admin.getJson<{ id: string }[]>('/api/v1/ops/jobs/');
    expect(list.some((j) => j.id === detail.job_id)).toBe(false);
    expect((await admin.get(`/api/v1/ops/jobs/${detail.job_id}/`)).status).toBe(200);
  });

  it('rejects a command matched by a reject ACL, with the reason in the summary', async () => {
    const admin = await as(backend, 'admin');
    const [asset] = hostsWithRoot(1);
    grant('admin', [asset!]);
    const group = await admin.send('POST', '/api/v1/acls/command-groups/', {
      name: 'no wipe',
      type: 'command',
      content: 'rm -rf /',
      ignore_case: true,
    });
    expect(group.status).toBe(201);
    const groupId = ((await group.json()) as { id: string }).id;
    const acl = await admin.send('POST', '/api/v1/acls/command-filter-acls/', {
      name: 'Block wipes',
      priority: 100,
      action: 'reject',
      users: { username_group: ['*'] },
      assets: { name_group: ['*'], address_group: ['*'] },
      accounts: { username_group: ['*'] },
      command_groups: [groupId],
      is_active: true,
    });
    expect(acl.status).toBe(201);
    const res = await admin.send('POST', '/api/v1/ops/jobs/', {
      assets: [asset!.id],
      module: 'shell',
      args: 'rm -rf /',
      runas: 'root',
      runas_policy: 'skip',
      instant: true,
      is_periodic: false,
      timeout: -1,
    });
    const { task_id } = (await res.json()) as { task_id: string };
    const detail = await finished(admin, task_id);
    expect(detail.status).toBe('failed');
    const execution = await executionOf(admin, task_id, detail.job_id);
    expect(execution.summary.error).toContain('is rejected by acl Block wipes');
  });

  it('fails a run on assets not granted to the user: each printed, the count in the summary', async () => {
    const admin = await as(backend, 'admin');
    const assets = hostsWithRoot(3);
    grant('admin', assets.slice(0, 1));
    const res = await admin.send('POST', '/api/v1/ops/jobs/', {
      assets: assets.map((a) => a.id),
      module: 'shell',
      args: 'hostname',
      runas: 'root',
      runas_policy: 'skip',
      instant: true,
      is_periodic: false,
      timeout: -1,
    });
    // Accepted, as the real backend does: the worker refuses it (check_assets_perms).
    expect(res.status).toBe(201);
    const { task_id } = (await res.json()) as { task_id: string };
    const detail = await finished(admin, task_id);
    expect(detail.status).toBe('failed');
    const execution = await executionOf(admin, task_id, detail.job_id);
    expect(execution.summary.error).toBe('You do not have access rights to 2 assets');
    expect(execution.summary.ok).toEqual([]);
    // eslint-disable-next-line no-control-regex -- the log's colours, dropped to read its text
    const log = taskLogText(backend.state, task_id)!.text.replace(/\u001b\[[\d;]*m/g, '');
    for (const a of assets.slice(1))
      expect(log).toContain(
        `Asset ${String(a.name)}(${String(a.address)}) has no access permission`,
      );
    expect(log).not.toContain(`Asset ${String(assets[0]!.name)}(`);
    expect(log).not.toContain('PLAY [');
  });

  it('answers the frequent account names after a 301 from the slash-less URL', async () => {
    const admin = await as(backend, 'admin');
    const res = await admin.get('/api/v1/ops/frequent-username');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/api/v1/ops/frequent-username/');
    const names = await admin.getJson<{ username: string; total: number }[]>(
      '/api/v1/ops/frequent-username/',
    );
    expect(names.every((n) => n.username !== 'root')).toBe(true);
    const totals = names.map((n) => n.total);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
  });
});

describe('jobs', () => {
  it('requires a periodic setting unless is_periodic is false', async () => {
    const admin = await as(backend, 'admin');
    const [asset] = hostsWithRoot(1);
    const job = {
      name: 'uptime',
      type: 'adhoc',
      module: 'shell',
      args: 'uptime',
      assets: [asset!.id],
      runas: 'root',
      runas_policy: 'skip',
    };
    const missing = await admin.send('POST', '/api/v1/ops/jobs/', job);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      is_periodic: ['Require periodic or regularly perform setting'],
    });
    const ok = await admin.send('POST', '/api/v1/ops/jobs/', {
      ...job,
      is_periodic: true,
      crontab: '0 2 * * *',
    });
    expect(ok.status).toBe(201);
    expect(((await ok.json()) as { crontab: string }).crontab).toBe('0 2 * * *');
  });

  it('runs a job now (only the task id) and shows its executions to its creator only', async () => {
    const admin = await as(backend, 'admin');
    const user = await as(backend, 'user');
    const [asset] = hostsWithRoot(1);
    grant('admin', [asset!]);
    const created = await admin.send('POST', '/api/v1/ops/jobs/', {
      name: 'who',
      type: 'adhoc',
      module: 'shell',
      args: 'whoami',
      assets: [asset!.id],
      runas: 'root',
      runas_policy: 'skip',
      is_periodic: false,
    });
    const jobId = ((await created.json()) as { id: string }).id;
    const run = await admin.send('POST', '/api/v1/ops/job-executions/', { job: jobId });
    expect(run.status).toBe(201);
    const { task_id } = (await run.json()) as { task_id: string };
    await finished(admin, task_id);
    expect((await executionOf(admin, task_id, jobId)).is_finished).toBe(true);
    const theirs = await user.getJson<{ task_id: string }[]>(
      `/api/v1/ops/job-executions/?job_id=${jobId}`,
    );
    expect(theirs).toEqual([]);
    expect((await user.send('POST', '/api/v1/ops/job-executions/', { job: jobId })).status).toBe(
      400,
    );
  });
});

describe('playbook workspace', () => {
  it('a blank playbook has main.yml; files are created, saved, renamed and deleted by path', async () => {
    const admin = await as(backend, 'admin');
    const created = await admin.send('POST', '/api/v1/ops/playbooks/', {
      name: 'deploy',
      comment: '',
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const url = `/api/v1/ops/playbook/${id}/file/`;
    const tree = await admin.getJson<{ id: string; pId: string; isParent: boolean }[]>(url);
    expect(tree[0]).toMatchObject({ id: 'root', name: 'deploy', isParent: true, pId: '' });
    expect(tree.slice(1)).toEqual([
      expect.objectContaining({ id: 'main.yml', pId: 'root', isParent: false }),
    ]);
    expect(await admin.getJson(`${url}?key=main.yml`)).toEqual({
      content: '## write your playbook here',
    });

    const dir = await admin.send('POST', url, {
      key: 'root',
      is_directory: true,
      name: 'vars',
      content: '',
    });
    expect(await dir.json()).toMatchObject({ id: 'vars', pId: 'root', isParent: true });
    const file = await admin.send('POST', url, {
      key: 'vars',
      is_directory: false,
      name: 'a.yml',
      content: '',
    });
    expect(await file.json()).toMatchObject({ id: 'vars/a.yml', pId: 'vars', iconSkin: 'file' });
    const again = await admin.send('POST', url, {
      key: 'vars',
      is_directory: false,
      name: 'a.yml',
      content: '',
    });
    expect(((await again.json()) as { id: string }).id).toBe('vars/a.yml(1)');

    expect((await admin.send('PATCH', url, { key: 'vars/a.yml', content: 'x: 1\n' })).status).toBe(
      200,
    );
    expect(await admin.getJson(`${url}?key=vars/a.yml`)).toEqual({ content: 'x: 1\n' });
    expect(
      (await admin.send('PATCH', url, { key: 'vars', new_name: 'group_vars', is_directory: true }))
        .status,
    ).toBe(200);
    expect(await admin.getJson(`${url}?key=group_vars/a.yml`)).toEqual({ content: 'x: 1\n' });
    const renameMain = await admin.send('PATCH', url, {
      key: 'main.yml',
      new_name: 'x.yml',
      is_directory: false,
    });
    expect(await renameMain.json()).toEqual({ msg: 'main.yml can not be rename' });
    expect(await (await admin.call(`${url}?key=main.yml`, { method: 'DELETE' })).json()).toEqual({
      msg: ' main.yml can not be delete',
    });
    expect(await (await admin.call(`${url}?key=group_vars`, { method: 'DELETE' })).json()).toEqual({
      msg: 'ok',
    });
    const after = await admin.getJson<{ id: string }[]>(url);
    expect(after.map((n) => n.id)).toEqual(['root', 'main.yml']);
    // Another user's playbook is not theirs to edit.
    const user = await as(backend, 'user');
    expect((await user.get(url)).status).toBe(404);
  });
});

describe('playbook upload', () => {
  const upload = (client: Client, zip: Buffer, filename: string) => {
    const form = new FormData();
    form.set('path', new File([new Uint8Array(zip)], filename, { type: 'application/zip' }));
    return client.call('/api/v1/ops/playbooks/', { method: 'POST', body: form });
  };

  it('extracts a zip with main.yml at its top into a playbook named after the file', async () => {
    const admin = await as(backend, 'admin');
    const zip = makeZip({ 'main.yml': '- hosts: all\n', 'roles/db/tasks/main.yml': '- ping:\n' });
    const res = await upload(admin, zip, 'deploy.v2.zip');
    expect(res.status).toBe(201);
    const { id, name } = (await res.json()) as { id: string; name: string };
    expect(name).toBe('v2');
    const url = `/api/v1/ops/playbook/${id}/file/`;
    const ids = (await admin.getJson<{ id: string }[]>(url)).map((n) => n.id);
    expect(ids).toEqual([
      'root',
      'roles',
      'roles/db',
      'roles/db/tasks',
      'main.yml',
      'roles/db/tasks/main.yml',
    ]);
    expect(await admin.getJson(`${url}?key=roles/db/tasks/main.yml`)).toEqual({
      content: '- ping:\n',
    });
  });

  it('refuses a zip without a top-level main.yml, and bytes that are not a zip', async () => {
    const admin = await as(backend, 'admin');
    const before = store().rows('ops.playbooks').length;
    const nested = await upload(admin, makeZip({ 'app/main.yml': 'x' }), 'app.zip');
    expect(nested.status).toBe(400);
    expect(await nested.json()).toEqual({ detail: 'no valid program entry found.', code: 'error' });
    const junk = await upload(admin, Buffer.from('not a zip'), 'junk.zip');
    expect(await junk.json()).toEqual({ msg: 'Unzip failed' });
    expect(store().rows('ops.playbooks')).toHaveLength(before);
  });
});

describe('schedule and targets', () => {
  it('turning the schedule on needs the schedule in the request; off needs nothing', async () => {
    const admin = await as(backend, 'admin');
    const created = await admin.send('POST', '/api/v1/ops/jobs/', {
      name: 'sched',
      type: 'adhoc',
      module: 'shell',
      args: 'date',
      assets: [],
      runas: 'root',
      runas_policy: 'skip',
      is_periodic: true,
      crontab: '0 3 * * *',
    });
    const { id } = (await created.json()) as { id: string };
    const off = await admin.send('PATCH', `/api/v1/ops/jobs/${id}/`, { is_periodic: false });
    expect(((await off.json()) as { is_periodic: boolean }).is_periodic).toBe(false);
    const bare = await admin.send('PATCH', `/api/v1/ops/jobs/${id}/`, { is_periodic: true });
    expect(bare.status).toBe(400);
    const on = await admin.send('PATCH', `/api/v1/ops/jobs/${id}/`, {
      is_periodic: true,
      crontab: '0 3 * * *',
      interval: 24,
    });
    expect(await on.json()).toMatchObject({ is_periodic: true, crontab: '0 3 * * *' });
  });

  it('a quick job on a node runs on the assets of that node the user is permitted on', async () => {
    const user = await as(backend, 'user');
    const nodes = await user.getJson<{ id: string; assets_amount: number }[]>(
      '/api/v1/perms/users/self/nodes/',
    );
    const node = nodes
      .filter((n) => n.assets_amount > 0)
      .sort((a, b) => a.assets_amount - b.assets_amount)[0]!;
    const granted = await user.getJson<{ id: string; name: string }[]>(
      `/api/v1/perms/users/self/nodes/${node.id}/assets/`,
    );
    const res = await user.send('POST', '/api/v1/ops/jobs/', {
      assets: [],
      nodes: [node.id],
      module: 'shell',
      args: 'hostname',
      runas: 'root',
      runas_policy: 'privileged_first',
      instant: true,
      is_periodic: false,
      timeout: -1,
    });
    const { task_id } = (await res.json()) as { task_id: string };
    const detail = await finished(user, task_id);
    const job = await user.getJson<{ assets: string[] }>(`/api/v1/ops/jobs/${detail.job_id}/`);
    expect([...job.assets].sort()).toEqual(granted.map((a) => a.id).sort());
  });
});
