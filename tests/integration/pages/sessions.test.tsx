/**
 * Sessions and audit screens on the wire (issue 14): the replay dialog polls the asynchronous
 * replay answer and reads the session's commands (`session_id`, oldest first), a command jumps the
 * player to its moment; a missing recording shows the server's word and "Check again" asks with
 * `refresh=1`; an operate-log row's Details reads `?type=action_detail`. The player itself
 * (asciinema-player) runs in the browser tests; here it is a stand-in recording what it is asked.
 */
import { forwardRef, useImperativeHandle } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Row } from '../../../mock/types';
import { ORG_DEFAULT } from '../../../mock/rbac';
import { signIn, startDemoBackend } from '../../support/backend';
import { location as harnessLocation, renderPages } from './harness';
import { recordWire, type WireCall } from './wire';

const player = vi.hoisted(() => ({
  created: [] as { src: string; startAt?: number }[],
  seeks: [] as number[],
}));

vi.mock('../../../src/features/sessions/AsciicastPlayer', () => ({
  AsciicastPlayer: forwardRef<
    { seek(s: number): Promise<void> },
    { src: string; startAt?: number; label: string }
  >(function StandIn({ src, startAt, label }, ref) {
    player.created.push({ src, startAt });
    useImperativeHandle(ref, () => ({
      seek: async (s: number) => void player.seeks.push(s),
    }));
    return <div role="region" aria-label={label} data-src={src} />;
  }),
}));

const backend = startDemoBackend();
let wire: WireCall[];
beforeEach(() => {
  wire = recordWire(backend);
  player.created.length = 0;
  player.seeks.length = 0;
});

const T = { timeout: 20000 };
const store = () => backend.state.store;
const gets = (path: string) => wire.filter((c) => c.method === 'GET' && c.path === path);

function finishedSession(withReplay: boolean): Row {
  return store()
    .rows('terminal.sessions')
    .find(
      (s) =>
        s.is_finished &&
        s.org_id === ORG_DEFAULT &&
        s.protocol === 'ssh' &&
        Boolean(s.has_replay) === withReplay &&
        (!withReplay || Number(s.command_amount) >= 3),
    )!;
}

