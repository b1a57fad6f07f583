/**
 * The task log and result APIs (docs/domain.md §8.7) of every Celery task, the demo's own
 * (domain/tasks.ts: asset tests, automations, session kills…) and the seeded ones alike.
 */
import { readTaskLog } from '../domain/taskLogs';
import { EXECUTIONS_KEY } from '../domain/tasks';
import { json, type Ctx } from '../http';
import type { Route } from '../router';

const UUID = '[0-9a-fA-F-]{36}';

function taskLog(ctx: Ctx): Response {
  const mark = ctx.url.searchParams.get('mark');
  const read = readTaskLog(ctx.state, ctx.params[1]!, mark);
  if (read) return json(read);
  // No log file yet: no end and no mark (a literal "undefined" mark gets a dot).
  return json({ data: mark === 'undefined' ? '.' : 'Waiting task start' });
}

function taskResult(ctx: Ctx): Response {
  const id = ctx.params[1]!;
  const exec = ctx.state.store.find(EXECUTIONS_KEY, id);
  // Celery answers PENDING for a task it does not know.
  return json({ id, result: null, state: exec ? String(exec.state) : 'PENDING' });
}

export const taskRoutes: Route[] = [
  {
    method: 'GET',
    pattern: new RegExp(`^/api/v1/ops/celery/task/(${UUID})/task-execution/([^/]+)/log/$`),
    handle: taskLog,
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/api/v1/ops/celery/task/(${UUID})/task-execution/([^/]+)/result/$`),
    handle: taskResult,
  },
];
