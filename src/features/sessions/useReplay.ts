/**
 * The replay answer of a session (domain-protocol-ops §1.5): the server works asynchronously and
 * answers `{status: 'running'}` until it has a result, so the answer is polled while it runs.
 * A missing recording is a 404 with the server's `error`; a failure is `{status: 'error', error}`.
 */
import { useCallback, useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { JmsHttpError, type JmsDataProvider } from '../../../dataProvider';

/** Luna polls every 2 s; a second is enough for the console to feel immediate. */
export const REPLAY_POLL_MS = 1000;

export interface ReplayInfo {
  type: 'asciicast' | 'guacamole' | 'json' | string;
  src: string;
  user?: string;
  asset?: string;
  account?: string;
  date_start?: string;
  date_end?: string | null;
  download_url?: string;
}

export type ReplayState =
  | { kind: 'running' }
  | { kind: 'ready'; replay: ReplayInfo }
  | { kind: 'missing'; error: string }
  | { kind: 'error'; error: string };

const delay = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const t = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => clearTimeout(t), { once: true });
  });

function errorText(body: unknown, fallback: string): string {
  if (body && typeof body === 'object') {
    const { error, detail } = body as { error?: unknown; detail?: unknown };
    if (typeof error === 'string') return error;
    if (typeof detail === 'string') return detail;
  }
  return fallback;
}

export function replayUrl(sid: string): string {
  return `/api/v1/terminal/sessions/${encodeURIComponent(sid)}/replay/`;
}

/** The session's replay, polled until ready; `retry` asks the server again (`refresh=1`). */
export function useReplay(sid: string): { state: ReplayState; retry(): void } {
  const dataProvider = useDataProvider<JmsDataProvider>();
  const [state, setState] = useState<ReplayState>({ kind: 'running' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    const abort = new AbortController();
    const { signal } = abort;
    void (async () => {
      // A retry drops the server's cached answer (kept 600 s), e.g. after a late upload.
      let query: Record<string, string> = round ? { refresh: '1' } : {};
      while (!signal.aborted) {
        try {
          const body = await dataProvider.call<Record<string, unknown>>(
            'GET',
            replayUrl(sid),
            undefined,
            {
              query,
              silent: true,
              signal,
            },
          );
          if (signal.aborted) return;
          if (body.status === 'running') {
            query = {};
            await delay(REPLAY_POLL_MS, signal);
            continue;
          }
          if (body.status === 'error')
            return setState({ kind: 'error', error: errorText(body, '') });
          return setState({ kind: 'ready', replay: body as unknown as ReplayInfo });
        } catch (e) {
          if (signal.aborted) return;
          if (e instanceof JmsHttpError && e.status === 404)
            return setState({ kind: 'missing', error: errorText(e.body, e.notice) });
          return setState({
            kind: 'error',
            error: e instanceof JmsHttpError ? errorText(e.body, e.notice) : String(e),
          });
        }
      }
    })();
    return () => abort.abort();
  }, [dataProvider, sid, round]);

  const retry = useCallback(() => {
    setState({ kind: 'running' });
    setRound((r) => r + 1);
  }, []);
  return { state, retry };
}
