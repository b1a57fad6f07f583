// @vitest-environment node
/**
 * The demo backend's session replay wire (docs/domain.md §6.5) and the session list's permission
 * (docs/domain.md §6.2).
 */
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { createBackend } from '../../../mock/backend';
import { ORG_DEFAULT } from '../../../mock/rbac';
import type { Row } from '../../../mock/types';
import { as } from './client';

const backend = createBackend({ now: new Date('2026-11-01T08:00:00Z') });
afterEach(() => backend.reset());
const store = () => backend.state.store;

/** A finished SSH session of Default with a recording and at least three commands. */
function recordedSsh(): Row {
  return store()
    .rows('terminal.sessions')
    .find(
      (s) =>
        s.is_finished &&
        s.has_replay &&
        s.protocol === 'ssh' &&
        s.org_id === ORG_DEFAULT &&
        Number(s.command_amount) >= 3,
    )!;
}

describe('session replay', () => {
  it('answers running first, then the asciicast replay whose events match the commands', async () => {
    const session = recordedSsh();
    const sid = String(session.id);
    const auditor = await as(backend, 'auditor');
    const url = `/api/v1/terminal/sessions/${sid}/replay/`;
    const first = (await auditor.getJson(url)) as Record<string, unknown>;
    expect(first).toMatchObject({ status: 'running' });
    expect(String(first.key)).toMatch(/^GET_[0-9a-f]{32}_/);
    const replay = (await auditor.getJson(url)) as { src: string; date_start: string };
    expect(replay).toMatchObject({
      type: 'asciicast',
      user: session.user,
      asset: session.asset,
      account: session.account,
      download_url: `${url}download/`,
    });
    expect(replay.src).toMatch(
      new RegExp(`^/media/replay/\\d{4}-\\d{2}-\\d{2}/${sid}\\.cast\\.gz$`),
    );
    expect(replay.date_start).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);

    const file = await auditor.get(replay.src);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-encoding')).toBe('gzip');
    const lines = gunzipSync(Buffer.from(await file.arrayBuffer()))
      .toString('utf8')
      .trim()
      .split('\n');
    const header = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(header).toMatchObject({ version: 2, width: 120, height: 32, title: '' });
    const start = Number(header.timestamp);
    expect(start).toBe(Math.floor(Date.parse(replay.date_start) / 1000));
    const events = lines.slice(1).map((l) => JSON.parse(l) as [number, string, string]);
    expect(events.every((e) => e[1] === 'o' && e[2] !== '')).toBe(true);
    const commands = store()
      .rows('terminal.commands')
      .filter((c) => c.session === sid)
      .sort((a, b) => Number(a.timestamp) - Number(b.timestamp));
    // Each command's line is written at its own timestamp, relative to the recording's start.
    for (const c of commands) {
      const at = Number(c.timestamp) - start;
      expect(events).toContainEqual([at, 'o', `${String(c.input)}\r\n`]);
    }
  });

  it('answers 404 for a session without recording, and refresh restarts the work', async () => {
    const session = store()
      .rows('terminal.sessions')
      .find((s) => s.is_finished && !s.has_replay)!;
    const admin = await as(backend, 'admin');
    const url = `/api/v1/terminal/sessions/${String(session.id)}/replay/`;
    expect(await admin.getJson(url)).toMatchObject({ status: 'running' });
    const missing = await admin.get(url);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'Not found session replay file' });
    expect(await admin.getJson(`${url}?refresh=1`)).toMatchObject({ status: 'running' });
  });

  it('serves RDP recordings as guacamole, and an unknown session as an error', async () => {
    const rdp = store()
      .rows('terminal.sessions')
      .find((s) => s.is_finished && s.has_replay && s.protocol === 'rdp')!;
    const admin = await as(backend, 'admin');
    const url = `/api/v1/terminal/sessions/${String(rdp.id)}/replay/`;
    await admin.getJson(url);
    expect(await admin.getJson(url)).toMatchObject({
      type: 'guacamole',
      src: expect.stringMatching(/\.replay\.gz$/),
    });
    const unknown = '/api/v1/terminal/sessions/00000000-0000-4000-8000-000000000000/replay/';
    await admin.getJson(unknown);
    expect(await admin.getJson(unknown)).toMatchObject({
      status: 'error',
      error: 'No Session matches the given query.',
    });
  });

  it('downloads a tar of the recording and the session', async () => {
    const sid = String(recordedSsh().id);
    const auditor = await as(backend, 'auditor');
    const res = await auditor.get(`/api/v1/terminal/sessions/${sid}/replay/download/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename*=UTF-8''${sid}.tar`);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 100).toString('utf8').replace(/\0+$/, '')).toBe(`${sid}.cast.gz`);
    expect(bytes.subarray(257, 262).toString('utf8')).toBe('ustar');
    expect(bytes.toString('latin1')).toContain(`${sid}.json`);
  });

  it('keeps replays and the session list to their permissions', async () => {
    const sid = String(recordedSsh().id);
    const user = await as(backend, 'user');
    expect((await user.get(`/api/v1/terminal/sessions/${sid}/replay/`)).status).toBe(403);
    expect((await user.get(`/api/v1/terminal/sessions/${sid}/replay/download/`)).status).toBe(403);
    expect((await user.get('/api/v1/terminal/sessions/?is_finished=1')).status).toBe(403);
  });
});

