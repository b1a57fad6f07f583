/**
 * The system area's calls (docs/domain.md §8.6, §9.2, §9.5, §12): applet hosts'
 * deployments (publications are a declared resource), an applet package's upload, a Celery task's
 * executions and their rerun, an organisation's members.
 */
import type { JmsDataProvider } from '../../../dataProvider';
import { toHttpError } from '../../../dataProvider/errors';
import { uploadWithProgress } from '../../../dataProvider/upload';
import type { AnyRecord } from '../../../resources/vocabulary';
import { readList, rowsOf } from '../readList';

/** An applet host's deployments, newest first, each with its task. */
export const hostDeployments = (dp: JmsDataProvider, hostId: string) =>
  readList<AnyRecord>(dp, '/api/v1/terminal/applet-host-deployments/', {
    filter: { host: hostId },
  });

/** A Celery task's executions, newest first. */
export const taskExecutions = (dp: JmsDataProvider, taskId: string) =>
  readList<AnyRecord>(dp, '/api/v1/ops/task-executions/', { filter: { task_id: taskId } });

/** Runs an execution's task again: the new run's task id. */
export const rerunTask = (dp: JmsDataProvider, executionId: string) =>
  dp.call<{ task_id: string }>(
    'POST',
    '/api/v1/ops/task-executions/',
    {},
    {
      query: { from: executionId },
      silent: true,
    },
  );

/**
 * An organisation's memberships, i.e. its org-role bindings, read in that organisation (`?oid=`):
 * the settings pages work in the System organisation.
 */
export const orgMembers = (dp: JmsDataProvider, orgId: string) =>
  readList<AnyRecord>(dp, '/api/v1/rbac/org-role-bindings/', { filter: { oid: orgId } }).then(
    rowsOf,
  );

/**
 * An applet package (multipart `file`; `update` replaces an applet of the same name), its upload's
 * progress reported as it goes; a refusal rejects with the server's error, as any call would.
 */
export async function uploadApplet(
  zip: File,
  update: boolean,
  onProgress: (percent: number) => void,
): Promise<void> {
  const form = new FormData();
  form.set('file', zip);
  const url = `/api/v1/terminal/applets/upload/${update ? '?update=1' : ''}`;
  // A dropped connection is a status 0, as the http client tells it.
  const answer = await uploadWithProgress(url, form, onProgress).catch(() => ({
    status: 0,
    body: null,
  }));
  if (answer.status < 200 || answer.status >= 300)
    throw toHttpError(answer.status, answer.body, { silent: true });
}
