/**
 * The sessions and audit area's calls (docs/domain.md §6.5, §6.6, §6.9): a session's replay
 * (answered asynchronously), its commands in order, and what an operation changed.
 */
import type { JmsDataProvider } from '../../../dataProvider';
import type { DiffRow } from '../../components/dialogs/DiffDialog';
import type { PageRequest } from '../../components/PagedTable';
import { readList } from '../readList';

const silent = { silent: true };

/**
 * The replay answer: `{status: 'running'}` while the server prepares it, `{status: 'error'}`, or
 * the replay itself. `refresh` drops the server's cached answer (kept 600 s).
 */
export const sessionReplay = (
  dp: JmsDataProvider,
  sid: string,
  refresh: boolean,
  signal?: AbortSignal,
) =>
  dp.call<Record<string, unknown>>(
    'GET',
    `/api/v1/terminal/sessions/${encodeURIComponent(sid)}/replay/`,
    undefined,
    { query: refresh ? { refresh: '1' } : {}, signal, ...silent },
  );

export interface SessionCommand {
  id: string;
  input: string;
  output?: string;
  timestamp: number;
  risk_level?: { value: number; label: string } | number;
}

/**
 * A session's commands, oldest first: `session_id` makes the server merge every command storage,
 * `order=timestamp` is the only ascending order it honours.
 */
export const sessionCommands = (
  dp: JmsDataProvider,
  sid: string,
  page: PageRequest,
  signal?: AbortSignal,
) =>
  readList<SessionCommand>(dp, '/api/v1/terminal/commands/', {
    page,
    sort: { field: 'timestamp', order: 'ASC' },
    filter: { session_id: sid },
    signal,
  });

/** What an operation changed, field by field (`null` when it recorded nothing). */
export const operateLogDiff = (dp: JmsDataProvider, id: string, signal?: AbortSignal) =>
  dp.call<{ diff: DiffRow[] | null }>(
    'GET',
    `/api/v1/audits/operate-logs/${encodeURIComponent(id)}/`,
    undefined,
    { query: { type: 'action_detail' }, signal, ...silent },
  );
