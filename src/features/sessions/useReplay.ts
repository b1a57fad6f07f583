/**
 * The replay answer of a session (docs/domain.md §6.5): the server works asynchronously and
 * answers `{status: 'running'}` until it has a result, so the answer is polled while it runs.
 * A missing recording is a 404 with the server's `error`; a failure is `{status: 'error', error}`.
 */
import { useCallback, useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { JmsHttpError, type JmsDataProvider } from '../../../dataProvider';
import { toHttpError } from '../../../dataProvider/errors';
import { sessionReplay } from './api';

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

/** `missing` and `error` hold the failure, told as every other error is (the server's words). */
export type ReplayState =
  | { kind: 'running' }
  | { kind: 'ready'; replay: ReplayInfo }
  | { kind: 'missing'; error: unknown }
  | { kind: 'error'; error: unknown };

const delay = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const t = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => clearTimeout(t), { once: true });
  });

/** The session's replay, polled until ready; `retry` asks the server again (`refresh=1`). */
export function useReplay(sid: string): { state: ReplayState; retry(): void } {
  const dataProvider = useDataProvider<JmsDataProvider>();
  const [state, setState] = useState<ReplayState>({ kind: 'running' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    const abort = new AbortController();
    const { signal } = abort;
    void (async () => {
      // A retry drops the server's cached answer, e.g. after a late upload.
      let refresh = round > 0;
      while (!signal.aborted) {
        try {
          const body = await sessionReplay(dataProvider, sid, refresh, signal);
          if (signal.aborted) return;
          if (body.status === 'running') {
            refresh = false;
            await delay(REPLAY_POLL_MS, signal);
            continue;
          }
          // A failure reported in a 200: the server's `error`, as any failed call would tell it.
          if (body.status === 'error')
            return setState({ kind: 'error', error: toHttpError(200, body) });
          return setState({ kind: 'ready', replay: body as unknown as ReplayInfo });
        } catch (e) {
          if (signal.aborted) return;
          const missing = e instanceof JmsHttpError && e.status === 404;
          return setState({ kind: missing ? 'missing' : 'error', error: e });
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
