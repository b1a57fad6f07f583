/**
 * The ticket screens on the wire (docs/domain.md §7.5–7.7): the asset request reached from
 * My tickets, the approver's adjusted approval, and a comment, each asserting the exact request.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ORG_DEFAULT } from '../../../mock/rbac';
import type { TicketStep } from '../../../mock/seed';
import { formatDate } from '../../../src/schema/datetime';
import { signIn, startDemoBackend } from '../../support/backend';
import { recordWire, type WireCall } from '../pages/wire';
import { renderConsole } from './support';
import '../../support/catalogues';

const backend = startDemoBackend();
const LONG = { timeout: 15000 };
let wire: WireCall[];
beforeEach(() => {
  document.cookie = 'django_language=en; path=/';
  wire = recordWire(backend);
});

const store = () => backend.state.store;
const idOf = (username: string) => String(store().userByUsername(username)!.id);
const sent = (method: string, path: string) =>
  wire.filter((c) => c.method === method && c.path === path);
/** The serializer's dates carry whole seconds: what the form sends back. */
const toSecond = (iso: unknown) =>
  new Date(Math.floor(Date.parse(String(iso)) / 1000) * 1000).toISOString();

// Whole-console renders on a shared machine: more than the default per-test budget.
/** An open ticket of the type whose current level waits for the user. */
function waitingFor(username: string, type: string) {
  const me = idOf(username);
  return store()
    .rows('tickets.tickets')
    .find((t) => {
      const steps = t.steps as TicketStep[];
      const level = steps.find((s) => s.level === Number(t.approval_step));
      return t.type === type && t.status === 'open' && !!level?.assignees.includes(me);
    })!;
}

