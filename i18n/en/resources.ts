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
};
