/**
 * Celery task logs, written the way the ansible runner and Celery print them. A running task's log
 * grows by a few lines per read; when all is written the task (and its job execution) finishes.
 */
import { randomUUID } from 'node:crypto';
import type { BackendState } from '../state';
import type { Row } from '../types';
import { domainOf } from './state';
import { EXECUTIONS_KEY, progress } from './tasks';

/** Characters returned per read, like CeleryTaskLogApi's buffer. */
export const LOG_CHUNK = 10 * 1024;
const LINES_PER_READ = 3;

function hostsOf(state: BackendState, exec: Row): string[] {
  const ids = (exec.args as unknown[] | undefined) ?? [];
  const job = state.store.find('ops.jobs', ids[0]);
  const assetIds = job ? (job.assets as unknown[]) : ids;
  return assetIds
    .map((id) => state.store.find('assets.assets', id))
    .filter((a): a is Row => Boolean(a))
    .map((a) => String(a.name));
}

function fullLog(state: BackendState, exec: Row): string[] {
  const id = String(exec.id);
  const name = String(exec.name);
  const failed = exec.state === 'FAILURE';
  const hosts = hostsOf(state, exec);
  const execution = state.store.rows('ops.job_executions').find((e) => e.task_id === exec.id);
  const lines = [`Task ${name}[${id}] start`, `Args: ${JSON.stringify(exec.args ?? [])}`, ''];
  if (execution || hosts.length) {
    lines.push(`PLAY [${execution ? String(execution.material) : 'all'}] ${'*'.repeat(40)}`, '');
    lines.push(`TASK [${execution ? 'Run command' : 'ping'}] ${'*'.repeat(40)}`);
    hosts.forEach((h, i) =>
      lines.push(
        failed && i === hosts.length - 1
          ? `fatal: [${h}]: UNREACHABLE! => {"changed": false, "msg": "Failed to connect to the host via ssh"}`
          : `ok: [${h}]`,
      ),
    );
    lines.push('', `PLAY RECAP ${'*'.repeat(40)}`);
    hosts.forEach((h, i) =>
      lines.push(
        `${h.padEnd(24)}: ok=${failed && i === hosts.length - 1 ? 0 : 1}    changed=0    unreachable=${failed && i === hosts.length - 1 ? 1 : 0}    failed=0`,
      ),
    );
    lines.push('');
  } else {
    lines.push(`[${name.split('.').pop()}] processing...`, `[${name.split('.').pop()}] done`, '');
  }
  lines.push(
    failed
      ? `Task ${name}[${id}] raised unexpected: Exception('Some hosts failed')`
      : `Task ${name}[${id}] succeeded in ${(1 + (id.charCodeAt(0) % 9)).toFixed(2)}s: None`,
  );
  return lines;
}

function finish(state: BackendState, exec: Row): void {
  const now = new Date().toISOString();
  Object.assign(exec, { state: 'SUCCESS', is_finished: true, date_finished: now });
  const execution = state.store.rows('ops.job_executions').find((e) => e.task_id === exec.id);
  if (execution) {
    const cost = Math.max(
      1,
      Math.round((Date.parse(now) - Date.parse(String(execution.date_start))) / 1000),
    );
    Object.assign(execution, {
      is_finished: true,
      is_success: true,
      status: 'success',
      date_finished: now,
      time_cost: cost,
      timedelta: cost,
    });
  }
  state.store.touch();
}

export interface LogRead {
  data: string;
  end: boolean;
  mark: string;
}

/**
 * The log a task has written so far (CRLF lines) and whether it has ended; null for an unknown
 * task. Demo tasks (tasks.ts) grow with time; seeded running tasks grow by a few lines per read.
 */
export function taskLogText(
  state: BackendState,
  taskId: string,
): { text: string; ended: boolean } | null {
  const demo = progress(state, taskId);
  if (demo) return demo;
  const exec = state.store.find(EXECUTIONS_KEY, taskId);
  if (!exec) return null;
  const domain = domainOf(state);
  const lines = fullLog(state, exec);
  let written = lines.length;
  if (!exec.is_finished) {
    const reads = (domain.taskProgress.get(taskId) ?? 0) + 1;
    domain.taskProgress.set(taskId, reads);
    written = Math.min(lines.length, reads * LINES_PER_READ);
    if (written === lines.length) finish(state, exec);
  }
  const text = lines
    .slice(0, written)
    .map((l) => `${l}\r\n`)
    .join('');
  return { text, ended: Boolean(exec.is_finished) };
}

/** One read of a task's log from where `mark` left off (from the start without a mark). */
export function readTaskLog(
  state: BackendState,
  taskId: string,
  mark: string | null,
): LogRead | null {
  const log = taskLogText(state, taskId);
  if (!log) return null;
  const domain = domainOf(state);
  const previous = mark ? domain.logMarks.get(mark) : undefined;
  const offset = previous?.taskId === taskId ? previous.offset : 0;
  const data = log.text.slice(offset, offset + LOG_CHUNK);
  const next = randomUUID();
  domain.logMarks.set(next, { taskId, offset: offset + data.length });
  // Marks live 5 s in the real cache; here the oldest are dropped past a bound.
  if (domain.logMarks.size > 1000) domain.logMarks.delete(domain.logMarks.keys().next().value!);
  return { data, end: data === '' && log.ended, mark: next };
}
