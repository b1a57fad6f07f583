/**
 * The cell kinds that talk to the server, where the descriptors use them: an asset's accounts fetched
 * on demand, a label's comment edited in place, an account's secret revealed behind the
 * user-confirm dialog, and a command row expanding into its output.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { totp } from '../../../mock/util/totp';
import { formatDuration } from '../../../src/components/cells/DurationCell';
import { parseBackendDate } from '../../../src/schema/datetime';
import { signIn, startDemoBackend } from '../../support/backend';
import { renderPages } from './harness';
import { backendGet, recordWire, type WireCall } from './wire';

const backend = startDemoBackend();
let wire: WireCall[];
beforeEach(() => {
  wire = recordWire(backend);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const T = { timeout: 10000 };
type Page = { count: number; results: Record<string, unknown>[] };
const OTP_SECRET = 'JBSWY3DPEHPK3PXP';

async function table(): Promise<HTMLElement> {
  await screen.findByText(/^\d+-\d+ of \d+$/, {}, T);
  return screen.getByRole('table');
}

describe('cells that fetch or write', () => {
  it("an asset's accounts are fetched only when its row asks", async () => {
    await signIn('admin', 'ChangeMe');
    const hosts = await backendGet<Page>(
      backend,
      '/api/v1/assets/hosts/?limit=1&offset=0&order=name',
    );
    const host = hosts.results[0]!;
    const accounts = await backendGet<Record<string, unknown>[]>(
      backend,
      `/api/v1/accounts/accounts/?asset=${String(host.id)}`,
    );
    expect(accounts.length).toBeGreaterThan(0);
    wire.length = 0;
    renderPages('/console/assets/hosts');
    await table();
    // Offered, not shown by default: the column dialog turns it on.
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const dialog = await screen.findByRole('dialog', { name: 'Custom table display' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /^Account/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    const show = await screen.findByRole('button', { name: `Show ${String(host.name)}` }, T);
    const accountCalls = () => wire.filter((c) => c.path === '/api/v1/accounts/accounts/');
    expect(accountCalls()).toHaveLength(0);
    fireEvent.click(show);
    const names = accounts.map((a) => String(a.name)).join(', ');
    expect(await screen.findByText(names, {}, T)).toBeTruthy();
    expect(accountCalls()).toHaveLength(1);
    expect(accountCalls()[0]!.query.get('asset')).toBe(String(host.id));
  });

  it("a label's comment is edited in place: one PATCH of that field", async () => {
    await signIn('admin', 'ChangeMe');
    const labels = await backendGet<Page>(backend, '/api/v1/assets/labels/?limit=1&offset=0');
    const label = labels.results[0]!;
    renderPages('/console/assets/labels');
    const t = await table();
    // Label names repeat (env:prod, env:test): the row is the one with this id's value.
    const row = within(t)
      .getAllByRole('row')
      .find((r) => within(r).queryByText(String(label.value)))!;
    fireEvent.click(
      within(row).getByRole('button', { name: `Edit Comment ${String(label.name)}` }),
    );
    const input = await within(row).findByRole(
      'textbox',
      { name: `Comment ${String(label.name)}` },
      T,
    );
    await userEvent.clear(input);
    await userEvent.type(input, '  owned by the web team {Enter}');
    await waitFor(() => expect(wire.filter((c) => c.method === 'PATCH')).toHaveLength(1), T);
    const patch = wire.find((c) => c.method === 'PATCH')!;
    expect(patch.path).toBe(`/api/v1/assets/labels/${String(label.id)}/`);
    expect(patch.body).toEqual({ comment: 'owned by the web team' });
    expect(await within(t).findByText('owned by the web team', {}, T)).toBeTruthy();
    expect(wire.filter((c) => c.method === 'PATCH')).toHaveLength(1);
  });

  it("an account's secret is masked, and shown after the MFA confirmation; copy needs no new request", async () => {
    await signIn('admin', 'ChangeMe');
    backend.state.store.userByUsername('admin')!.otp_secret_key = OTP_SECRET;
    const accounts = await backendGet<Page>(
      backend,
      '/api/v1/accounts/accounts/?limit=15&offset=0',
    );
    const account = accounts.results.find((a) => a.has_secret)!;
    renderPages('/console/accounts/accounts');
    const t = await table();
    // Account names repeat (root on many assets): the row is the one of this account's asset.
    const asset = (account.asset as { name: string }).name;
    const row = within(t)
      .getAllByRole('row')
      .find(
        (r) =>
          within(r).queryAllByText(asset).length > 0 &&
          within(r).queryAllByText(String(account.name)).length > 0,
      )!;
    expect(within(row).getByText('******')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: `Show ${String(account.name)}` }));

    await screen.findByRole('dialog', { name: 'Verify your identity' });
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Verification code' }, T),
      totp(OTP_SECRET),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    const secretCalls = () =>
      wire.filter((c) => c.path === `/api/v1/accounts/account-secrets/${String(account.id)}/`);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), T);
    // Asked once, refused until confirmed, asked again.
    expect(secretCalls()).toHaveLength(2);
    const secret = (
      await backendGet<{ secret: string }>(
        backend,
        `/api/v1/accounts/account-secrets/${String(account.id)}/`,
      )
    ).secret;
    const flat = (text: string) => text.replace(/\s+/g, ' ').trim();
    await waitFor(() => expect(flat(row.textContent ?? '')).toContain(flat(secret)), T);

    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fireEvent.click(within(row).getByRole('button', { name: `Copy ${String(account.name)}` }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(secret));
    expect(secretCalls()).toHaveLength(3 /* 2 + the backendGet above */);
    // Accounts are edited in dialogs, so the cell links to no update page.
    expect(within(row).queryByRole('link', { name: `Edit ${String(account.name)}` })).toBeNull();
  }, 60_000);

  it('a command row expands into its output and collapses again', async () => {
    await signIn('admin', 'ChangeMe');
    // The list is dated: a link's date_start/date_end cover the demo backend's last month.
    const range = 'date_from=2026-10-01T00:00:00.000Z&date_to=2026-11-02T00:00:00.000Z';
    // The page lists the first valid storage's commands: every demo command is in the local one.
    const local = backend.state.store
      .rows('terminal.command_storages')
      .find((s) => s.type === 'server')!;
    const commands = await backendGet<Page>(
      backend,
      `/api/v1/terminal/commands/?command_storage_id=${String(local.id)}&limit=1&offset=0&order=-timestamp&${range}`,
    );
    const output = String(commands.results[0]!.output);
    renderPages(
      '/audit/sessions/command?date_start=2026-10-01T00:00:00.000Z&date_end=2026-11-02T00:00:00.000Z',
    );
    const t = await table();
    // react-admin hides each row's expand button from assistive technology (aria-hidden), so it
    // is found by its state attribute.
    const row = within(t).getAllByRole('row')[1]!;
    const toggle = () => row.querySelector<HTMLElement>('[aria-expanded]')!;
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle());
    const firstLine = output.split(/\r?\n/)[0]!.trim();
    const panel = () => (row.nextElementSibling?.textContent ?? '').replace(/\s+/g, ' ');
    await waitFor(() => expect(panel()).toContain(firstLine.replace(/\s+/g, ' ')), T);
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle());
    await waitFor(() => expect(toggle().getAttribute('aria-expanded')).toBe('false'));
    // The panel collapses (MUI Collapse) before it unmounts: its output leaves after the transition.
    await waitFor(() => expect(panel()).not.toContain(firstLine.replace(/\s+/g, ' ')), T);
  });
});