describe('tickets on the wire', { timeout: 90_000 }, () => {
  it('My tickets → Create → the asset request posts the form as Lina does, then lists it', async () => {
    await signIn('user', 'User@2023');
    const trail = renderConsole('/tickets/my-tickets');
    await userEvent.click(await screen.findByRole('button', { name: 'Create' }, LONG));
    const variants = await screen.findByRole('dialog', { name: 'Choose a ticket type' });
    await userEvent.click(
      within(variants).getByRole('button', { name: 'Request asset permission' }),
    );
    await userEvent.type(await screen.findByRole('textbox', { name: 'Title' }, LONG), 'DB access');
    const asset = store()
      .rows('assets.assets')
      .find((a) => a.org_id === ORG_DEFAULT)!;
    await userEvent.type(screen.getByRole('combobox', { name: 'Assets' }), String(asset.name));
    await userEvent.click(
      await screen.findByRole('option', { name: new RegExp(`^${String(asset.name)}\\(`) }, LONG),
    );
    const node = store()
      .rows('assets.nodes')
      .find((n) => n.org_id === ORG_DEFAULT && String(n.key).includes(':'))!;
    await userEvent.type(screen.getByRole('combobox', { name: 'Nodes' }), String(node.value));
    await userEvent.click(
      await screen.findByRole(
        'option',
        { name: `${String(node.name)}(${String(node.full_value)})` },
        LONG,
      ),
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Paste' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    const path = '/api/v1/tickets/apply-asset-tickets/open/';
    await waitFor(() => expect(sent('POST', path)).toHaveLength(1), LONG);
    const body = sent('POST', path)[0]!.body as Record<string, unknown>;
    expect(body).toEqual({
      title: 'DB access',
      org_id: ORG_DEFAULT,
      comment: '',
      apply_assets: [asset.id],
      apply_nodes: [node.id],
      apply_accounts: ['@ALL'],
      apply_actions: ['connect', 'upload', 'download', 'copy'],
      apply_date_start: expect.any(String),
      apply_date_expired: expect.any(String),
    });
    // The default period: seven days (TICKET_AUTHORIZE_DEFAULT_TIME).
    const days =
      (Date.parse(String(body.apply_date_expired)) - Date.parse(String(body.apply_date_start))) /
      86_400_000;
    expect(days).toBe(7);
    await waitFor(() => expect(trail.pathname).toBe('/tickets/my-tickets'), LONG);
    const row = (await screen.findByRole('link', { name: 'DB access' }, LONG)).closest('tr')!;
    expect(within(row).getByText('Common User')).toBeTruthy();
  });

  it("the approver's adjusted approval and a comment go out exactly as the backend takes them", async () => {
    const ticket = waitingFor('approver', 'apply_asset');
    const id = String(ticket.id);
    await signIn('approver', 'Approver@2023');
    renderConsole(`/tickets/tickets/${id}`);

    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }, LONG));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the request' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Upload' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    const approve = `/api/v1/tickets/apply-asset-tickets/${id}/approve/`;
    await waitFor(() => expect(sent('PATCH', approve)).toHaveLength(1), LONG);
    expect(sent('PATCH', approve)[0]!.body).toEqual({
      apply_assets: ticket.apply_assets,
      apply_nodes: [],
      apply_accounts: ticket.apply_accounts,
      apply_actions: ['connect', 'download'],
      apply_date_start: toSecond(ticket.apply_date_start),
      apply_date_expired: toSecond(ticket.apply_date_expired),
      org_id: ticket.org_id,
    });
    expect(
      await screen.findByText(/^Approved by Ticket Approver\(approver\)/, {}, LONG),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();

    await userEvent.type(
      screen.getByRole('textbox', { name: 'Add a comment' }),
      'Granted for a week',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const comments = '/api/v1/tickets/comments/';
    await waitFor(() => expect(sent('POST', comments)).toHaveLength(1), LONG);
    const post = sent('POST', comments)[0]!;
    expect(post.query.get('ticket_id')).toBe(id);
    expect(post.body).toEqual({ body: 'Granted for a week', ticket: id });
    expect(await screen.findByText('Granted for a week', {}, LONG)).toBeTruthy();
  });

  it("a request's account aliases read as words and an empty reason as '-'", async () => {
    const ticket = waitingFor('approver', 'apply_asset');
    ticket.apply_accounts = ['@SPEC', 'root', '@INPUT'];
    ticket.comment = '';
    await signIn('approver', 'Approver@2023');
    renderConsole(`/tickets/tickets/${String(ticket.id)}`);
    const accounts = await screen.findByRole('rowheader', { name: 'Accounts' }, LONG);
    expect(accounts.closest('tr')!.textContent).toBe('Accountsroot, Manual input');
    const reason = screen.getByRole('rowheader', { name: 'Reason' });
    expect(reason.closest('tr')!.textContent).toBe('Reason-');
  });

  it("a login confirmation's login time, sent as ISO text, reads in the console's date format", async () => {
    const ticket = waitingFor('approver', 'login_confirm');
    const sentAs = String(ticket.apply_login_datetime);
    expect(sentAs).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    await signIn('approver', 'Approver@2023');
    renderConsole(`/tickets/tickets/login-confirm/${String(ticket.id)}`);
    const header = await screen.findByRole('rowheader', { name: 'Login time' }, LONG);
    const row = header.closest('tr')!;
    expect(within(row).getByText(formatDate(sentAs, 'en'))).toBeTruthy();
    expect(within(row).queryByText(sentAs)).toBeNull();
  });

  it('a login-asset confirmation shows what was asked and is approved on its typed endpoint, with no body', async () => {
    const ticket = waitingFor('approver', 'login_asset_confirm');
    const id = String(ticket.id);
    await signIn('approver', 'Approver@2023');
    renderConsole(`/tickets/tickets/login-host-confirm/${id}`);
    expect(await screen.findByText('Login asset confirm', {}, LONG)).toBeTruthy();
    const asset = ticket.apply_login_asset as { name: string };
    const row = screen.getByRole('rowheader', { name: 'Asset' }).closest('tr')!;
    expect(within(row).getByText(asset.name)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const approve = `/api/v1/tickets/apply-login-asset-tickets/${id}/approve/`;
    await waitFor(() => expect(sent('PUT', approve)).toHaveLength(1), LONG);
    expect(sent('PUT', approve)[0]!.body).toBeUndefined();
    expect(
      await screen.findByText(/^Approved by Ticket Approver\(approver\)/, {}, LONG),
    ).toBeTruthy();
  });
});
