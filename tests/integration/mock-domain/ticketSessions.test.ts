// @vitest-environment node
/** The demo backend's session of a login-asset ticket (docs/domain.md §7.8). */
import { afterEach, describe, expect, it } from 'vitest';
import { createBackend } from '../../../mock/backend';
import { sessionOfTicket } from '../../../mock/domain/ticketSessions';
import type { TicketStep } from '../../../mock/seed';
import { as } from './client';

const backend = createBackend({ now: new Date('2026-11-01T08:00:00Z') });
afterEach(() => backend.reset());

const store = () => backend.state.store;
const approverId = () => String(store().userByUsername('approver')!.id);
const approved = (linked: boolean) =>
  store()
    .rows('tickets.tickets')
    .find(
      (t) =>
        t.type === 'login_asset_confirm' &&
        t.state === 'approved' &&
        (t.steps as TicketStep[]).some((s) => s.assignees.includes(approverId())) &&
        !!sessionOfTicket(store(), String(t.id)) === linked,
    )!;
const onlineIn = (org: unknown) =>
  store()
    .rows('terminal.sessions')
    .find((s) => !s.is_finished && s.org_id === org)!;

describe('ticket session (docs/domain.md §7.8)', () => {
  it('answers an empty 404 until a component links a session, then the plain session', async () => {
    const ticket = approved(false);
    const url = `/api/v1/tickets/tickets/${String(ticket.id)}/session/`;
    const approver = await as(backend, 'approver');
    const before = await approver.get(url);
    expect(before.status).toBe(404);
    expect(await before.text()).toBe('');

    const session = onlineIn(ticket.org_id);
    const admin = await as(backend, 'admin');
    const link = await admin.send('POST', '/api/v1/tickets/ticket-session-relation/', {
      ticket: ticket.id,
      session: session.id,
    });
    expect(link.status).toBe(201);
    expect(await link.json()).toEqual({ ticket: ticket.id, session: session.id });

    const out = (await approver.getJson(url)) as Record<string, unknown>;
    expect(out.id).toBe(session.id);
    expect(out.asset).toBe(session.asset);
    expect(out).not.toHaveProperty('command_amount');
  });

  it('refuses a relation to an unknown ticket or session', async () => {
    const admin = await as(backend, 'admin');
    const res = await admin.send('POST', '/api/v1/tickets/ticket-session-relation/', {
      ticket: 'nope',
    });
    expect(res.status).toBe(400);
    expect(Object.keys((await res.json()) as object).sort()).toEqual(['session', 'ticket']);
  });

  it("terminates only for an assignee of the session's ticket, as a kill task", async () => {
    const ticket = approved(true);
    const sid = String(sessionOfTicket(store(), String(ticket.id))!.id);
    const url = '/api/v1/terminal/tasks/kill-session-for-ticket/';
    // The applicant is no assignee: 403 with an empty object.
    const user = await as(backend, 'user');
    const refused = await user.send('POST', url, [sid]);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({});

    const approver = await as(backend, 'approver');
    const res = await approver.send('POST', url, [sid]);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: [sid] });
    expect(
      store()
        .rows('terminal.tasks')
        .filter((t) => t.name === 'kill_session' && t.args === sid),
    ).toHaveLength(1);
    // A session no ticket led to is refused even to an assignee of other tickets.
    const other = store()
      .rows('terminal.sessions')
      .find((s) => !s.is_finished && String(s.id) !== sid)!;
    expect((await approver.send('POST', url, [other.id])).status).toBe(403);
  });
});