describe('cells that only read', () => {
  it("a job's runs show as succeeded out of all, and a bare execution status is translated", async () => {
    await signIn('admin', 'ChangeMe');
    const jobs = await backendGet<Page>(backend, '/api/v1/ops/jobs/?limit=1&offset=0&order=name');
    const summary = jobs.results[0]!.summary as { total: number; success: number };
    renderPages('/workbench/ops/job');
    let t = await table();
    const row = within(t).getByText(String(jobs.results[0]!.name)).closest('tr')!;
    expect(within(row).getByText(`${summary.success} / ${summary.total}`)).toBeTruthy();
    cleanup();

    const runs = await backendGet<Page>(
      backend,
      '/api/v1/accounts/push-account-executions/?limit=100&offset=0&order=-date_start',
    );
    expect(runs.results.some((r) => r.status === 'success')).toBe(true);
    renderPages('/console/accounts/account-push/executions');
    t = await table();
    expect(within(t).getAllByText('Succeeded').length).toBeGreaterThan(0);
    expect(within(t).queryByText('success')).toBeNull();
    // Each run's duration, from its start to its finish (the server sends none).
    const sorted = [...runs.results].sort((a, b) =>
      String(b.date_start).localeCompare(String(a.date_start)),
    );
    const first = within(t).getAllByRole('row')[1]!;
    const run = sorted[0]!;
    const seconds = Math.round(
      (parseBackendDate(String(run.date_finished))!.valueOf() -
        parseBackendDate(String(run.date_start))!.valueOf()) /
        1000,
    );
    expect(within(first).getByText(formatDuration(seconds))).toBeTruthy();
  });

  it('a bare choice value reads as its metadata label (a terminal of type koko as KoKo)', async () => {
    await signIn('admin', 'ChangeMe');
    const terminals = await backendGet<Page>(
      backend,
      '/api/v1/terminal/terminals/?limit=100&offset=0',
    );
    expect(terminals.results.some((r) => r.type === 'koko')).toBe(true);
    renderPages('/settings/terminal');
    const t = await table();
    expect(within(t).getAllByText('KoKo').length).toBeGreaterThan(0);
    expect(within(t).queryByText('koko')).toBeNull();
  });

  it("a system task's health reads in words (green, yellow, red are the server's codes)", async () => {
    await signIn('admin', 'ChangeMe');
    const tasks = await backendGet<Record<string, unknown>[]>(backend, '/api/v1/ops/tasks/');
    const words = { green: 'Healthy', yellow: 'Some runs failed', red: 'Last run failed' };
    renderPages('/settings/tasks');
    const t = await table();
    // The list's first row: sorted by name.
    const first = [...tasks].sort((a, b) => String(a.name).localeCompare(String(b.name)))[0]!;
    const row = within(t).getByText(String(first.name)).closest('tr')!;
    const state = first.state as keyof typeof words;
    expect(within(row).getByText(words[state])).toBeTruthy();
    for (const code of Object.keys(words)) expect(within(t).queryByText(code)).toBeNull();
  });

  it("an asset permission's relations read as counts, each linking to the permission's tab", async () => {
    await signIn('admin', 'ChangeMe');
    const perms = await backendGet<Page>(
      backend,
      '/api/v1/perms/asset-permissions/?limit=1&offset=0&order=name',
    );
    const perm = perms.results[0]!;
    const size = (v: unknown) => (v as unknown[]).length;
    renderPages('/console/perms/asset-permissions');
    const t = await table();
    const row = within(t).getByRole('link', { name: String(perm.name) }).closest('tr')!;
    const tabs = { users: 'users', user_groups: 'user-groups', assets: 'assets', nodes: 'nodes' };
    for (const [field, tab] of Object.entries(tabs)) {
      const links = within(row)
        .getAllByRole('link', { name: String(size(perm[field])) })
        .map((a) => a.getAttribute('href'));
      expect(links).toContain(`/console/perms/asset-permissions/${String(perm.id)}/${tab}`);
    }
    // No names in the row but the permission's own: the users are counted, not listed.
    const firstUser = (perm.users as { name?: string }[])[0];
    if (firstUser?.name) expect(within(row).queryByText(new RegExp(firstUser.name))).toBeNull();
    // The granted actions are counted too, not links.
    const actions = size(perm.actions);
    expect(within(row).getAllByText(String(actions)).length).toBeGreaterThan(0);
  });
});
