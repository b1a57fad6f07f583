// @vitest-environment node
/** Terminal management on the demo backend (docs/domain.md §11.1–11.3). */
import { afterEach, describe, expect, it } from 'vitest';
import { createBackend } from '../../../mock/backend';
import { as } from './client';

const backend = createBackend({ now: new Date('2026-11-01T08:00:00Z') });
afterEach(() => backend.reset());
const REPLAY = '/api/v1/terminal/replay-storages/';

type Storage = { id: string; name: string; is_default: boolean; type: { value: string } };

describe('replay and command storages', () => {
  it('tests a storage: success for the local one, the server message for an unreachable S3', async () => {
    const admin = await as(backend, 'admin');
    const list = (await (await admin.send('GET', REPLAY)).json()) as Storage[];
    const local = list.find((s) => s.type.value === 'server')!;
    expect(await (await admin.send('GET', `${REPLAY}${local.id}/test-connective/`)).json()).toEqual(
      {
        is_valid: true,
        msg: 'Test successful',
      },
    );
    const created = await admin.send('POST', `${REPLAY}?type=s3`, {
      name: 'archive-s3',
      type: 's3',
      meta: {
        BUCKET: 'replays',
        ACCESS_KEY: 'AK',
        SECRET_KEY: 'SK',
        ENDPOINT: 'https://s3.amazonaws.com',
      },
    });
    expect(created.status).toBe(201);
    const s3 = (await created.json()) as Storage;
    const test = await admin.send('GET', `${REPLAY}${s3.id}/test-connective/`);
    expect(test.status).toBe(200);
    expect(await test.json()).toEqual({
      is_valid: false,
      msg: 'Test failure: Could not connect to the endpoint URL: "https://s3.amazonaws.com/replays"',
    });
    const orgAdmin = await as(backend, 'orgadmin');
    expect((await orgAdmin.send('GET', `${REPLAY}${s3.id}/test-connective/`)).status).toBe(403);
  });

  it('sets a default (the others reset) and refuses to delete the default or the local one', async () => {
    const admin = await as(backend, 'admin');
    const list = (await (await admin.send('GET', REPLAY)).json()) as Storage[];
    const other = list.find((s) => s.type.value === 's3')!;
    const local = list.find((s) => s.type.value === 'server')!;
    const patched = await admin.send('PATCH', `${REPLAY}${other.id}/`, { is_default: true });
    expect(patched.status).toBe(200);
    const after = (await (await admin.send('GET', REPLAY)).json()) as Storage[];
    expect(after.filter((s) => s.is_default).map((s) => s.id)).toEqual([other.id]);
    const refused = await admin.send('DELETE', `${REPLAY}${other.id}/`);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ msg: 'Deleting the default storage is not allowed' });
    expect((await admin.send('DELETE', `${REPLAY}${local.id}/`)).status).toBe(400);
    const spare = after.find((s) => !s.is_default && s.type.value !== 'server')!;
    expect((await admin.send('DELETE', `${REPLAY}${spare.id}/`)).status).toBe(204);
  });
});

describe('endpoints', () => {
  it('matches a connection to the first rule by priority holding the address, else Default', async () => {
    const admin = await as(backend, 'admin');
    const endpoints = (await (await admin.send('GET', '/api/v1/terminal/endpoints/')).json()) as {
      id: string;
      name: string;
    }[];
    const beijing = endpoints.find((e) => e.name === 'Beijing')!;
    const rule = await admin.send('POST', '/api/v1/terminal/endpoint-rules/', {
      name: 'lab',
      ip_group: ['192.168.50.0/24'],
      priority: 5,
      endpoint: beijing.id,
    });
    expect(rule.status).toBe(201);
    const smart = (q: string) => admin.send('GET', `/api/v1/terminal/endpoints/smart/?${q}`);
    const hit = await smart('protocol=ssh&target_ip=192.168.50.7');
    expect(await hit.json()).toMatchObject({ id: beijing.id, name: 'Beijing', ssh_port: 2222 });
    const miss = await smart('protocol=ssh&target_ip=172.31.9.9');
    expect(await miss.json()).toMatchObject({
      id: '00000000-0000-0000-0000-000000000001',
      host: '127.0.0.1',
    });
    const none = await smart('target_ip=192.168.50.7');
    expect(none.status).toBe(404);
    expect(await none.json()).toEqual({ error: 'Not found protocol query params' });
  });
});

describe('components', () => {
  it('counts components by type and load for the monitor', async () => {
    const admin = await as(backend, 'admin');
    const terminals = (await (await admin.send('GET', '/api/v1/terminal/terminals/')).json()) as {
      type: string;
      load: { value: string };
    }[];
    const metrics = (await (
      await admin.send('GET', '/api/v1/terminal/components/metrics/')
    ).json()) as Record<string, number | string>[];
    const koko = metrics.find((m) => m.type === 'koko')!;
    const kokos = terminals.filter((t) => t.type === 'koko');
    expect(koko.total).toBe(kokos.length);
    expect(koko.offline).toBe(kokos.filter((t) => t.load.value === 'offline').length);
    expect(metrics.reduce((n, m) => n + Number(m.total), 0)).toBe(terminals.length);
    expect(
      (await (await as(backend, 'orgadmin')).send('GET', '/api/v1/terminal/components/metrics/'))
        .status,
    ).toBe(403);
  });
});

describe("components' storages (bulk update)", () => {
  const TERMINALS = '/api/v1/terminal/terminals/';
  const ids = () =>
    backend.state.store
      .rows('terminal.terminals')
      .slice(0, 2)
      .map((t) => String(t.id));
  const storage = (key: string, name: string) =>
    backend.state.store.rows(key).find((s) => s.name === name)!;

  it('takes a storage by id or by name and keeps its name', async () => {
    const admin = await as(backend, 'admin');
    const [a, b] = ids();
    const command = storage('terminal.command_storages', 'es-commands');
    const res = await admin.send('PATCH', TERMINALS, [
      { id: a, command_storage: command.id, replay_storage: 's3-archive' },
      { id: b, command_storage: 'default', replay_storage: 'default' },
    ]);
    expect(res.status).toBe(200);
    const rows = (await res.json()) as {
      id: string;
      command_storage: string;
      replay_storage: string;
    }[];
    expect(rows.map((r) => [r.id, r.command_storage, r.replay_storage])).toEqual([
      [a, 'es-commands', 's3-archive'],
      [b, 'default', 'default'],
    ]);
  });

  it('answers one error object per element, in order, and changes nothing', async () => {
    const admin = await as(backend, 'admin');
    const [a, b] = ids();
    const before = backend.state.store.find('terminal.terminals', a)!.replay_storage;
    const res = await admin.send('PATCH', TERMINALS, [
      { id: a, replay_storage: 's3-archive' },
      { id: b, replay_storage: 'nowhere' },
      { replay_storage: 'default' },
    ]);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual([
      {},
      { replay_storage: ['Not found'] },
      'id or pk not in data',
    ]);
    expect(backend.state.store.find('terminal.terminals', a)!.replay_storage).toBe(before);
  });

  it('needs terminal.change_terminal', async () => {
    const auditor = await as(backend, 'auditor');
    const [a] = ids();
    expect(
      (await auditor.send('PATCH', TERMINALS, [{ id: a, replay_storage: 'default' }])).status,
    ).toBe(403);
  });
});
