import { defineResource } from '../types';
import type { ActionInput, ActionSpec, ActionViewer, AnyRecord } from '../vocabulary';
import { typedTicketUrl } from './typedRoutes';

const valueOf = (v: unknown) => (v && typeof v === 'object' ? (v as AnyRecord).value : v);
const typeOf = (t: AnyRecord) => String(valueOf(t.type) ?? '');
const isOpen = (t: AnyRecord) => valueOf(t.status) === 'open';

/** The user is an assignee of the open ticket's current level (docs/domain.md §7.6). */
function assignee(t: AnyRecord, me: ActionViewer | null): boolean {
  const steps = (t.process_map as { approval_level: number; assignees: string[] }[]) ?? [];
  const level = valueOf(t.approval_step);
  const step = steps.find((s) => s.approval_level === level);
  return isOpen(t) && !!me && !!step?.assignees.includes(me.id);
}

const applicant = (t: AnyRecord, me: ActionViewer | null) =>
  !!me && (t.applicant as AnyRecord | undefined)?.id === me.id;

/** `PUT <typed endpoint>/<decision>/`, no body (the asset request's approval has its dialog). */
const decide = (decision: 'approve' | 'reject' | 'close') => ({
  kind: 'call' as const,
  method: 'PUT' as const,
  url: ({ record }: ActionInput) =>
    `${typedTicketUrl(typeOf(record!), String(record!.id))}${decision}/`,
});

/**
 * The decisions on a ticket's page: approve and reject for an assignee of the current level, close
 * for them and the applicant. Deciding is not a write in the current organisation: the tickets view
 * offers it wherever the ticket is.
 */
const actions: ActionSpec[] = [
  {
    name: 'approve',
    label: 'tickets.decide.approve',
    icon: 'approve',
    color: 'success',
    places: ['detail'],
    writes: false,
    hidden: (t, me) => !assignee(t, me) || typeOf(t) === 'apply_asset',
    run: decide('approve'),
    after: { message: 'tickets.decide.approved' },
  },
  {
    // An asset request is approved with what the approver grants: its own dialog.
    name: 'approve_request',
    label: 'tickets.decide.approve',
    icon: 'approve',
    color: 'success',
    places: ['detail'],
    hidden: (t, me) => !assignee(t, me) || typeOf(t) !== 'apply_asset',
    run: { kind: 'dialog', component: 'tickets/ApproveDialog' },
  },
  {
    name: 'reject',
    label: 'tickets.decide.reject',
    icon: 'reject',
    color: 'error',
    places: ['detail'],
    writes: false,
    hidden: (t, me) => !assignee(t, me),
    confirm: 'tickets.decide.confirm_reject',
    run: decide('reject'),
    after: { message: 'tickets.decide.rejected' },
  },
  {
    name: 'close',
    label: 'tickets.decide.close',
    icon: 'close',
    places: ['detail'],
    writes: false,
    hidden: (t, me) => !isOpen(t) || !(assignee(t, me) || applicant(t, me)),
    confirm: 'tickets.decide.confirm_close',
    run: decide('close'),
    after: { message: 'tickets.decide.closed' },
  },
];

/**
 * Every ticket's detail page; the lists are "my tickets" and "assigned to me", the request form is
 * the request-asset-permission ticket's.
 */
export default defineResource({
  name: 'tickets',
  view: 'tickets',
  path: 'tickets',
  api: { list: '/api/v1/tickets/tickets/' },
  perms: { app: 'tickets', model: 'ticket' },
  recordRepresentation: 'title',
  title: 'routes.tickets',
  screens: { list: false, create: false, edit: false },
  licence: true,
  // One page for every type: the typed detail, the approval process, comments and decisions.
  components: { show: 'tickets/TicketDetail' },
  actions,
  list: {
    columns: ['title', 'serial_num', 'type', 'applicant', 'state', 'status', 'date_created'],
    sort: { field: 'date_created', order: 'DESC' },
  },
});
