/**
 * The session of an approved login-asset ticket on the wire (docs/domain.md §7.8): the page
 * asks `tickets/<id>/session/` again while it answers an empty 404, shows the session once linked,
 * monitors it in Luna and terminates it with `[session.id]` on the ticket variant of kill-session.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { linkTicketSession, sessionOfTicket } from '../../../mock/domain/ticketSessions';
import type { TicketStep } from '../../../mock/seed';
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
const sent = (method: string, path: string) =>
  wire.filter((c) => c.method === method && c.path === path);

/** An approved login-asset ticket the approver was assignee of, with or without a session. */
function approvedTicket(linked: boolean) {
  const me = String(store().userByUsername('approver')!.id);
  return store()
    .rows('tickets.tickets')
    .find(
      (t) =>
        t.type === 'login_asset_confirm' &&
        t.state === 'approved' &&
        (t.steps as TicketStep[]).some((s) => s.assignees.includes(me)) &&
        !!sessionOfTicket(store(), String(t.id)) === linked,
    )!;
}

describe('the session of a login-asset ticket', { timeout: 90_000 }, () => {
  it('asks again while the session is not linked (404), then shows it', async () => {
    const ticket = approvedTicket(false);
    const id = String(ticket.id);
    const url = `/api/v1/tickets/tickets/${id}/session/`;
    await signIn('approver', 'Approver@2023');
    renderConsole(`/tickets/tickets/login-host-confirm/${id}`);
    const card = await screen.findByRole('region', { name: 'Session' }, LONG);
    expect(
      await within(card).findByText('No session has started from this ticket yet.', {}, LONG),
    ).toBeTruthy();
    expect(sent('GET', url).length).toBeGreaterThanOrEqual(1);
    // The component links the session once the login starts; the next retry finds it.
    const session = store()
      .rows('terminal.sessions')
      .find((s) => !s.is_finished && s.org_id === ticket.org_id)!;
    linkTicketSession(store(), id, String(session.id));
    expect(await within(card).findByText(String(session.asset), {}, LONG)).toBeTruthy();
    expect(within(card).getByText(String(session.user))).toBeTruthy();
    expect(within(card).getByText('Online')).toBeTruthy();
    expect(sent('GET', url).length).toBeGreaterThanOrEqual(2);
    // The approver may not audit sessions: no session detail page to link to.
    expect(within(card).queryByRole('link', { name: 'Session details' })).toBeNull();
  });

  it('monitors the session in Luna and terminates it with [session.id]', async () => {
    const ticket = approvedTicket(true);
    const id = String(ticket.id);
    const session = sessionOfTicket(store(), id)!;
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await signIn('approver', 'Approver@2023');
    renderConsole(`/tickets/tickets/login-host-confirm/${id}`);
    const card = await screen.findByRole('region', { name: 'Session' }, LONG);
    expect(await within(card).findByText('Online', {}, LONG)).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: 'Monitor' }));
    expect(open).toHaveBeenCalledWith(`/luna/monitor/${String(session.id)}`, '_blank', 'noopener');
    open.mockRestore();

    await userEvent.click(within(card).getByRole('button', { name: 'Terminate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terminate this session?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    const kill = '/api/v1/terminal/tasks/kill-session-for-ticket/';
    await waitFor(() => expect(sent('POST', kill)).toHaveLength(1), LONG);
    expect(sent('POST', kill)[0]!.body).toEqual([session.id]);
    expect(sent('POST', '/api/v1/terminal/tasks/kill-session/')).toHaveLength(0);
    // The terminal picks the task up at its heartbeat; the card follows until the session ends.
    expect(await within(card).findByText('Finished', {}, LONG)).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Terminate' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Monitor' })).toBeNull();
  });
});
