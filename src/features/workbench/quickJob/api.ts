/** The job centre's calls the quick job makes (domain-protocol-ops §3.3–3.5) and their shapes. */
export const JOBS_URL = '/api/v1/ops/jobs/';
export const EXECUTIONS_URL = '/api/v1/ops/job-executions/';
export const FREQUENT_USERNAMES_URL = '/api/v1/ops/frequent-username/';
export const taskDetailUrl = (taskId: string) =>
  `/api/v1/ops/job-execution/task-detail/${encodeURIComponent(taskId)}/`;
export const executionsOfJobUrl = (jobId: string) =>
  `${EXECUTIONS_URL}?job_id=${encodeURIComponent(jobId)}`;

export const MODULES = ['shell', 'win_shell', 'python'] as const;
export type Module = (typeof MODULES)[number];
export const POLICIES = ['skip', 'privileged_first', 'privileged_only'] as const;
export type Policy = (typeof POLICIES)[number];
/** -1 is no timeout; the others are the real console's choices, in seconds. */
export const TIMEOUTS = [-1, 10, 30, 60] as const;

export interface QuickRun {
  assets: string[];
  nodes: string[];
  module: Module;
  args: string;
  runas: string;
  runas_policy: Policy;
  instant: true;
  is_periodic: false;
  timeout: number;
}

export interface TaskDetail {
  status: 'running' | 'success' | 'failed' | 'timeout';
  is_finished: boolean;
  is_success: boolean;
  time_cost: number;
  job_id: string;
}

export interface ExecutionSummary {
  ok?: string[];
  failures?: Record<string, string>;
  dark?: Record<string, string>;
  excludes?: Record<string, string>;
  error?: string;
}

export interface Execution {
  id: string;
  task_id: string;
  material: string;
  job_type: string | { value: string };
  is_finished: boolean;
  summary: ExecutionSummary;
  date_created: string;
}
