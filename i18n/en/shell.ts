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
  profile: {
    improvement_intro: 'Welcome! Please check your personal information before you start.',
  },
  workbench: {
    welcome: 'Welcome, %{name}',
    shortcuts: 'Shortcuts',
    nodes: 'Nodes',
    all_assets: 'All assets',
    search: 'Search by name or address',
    connect: 'Connect',
    no_assets: 'No assets have been authorized to you yet',
    no_match: 'No asset matches the search',
    columns: {
      name: 'Name',
      address: 'Address',
      platform: 'Platform',
      comment: 'Comment',
      actions: 'Actions',
    },
  },
  ops: {
    adhoc: 'Ad-hoc commands',
    playbook: 'Playbooks',
  },
};
