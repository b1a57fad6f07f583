/**
 * Declared actions on real resources, against the demo backend: a row call with a confirm
 * (terminate a session), a bulk header call on a selection (test two hosts) followed in the task
 * log dialog over the websocket, and a call after a dialog form (test a gateway on a port).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { signIn, startDemoBackend } from '../../support/backend';
import { renderPages } from './harness';
import { backendGet, recordWire, type WireCall } from './wire';

const backend = startDemoBackend();
let wire: WireCall[];
beforeEach(() => {
  wire = recordWire(backend);
});

// Generous: the machine is shared and a list's first render can be slow.
const T = { timeout: 20000 };
const TASK_END = { timeout: 40000 };
type Page = { count: number; results: Record<string, unknown>[] };

async function table(): Promise<HTMLElement> {
  await screen.findByText(/^\d+-\d+ of \d+$/, {}, T);
  return screen.getByRole('table');
}

const posts = (path: string | RegExp) =>
  wire.filter(
    (c) => c.method === 'POST' && (typeof path === 'string' ? c.path === path : path.test(c.path)),
  );

describe('declared actions', () => {
  it('terminates an online session from its row after a confirm', async () => {
    await signIn('admin', 'ChangeMe');
    // The list is dated: the range covers the demo backend's fixed "now".
    renderPages(
      '/audit/sessions/sessions?date_start=2026-10-25T00:00:00.000Z&date_end=2026-11-02T00:00:00.000Z',
    );
    const t = await table();
    const terminate = (await within(t).findAllByRole('button', { name: /^Terminate / }, T)).find(
      (b) => !b.hasAttribute('disabled'),
    )!;
    const id = terminate.getAttribute('aria-label')!.replace('Terminate ', '');
    fireEvent.click(terminate);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(`Terminate session "${id}"?`);
    expect(posts('/api/v1/terminal/tasks/kill-session/')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await screen.findByText('Terminate task sent, please wait', {}, T);
    expect(posts('/api/v1/terminal/tasks/kill-session/').map((c) => c.body)).toEqual([[id]]);
  }, 60000);

  it('tests the connectivity of two selected hosts and streams the task log to its end', async () => {
    await signIn('admin', 'ChangeMe');
    renderPages('/console/assets/hosts');
    const t = await table();
    const read = wire.find((c) => c.method === 'GET' && c.path === '/api/v1/assets/hosts/')!;
    const page = await backendGet<Page>(backend, `${read.path}?${read.query.toString()}`);
    const [first, second] = page.results;
    await within(t).findByText(String(first!.name), {}, T);
    // A bulk action is not a disabled header button: it is in the selection's Actions menu.
    expect(screen.queryByRole('button', { name: 'Test connectivity of selected' })).toBeNull();
    const boxes = within(t).getAllByRole('checkbox');
    fireEvent.click(boxes[1]!);
    fireEvent.click(boxes[2]!);
    fireEvent.click(await screen.findByRole('button', { name: 'Actions (2)' }, T));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Test connectivity of selected' }));
    const log = await screen.findByRole('log', { name: 'Task log' }, T);
    expect(posts('/api/v1/assets/assets/tasks/').map((c) => c.body)).toEqual([
      { action: 'test', assets: [first!.id, second!.id] },
    ]);
    const dialog = screen.getByRole('dialog', { name: /Task log/ });
    await within(dialog).findByText('Finished', {}, TASK_END);
    expect(log.textContent).toContain(`[${String(first!.name)}]`);
    expect(log.textContent).toContain('PLAY RECAP');
    // Read over the websocket: the HTTP log API was not needed, the result API said how it ended.
    expect(wire.some((c) => c.path.endsWith('/log/'))).toBe(false);
    expect(wire.some((c) => c.path.endsWith('/result/'))).toBe(true);
    // Closed, it can be opened again from the header.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('log')).toBeNull(), T);
    fireEvent.click(await screen.findByRole('button', { name: 'View task log' }, T));
    expect(await screen.findByRole('log', { name: 'Task log' }, T)).toBeTruthy();
  }, 60000);

  it('executes a push automation now from its row and follows the task', async () => {
    await signIn('admin', 'ChangeMe');
    renderPages('/console/accounts/account-push');
    const t = await table();
    const read = wire.find(
      (c) => c.method === 'GET' && c.path === '/api/v1/accounts/push-account-automations/',
    )!;
    const page = await backendGet<Page>(backend, `${read.path}?${read.query.toString()}`);
    const automation = page.results.find((a) => a.is_active)!;
    const name = String(automation.name);
    await within(t).findByText(name, {}, T);
    fireEvent.click(within(t).getByRole('button', { name: `More ${name}` }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Execute' }));
    await screen.findByRole('log', { name: 'Task log' }, T);
    expect(posts('/api/v1/accounts/push-account-executions/').map((c) => c.body)).toEqual([
      { automation: automation.id },
    ]);
  }, 60000);

  it("says why when the server refuses: an organisation admin's bulk test is for system admins", async () => {
    await signIn('orgadmin', 'Orgadmin@2023');
    renderPages('/console/assets/hosts');
    const t = await table();
    await waitFor(() => expect(within(t).getAllByRole('checkbox').length).toBeGreaterThan(2), T);
    fireEvent.click(within(t).getAllByRole('checkbox')[1]!);
    fireEvent.click(await screen.findByRole('button', { name: 'Actions (1)' }, T));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Test connectivity of selected' }));
    expect(
      await screen.findByText('Bad request, no permission for this operation', {}, T),
    ).toBeTruthy();
    expect(posts('/api/v1/assets/assets/tasks/')).toHaveLength(1);
    expect(screen.queryByRole('log')).toBeNull();
  }, 60000);

  it('tests a gateway on the port typed into its dialog form', async () => {
    await signIn('admin', 'ChangeMe');
    renderPages('/console/assets/gateways');
    const t = await table();
    const read = wire.find((c) => c.method === 'GET' && c.path === '/api/v1/assets/gateways/')!;
    const page = await backendGet<Page>(backend, `${read.path}?${read.query.toString()}`);
    const gateway = page.results[0]!;
    const name = String(gateway.name);
    await within(t).findByText(name, {}, T);
    fireEvent.click(within(t).getByRole('button', { name: `More ${name}` }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Test connection' }));
    const form = await screen.findByRole('dialog', { name: 'Test connection' });
    const port = within(form).getByRole('spinbutton', { name: /Port/ }) as HTMLInputElement;
    const ssh = (gateway.protocols as { name: string; port: number }[]).find(
      (p) => p.name === 'ssh',
    );
    expect(port.value).toBe(String(ssh?.port ?? 22));
    fireEvent.change(port, { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Confirm' }));
    expect(await within(form).findByText('Required')).toBeTruthy();
    expect(posts(/test-connective/)).toHaveLength(0);
    fireEvent.change(port, { target: { value: '2222' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Confirm' }));
    await screen.findByRole('log', { name: 'Task log' }, T);
    expect(posts(/test-connective/).map((c) => [c.path, c.body])).toEqual([
      [`/api/v1/assets/gateways/${String(gateway.id)}/test-connective/`, { port: 2222 }],
    ]);
  }, 60000);
});
