/**
 * The job centre's calls (docs/domain.md §8.2, §8.4): an execution's per-host results, a run
 * with parameters, a playbook's upload and the files of its workspace.
 */
import type { JmsDataProvider } from '../../../dataProvider';

const silent = { silent: true };

export interface HostResult {
  name: string;
  status: 'ok' | 'failed' | 'excludes';
  tasks: { output: string }[];
}

/** A finished execution's hosts, each with its state and output (none before it ends). */
export async function executionHosts(
  dp: JmsDataProvider,
  executionId: string,
  signal?: AbortSignal,
): Promise<HostResult[]> {
  const answer = await dp.call<{ detail: HostResult[] } | null>(
    'GET',
    '/api/v1/ops/job-execution/asset-detail/',
    undefined,
    { query: { execution_id: executionId }, signal, ...silent },
  );
  return answer?.detail ?? [];
}

/** Runs a job now with its parameters' values (sent JSON-encoded): the run's task. */
export const runJob = (dp: JmsDataProvider, jobId: string, values: Record<string, string>) =>
  dp.call<{ task_id: string }>(
    'POST',
    '/api/v1/ops/job-executions/',
    { job: jobId, parameters: JSON.stringify(values) },
    silent,
  );

/** A zip whose top level holds `main.yml`: a new playbook named after the file. */
export function uploadPlaybook(dp: JmsDataProvider, zip: File) {
  const form = new FormData();
  form.set('path', zip);
  return dp.call('POST', '/api/v1/ops/playbooks/', form, silent);
}

/** A node of a playbook's file tree (`key` paths; `root` is the top). */
export interface PlaybookNode {
  id: string;
  pId: string;
  name: string;
  isParent: boolean;
}

const filesUrl = (id: string) => `/api/v1/ops/playbook/${encodeURIComponent(id)}/file/`;

export const playbookFiles = (dp: JmsDataProvider, id: string) =>
  dp.call<PlaybookNode[]>('GET', filesUrl(id), undefined, silent);

export const playbookFile = (dp: JmsDataProvider, id: string, key: string) =>
  dp.call<{ content: string }>('GET', filesUrl(id), undefined, { query: { key }, ...silent });

/** A new empty file or folder under `folder`. */
export const createPlaybookFile = (
  dp: JmsDataProvider,
  id: string,
  folder: string,
  name: string,
  isDirectory: boolean,
) =>
  dp.call<PlaybookNode>(
    'POST',
    filesUrl(id),
    { key: folder, is_directory: isDirectory, name, content: '' },
    silent,
  );

export const renamePlaybookFile = (
  dp: JmsDataProvider,
  id: string,
  node: PlaybookNode,
  name: string,
) =>
  dp.call(
    'PATCH',
    filesUrl(id),
    { key: node.id, new_name: name, is_directory: node.isParent },
    silent,
  );

export const savePlaybookFile = (dp: JmsDataProvider, id: string, key: string, content: string) =>
  dp.call('PATCH', filesUrl(id), { key, content }, silent);

export const deletePlaybookFile = (dp: JmsDataProvider, id: string, key: string) =>
  dp.call('DELETE', filesUrl(id), undefined, { query: { key }, ...silent });