describe('session replay', () => {
  it('polls the replay, lists the commands oldest first and jumps to the third', async () => {
    const session = finishedSession(true);
    const sid = String(session.id);
    const commands = store()
      .rows('terminal.commands')
      .filter((c) => c.session === sid)
      .sort((a, b) => Number(a.timestamp) - Number(b.timestamp));
    await signIn('auditor', 'Auditor@2023');
    renderPages(`/audit/sessions/sessions/${sid}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Replay' }, T));
    const dialog = await screen.findByRole('dialog', { name: /^Replay:/ }, T);
    const jumps = await within(dialog).findAllByRole('button', { name: /^Play from / }, T);
    expect(jumps).toHaveLength(commands.length);

    const replayCalls = gets(`/api/v1/terminal/sessions/${sid}/replay/`);
    // Running first, then the answer: two reads, neither dropping the server's cache.
    expect(replayCalls).toHaveLength(2);
    expect(replayCalls.every((c) => !c.query.has('refresh'))).toBe(true);
    const [commandCall] = gets('/api/v1/terminal/commands/');
    expect(Object.fromEntries(commandCall!.query)).toEqual({
      session_id: sid,
      order: 'timestamp',
      limit: '100',
      offset: '0',
    });
    const region = await within(dialog).findByRole('region', { name: 'Session recording' }, T);
    expect(region.getAttribute('data-src')).toMatch(
      new RegExp(`/media/replay/.+/${sid}\\.cast\\.gz$`),
    );

    const start = Math.floor(Date.parse(String(session.date_start)) / 1000);
    fireEvent.click(jumps[2]!);
    await waitFor(() => expect(player.seeks).toEqual([Number(commands[2]!.timestamp) - start]));
    expect(within(dialog).getByRole('link', { name: 'Download' }).getAttribute('href')).toBe(
      `/api/v1/terminal/sessions/${sid}/replay/download/`,
    );
  }, 60000);

  it('shows the server’s word for a missing recording, and checks again with refresh=1', async () => {
    // A recording not uploaded yet: the session says it can be replayed, the server finds no file.
    const session = finishedSession(true);
    const sid = String(session.id);
    session.has_replay = false;
    await signIn('admin', 'ChangeMe');
    renderPages(`/audit/sessions/sessions/${sid}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Replay' }, T));
    const dialog = await screen.findByRole('dialog', { name: /^Replay:/ }, T);
    await within(dialog).findByText('No replay: Not found session replay file', {}, T);
    expect(gets(`/api/v1/terminal/sessions/${sid}/replay/`)).toHaveLength(2);

    // The terminal uploads it; "Check again" drops the server's cached answer.
    session.has_replay = true;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check again' }));
    await within(dialog).findByRole('region', { name: 'Session recording' }, T);
    const calls = gets(`/api/v1/terminal/sessions/${sid}/replay/`);
    expect(calls.map((c) => c.query.get('refresh'))).toEqual([null, null, '1', null]);
  }, 60000);
});

describe('commands', () => {
  it('replays a command’s session from that command’s moment', async () => {
    const session = finishedSession(true);
    const sid = String(session.id);
    const last = store()
      .rows('terminal.commands')
      .filter((c) => c.session === sid)
      .sort((a, b) => Number(b.timestamp) - Number(a.timestamp))[0]!;
    await signIn('auditor', 'Auditor@2023');
    const filter = {
      session: sid,
      date_from: '2026-07-01T00:00:00.000Z',
      date_to: '2026-11-02T00:00:00.000Z',
    };
    renderPages(`/audit/sessions/command?filter=${encodeURIComponent(JSON.stringify(filter))}`);
    const table = await screen.findByRole('table', {}, T);
    const replays = await within(table).findAllByRole('button', { name: /^Replay / }, T);
    // Newest first: the first row is the session's last command.
    fireEvent.click(replays[0]!);
    await screen.findByRole('region', { name: 'Session recording' }, T);
    const start = Math.floor(Date.parse(String(session.date_start)) / 1000);
    expect(player.created.at(-1)!.startAt).toBe(Number(last.timestamp) - start);
    expect(gets(`/api/v1/terminal/sessions/${sid}/replay/`).length).toBeGreaterThanOrEqual(2);
  }, 60000);
});

describe('command storages', () => {
  it('lists the first valid storage, names it in every request and the address, and switches', async () => {
    // An unreachable storage listed first, and a second local one to switch to.
    const storages = store().rows('terminal.command_storages');
    storages.sort((a) => (a.type === 'server' ? 1 : -1));
    const local = storages.find((s) => s.type === 'server')!;
    const other = { ...local, id: 'c0ffee00-0000-4000-8000-000000000001', name: 'archive' };
    storages.push(other);
    try {
      await signIn('auditor', 'Auditor@2023');
      renderPages(
        '/audit/sessions/command?date_start=2026-10-01T00:00:00.000Z&date_end=2026-11-02T00:00:00.000Z',
      );
      const table = await screen.findByRole('table', {}, T);
      await within(table).findAllByRole('button', { name: /^Replay / }, T);
      const lists = () => gets('/api/v1/terminal/commands/');
      expect(lists().length).toBeGreaterThan(0);
      expect(lists().map((c) => c.query.get('command_storage_id'))).toEqual(
        lists().map(() => String(local.id)),
      );
      expect(harnessLocation.current).toContain(encodeURIComponent(String(local.id)));
      // The choice shows and cannot be cleared; the invalid storage cannot be chosen.
      const chip = await screen.findByText(/^Node: default\(server\)/, {}, T);
      expect(chip.closest('.MuiChip-root')!.querySelector('.MuiChip-deleteIcon')).toBeNull();
      const invalid = await screen.findByRole('treeitem', { name: /Invalid$/ }, T);
      expect(invalid.getAttribute('aria-disabled')).toBe('true');

      const before = lists().length;
      fireEvent.click(
        within(screen.getByRole('treeitem', { name: /^archive/ })).getByText(/^archive/),
      );
      await waitFor(() => expect(lists().length).toBeGreaterThan(before), T);
      expect(
        lists()
          .slice(before)
          .map((c) => c.query.get('command_storage_id')),
      ).toEqual(
        lists()
          .slice(before)
          .map(() => other.id),
      );
      await screen.findByText(/^Node: archive/, {}, T);
    } finally {
      storages.splice(storages.indexOf(other), 1);
    }
  }, 60000);
});

describe('the command storage tree follows the list', () => {
  it('is read with the list’s range and tags, again when they change, and counts what the list does', async () => {
    // "Last 30 days" counts back from the browser's today: held at the demo backend's, whose
    // commands fill the days before it (only Date is faked; timers run as they do).
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-01T09:00:00Z') });
    onTestFinished(() => void vi.useRealTimers());
    await signIn('auditor', 'Auditor@2023');
    renderPages(
      '/audit/sessions/command?date_start=2026-10-01T00:00:00.000Z&date_end=2026-11-02T00:00:00.000Z',
    );
    const table = await screen.findByRole('table', {}, T);
    await within(table).findAllByRole('button', { name: /^Replay / }, T);
    const trees = () => gets('/api/v1/terminal/command-storages/tree/');
    const lists = () => gets('/api/v1/terminal/commands/');
    // One read, with the range the list starts with.
    expect(trees()).toHaveLength(1);
    expect(trees()[0]!.query.get('date_from')).toBe('2026-10-01T00:00:00.000Z');
    expect(trees()[0]!.query.get('date_to')).toBe('2026-11-02T00:00:00.000Z');
    expect(lists().at(-1)!.query.get('date_from')).toBe('2026-10-01T00:00:00.000Z');
    const counted = async () => {
      const node = await screen.findByRole('treeitem', { name: /^default\(server\)/ }, T);
      return Number(/\((\d+)\)$/.exec(node.textContent ?? '')![1]);
    };
    const listed = async () =>
      Number(
        /of (\d+)$/.exec((await screen.findByText(/^\d+-\d+ of \d+$/, {}, T)).textContent!)![1],
      );
    const month = await counted();
    expect(month).toBe(await listed());

    // A search tag goes to both; the node counts the narrowed list.
    const search = screen.getByRole('combobox', { name: 'Search' });
    fireEvent.change(search, { target: { value: 'rm' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() => expect(trees().at(-1)!.query.get('search')).toBe('rm'), T);
    expect(trees().at(-1)!.query.get('date_from')).toBe('2026-10-01T00:00:00.000Z');
    await waitFor(async () => expect(await counted()).toBeLessThan(month), T);
    await waitFor(async () => expect(await counted()).toBe(await listed()), T);

    // Another range: read again, counted again.
    const before = trees().length;
    fireEvent.click(screen.getByRole('button', { name: 'Range' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Last 30 days' }, T));
    await waitFor(() => expect(trees().length).toBeGreaterThan(before), T);
    const last = trees().at(-1)!.query;
    expect(last.get('date_from')).not.toBe('2026-10-01T00:00:00.000Z');
    expect(last.get('date_from')).toBe(lists().at(-1)!.query.get('date_from'));
    expect(last.get('search')).toBe('rm');
    await waitFor(async () => expect(await counted()).toBe(await listed()), T);
    // The selection is named as the tree now names it.
    expect(screen.getByText(`Node: default(server)(${await counted()})`)).toBeTruthy();
  }, 60000);
});

describe('operate log', () => {
  it('opens the before/after of a row from the list', async () => {
    await signIn('admin', 'ChangeMe');
    renderPages(
      '/audit/audits/operate-logs?date_start=2026-10-25T00:00:00.000Z&date_end=2026-11-02T00:00:00.000Z',
    );
    const table = await screen.findByRole('table', {}, T);
    const details = await within(table).findAllByRole('button', { name: /^Details/ }, T);
    fireEvent.click(details[0]!);
    await screen.findByRole('dialog', { name: 'Details of the change' }, T);
    const diffCalls = wire.filter(
      (c) => /^\/api\/v1\/audits\/operate-logs\/[^/]+\/$/.test(c.path) && c.method === 'GET',
    );
    expect(diffCalls).toHaveLength(1);
    expect(Object.fromEntries(diffCalls[0]!.query)).toEqual({ type: 'action_detail' });
  }, 60000);
});
