// @vitest-environment node
/**
 * The demo backend's task calls (docs/domain.md §3.1, §5.2, §8.7): their answers,
 * permissions and errors, the log and result APIs, and what an ended task changes.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBackend } from '../../../mock/backend';
import { ORG_DEFAULT } from '../../../mock/rbac';
import { as, Client } from './client';

const backend = createBackend({ now: new Date('2026-11-01T08:00:00Z') });
afterEach(() => backend.reset());
const store = () => backend.state.store;
const base = (id: string) => `/api/v1/ops/celery/task/${id}/task-execution/${id}`;

const testable = () =>
  store()
    .rows('assets.assets')
    .find((a) => {
      const auto = a.auto_info as Record<string, boolean> | undefined;
      return a.org_id === ORG_DEFAULT && auto?.ansible_enabled && auto.ping_enabled;
    })!;

async function untilEnded(client: Awaited<ReturnType<typeof as>>, task: string) {
  await vi.waitFor(
    async () =>
      expect(((await client.getJson(`${base(task)}/result/`)) as { state: string }).state).toMatch(
        /SUCCESS|FAILURE/,
      ),
    { timeout: 15000, interval: 200 },
  );
}

describe('asset tasks', () => {
  it('tests an asset: 201 with a task whose log ends with the end mark, then the asset is verified', async () => {
    const admin = await as(backend, 'admin');
    const asset = testable();
    const before = asset.date_verified;
    const res = await admin.send('POST', `/api/v1/assets/assets/${String(asset.id)}/tasks/`, {
      action: 'test',
    });
    expect(res.status).toBe(201);
    const { task } = (await res.json()) as { task: string };
    expect(task).toMatch(/^[0-9a-f-]{36}$/);
    await untilEnded(admin, task);
    let text = '';
    let mark = '';
    for (let i = 0; i < 20; i++) {
      const read = (await admin.getJson(`${base(task)}/log/${mark ? `?mark=${mark}` : ''}`)) as {
        data: string;
        end: boolean;
        mark: string;
      };
      text += read.data;
      mark = read.mark;
      if (read.end) break;
    }
    expect(text).toContain(`[${String(asset.name)}]`);
    expect(text.endsWith('\u0000\u0000\u0000\u0000\u0000')).toBe(true);
    expect(['ok', 'err']).toContain(asset.connectivity);
    expect(asset.date_verified).not.toBe(before);
  });

  it('answers the errors of the real view', async () => {
    const admin = await as(backend, 'admin');
    const user = await as(backend, 'user');
    const asset = testable();
    const url = `/api/v1/assets/assets/${String(asset.id)}/tasks/`;
    const bad = await admin.send('POST', url, { action: 'nope' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ action: ['"nope" is not a valid choice.'] });
    expect((await user.send('POST', url, { action: 'nope' })).status).toBe(403);
    expect((await user.send('POST', url, { action: 'test' })).status).toBe(403);
    const missing = '00000000-0000-4000-8000-00000000abcd';
    const gone = await admin.send('POST', `/api/v1/assets/assets/${missing}/tasks/`, {
      action: 'test',
    });
    expect(gone.status).toBe(400);
    expect(await gone.json()).toEqual({
      asset: [`Invalid pk "${missing}" - object does not exist.`],
      assets: [`Invalid pk "${missing}" - object does not exist.`],
    });
    const noPing = store()
      .rows('assets.assets')
      .find(
        (a) => a.org_id === ORG_DEFAULT && !(a.auto_info as Record<string, boolean>)?.ping_enabled,
      );
    if (noPing) {
      const refused = await admin.send(
        'POST',
        `/api/v1/assets/assets/${String(noPing.id)}/tasks/`,
        {
          action: 'test',
        },
      );
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({
        detail: 'This function is not supported temporarily',
        code: 'error',
      });
    }
  });

  it('runs a bulk refresh on several assets, and the bulk test only for system administrators', async () => {
    const admin = await as(backend, 'admin');
    const orgadmin = await as(backend, 'orgadmin');
    const ids = store()
      .rows('assets.assets')
      .filter((a) => a.org_id === ORG_DEFAULT)
      .slice(0, 2)
      .map((a) => a.id);
    const refresh = await admin.send('POST', '/api/v1/assets/assets/tasks/', {
      action: 'refresh',
      assets: ids,
    });
    expect(refresh.status).toBe(201);
    const { task } = (await refresh.json()) as { task: string };
    await untilEnded(admin, task);
    const log = ((await admin.getJson(`${base(task)}/log/`)) as { data: string }).data;
    // The hosts the log says were reached have their hardware facts written into `info`.
    const reached = ids
      .map((id) => store().find('assets.assets', id)!)
      .filter((a) => a.category === 'host' && log.includes(`ok: [${String(a.name)}]`));
    expect(reached.length).toBeGreaterThan(0);
    for (const h of reached)
      expect(h.info).toMatchObject({ arch: 'x86_64', cpu_model: 'Intel(R) Xeon(R) Gold 6248' });
    expect(
      (await orgadmin.send('POST', '/api/v1/assets/assets/tasks/', { action: 'test', assets: ids }))
        .status,
    ).toBe(403);
  });
});

describe('gateway test', () => {
  it('answers 200 with a task, and a port that is not a number is refused', async () => {
    const admin = await as(backend, 'admin');
    const gateway = store()
      .rows('assets.gateways')
      .find((g) => g.org_id === ORG_DEFAULT)!;
    const url = `/api/v1/assets/gateways/${String(gateway.id)}/test-connective/`;
    const ok = await admin.send('POST', url, { port: 22 });
    expect(ok.status).toBe(200);
    expect(Object.keys((await ok.json()) as object)).toEqual(['task']);
    const bad = await admin.send('POST', url, { port: 'abc' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ port: 'Number required' });
    const asset = testable();
    expect(
      (await admin.send('POST', `/api/v1/assets/gateways/${String(asset.id)}/test-connective/`, {}))
        .status,
    ).toBe(404);
  });
});

describe('execute now', () => {
  it('creates the execution under the task id, pending then success', async () => {
    const admin = await as(backend, 'admin');
    const automation = store()
      .rows('accounts.push_automations')
      .find((a) => a.org_id === ORG_DEFAULT)!;
    const res = await admin.send('POST', '/api/v1/accounts/push-account-executions/', {
      automation: automation.id,
    });
    expect(res.status).toBe(201);
    const { task } = (await res.json()) as { task: string };
    const execution = store().find('accounts.push_executions', task)!;
    expect(execution).toMatchObject({
      automation: automation.id,
      status: 'pending',
      trigger: 'manual',
    });
    await untilEnded(admin, task);
    expect(execution.status).toBe('success');
    const unknown = await admin.send('POST', '/api/v1/accounts/push-account-executions/', {
      automation: '00000000-0000-4000-8000-00000000abcd',
    });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({
      automation: ['Invalid pk "00000000-0000-4000-8000-00000000abcd" - object does not exist.'],
    });
  });

  it('answers PENDING for a task it does not know, and waits for a log that does not exist', async () => {
    const admin = await as(backend, 'admin');
    const id = '00000000-0000-4000-8000-0000000000ff';
    expect(await admin.getJson(`${base(id)}/result/`)).toEqual({
      id,
      result: null,
      state: 'PENDING',
    });
    expect(await admin.getJson(`${base(id)}/log/`)).toEqual({ data: 'Waiting task start' });
    expect(await admin.getJson(`${base(id)}/log/?mark=undefined`)).toEqual({ data: '.' });
  });
});

describe("Celery's task monitor behind /core/flower/", () => {
  it('answers 200 "Forbidden" without ops.view_taskmonitor, signed in or not', async () => {
    const anonymous = Client.direct(backend);
    for (const client of [anonymous, await as(backend, 'orgadmin')]) {
      const res = await client.get('/core/flower/');
      expect(res.status).toBe(200);
      expect(await res.text()).toBe('Forbidden');
    }
  });

  it('says, past the check, that the demo has no Flower to proxy to, as the backend does', async () => {
    const admin = await as(backend, 'admin');
    const res = await admin.get('/core/flower/tasks?state=FAILURE');
    expect(res.status).toBe(200);
    const body = await res.text();
    expect(body).toMatch(/^<h1>Flower service unavailable, check it<\/h1><br><br> <div>/);
    expect(body).toContain('url: /core/flower/tasks');
    admin.lang = 'zh';
    expect(await (await admin.get('/core/flower/')).text()).toMatch(/^Flower 服务不可用，请检查/);
  });
});
