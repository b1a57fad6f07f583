/**
 * The workbench's calls: the signed-in user's own granted nodes and assets, recent sessions and
 * logins, the tickets waiting for them, and the quick job (docs/domain.md §8.3–8.5): an
 * instant job run on granted assets, the run's task and execution, the user's recent commands;
 * favourite assets and the job variables' help (docs/domain.md §8.8, §15.3).
 */
import type { JmsDataProvider, Paginated } from '../../../dataProvider';
import type { PageRequest } from '../../components/PagedTable';
import { readList } from '../readList';

const silent = { silent: true };
const SELF = '/api/v1/perms/users/self/';

export interface GrantedNode {
  id: string;
  key: string;
  value: string;
  full_value: string;
  assets_amount: number;
}

export type GrantedAsset = Record<string, unknown> & { id: string; name: string; address: string };

/** The nodes granted to the user (whole, as keys give their depth). */
export const myNodes = (dp: JmsDataProvider) =>
  dp.call<GrantedNode[]>('GET', `${SELF}nodes/`, undefined, silent);

/** The user's granted assets, all or under one node, a page at a time, searched. */
export const myAssets = (
  dp: JmsDataProvider,
  node: string | null,
  page: PageRequest,
  search: string,
  signal?: AbortSignal,
) =>
  readList<GrantedAsset>(
    dp,
    node ? `${SELF}nodes/${encodeURIComponent(node)}/assets/` : `${SELF}assets/`,
    { page, filter: { search }, signal },
  ) as Promise<Paginated<GrantedAsset>>;

/** The first `n` of a list the user reads of their own (a page of `n`). */
const firstOf = <T>(dp: JmsDataProvider, url: string, n: number, filter = {}) =>
  readList<T>(dp, url, { page: { page: 1, perPage: n }, filter }) as Promise<Paginated<T>>;

export interface MySession {
  id: string;
  asset: string;
  asset_id: string;
  protocol: string;
  is_finished: boolean;
  date_start: string;
}

type Choice = { value: string | boolean | number; label: string };

export interface MyLogin {
  id: string;
  ip: string;
  city: string;
  status: Choice;
  datetime: string;
}

export interface WaitingTicket {
  id: string;
  title: string;
  type: Choice;
  date_created: string;
}

/** The user's own sessions, newest first. */
export const mySessions = (dp: JmsDataProvider, n: number) =>
  firstOf<MySession>(dp, '/api/v1/terminal/my-sessions/', n);

/** The user's own logins, newest first. */
export const myLogins = (dp: JmsDataProvider, n: number) =>
  firstOf<MyLogin>(dp, '/api/v1/audits/my-login-logs/', n);

/** The pending tickets whose assignees include the user (and how many there are). */
export const ticketsWaitingFor = (dp: JmsDataProvider, userId: string, n: number) =>
  firstOf<WaitingTicket>(dp, '/api/v1/tickets/tickets/', n, {
    assignees__id: userId,
    state: 'pending',
  });

// The quick job.

const JOBS_URL = '/api/v1/ops/jobs/';
const EXECUTIONS_URL = '/api/v1/ops/job-executions/';

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

/** The job behind a run: its account, policy, module and command. */
export interface RunSettings {
  runas: string;
  runas_policy: Policy | { value: Policy };
  module: Module | { value: Module };
  timeout: number;
  args: string;
}

/** The user's latest executions (their `material` is `module:command`). */
export const recentExecutions = (dp: JmsDataProvider) =>
  readList<Execution>(dp, EXECUTIONS_URL, {
    page: { page: 1, perPage: 50 },
    sort: { field: 'date_created', order: 'DESC' },
  }) as Promise<Paginated<Execution>>;

/** The accounts the user runs as most. */
export const frequentUsernames = (dp: JmsDataProvider) =>
  dp.call<{ username: string }[]>('GET', '/api/v1/ops/frequent-username/', undefined, silent);

/** Creates an instant job, which runs at once: only its task id is answered. */
export const runQuickJob = (dp: JmsDataProvider, run: QuickRun) =>
  dp.call<{ task_id: string }>('POST', JOBS_URL, run, silent);

export const taskDetail = (dp: JmsDataProvider, taskId: string) =>
  dp.call<TaskDetail>(
    'GET',
    `/api/v1/ops/job-execution/task-detail/${encodeURIComponent(taskId)}/`,
    undefined,
    silent,
  );

export const jobSettings = (dp: JmsDataProvider, jobId: string) =>
  dp.call<RunSettings>('GET', `${JOBS_URL}${encodeURIComponent(jobId)}/`, undefined, silent);

export const executionsOfJob = (dp: JmsDataProvider, jobId: string) =>
  dp.call<Execution[]>('GET', EXECUTIONS_URL, undefined, { query: { job_id: jobId }, ...silent });

// Favourites and the variables' help.

const FAVOURITES = '/api/v1/assets/favorite-assets/';

/** One favourite as the server lists it: only the asset's id. */
export interface Favourite {
  asset: string;
}

/** The signed-in user's favourite assets (a bare array: no limit is sent). */
export const favourites = (dp: JmsDataProvider, signal?: AbortSignal) =>
  dp.call<Favourite[]>('GET', FAVOURITES, undefined, { ...silent, signal });

export const addFavourite = (dp: JmsDataProvider, asset: string) =>
  dp.call<Favourite>('POST', FAVOURITES, { asset });

/** The only way to un-favourite: the bulk delete filtered to that one asset. */
export const removeFavourite = (dp: JmsDataProvider, asset: string) =>
  dp.call('DELETE', FAVOURITES, undefined, { query: { asset } });

/** The built-in variables a job's command may use, with their help in the user's language. */
export const variablesHelp = (dp: JmsDataProvider, signal?: AbortSignal) =>
  dp.call<Record<string, string>>('GET', '/api/v1/ops/variables/help/', undefined, {
    ...silent,
    signal,
  });