describe('commands by session and by storage (docs/domain.md §6.6, §6.7)', () => {
  it('lists a session’s commands oldest first, and a storage’s commands', async () => {
    const session = recordedSsh();
    const sid = String(session.id);
    const auditor = await as(backend, 'auditor');
    const bySession = (await auditor.getJson(
      `/api/v1/terminal/commands/?session_id=${sid}&order=timestamp&limit=30&offset=0`,
    )) as { count: number; results: { session: string; timestamp: number }[] };
    expect(bySession.count).toBe(Number(session.command_amount));
    expect(bySession.results.every((c) => c.session === sid)).toBe(true);
    const times = bySession.results.map((c) => c.timestamp);
    expect(times).toEqual([...times].sort((a, b) => a - b));

    const tree = (await auditor.getJson('/api/v1/terminal/command-storages/tree/?real=1')) as {
      id: string;
      pId: string;
      valid?: boolean;
      name: string;
    }[];
    const local = tree.find((n) => n.pId === 'root' && n.valid)!;
    const invalid = tree.find((n) => n.pId === 'root' && n.valid === false)!;
    expect(tree.find((n) => n.id === 'root')).toMatchObject({ pId: '', isParent: true });
    expect(invalid.name).toMatch(/\*Invalid$/);
    const byStorage = await auditor.get(
      `/api/v1/terminal/commands/?command_storage_id=${local.id}&limit=5&offset=0`,
    );
    expect(byStorage.status).toBe(200);
    const counted = Number(/\((\d+)\)$/.exec(local.name)![1]);
    expect(((await byStorage.json()) as { count: number }).count).toBe(counted);
    // With the list's range and a search tag, the node counts what the list then lists.
    const narrowed =
      'date_from=2026-10-25T00:00:00.000Z&date_to=2026-11-02T00:00:00.000Z&search=rm';
    const narrowTree = (await auditor.getJson(
      `/api/v1/terminal/command-storages/tree/?real=1&${narrowed}`,
    )) as { id: string; name: string }[];
    const narrowCount = Number(
      /\((\d+)\)$/.exec(narrowTree.find((n) => n.id === local.id)!.name)![1],
    );
    const narrowList = (await auditor.getJson(
      `/api/v1/terminal/commands/?command_storage_id=${local.id}&limit=5&offset=0&${narrowed}`,
    )) as { count: number };
    expect(narrowList.count).toBe(narrowCount);
    expect(narrowCount).toBeGreaterThan(0);
    expect(narrowCount).toBeLessThan(counted);
    const refused = await auditor.get(
      `/api/v1/terminal/commands/?command_storage_id=${invalid.id}&limit=5&offset=0`,
    );
    expect(refused.status).toBe(400);
  });
});
