/**
 * The tickets area's calls (docs/domain.md §7.4–7.9): a ticket on its type's endpoint, the
 * asset request's approval, the comment thread, the session a login confirmation led to, the
 * asset request, the approval flows and the pickers' suggestions. Approve (other types), reject
 * and close are declared actions of the tickets descriptor.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { JmsDataProvider, Paginated } from '../../../dataProvider';
import { hasTypedRoute, typedTicketUrl } from '../../../resources/tickets/typedRoutes';

export type Row = Record<string, unknown>;
export type Choice = { value: string; label?: string };

export interface ProcessStep {
  approval_level: number;
  state: string;
  assignees: string[];
  assignees_display: string[];
  processor: string;
  processor_display: string;
  approval_date: string;
}

export interface Ticket extends Row {
  id: string;
  title: string;
  serial_num: string;
  org_id: string;
  org_name: string;
  comment: string;
  type: Choice;
  state: Choice;
  status: Choice;
  approval_step: { value: number };
  applicant: { id: string; name: string };
  rel_snapshot?: { applicant?: string };
  process_map: ProcessStep[];
  date_created: string;
}

export interface Comment {
  id: string;
  body: string;
  user_display: string;
  date_created: string;
}

/** A ticket type's approval flow: its levels and each level's assignee rule. */
export interface Flow extends Row {
  id: string;
  type: { value: string; label?: string };
  approval_level: { value: number };
  rules: {
    strategy: { value: string };
    assignees_read_only: string[];
    assignees_display: string[];
  }[];
  date_updated?: string;
}

/** An object picked by name: an asset, a node, a user (`name(detail)`). */
export interface PickerOption {
  id: string;
  name: string;
  detail?: string;
}

export const PERMISSION_ACTIONS = ['connect', 'upload', 'download', 'copy', 'paste'] as const;

const BASE = '/api/v1/tickets/';
const COMMENTS_URL = `${BASE}comments/`;
const FLOWS_URL = `${BASE}flows/`;
const silent = { silent: true };

/** The ticket: the generic detail names its type, the typed one carries its fields. */
export async function ticket(dp: JmsDataProvider, id: string): Promise<Ticket> {
  const common = await dp.call<Ticket>('GET', typedTicketUrl('', id), undefined, silent);
  const type = common.type?.value;
  return hasTypedRoute(type)
    ? dp.call<Ticket>('GET', typedTicketUrl(type, id), undefined, silent)
    : common;
}

/**
 * Approves an asset request with what the approver grants (ApproveAssetSerializer, PATCH as Lina).
 */
export function approveTicket(dp: JmsDataProvider, t: Ticket, changes: Row): Promise<unknown> {
  return dp.call(
    'PATCH',
    `${typedTicketUrl(t.type.value, t.id)}approve/`,
    { ...changes, org_id: t.org_id },
    silent,
  );
}

export function ticketComments(dp: JmsDataProvider, id: string): Promise<Comment[]> {
  return dp.call('GET', COMMENTS_URL, undefined, { query: { ticket_id: id }, ...silent });
}

export function addTicketComment(dp: JmsDataProvider, id: string, body: string): Promise<Comment> {
  return dp.call(
    'POST',
    COMMENTS_URL,
    { body, ticket: id },
    { query: { ticket_id: id }, ...silent },
  );
}

/** The session an approved login-asset confirmation led to; null while none is linked (a 404). */
export async function ticketSession(dp: JmsDataProvider, id: string): Promise<Row | null> {
  try {
    return await dp.call<Row>(
      'GET',
      `${BASE}tickets/${encodeURIComponent(id)}/session/`,
      undefined,
      silent,
    );
  } catch (e) {
    if ((e as { status?: number }).status === 404) return null;
    throw e;
  }
}

/** Queues the end of a ticket's session (any assignee of the ticket): the ids it could end. */
export function terminateTicketSession(
  dp: JmsDataProvider,
  sessionId: string,
): Promise<{ ok: string[] }> {
  return dp.call('POST', '/api/v1/terminal/tasks/kill-session-for-ticket/', [sessionId], silent);
}

/** The end user's asset request (`apply-asset-tickets/open/`). */
export function openAssetRequest(dp: JmsDataProvider, body: Row): Promise<Ticket> {
  return dp.call('POST', `${BASE}apply-asset-tickets/open/`, body, silent);
}

export function ticketFlow(dp: JmsDataProvider, id: string): Promise<Flow> {
  return dp.call('GET', `${FLOWS_URL}${encodeURIComponent(id)}/`, undefined, silent);
}

/** Saves a flow with PUT: its rules are recreated. */
export function saveTicketFlow(dp: JmsDataProvider, id: string, body: Row): Promise<Flow> {
  return dp.call('PUT', `${FLOWS_URL}${encodeURIComponent(id)}/`, body, silent);
}

const PICKER_PAGE = 10;

async function suggestions(
  dp: JmsDataProvider,
  url: string,
  query: Record<string, string>,
  detailKey: string,
  term: string,
): Promise<PickerOption[]> {
  const body = await dp.call<Row[] | Paginated<Row>>('GET', url, undefined, {
    query: { ...query, search: term || undefined, limit: PICKER_PAGE },
    ...silent,
  });
  return (Array.isArray(body) ? body : body.results).map((r) => ({
    id: String(r.id),
    name: String(r.name),
    detail: r[detailKey] === undefined ? undefined : String(r[detailKey]),
  }));
}

/** An organisation's assets by name or address (`assets.match_asset`, which end users hold). */
export const suggestAssets = (dp: JmsDataProvider, orgId: string, term: string) =>
  suggestions(dp, '/api/v1/assets/assets/suggestions/', { oid: orgId }, 'address', term);

export const suggestNodes = (dp: JmsDataProvider, orgId: string, term: string) =>
  suggestions(dp, '/api/v1/assets/nodes/suggestions/', { oid: orgId }, 'full_value', term);

export const searchUsers = (dp: JmsDataProvider, term: string) =>
  suggestions(dp, '/api/v1/users/users/', {}, 'username', term);

const ticketKey = (id: string) => ['tickets', 'detail', id] as const;

export function useTicket(id: string) {
  const dp = useDataProvider<JmsDataProvider>();
  return useQuery({ queryKey: ticketKey(id), queryFn: () => ticket(dp, id), retry: false });
}

export function useComments(id: string) {
  const dp = useDataProvider<JmsDataProvider>();
  return useQuery({ queryKey: ['tickets', 'comments', id], queryFn: () => ticketComments(dp, id) });
}

/** Reloads the ticket, its comments and every ticket list and count (the header badge). */
export function useTicketsRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['tickets'] });
}

export const valuesOf = (v: unknown): string[] =>
  Array.isArray(v)
    ? v.map((x) => (x && typeof x === 'object' ? String((x as Row).value) : String(x)))
    : [];
