/**
 * The task-log websocket `/ws/ops/tasks/log/` (docs/wire.md §13.3) on the demo backend,
 * whatever carries it (mock/ws.ts, mock/msw.ts). Any signed-in user; the client sends
 * `{"task": id}`; the server sends `{"message": ".", "task"}` every 0.5 s until the log exists,
 * then `{"message": "\r\n"}`, then chunks of at most 4096 characters every 0.2 s, and after the
 * chunk holding the end mark `{"event": "end", "task", "message": ""}`. Requests are served one
 * at a time, like the Channels consumer.
 */
import type { Backend } from './backend';
import { taskLogText } from './domain/taskLogs';
import { END_MARK } from './domain/tasks';

export const TASK_LOG_PATH = '/ws/ops/tasks/log/';
const CHUNK = 4096;
const WAIT_MS = 500;
const READ_MS = 200;

export interface TaskLogChannel {
  receive(data: string): void;
  end(): void;
}

export function serveTaskLogs(backend: Backend, send: (text: string) => void): TaskLogChannel {
  const queue: string[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let busy = false;
  let closed = false;

  const follow = (task: string) => {
    busy = true;
    let offset = 0;
    let started = false;
    const tick = () => {
      if (closed) return;
      const log = taskLogText(backend.state, task);
      if (!log) {
        send(JSON.stringify({ message: '.', task }));
        timer = setTimeout(tick, WAIT_MS);
        return;
      }
      if (!started) {
        started = true;
        send(JSON.stringify({ message: '\r\n' }));
      }
      const chunk = log.text.slice(offset, offset + CHUNK);
      offset += chunk.length;
      if (chunk) send(JSON.stringify({ message: chunk, task }));
      // Seeded logs have no end mark: they end when the task has ended and all is sent.
      const done = chunk.includes(END_MARK) || (log.ended && offset >= log.text.length);
      if (done) {
        send(JSON.stringify({ event: 'end', task, message: '' }));
        busy = false;
        const next = queue.shift();
        if (next) follow(next);
        return;
      }
      timer = setTimeout(tick, READ_MS);
    };
    tick();
  };

  return {
    receive(data) {
      let task: unknown;
      try {
        task = (JSON.parse(data) as { task?: unknown }).task;
      } catch {
        return;
      }
      if (typeof task !== 'string' || !task) return;
      if (busy) queue.push(task);
      else follow(task);
    },
    end() {
      closed = true;
      clearTimeout(timer);
    },
  };
}
