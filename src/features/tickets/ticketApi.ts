/**
 * The ticket calls of the detail page and the request form (domain-protocol-ops §2.4–§2.7): the
 * typed detail endpoint per ticket type, the decisions, the comment thread, the asset request.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { JmsDataProvider, JmsHttpError } from '../../../dataProvider';
import { errorText } from '../../../dataProvider/errors';
import { serverNotice, type Notice } from '../../components/notice';

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

export const TICKET_TYPES = [
  'apply_asset',
  'login_confirm',
  'login_asset_confirm',
  'command_confirm',
] as const;

/** The typed endpoint of each type: only it serves the type's fields and takes an approval. */
const TYPED_ROUTE: Record<string, string> = {
  apply_asset: 'apply-asset-tickets',
  login_confirm: 'apply-login-tickets',
  login_asset_confirm: 'apply-login-asset-tickets',
  command_confirm: 'apply-command-tickets',
};

const BASE = '/api/v1/tickets/';
export const typedUrl = (type: string, id: string) =>
  `${BASE}${TYPED_ROUTE[type] ?? 'tickets'}/${encodeURIComponent(id)}/`;
export const commentsUrl = `${BASE}comments/`;
export const OPEN_ASSET_REQUEST_URL = `${BASE}apply-asset-tickets/open/`;
export const ASSET_SUGGESTIONS_URL = '/api/v1/assets/assets/suggestions/';
export const NODE_SUGGESTIONS_URL = '/api/v1/assets/nodes/suggestions/';
export const PERMISSION_ACTIONS = ['connect', 'upload', 'download', 'copy', 'paste'] as const;

const ticketKey = (id: string) => ['tickets', 'detail', id] as const;

/** The ticket: the generic detail names its type, the typed one carries its fields. */
export function useTicket(id: string) {
  const dp = useDataProvider<JmsDataProvider>();
  return useQuery({
    queryKey: ticketKey(id),
    queryFn: async () => {
      const common = await dp.call<Ticket>(
        'GET',
        `${BASE}tickets/${encodeURIComponent(id)}/`,
        undefined,
        {
          silent: true,
        },
      );
      const type = common.type?.value;
      if (!TYPED_ROUTE[type]) return common;
      return dp.call<Ticket>('GET', typedUrl(type, id), undefined, { silent: true });
    },
    retry: false,
  });
}

export function useComments(id: string) {
  const dp = useDataProvider<JmsDataProvider>();
  return useQuery({
    queryKey: ['tickets', 'comments', id],
    queryFn: () =>
      dp.call<Comment[]>('GET', commentsUrl, undefined, { query: { ticket_id: id }, silent: true }),
  });
}

/** Reloads the ticket, its comments and every ticket list and count (the header badge). */
export function useTicketsRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['tickets'] });
}

/** A message of the client's catalogue (`app.http.*`), as opposed to the server's own words. */
const CATALOGUE_KEY = /^app\.http\.\w+$/;

/**
 * What to tell of a failed call: for a 400 the server's own words (its detail, the first field
 * error); otherwise the notice (the catalogue's message per status, or the server's text where
 * protocol.md shows it), as every other screen tells it. A catalogue key is translated when
 * `translate` is given (an alert); a notification translates it itself.
 */
/** A failure as a notice: a catalogue key translated, the server's words shown verbatim. */
export function failureNotice(e: unknown): Notice {
  const text = failureText(e);
  return CATALOGUE_KEY.test(text) ? { message: text } : serverNotice(text);
}

export function failureText(e: unknown, translate?: (key: string) => string): string {
  const err = e as Partial<JmsHttpError> & { body?: unknown };
  const body = err.body;
  let text = '';
  if (err.status === 400 && body && typeof body === 'object' && !Array.isArray(body)) {
    text = errorText(body);
    const first = Object.values(body as Row).flat()[0];
    if (!text && typeof first === 'string') text = first;
  }
  text ||= err.notice || errorText(body) || err.message || '';
  return translate && CATALOGUE_KEY.test(text) ? translate(text) : text;
}

export const valuesOf = (v: unknown): string[] =>
  Array.isArray(v)
    ? v.map((x) => (x && typeof x === 'object' ? String((x as Row).value) : String(x)))
    : [];
