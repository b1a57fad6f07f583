/**
 * The demo's approved login-asset ticket that led to a live session: the first such ticket is
 * linked to an online session of its org, and its request fields name that session's login.
 */
import { linkTicketSession } from '../domain/ticketSessions';
import type { SeedContext } from './context';

export function seedTicketSessions(ctx: SeedContext): void {
  const store = ctx.store;
  const ticket = store
    .rows('tickets.tickets')
    .find((t) => t.type === 'login_asset_confirm' && t.state === 'approved');
  if (!ticket) return;
  const session = store
    .rows('terminal.sessions')
    .find((s) => !s.is_finished && s.org_id === ticket.org_id && s.can_join === true);
  if (!session) return;
  Object.assign(ticket, {
    apply_login_user: { id: session.user_id, name: String(session.user) },
    apply_login_asset: { id: session.asset_id, name: String(session.asset) },
    apply_login_account: String(session.account),
  });
  linkTicketSession(store, String(ticket.id), String(session.id));
}
