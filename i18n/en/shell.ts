/** The shell: views, startup, the 403/404 pages and the pages that are not resource screens. */
export const shell = {
  views: {
    console: 'Console',
    audit: 'Audit',
    workbench: 'Workbench',
    tickets: 'Tickets',
    settings: 'System settings',
    profile: 'Personal information',
  },
  startup: {
    loading: 'Starting the console…',
    leaving: 'Your session has ended. Going to the login page…',
    failed: 'The console could not start: %{error}',
    failed_step: 'Step that failed: %{step}',
    retry: 'Retry',
    steps: {
      init: 'initialisation',
      openSettings: 'public settings',
      session: 'session',
      profile: 'user profile',
      settings: 'settings',
      view: 'view',
      org: 'organisation',
      routes: 'pages',
      firstLogin: 'first login',
    },
  },
  errors: {
    not_found_title: '404',
    not_found: 'Request error, cannot access this page',
    forbidden_title: '403',
    forbidden: 'No permission to view this page',
    back_home: 'Back to the home page',
  },
  redirect: {
    opening: 'Opening %{name}…',
    open: 'Open %{name}',
    login: 'Going to the login page…',
  },
  dashboard: {
    counts: 'Overview',
    total: '%{smart_count} in total',
  },
  data: {
    key: 'Name',
    value: 'Value',
    empty: 'Nothing to show',
    failed: 'Could not load this page: %{error}',
  },
  profile: {
    improvement_intro: 'Welcome! Please check your personal information before you start.',
    improvement_done: 'Done, take me to the console',
  },
  workbench: {
    welcome: 'Welcome, %{name}',
    shortcuts: 'Shortcuts',
  },
  ops: {
    recent_executions: 'Recent executions',
    adhoc: 'Ad-hoc commands',
    playbook: 'Playbooks',
  },
};
