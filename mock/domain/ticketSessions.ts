/**
 * TicketSession (docs/domain.md §7.8): which session an approved login-asset ticket led to.
 * Components write it when the approved login starts; the ticket page reads it back, and an
 * assignee of that ticket may terminate the session without `terminal.terminate_session`.
 */
import type { Store } from '../store';
import type { Row } from '../types';
import { stepsOf } from './tickets';

const TABLE = 'tickets.ticket_sessions';

export function linkTicketSession(store: Store, ticketId: string, sessionId: string): Row {
  const relation: Row = { id: crypto.randomUUID(), ticket: ticketId, session: sessionId };
  store.rows(TABLE).push(relation);
  store.touch();
  return relation;
}

/** The first session linked to the ticket (TicketSession.objects.filter(ticket=…).first()). */
export function sessionOfTicket(store: Store, ticketId: string): Row | undefined {
  const relation = store.rows(TABLE).find((r) => r.ticket === ticketId);
  return relation ? store.find('terminal.sessions', relation.session) : undefined;
}

/** is_session_approver(): the session's ticket lists the user among its assignees (any step). */
export function isSessionApprover(store: Store, sessionId: string, userId: string): boolean {
  const relation = store.rows(TABLE).find((r) => r.session === sessionId);
  const ticket = relation && store.find('tickets.tickets', relation.ticket);
  return Boolean(ticket && stepsOf(ticket).some((s) => s.assignees.includes(userId)));
}
