/** Shared texts: values, http errors, startup. */
export const app = {
  /** The server's own words in a notice, shown verbatim (src/components/notice.ts). */
  verbatim: '%{text}',
  title: 'JumpServer',
  loading: 'Loading…',
  http: {
    bad_request: 'Bad request, please check again',
    unauthorized: 'You account has logout, Please login again',
    forbidden: 'Bad request, no permission for this operation',
    not_found: 'Resource lost or deleted',
    conflict: 'Refreshing, please try again later',
    server_error: 'Server Error',
    request_failed: 'Request failed, please try again later',
    timeout: 'The request timed out, please try again',
    network: 'Network error, please check your connection',
    unreadable: "The server's answer could not be read, please try again later",
  },
  value: {
    /** The backend's account aliases. */
    accounts: {
      all: 'All accounts',
      spec: 'Specified accounts',
      input: 'Manual input',
      user: 'Dynamic user',
      anon: 'Anonymous account',
    },
    empty: '-',
    no_options: 'No options',
    yes: 'Yes',
    no: 'No',
  },
  /** A run's state as the backend spells it (automation and task executions carry no label). */
  status: {
    pending: 'Pending',
    running: 'Running',
    success: 'Succeeded',
    failed: 'Failed',
    error: 'Error',
    canceled: 'Canceled',
    timeout: 'Timed out',
    /** A system task's health: its last five runs all succeeded, some failed, the last failed. */
    green: 'Healthy',
    yellow: 'Some runs failed',
    red: 'Last run failed',
  },
  /** Succeeded runs out of all runs, e.g. a job's or a system task's summary. */
  success_ratio: '%{success} / %{total}',
  /** A job run's hosts: succeeded, failed or unreachable, skipped. */
  host_summary: 'Succeeded: %{ok} · Failed: %{failed} · Skipped: %{excluded}',
  cron: {
    next_runs: 'Next five runs',
    invalid: 'Not a valid crontab: five fields (minute hour day month weekday)',
  },
  load: {
    failed: 'Could not load: %{error}',
    retry: 'Retry',
  },
  startup: {
    failed: 'The console could not start: %{error}',
    retry: 'Retry',
  },
};
