/** Resource names, field labels and resource texts (`resources.<name>.*`); server labels are the fallback. */
export const resources = {
  users: {
    name: 'User |||| Users',
    fields: {
      name: 'Name',
      username: 'Username',
      email: 'Email',
      groups: 'User group',
      system_roles: 'System roles',
      org_roles: 'Org roles',
      source: 'Source',
      is_valid: 'Is valid',
      update_password: 'Update password',
    },
    actions: {
      disable: 'Disable selected',
      activate: 'Activate selected',
    },
  },
  userGroups: {
    name: 'User group |||| User groups',
  },
  assets: {
    name: 'Asset |||| Assets',
    actions: {
      deactivate: 'Deactivate selected',
      activate: 'Activate selected',
    },
  },
  hosts: {
    name: 'Host |||| Hosts',
  },
  gateways: {
    name: 'Gateway |||| Gateways',
  },
  accounts: {
    name: 'Account |||| Accounts',
  },
  platforms: {
    name: 'Platform |||| Platforms',
  },
  assetPermissions: {
    name: 'Asset permission |||| Asset permissions',
    // Beside the row actions' column, the actions a permission grants need their own word.
    fields: {
      actions: 'Rights',
    },
    help: {
      accounts:
        '@ALL: all accounts; @SPEC: the usernames listed; @INPUT: typed at login; @USER: same as the user',
    },
  },
  commandFilterAcls: {
    name: 'Command filter |||| Command filters',
  },
  commandGroups: {
    name: 'Command group |||| Command groups',
    help: {
      content:
        'One command per line (command type), or a regular expression such as rm.*|reboot|shutdown',
    },
  },
  loginLogs: {
    name: 'Login log |||| Login logs',
  },
  roles: {
    name: 'Role |||| Roles',
  },
  orgRoles: {
    name: 'Org role |||| Org roles',
  },
  systemRoleBindings: {
    name: 'Role binding |||| Role bindings',
  },
  orgRoleBindings: {
    name: 'Role binding |||| Role bindings',
  },
  databases: {
    name: 'Database |||| Databases',
  },
  devices: {
    name: 'Network device |||| Network devices',
  },
  clouds: {
    name: 'Cloud service |||| Cloud services',
  },
  webs: {
    name: 'Web |||| Web',
  },
  domains: {
    name: 'Domain |||| Domains',
  },
  labels: {
    name: 'Label |||| Labels',
  },
  nodes: {
    name: 'Node |||| Nodes',
  },
  cloudAccounts: {
    name: 'Cloud account |||| Cloud accounts',
  },
  syncInstanceTasks: {
    name: 'Cloud sync task |||| Cloud sync tasks',
  },
  accountTemplates: {
    name: 'Account template |||| Account templates',
  },
  pushAutomations: {
    name: 'Account push |||| Account pushes',
  },
  pushExecutions: {
    name: 'Account push execution |||| Account push executions',
  },
  pushRecords: {
    name: 'Push account record |||| Push account records',
  },
  gatherAutomations: {
    name: 'Account gather |||| Account gathers',
  },
  gatherExecutions: {
    name: 'Account gather execution |||| Account gather executions',
  },
  changeSecretAutomations: {
    name: 'Account change secret |||| Account change secrets',
  },
  changeSecretExecutions: {
    name: 'Change secret execution |||| Change secret executions',
  },
  changeSecretRecords: {
    name: 'Change secret record |||| Change secret records',
  },
  gatheredAccounts: {
    name: 'Gathered account |||| Gathered accounts',
  },
  backupPlans: {
    name: 'Account backup |||| Account backups',
  },
  backupExecutions: {
    name: 'Account backup execution |||| Account backup executions',
  },
  loginAcls: {
    name: 'User login ACL |||| User login ACLs',
  },
  loginAssetAcls: {
    name: 'Asset login ACL |||| Asset login ACLs',
  },
  sessions: {
    name: 'Session |||| Sessions',
  },
  sessionJoinRecords: {
    name: 'Session join record |||| Session join records',
  },
  commands: {
    name: 'Command |||| Commands',
  },
  ftpLogs: {
    name: 'File transfer |||| File transfers',
  },
  operateLogs: {
    name: 'Operate log |||| Operate logs',
  },
  passwordChangeLogs: {
    name: 'Password change log |||| Password change logs',
  },
  jobLogs: {
    name: 'Job execution log |||| Job execution logs',
  },
  jobs: {
    name: 'Job |||| Jobs',
  },
  adhocs: {
    name: 'Ad-hoc command |||| Ad-hoc commands',
  },
  playbooks: {
    name: 'Playbook |||| Playbooks',
  },
  jobExecutions: {
    name: 'Execution |||| Executions',
  },
  tickets: {
    name: 'Ticket |||| Tickets',
  },
  myTickets: {
    name: 'Ticket |||| Tickets',
  },
  assignedTickets: {
    name: 'Ticket |||| Tickets',
  },
  applyAssetTickets: {
    name: 'Asset permission request |||| Asset permission requests',
  },
  ticketFlows: {
    name: 'Ticket flow |||| Ticket flows',
  },
  organizations: {
    name: 'Organization |||| Organizations',
  },
  terminals: {
    name: 'Terminal |||| Terminals',
  },
  replayStorages: {
    name: 'Replay storage |||| Replay storages',
  },
  commandStorages: {
    name: 'Command storage |||| Command storages',
  },
  endpoints: {
    name: 'Endpoint |||| Endpoints',
  },
  endpointRules: {
    name: 'Endpoint rule |||| Endpoint rules',
  },
  applets: {
    name: 'Remote app |||| Remote apps',
  },
  appletHosts: {
    name: 'Remote app host |||| Remote app hosts',
  },
  appletPublications: {
    name: 'Publication |||| Publications',
  },
  tasks: {
    name: 'Task |||| Tasks',
  },
};
