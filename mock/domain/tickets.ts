/**
 * Tickets are always read in the root organisation, limited to those related to the user (as
 * applicant or assignee of any step). Approval walks the raw `steps` one level at a time.
 */
import type { TicketStep } from '../seed/tickets';
import type { BackendState } from '../state';
import type { Row } from '../types';
import { addSiteMessage } from './siteMessages';
import { addStateComment } from './ticketRequests';

/** URL segment of each typed ticket endpoint -> ticket type (`tickets` serves every type). */
export const TICKET_ENDPOINTS: Record<string, string | null> = {
  tickets: null,
  'apply-asset-tickets': 'apply_asset',
  'apply-login-tickets': 'login_confirm',
  'apply-login-asset-tickets': 'login_asset_confirm',
  'apply-command-tickets': 'command_confirm',
};

export function stepsOf(ticket: Row): TicketStep[] {
  return (ticket.steps as TicketStep[] | undefined) ?? [];
}

export function isRelated(ticket: Row, userId: string): boolean {
  return (
    String(ticket.applicant) === userId || stepsOf(ticket).some((s) => s.assignees.includes(userId))
  );
}

export function isCurrentAssignee(ticket: Row, userId: string): boolean {
  const step = stepsOf(ticket).find((s) => s.level === Number(ticket.approval_step));
  return Boolean(step?.assignees.includes(userId));
}

/** Python's str(datetime) for an aware UTC datetime, as process_map carries it. */
function pyDate(iso: string): string {
  return iso.replace('T', ' ').replace(/\.\d+Z$|Z$/, '+00:00');
}

export function processMap(state: BackendState, ticket: Row): Record<string, unknown>[] {
  const display = (id: string) => {
    const u = state.store.find('users.users', id);
    return u ? `${String(u.name)}(${String(u.username)})` : '';
  };
  return stepsOf(ticket).map((s) => ({
    state: s.state,
    approval_level: s.level,
    assignees: s.assignees,
    assignees_display: s.assignees.map(display),
    approval_date: pyDate(s.date_updated),
    processor: s.processor ?? '',
    processor_display: s.processor ? display(s.processor) : '',
  }));
}

export type TicketAction = 'approve' | 'reject' | 'close';

function notifyApplicant(state: BackendState, ticket: Row, outcome: string, processor: Row): void {
  addSiteMessage(state, {
    users: [String(ticket.applicant)],
    subject: `Ticket ${outcome}: ${String(ticket.title)}`,
    message: `<p>Your ticket <b>${String(ticket.title)}</b> (${String(ticket.serial_num)}) was ${outcome} by ${String(processor.name)}.</p>`,
    sender: String(processor.id),
  });
}

/**
 * An approved asset request becomes an asset permission whose id is the ticket's, as the real
 * ticket handler does (the ticket page links to it by that id).
 */
function grantFromTicket(state: BackendState, ticket: Row): void {
  const now = new Date().toISOString();
  const org = state.store.orgById(String(ticket.org_id));
  state.store.rows('perms.asset_permissions').push({
    id: String(ticket.id),
    name: String(ticket.apply_permission_name || ticket.title),
    users: [ticket.applicant],
    user_groups: [],
    assets: (ticket.apply_assets as unknown[] | undefined) ?? [],
    nodes: (ticket.apply_nodes as unknown[] | undefined) ?? [],
    accounts: (ticket.apply_accounts as unknown[] | undefined) ?? ['@ALL'],
    actions: (ticket.apply_actions as unknown[] | undefined) ?? ['connect'],
    created_by: String(ticket.serial_num),
    comment: `Created by ticket ${String(ticket.serial_num)}`,
    org_id: org.id,
    org_name: org.name,
    is_active: true,
    from_ticket: true,
    date_created: now,
    date_start: String(ticket.apply_date_start ?? now),
    date_expired: String(ticket.apply_date_expired ?? now),
  });
}

export function applyTicketAction(
  state: BackendState,
  ticket: Row,
  action: TicketAction,
  processor: Row,
): void {
  const now = new Date().toISOString();
  const steps = stepsOf(ticket);
  const level = Number(ticket.approval_step);
  const current = steps.find((s) => s.level === level);
  const finish = (outcome: 'approved' | 'rejected' | 'closed') => {
    ticket.state = outcome;
    ticket.status = 'closed';
    for (const s of steps)
      if (s.level > level && s.state === 'pending')
        Object.assign(s, { state: 'closed', date_updated: now });
  };
  addStateComment(
    state,
    ticket,
    processor,
    action === 'approve' ? 'Approved' : action === 'reject' ? 'Rejected' : 'Closed',
  );
  if (current)
    Object.assign(current, {
      state: action === 'approve' ? 'approved' : action === 'reject' ? 'rejected' : 'closed',
      processor: action === 'close' ? null : String(processor.id),
      date_updated: now,
    });
  if (action === 'approve' && level < steps.length) {
    ticket.approval_step = level + 1;
  } else {
    finish(action === 'approve' ? 'approved' : action === 'reject' ? 'rejected' : 'closed');
    if (action === 'approve' && ticket.type === 'apply_asset') grantFromTicket(state, ticket);
    if (action !== 'close')
      notifyApplicant(state, ticket, action === 'approve' ? 'approved' : 'rejected', processor);
  }
  ticket.date_updated = now;
  // Rows changed in place: list caches keyed on the store version must see it.
  state.store.touch();
}
