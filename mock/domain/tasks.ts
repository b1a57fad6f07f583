/**
 * Background tasks the demo backend starts (asset tests, hardware refreshes, gateway tests,
 * automation executions, session kills): a Celery task execution row whose log grows a line at a
 * time over a few seconds, ends with the worker's end mark, and then applies its effect (the
 * asset's connectivity, its hardware info, the execution's status). The log is read by the
 * websocket (mock/taskLogChannel.ts) and the HTTP log API alike (taskLogs.ts).
 */
import { createHash, randomUUID } from 'node:crypto';
import type { BackendState } from '../state';
import type { Row } from '../types';

/** Where Celery task executions are kept (their logs: taskLogs.ts). */
export const EXECUTIONS_KEY = 'ops.celery_task_executions';

/** The worker's end mark, written at the end of every task log. */
export const END_MARK = '\u0000\u0000\u0000\u0000\u0000';
/** The pace of a demo task: one log line per tick. */
export const LINE_MS = 150;

export interface TaskPlan {
  /** Celery task name, e.g. `assets.tasks.ping.test_assets_connectivity_task`. */
  name: string;
  args: unknown[];
  /** The log's lines, without line ends (ANSI colours welcome). */
  lines: string[];
  /** When each line is written (ms after the start); by default one line per LINE_MS. */
  at?: number[];
  /** The task fails (state FAILURE). */
  failed?: boolean;
  /** What the task does to the data once it ends. */
  effect?(state: BackendState): void;
}

interface Running {
  plan: TaskPlan;
  started: number;
  timer?: ReturnType<typeof setTimeout>;
}

const running = new WeakMap<BackendState['store'], Map<string, Running>>();

function tasksOf(state: BackendState): Map<string, Running> {
  let tasks = running.get(state.store);
  if (!tasks) running.set(state.store, (tasks = new Map()));
  return tasks;
}

/** Starts a task; returns its id (the Celery task id the API answers). */
export function startTask(state: BackendState, plan: TaskPlan, id: string = randomUUID()): string {
  const now = new Date().toISOString();
  state.store.rows(EXECUTIONS_KEY).push({
    id,
    name: plan.name,
    args: plan.args,
    kwargs: {},
    state: 'STARTED',
    is_finished: false,
    date_published: now,
    date_start: now,
    date_finished: null,
  });
  state.store.touch();
  const task: Running = { plan, started: Date.now() };
  tasksOf(state).set(id, task);
  // The task ends on its own even when nobody reads its log.
  task.timer = setTimeout(() => progress(state, id), lineAt(plan, plan.lines.length - 1) + LINE_MS);
  (task.timer as { unref?: () => void }).unref?.();
  return id;
}

function lineAt(plan: TaskPlan, i: number): number {
  return plan.at?.[i] ?? i * LINE_MS;
}

export function isDemoTask(state: BackendState, id: string): boolean {
  return tasksOf(state).has(id);
}

function finish(state: BackendState, id: string, task: Running): void {
  const exec = state.store.find(EXECUTIONS_KEY, id);
  if (!exec || exec.is_finished) return;
  clearTimeout(task.timer);
  Object.assign(exec, {
    state: task.plan.failed ? 'FAILURE' : 'SUCCESS',
    is_finished: true,
    date_finished: new Date().toISOString(),
  });
  task.plan.effect?.(state);
  state.store.touch();
}

/**
 * The log written so far (CRLF lines; the end mark once done) and whether the task has ended;
 * null when this is not a demo task.
 */
export function progress(state: BackendState, id: string): { text: string; ended: boolean } | null {
  const task = tasksOf(state).get(id);
  if (!task) return null;
  const lines = task.plan.lines;
  const elapsed = Date.now() - task.started;
  let written = 0;
  while (written < lines.length && lineAt(task.plan, written) <= elapsed) written++;
  const ended = written === lines.length;
  if (ended) finish(state, id, task);
  const text = lines
    .slice(0, written)
    .map((l) => `${l}\r\n`)
    .join('');
  return { text: ended ? text + END_MARK : text, ended };
}

/** The task id, chosen before the plan so that its log can name it. */
export function newTaskId(): string {
  return randomUUID();
}

/** Whether a demo host answers: fixed per asset, so a test says the same thing every time. */
export function reachable(asset: Row): boolean {
  return createHash('md5').update(String(asset.id)).digest()[0]! % 5 !== 0;
}

// ANSI colours as ansible prints them.
const green = (s: string) => `\u001b[0;32m${s}\u001b[0m`;
const red = (s: string) => `\u001b[0;31m${s}\u001b[0m`;
const yellow = (s: string) => `\u001b[0;33m${s}\u001b[0m`;

/** An ansible-style log over hosts: ok (green) or unreachable (red) per host, and a recap. */
export function ansibleLog(
  name: string,
  id: string,
  play: string,
  taskTitle: string,
  hosts: { name: string; ok: boolean; detail?: string }[],
): string[] {
  const stars = '*'.repeat(60);
  const lines = [
    `>>> Task preparation phase`,
    `>>> Executing tasks in batches, up to 50 assets per batch`,
    `>>> Start executing tasks`,
    `Task ${name}[${id}] start`,
    '',
    `PLAY [${play}] ${stars}`,
    '',
    `TASK [${taskTitle}] ${stars}`,
  ];
  for (const h of hosts)
    lines.push(
      h.ok
        ? green(`ok: [${h.name}]${h.detail ? ` => ${h.detail}` : ''}`)
        : red(
            `fatal: [${h.name}]: UNREACHABLE! => {"changed": false, "msg": "Failed to connect to the host via ssh: ssh: connect to host port 22: Connection timed out", "unreachable": true}`,
          ),
    );
  lines.push('', `PLAY RECAP ${stars}`);
  for (const h of hosts)
    lines.push(
      `${h.name.padEnd(26)}: ${h.ok ? green('ok=1') : 'ok=0'}    changed=0    ${h.ok ? 'unreachable=0' : red('unreachable=1')}    failed=0    skipped=0`,
    );
  const failed = hosts.filter((h) => !h.ok).length;
  lines.push(
    '',
    failed
      ? yellow(`>>> ${failed} of ${hosts.length} assets failed`)
      : `>>> All ${hosts.length} assets succeeded`,
    `>>> Time cost: ${(0.8 + hosts.length * 0.4).toFixed(2)}s`,
    `Task ${name}[${id}] ${failed === hosts.length ? 'failed' : 'succeeded'}`,
  );
  return lines;
}

export type { Row };
