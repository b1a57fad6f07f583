/**
 * Follows a Celery task's log the way the real console reads it (docs/wire.md §13.3): the
 * websocket `/ws/ops/tasks/log/` first (send `{"task": id}`; `{"message"}` frames; then
 * `{"event": "end"}`), and when the socket fails before the end, the HTTP log API polled with its
 * `mark` (the log is read again from the start, so the text is reset). The socket fails when its
 * connection does, and also when the server closes it cleanly before the end event (a crashed
 * consumer closes with 1011): either way the log goes on over HTTP and the caller is told why.
 * At the end, the task's `state` from the result API says finished or failed. Reads over HTTP
 * that keep failing stop the following, so the caller can say so and offer to start again.
 */
import type { CallFlags } from '../../../dataProvider';
import { connectSocket, type SocketOptions } from '../../../dataProvider/socket';

export const TASK_LOG_SOCKET_PATH = '/ws/ops/tasks/log/';
export const POLL_INTERVAL_MS = 1000;
/** HTTP reads failing this many times in a row stop the following (`onStalled`). */
export const MAX_READ_FAILURES = 5;
/** What the log API says before the task has written anything (not log text). */
const WAITING = 'Waiting task start';

const taskBase = (id: string) => {
  const task = encodeURIComponent(id);
  // The first UUID is not read by the server ("any uuid"); the task's own id is as good as any.
  return `/api/v1/ops/celery/task/${task}/task-execution/${task}`;
};
export const taskLogUrl = (id: string) => `${taskBase(id)}/log/`;
export const taskResultUrl = (id: string) => `${taskBase(id)}/result/`;

export type TaskEnd = 'finished' | 'failed';

/** Celery's states: SUCCESS is finished, FAILURE and REVOKED failed, others not ready yet. */
export function endOfState(state: unknown): TaskEnd | null {
  if (state === 'SUCCESS') return 'finished';
  if (state === 'FAILURE' || state === 'REVOKED') return 'failed';
  return null;
}

export interface TaskLogHandlers {
  /**
   * Log text to append; `reset` first clears what was shown (the fallback reads from the start).
   */
  onText(text: string, reset?: boolean): void;
  onTransport?(transport: 'socket' | 'polling'): void;
  /**
   * The live stream stopped short, and the log is read over HTTP from now on: its connection
   * failed, or the server closed it (`code`) before the log's end.
   */
  onInterrupted?(cause: { code?: number }): void;
  /**
   * HTTP reads failed MAX_READ_FAILURES times in a row (the last error): nothing follows any more.
   */
  onStalled?(error: unknown): void;
  onEnd(end: TaskEnd): void;
}

export type Call = <T>(
  method: string,
  url: string,
  body?: unknown,
  flags?: CallFlags,
) => Promise<T>;

export interface TaskLogDeps {
  call: Call;
  socket?: Pick<SocketOptions, 'open' | 'url'>;
  pollIntervalMs?: number;
}

/** Starts following; the returned function stops everything. */
export function followTaskLog(
  taskId: string,
  handlers: TaskLogHandlers,
  { call, socket = {}, pollIntervalMs = POLL_INTERVAL_MS }: TaskLogDeps,
): () => void {
  let stopped = false;
  let logEnded = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closeSocket: (() => void) | undefined = undefined;
  let failures = 0;

  const later = (fn: () => void) => {
    if (!stopped) timer = setTimeout(fn, pollIntervalMs);
  };

  /** A failed read is tried again later, up to MAX_READ_FAILURES in a row. */
  const retryLater = (fn: () => void, error: unknown) => {
    if (stopped) return;
    if (++failures < MAX_READ_FAILURES) return later(fn);
    stopped = true;
    handlers.onStalled?.(error);
  };

  const readResult = async () => {
    if (stopped) return;
    try {
      const body = await call<{ state?: unknown }>('GET', taskResultUrl(taskId), undefined, {
        silent: true,
      });
      failures = 0;
      const end = endOfState(body?.state);
      if (end && !stopped) handlers.onEnd(end);
      else later(() => void readResult());
    } catch (e) {
      retryLater(() => void readResult(), e);
    }
  };

  const endLog = () => {
    if (logEnded) return;
    logEnded = true;
    closeSocket?.();
    void readResult();
  };

  const poll = async (mark: string | undefined) => {
    if (stopped) return;
    let next = mark;
    try {
      const body = await call<{ data?: unknown; end?: unknown; mark?: unknown }>(
        'GET',
        taskLogUrl(taskId),
        undefined,
        { query: mark ? { mark } : {}, silent: true },
      );
      if (stopped) return;
      failures = 0;
      if (typeof body?.data === 'string' && body.data && body.data !== WAITING)
        handlers.onText(body.data);
      if (typeof body?.mark === 'string' && body.mark) next = body.mark;
      if (body?.end === true) return endLog();
    } catch (e) {
      // Tried again with the same mark.
      return retryLater(() => void poll(next), e);
    }
    later(() => void poll(next));
  };

  const fallBack = (closed?: { code: number }) => {
    if (stopped || logEnded) return;
    closeSocket?.();
    handlers.onText('', true);
    handlers.onTransport?.('polling');
    handlers.onInterrupted?.({ code: closed?.code });
    void poll(undefined);
  };

  handlers.onTransport?.('socket');
  closeSocket = connectSocket(
    TASK_LOG_SOCKET_PATH,
    {
      onOpen(send) {
        send(JSON.stringify({ task: taskId, type: 'celery' }));
      },
      onFrame(frame) {
        if (logEnded || (frame.task !== undefined && frame.task !== taskId)) return;
        if (frame.event === 'end') return endLog();
        if (typeof frame.message === 'string' && frame.message) handlers.onText(frame.message);
      },
      onFailure: fallBack,
    },
    socket,
  );

  return () => {
    stopped = true;
    clearTimeout(timer);
    closeSocket?.();
  };
}
